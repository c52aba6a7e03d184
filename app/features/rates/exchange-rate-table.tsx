import { getListPage } from "#domain/content/document-list.ts";
import { EXCHANGE_RATES_PAGE_SIZE, formatDateTime, getLatestSetAt, type ExchangeRate } from "#domain/content/exchange-rates.ts";
import { pick } from "#domain/language.ts";
import { Pagination } from "#app/components/pagination.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { formatRate } from "./rate-format.ts";
import { ratesMessages } from "#app/features/rates/rates-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./rates.css";

export interface ExchangeRateTableProps {
  /** One source's current rates (domain/content/exchange-rates.ts selectCurrentRates). */
  rates: ExchangeRate[];
  page: number;
  /** The address of a page, keeping the screen's other parameters. */
  getPageHref: (page: number) => string;
}

/** Spec §2: exchange rates 10 a page, with the time they were set; page links work without JavaScript. */
export function ExchangeRateTable({ rates, page, getPageHref }: ExchangeRateTableProps) {
  const { lang } = useSite();
  const ratesText = useScreenMessages(ratesMessages);
  if (rates.length === 0) return <p className="empty-note">{ratesText.empty}</p>;
  const view = getListPage(rates, page, EXCHANGE_RATES_PAGE_SIZE);
  const setAt = getLatestSetAt(rates);
  return (
    <>
      {setAt ? (
        <p className="rates__set-at">
          <time dateTime={setAt}>{ratesText.setAt(formatDateTime(setAt, lang))}</time>
        </p>
      ) : null}
      <div className="rates__scroll">
        <table className="rates-table">
          <caption>{ratesText.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{ratesText.currency}</th>
              <th scope="col">{ratesText.buying}</th>
              <th scope="col">{ratesText.selling}</th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((rate) => (
              <tr key={rate.id}>
                <th scope="row">
                  <abbr title={pick(rate.currency_name, lang)}>{rate.currency_code}</abbr>
                  <span className="rates-table__name">{pick(rate.currency_name, lang)}</span>
                </th>
                <td>{formatRate(rate.buying)}</td>
                <td>{formatRate(rate.selling)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RatePagination page={view.page} pageCount={view.pageCount} getPageHref={getPageHref} />
    </>
  );
}

function RatePagination({ page, pageCount, getPageHref }: { page: number; pageCount: number; getPageHref: (page: number) => string }) {
  const ratesText = useScreenMessages(ratesMessages);
  const { pagination, ...labels } = ratesText;
  return <Pagination page={page} pageCount={pageCount} getPageHref={getPageHref} labels={{ ...labels, label: pagination }} />;
}
