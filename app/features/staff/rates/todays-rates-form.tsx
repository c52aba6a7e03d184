import { useEffect, useMemo, useRef, useState } from "react";
import { useUnsavedChangesGuard } from "../unsaved-changes.tsx";
import { formatDateTime, selectCurrentRates } from "#domain/content/exchange-rates.ts";
import { EXCHANGE_RATE_SOURCES, type ExchangeRate } from "#domain/content/schemas/exchange-rate.ts";
import type { PublishExchangeRatesBody } from "#domain/content/schemas/exchange-rate.ts";
import { findLargeRateMoves, getRateMoveKey, type RateMove } from "#domain/content/rate-moves.ts";
import { getExchangeRateRules, publishExchangeRates } from "#app/features/staff/staff-api.client.ts";
import { ConfirmDialog } from "#app/features/staff/confirm-dialog.tsx";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import { RequestError } from "#app/http/request-error.ts";
import { FieldError } from "#app/components/field-error.tsx";
import { getErrorText } from "#app/features/staff/content/content-api.client.ts";
import { useCollectionRecords } from "#app/features/staff/content/use-collection-records.ts";
import { checkRateRows, toMalawiInstant, getMalawiNow, SWAPPED_TEXT, type RateRow } from "./todays-rates.ts";

const ATTENTION_TEXT = "Some rates need attention: see the messages beside them.";

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
  // Moves beyond the alert: shown as typed, then confirmed by name before anything is sent.
  const rules = useStaffData(getExchangeRateRules, "rate-rules");
  const [movesToConfirm, setMovesToConfirm] = useState<RateMove[]>();

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
  // A swapped pair shows as soon as both rates are typed; the rest after Publish.
  const errors = hasTriedToSave
    ? checked.errors
    : Object.fromEntries(Object.entries(checked.errors).filter(([, text]) => text === SWAPPED_TEXT));
  const alertPercent = rules.data?.alert_percent;
  // A "needs attention" message is gone once every rate reads right again.
  const shownStatus = status?.text === ATTENTION_TEXT && checked.rates ? undefined : status;
  const moves = alertPercent === undefined ? [] : findLargeRateMoves(checked.entries, current, alertPercent);
  // A rate typed but not published: leaving the screen asks first.
  const isDirty = rows.some((row) => {
    const rate = current.find((entry) => entry.currency_code === row.currency_code);
    return !rate || row.buying !== String(rate.buying) || row.selling !== String(rate.selling);
  });
  const unsaved = useUnsavedChangesGuard(isDirty && !isSaving);
  const setRow = (index: number, change: Partial<RateRow>) =>
    setRows((list) => list.map((row, other) => (other === index ? { ...row, ...change } : row)));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setHasTriedToSave(true);
    if (!checked.rates) {
      setStatus({ kind: "error", text: ATTENTION_TEXT });
      requestAnimationFrame(() => statusRef.current?.focus());
      return;
    }
    if (moves.length > 0) {
      setMovesToConfirm(moves);
      return;
    }
    await publish(checked.rates, []);
  }

  async function publish(rates: NonNullable<typeof checked.rates>, confirmed: readonly RateMove[]) {
    setIsSaving(true);
    try {
      // Sites list a source's rates newest record first, and the server creates them in the order
      // sent: sending the screen's order reversed keeps the visitors' order (USD first) as it was.
      const body: PublishExchangeRatesBody = {
        source,
        set_at: toMalawiInstant(setAt),
        rates: rates.toReversed(),
        ...(confirmed.length > 0 ? { confirmed_moves: confirmed.map(getRateMoveKey) } : {}),
      };
      const answer = await publishExchangeRates(body);
      setMovesToConfirm(undefined);
      if ("status" in answer) {
        // Maker-checker (ADR 062): the day's rates wait, as one change, for another editor.
        setStatus({
          kind: "success",
          text: `Sent ${rates.length} ${SOURCE_NAMES[source].toLowerCase()} rates for approval: another editor must approve them in Approvals before visitors see them.`,
        });
        records.reload();
        return;
      }
      setStatus({
        kind: "success",
        text: `Published ${answer.records.length} ${SOURCE_NAMES[source].toLowerCase()} rates set at ${formatDateTime(answer.set_at, "en")}. Visitors see them now.`,
      });
      records.reload();
    } catch (error) {
      // Rates published meanwhile can make other moves large: the server names them to confirm.
      const serverMoves =
        error instanceof RequestError && error.code === "large_rate_move" ? (error.body as { moves?: RateMove[] }).moves : undefined;
      if (serverMoves && serverMoves.length > 0) {
        setMovesToConfirm(serverMoves);
        return;
      }
      setMovesToConfirm(undefined);
      setStatus({ kind: "error", text: getErrorText(error) });
    } finally {
      setIsSaving(false);
      requestAnimationFrame(() => statusRef.current?.focus());
    }
  }

  return (
    <form className="staff-form staff-rates" noValidate onSubmit={onSubmit} aria-label="Today’s exchange rates">
      <div ref={statusRef} tabIndex={-1} role="status" className="staff-notice" data-kind={shownStatus?.kind}>
        {shownStatus?.text}
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
                        move={moves.find((move) => move.currency_code === row.currency_code && move.side === "buying")}
                        error={errors[`${row.currency_code}.buying`]}
                        onChange={(value) => setRow(index, { buying: value })}
                      />
                    </td>
                    <td className="staff-rates__now">{before?.selling}</td>
                    <td>
                      <RateInput
                        row={row}
                        side="selling"
                        move={moves.find((move) => move.currency_code === row.currency_code && move.side === "selling")}
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
      <ConfirmDialog
        open={movesToConfirm !== undefined}
        title={alertPercent === undefined ? "Publish rates that move this much?" : `Publish rates that move more than ${alertPercent} %?`}
        confirmLabel="Publish these rates"
        busyLabel="Publishing…"
        cancelLabel="Check them again"
        tone="primary"
        isBusy={isSaving}
        onConfirm={() => checked.rates && movesToConfirm && void publish(checked.rates, movesToConfirm)}
        onCancel={() => setMovesToConfirm(undefined)}
      >
        <p>A move this large is more often a typing slip than the market. Check each figure before visitors see it:</p>
        <ul>
          {movesToConfirm?.map((move) => (
            <li key={getRateMoveKey(move)}>{describeMove(move)}</li>
          ))}
        </ul>
      </ConfirmDialog>
      {unsaved.dialog}
    </form>
  );
}

const formatRate = (value: number) => value.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** "ZAR selling: 96.84 now, 105.50 typed (+8.9 %)". */
function describeMove(move: RateMove): string {
  const sign = move.percent > 0 ? "+" : "";
  return `${move.currency_code} ${move.side}: ${formatRate(move.current)} now, ${formatRate(move.typed)} typed (${sign}${move.percent} %)`;
}

function RateInput({
  row,
  side,
  move,
  error,
  onChange,
}: {
  row: RateRow;
  side: "buying" | "selling";
  /** A move beyond the alert from the current rate: a warning, not an error (it may be the market). */
  move: RateMove | undefined;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `rate-${row.currency_code}-${side}`;
  const describedBy = [error ? `${id}-error` : undefined, move ? `${id}-move` : undefined].filter(Boolean).join(" ") || undefined;
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
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <FieldError id={`${id}-error`} text={error} /> : null}
      {move ? (
        <p id={`${id}-move`} className="staff-rates__move">
          {`${move.percent > 0 ? "+" : ""}${move.percent} % from ${formatRate(move.current)}: check it`}
        </p>
      ) : null}
    </>
  );
}
