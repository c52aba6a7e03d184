import { useEffect, useMemo, useRef, useState } from "react";
import { formatDateTime, selectCurrentRates } from "#domain/content/exchange-rates.ts";
import { EXCHANGE_RATE_SOURCES, type ExchangeRate } from "#domain/content/schemas/exchange-rate.ts";
import type { PublishExchangeRatesBody } from "#domain/content/schemas/exchange-rate.ts";
import { publishExchangeRates } from "#app/features/staff/staff-api.client.ts";
import { FieldError } from "#app/components/field-error.tsx";
import { getErrorText } from "#app/features/staff/content/content-api.client.ts";
import { useCollectionRecords } from "#app/features/staff/content/use-collection-records.ts";
import { checkRateRows, toMalawiInstant, getMalawiNow, type RateRow } from "./todays-rates.ts";

const SOURCE_NAMES: Record<(typeof EXCHANGE_RATE_SOURCES)[number], string> = { bank: "Bank", moneyBureau: "Money bureau" };

/**
 * Today's exchange rates: every currency of a source on one screen, prefilled with its current
 * rates, published in one action (POST /api/staff/exchange-rates: one transaction, one live event per rate).
 */
export function TodaysRatesForm() {
  const records = useCollectionRecords("money_bureau_exchange_rates");
  const [source, setSource] = useState<(typeof EXCHANGE_RATE_SOURCES)[number]>("bank");
  const [setAt, setSetAt] = useState(getMalawiNow);
  const [rows, setRows] = useState<RateRow[]>([]);
  const [hasTriedToSave, setHasTriedToSave] = useState(false);
  const [status, setStatus] = useState<{ kind: "success" | "error"; text: string } | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);

  const loaded = records.status === "ready" ? records.records : undefined;
  const current = useMemo(() => (loaded ? selectCurrentRates(loaded as unknown as ExchangeRate[], source) : []), [loaded, source]);
  useEffect(() => {
    setRows(
      current.map((rate) => ({
        currency_code: rate.currency_code,
        name: rate.currency_name.en,
        buying: String(rate.buying),
        selling: String(rate.selling),
      })),
    );
    setHasTriedToSave(false);
  }, [current]);

  const checked = checkRateRows(rows);
  const errors = hasTriedToSave ? checked.errors : {};
  const setRow = (index: number, change: Partial<RateRow>) =>
    setRows((list) => list.map((row, other) => (other === index ? { ...row, ...change } : row)));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setHasTriedToSave(true);
    if (!checked.rates) {
      setStatus({ kind: "error", text: "Some rates need attention: see the messages beside them." });
      requestAnimationFrame(() => statusRef.current?.focus());
      return;
    }
    setIsSaving(true);
    try {
      // Sites list a source's rates newest record first, and the server creates them in the order
      // sent: sending the screen's order reversed keeps the visitors' order (USD first) as it was.
      const body: PublishExchangeRatesBody = { source, set_at: toMalawiInstant(setAt), rates: checked.rates.toReversed() };
      const answer = await publishExchangeRates(body);
      setStatus({
        kind: "success",
        text: `Published ${answer.records.length} ${SOURCE_NAMES[source].toLowerCase()} rates set at ${formatDateTime(answer.set_at, "en")}. Visitors see them now.`,
      });
      records.reload();
    } catch (error) {
      setStatus({ kind: "error", text: getErrorText(error) });
    } finally {
      setIsSaving(false);
      requestAnimationFrame(() => statusRef.current?.focus());
    }
  }

  return (
    <form className="staff-form staff-rates" noValidate onSubmit={onSubmit} aria-label="Today’s exchange rates">
      <div ref={statusRef} tabIndex={-1} role="status" className="staff-notice" data-kind={status?.kind}>
        {status?.text}
      </div>
      <div className="staff-rates__head">
        <div className="staff-field staff-field--short">
          <label htmlFor="rates-source">Rates of</label>
          <select id="rates-source" value={source} onChange={(event) => setSource(event.target.value as typeof source)}>
            {EXCHANGE_RATE_SOURCES.map((value) => (
              <option key={value} value={value}>
                {SOURCE_NAMES[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-field staff-field--short">
          <label htmlFor="rates-set-at">Set at (Malawi time)</label>
          <input id="rates-set-at" type="datetime-local" value={setAt} required onChange={(event) => setSetAt(event.target.value)} />
        </div>
      </div>
      {records.status === "loading" ? <p>Loading the current rates…</p> : null}
      {records.status === "failed" ? (
        <p className="staff-notice" data-kind="error">
          {getErrorText(records.error)}
        </p>
      ) : null}
      {records.status === "ready" && rows.length === 0 ? (
        <p>No currencies yet for this source: add one under Content › Exchange rates first.</p>
      ) : null}
      {rows.length > 0 ? (
        <div className="staff-table-wrap">
          <table className="staff-table staff-rates__table">
            <caption className="visually-hidden">Buying and selling rate of each currency, in kwacha per unit</caption>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col" className="staff-rates__now">
                  Now buying
                </th>
                <th scope="col">Buying (MWK)</th>
                <th scope="col" className="staff-rates__now">
                  Now selling
                </th>
                <th scope="col">Selling (MWK)</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const before = current[index];
                return (
                  <tr key={row.currency_code}>
                    <th scope="row">
                      {row.currency_code} <span className="staff-rates__name">{row.name}</span>
                    </th>
                    <td className="staff-rates__now">{before?.buying}</td>
                    <td>
                      <RateInput
                        row={row}
                        side="buying"
                        error={errors[`${row.currency_code}.buying`]}
                        onChange={(value) => setRow(index, { buying: value })}
                      />
                    </td>
                    <td className="staff-rates__now">{before?.selling}</td>
                    <td>
                      <RateInput
                        row={row}
                        side="selling"
                        error={errors[`${row.currency_code}.selling`]}
                        onChange={(value) => setRow(index, { selling: value })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={isSaving || rows.length === 0}>
          {isSaving ? "Publishing…" : `Publish all ${rows.length} rates`}
        </button>
      </div>
    </form>
  );
}

function RateInput({
  row,
  side,
  error,
  onChange,
}: {
  row: RateRow;
  side: "buying" | "selling";
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `rate-${row.currency_code}-${side}`;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">{`${row.currency_code} ${side}`}</label>
      <input
        id={id}
        className="staff-rates__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={row[side]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <FieldError id={`${id}-error`} text={error} /> : null}
    </>
  );
}
