import { formatDate, formatPercent, pick, type Bilingual } from "#domain/language.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { ratesMessages } from "#app/features/rates/rates-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
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
  const { lang } = useSite();
  const ratesText = useScreenMessages(ratesMessages);
  if (rates.length === 0) return <p className="empty-note">{ratesText.empty}</p>;
  return (
    <div className="rates__scroll">
      <table className="rates-table">
        <caption>{ratesText.bankRatesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{ratesText.rateName}</th>
            <th scope="col">{ratesText.rate}</th>
            <th scope="col">{ratesText.effective}</th>
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
