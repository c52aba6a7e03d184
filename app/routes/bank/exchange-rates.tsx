import { lazy, Suspense } from "react";
import type { RateFile } from "#app/features/rates/rate-files.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { parseListPage } from "#domain/content/document-list.ts";
import { parseRateTab, selectCurrentRates, type ExchangeRate } from "#domain/content/exchange-rates.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { BankRateTable, type BankRate } from "#app/features/rates/bank-rate-table.tsx";
import { RateTabs } from "#app/features/rates/rate-tabs.tsx";
import { RatesOfSource } from "#app/features/rates/rates-of-source.tsx";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import { loadCollection } from "#app/live/content.server.ts";
import { getRequestLanguage } from "#app/i18n/request-language.ts";
import { RateHistory } from "#app/features/rates/rate-history.tsx";
import { renderRateHistory } from "#app/features/rates/rate-history.server.ts";
import type { Route } from "./+types/exchange-rates.ts";
import { ratesMessages } from "#app/features/rates/rates-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

// The tariff guides' list (document rows) loads only on its tab: Todays Rates, which most
// visitors want, hydrates without it.
const RateFiles = lazy(() => import("#app/features/rates/rate-files.tsx").then((module) => ({ default: module.RateFiles })));

/** Only the `?tab=` shown is read (spec §2 tabs: Todays Rates by default, Tariffs, All Rates). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = parseRateTab(url.searchParams.get("tab"));
  const page = parseListPage(url.searchParams.get("page"));
  const allRates: ExchangeRate[] = tab === "todays-rates" ? await loadCollection(context, "money_bureau_exchange_rates") : [];
  const rates = selectCurrentRates(allRates, "bank");
  const history =
    tab === "todays-rates"
      ? renderRateHistory(allRates, {
          source: "bank",
          current: rates,
          query: url.searchParams,
          lang: getRequestLanguage(request).lang,
          now: new Date(),
          hiddenFields: { tab },
          headingLevel: 3,
        })
      : undefined;
  const bankRates: BankRate[] = tab === "all-rates" ? await loadCollection(context, "bank_rates") : [];
  const rateFiles: RateFile[] =
    tab === "tariffs"
      ? (await loadCollection(context, "bank_rate_files")).toSorted((a, b) => b.published_at.localeCompare(a.published_at))
      : [];
  return { tab, page, rates, bankRates, rateFiles, history };
}

export default function ExchangeRates({ loaderData }: Route.ComponentProps) {
  const { tab, page, rates, bankRates, rateFiles, history } = loaderData;
  const ratesText = useScreenMessages(ratesMessages);
  const { t } = useSite();
  return (
    <>
      <ScreenHeader />
      <div className="container rates">
        <RateTabs currentTab={tab} />
        <section aria-labelledby="rates-heading">
          <h2 id="rates-heading" className="rates__heading">
            {ratesText.tabs[tab]}
          </h2>
          {tab === "todays-rates" ? (
            <RatesOfSource
              source="bank"
              rates={rates}
              page={page}
              getPageHref={(number) => `?tab=todays-rates&page=${number}`}
              hiddenFields={{ tab }}
            />
          ) : null}
          {tab === "todays-rates" ? <RateHistory section={history} /> : null}
          {tab === "tariffs" ? (
            <Suspense fallback={<p className="empty-note">{t.loading}</p>}>
              <RateFiles files={rateFiles} />
            </Suspense>
          ) : null}
          {tab === "all-rates" ? <LiveBankRates rates={bankRates} /> : null}
        </section>
      </div>
    </>
  );
}

function LiveBankRates({ rates }: { rates: BankRate[] }) {
  return <BankRateTable rates={useLiveCollection<BankRate>("bank_rates", rates)} />;
}
