import { formatDate, formatPercent, pick, type Bilingual } from "#domain/language.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import "./rates.css";

export interface BankRate {
  id: string;
  created_at: string;
  name: Bilingual;
  rate_type: string;
  rate: number;
  effective_at: string;
}

/** Spec §2 All Rates: the bank's reference, lending and deposit rates. */
export function BankRateTable({ rates }: { rates: BankRate[] }) {
  const { t, lang } = useSite();
  if (rates.length === 0) return <p className="rates__empty">{t.rates.empty}</p>;
  return (
    <div className="rates__scroll">
      <table className="rates-table">
        <caption>{t.rates.bankRatesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.rates.rateName}</th>
            <th scope="col">{t.rates.rate}</th>
            <th scope="col">{t.rates.effective}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.id}>
              <th scope="row">{pick(rate.name, lang)}</th>
              <td>{formatPercent(rate.rate)}</td>
              <td>
                <time dateTime={rate.effective_at}>{formatDate(rate.effective_at, lang)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
