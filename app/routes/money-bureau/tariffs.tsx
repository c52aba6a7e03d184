import { parseListPage } from "#domain/content/document-list.ts";
import { selectCurrentRates, type ExchangeRate } from "#domain/content/exchange-rates.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { RatesOfSource } from "#app/features/rates/rates-of-source.tsx";
import { loadCollection } from "#app/live/content.server.ts";
import { getRequestLanguage } from "#app/i18n/request-language.ts";
import { RateHistory } from "#app/features/rates/rate-history.tsx";
import { renderRateHistory } from "#app/features/rates/rate-history.server.ts";
import type { Route } from "./+types/tariffs.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The money bureau's current rates (spec §2: 10 a page), with the converter and the rate history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const all: ExchangeRate[] = await loadCollection(context, "money_bureau_exchange_rates");
  const rates = selectCurrentRates(all, "moneyBureau");
  const { lang } = getRequestLanguage(request);
  const history = renderRateHistory(all, { source: "moneyBureau", current: rates, query: url.searchParams, lang, now: new Date() });
  return { rates, page: parseListPage(url.searchParams.get("page")), history };
}

export default function Tariffs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <div className="container rates">
        <RatesOfSource source="moneyBureau" rates={loaderData.rates} page={loaderData.page} getPageHref={(number) => `?page=${number}`} />
        <RateHistory section={loaderData.history} />
      </div>
    </>
  );
}
