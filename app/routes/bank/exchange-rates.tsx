import { parseListPage, type DocumentSummary } from "#domain/content/document-list.ts";
import { parseRateTab, selectCurrentRates, type ExchangeRate } from "#domain/content/exchange-rates.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { DocumentRow } from "#app/features/documents/document-list.tsx";
import { BankRateTable, type BankRate } from "#app/features/rates/bank-rate-table.tsx";
import { RateTabs } from "#app/features/rates/rate-tabs.tsx";
import { RatesOfSource } from "#app/features/rates/rates-of-source.tsx";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import { loadCollection } from "#app/live/content.server.ts";
import type { Route } from "./+types/exchange-rates.ts";
import { ratesMessages } from "#app/features/rates/rates-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

interface RateFile extends Omit<DocumentSummary, "document_type_name" | "site" | "kyc_account_type_name"> {
  created_at: string;
}

/** Only the `?tab=` shown is read (spec §2 tabs: Todays Rates by default, Tariffs, All Rates). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = parseRateTab(url.searchParams.get("tab"));
  const page = parseListPage(url.searchParams.get("page"));
  const rates: ExchangeRate[] =
    tab === "todays-rates" ? selectCurrentRates(await loadCollection(context, "money_bureau_exchange_rates"), "bank") : [];
  const bankRates: BankRate[] = tab === "all-rates" ? await loadCollection(context, "bank_rates") : [];
  const rateFiles: RateFile[] =
    tab === "tariffs"
      ? (await loadCollection(context, "bank_rate_files")).toSorted((a, b) => b.published_at.localeCompare(a.published_at))
      : [];
  return { tab, page, rates, bankRates, rateFiles };
}

export default function ExchangeRates({ loaderData }: Route.ComponentProps) {
  const { tab, page, rates, bankRates, rateFiles } = loaderData;
  const ratesText = useScreenMessages(ratesMessages);
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
          {tab === "tariffs" ? <RateFiles files={rateFiles} /> : null}
          {tab === "all-rates" ? <LiveBankRates rates={bankRates} /> : null}
        </section>
      </div>
    </>
  );
}

function LiveBankRates({ rates }: { rates: BankRate[] }) {
  return <BankRateTable rates={useLiveCollection<BankRate>("bank_rates", rates)} />;
}

function RateFiles({ files }: { files: RateFile[] }) {
  const ratesText = useScreenMessages(ratesMessages);
  const live = useLiveCollection<RateFile>("bank_rate_files", files).toSorted((a, b) => b.published_at.localeCompare(a.published_at));
  if (live.length === 0) return <p className="empty-note">{ratesText.empty}</p>;
  return (
    <ul className="documents__list">
      {live.map((file) => (
        <DocumentRow key={file.id} document={{ ...file, document_type_name: "Tariff", site: "bank", kyc_account_type_name: null }} />
      ))}
    </ul>
  );
}
