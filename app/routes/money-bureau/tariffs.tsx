import { parseListPage } from "#domain/content/document-list.ts";
import { selectCurrentRates, type ExchangeRate } from "#domain/content/exchange-rates.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { RatesOfSource } from "#app/features/rates/rates-of-source.tsx";
import { loadCollection } from "#app/live/content.server.ts";
import type { Route } from "./+types/tariffs.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The money bureau's current rates (spec §2: 10 a page), with the converter. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rates: ExchangeRate[] = selectCurrentRates(await loadCollection(context, "money_bureau_exchange_rates"), "moneyBureau");
  return { rates, page: parseListPage(url.searchParams.get("page")) };
}

export default function Tariffs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <div className="container rates">
        <RatesOfSource source="moneyBureau" rates={loaderData.rates} page={loaderData.page} getPageHref={(number) => `?page=${number}`} />
      </div>
    </>
  );
}
