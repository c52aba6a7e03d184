import type { PendingChange } from "#domain/content/approvals.ts";
import { isCollectionName } from "#domain/content/schemas/collections.ts";
import { getCollectionText } from "../content/published-collections.ts";
import { getRecordName } from "../content/record-summary.ts";

/** What a change does, as the Approvals screen names it. */
export type ChangeKind = "new" | "change" | "delete" | "restore" | "todays_rates";

export const CHANGE_KIND_TEXT: Record<ChangeKind, string> = {
  new: "New",
  change: "Change",
  delete: "Delete",
  restore: "Restore",
  todays_rates: "Today’s rates",
};

/** One rate of today's rates as proposed together (POST /api/staff/exchange-rates behind approval). */
export interface ProposedRate {
  currency_code: string;
  source?: string;
  buying: number;
  selling: number;
}

/** The day's rates a change proposes as one, or undefined for a change of one record. */
export function getProposedRates(change: PendingChange): ProposedRate[] | undefined {
  const batch = change.record?.batch;
  return Array.isArray(batch) ? (batch as ProposedRate[]) : undefined;
}

export function getChangeKind(change: PendingChange): ChangeKind {
  if (getProposedRates(change)) return "todays_rates";
  if (change.restore_version !== undefined) return "restore";
  if (change.action === "create") return "new";
  if (change.action === "delete") return "delete";
  return "change";
}

/** The collection as the content dashboard names it ("Exchange rates", "Loans"). */
export function getChangeCollectionTitle(change: PendingChange): string {
  return isCollectionName(change.collection) ? getCollectionText(change.collection).title : change.collection;
}

/** The record's title, its name, or what it is of; the currencies of today's rates. */
export function getChangeTitle(change: PendingChange): string {
  const rates = getProposedRates(change);
  if (rates) return `${rates.length} ${rates[0]?.source === "moneyBureau" ? "money bureau" : "bank"} exchange rates`;
  if (change.restore_version !== undefined && !change.record) return `Version ${change.restore_version}`;
  return change.record ? getRecordName({ id: change.record_id, ...change.record }) : change.record_id;
}

/** Whether the signed-in person made this change: they may never decide it (the server refuses with 403 too). */
export function isOwnChange(change: PendingChange, username: string | undefined): boolean {
  return username !== undefined && change.maker === username;
}
