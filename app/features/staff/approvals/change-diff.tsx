import { useEffect, useState } from "react";
import type { PendingChange } from "#domain/content/approvals.ts";
import { COLLECTIONS, isCollectionName } from "#domain/content/schemas/collections.ts";
import { getCurrentRecord, getErrorText, listAllRecords } from "../content/content-api.client.ts";
import { describeFields } from "../content/form-model.ts";
import { describeValue, getDiffRows, type DiffRow } from "../content/record-diff.ts";
import { RecordDiffTable } from "../content/record-diff-table.tsx";
import { getChangeKind, getProposedRates, type ProposedRate } from "./change-summary.ts";

type AnyRecord = Record<string, unknown>;

/** The newest published rate of each currency of one source: what visitors read now. */
function getCurrentRates(records: readonly AnyRecord[], source: string | undefined): Map<string, AnyRecord> {
  const newest = new Map<string, AnyRecord>();
  for (const record of records) {
    if (source !== undefined && record.source !== source) continue;
    const code = String(record.currency_code);
    const kept = newest.get(code);
    if (!kept || Date.parse(String(record.set_at)) > Date.parse(String(kept.set_at))) newest.set(code, record);
  }
  return newest;
}

/** A rate's row carries its move, so the approver sees a 10× typo as "+903.7 %" at once. */
type RateRow = DiffRow & { move: string };

/** How far a rate moves, signed, in per cent of the published one ("new" when there was none). */
function describeMove(before: unknown, after: number): string {
  if (typeof before !== "number" || before === 0) return "New";
  const percent = ((after - before) / before) * 100;
  if (percent === 0) return "Same";
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent).toFixed(Math.abs(percent) < 10 ? 2 : 1)} %`;
}

/** Today's rates before and after, two rows per currency (buying and selling). */
function getRateRows(rates: readonly ProposedRate[], current: Map<string, AnyRecord>): RateRow[] {
  return rates.flatMap((rate) =>
    (["buying", "selling"] as const).map((side) => {
      const before = current.get(rate.currency_code)?.[side];
      return {
        name: `${rate.currency_code}-${side}`,
        label: `${rate.currency_code} ${side}`,
        left: describeValue(before),
        right: describeValue(rate[side]),
        changed: before !== rate[side],
        move: describeMove(before, rate[side]),
      };
    }),
  );
}

const RATE_MOVE_COLUMN = { heading: "Move", describe: (row: DiffRow) => (row as RateRow).move };

type Loaded = { rows: DiffRow[]; left: string; right: string; isRates?: boolean } | { failure: string } | undefined;

/**
 * A change field by field, English and Chichewa of each bilingual field on rows of their own: the
 * record as it is now beside what the change would make it (a create beside nothing, a delete
 * beside nothing after it); today's rates as each currency's rates now and proposed.
 */
export function ChangeDiff({ change }: { change: PendingChange }) {
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let isCurrent = true;
    setLoaded(undefined);
    async function load(): Promise<Loaded> {
      const collection = change.collection;
      if (!isCollectionName(collection)) return { failure: `The collection ${collection} no longer exists.` };
      const rates = getProposedRates(change);
      if (rates) {
        const current = getCurrentRates(await listAllRecords(collection), rates[0]?.source);
        // A day's rates are some thirty lines: the approver reads the ones that move.
        return { rows: getRateRows(rates, current), left: "Published now", right: "Proposed", isRates: true };
      }
      const fields = describeFields(COLLECTIONS[collection].inputSchema);
      const kind = getChangeKind(change);
      const proposed = change.record ?? {};
      if (kind === "new") return { rows: getDiffRows(fields, {}, proposed), left: "Now (no record yet)", right: "Proposed" };
      if (kind === "delete") return { rows: getDiffRows(fields, proposed, {}), left: "Now", right: "After (deleted)" };
      const { record } = await getCurrentRecord(collection, change.record_id);
      return {
        rows: getDiffRows(fields, record, proposed),
        left: "Now",
        right: kind === "restore" ? `Version ${change.restore_version ?? ""} (proposed)` : "Proposed",
      };
    }
    load().then(
      (answer) => isCurrent && setLoaded(answer),
      (error: unknown) => isCurrent && setLoaded({ failure: getErrorText(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [change]);

  if (!loaded) return <p>Loading the change…</p>;
  if ("failure" in loaded) return <p className="staff-error">Could not load the record to compare: {loaded.failure}</p>;
  const changedRows = loaded.rows.filter((row) => row.changed);
  const lines = changedRows.length === 1 ? "1 line changes" : `${changedRows.length} lines change`;
  return (
    <>
      <p>
        {loaded.isRates
          ? `Rates that change: ${changedRows.length} of ${loaded.rows.length}, with how far each moves; the others stay as published.`
          : `${lines}, marked “Changed” below (each bilingual field has an English and a Chichewa line).`}
      </p>
      <RecordDiffTable
        caption="The change, field by field"
        leftHeading={loaded.left}
        rightHeading={loaded.right}
        rows={loaded.isRates ? changedRows : loaded.rows}
        {...(loaded.isRates ? { changeColumn: RATE_MOVE_COLUMN } : {})}
      />
    </>
  );
}
