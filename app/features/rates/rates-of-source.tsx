import { selectCurrentRates, type ExchangeRate } from "#domain/content/exchange-rates.ts";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import { CurrencyConverter } from "./currency-converter.tsx";
import { ExchangeRateTable } from "./exchange-rate-table.tsx";

/**
 * A source's rates table and converter, kept live: a rate the bank or bureau publishes shows
 * without a reload. The server sends the source's current rates (a few dozen rows) and the
 * page is cut here, so live events and paging agree.
 */
export function RatesOfSource({
  source,
  rates,
  page,
  getPageHref,
  hiddenFields,
}: {
  source: ExchangeRate["source"];
  rates: ExchangeRate[];
  page: number;
  getPageHref: (page: number) => string;
  hiddenFields?: Record<string, string>;
}) {
  const current = selectCurrentRates(useLiveCollection<ExchangeRate>("money_bureau_exchange_rates", rates), source);
  return (
    <>
      <ExchangeRateTable rates={current} page={page} getPageHref={getPageHref} />
      <CurrencyConverter rates={current} {...(hiddenFields ? { hiddenFields } : {})} />
    </>
  );
}
