/** Days a deleted record stays in the bin unless the operator sets `BIN_RETENTION_DAYS` (ADR 054). */
export const DEFAULT_BIN_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a record deleted at `deletedAt` is removed from the bin for good. */
export function getBinPurgeDate(deletedAt: Date | string, retentionDays: number): Date {
  return new Date(new Date(deletedAt).getTime() + retentionDays * DAY_MS);
}

/** The latest delete time a purge at `now` removes: records deleted at or before it are gone for good. */
export function getBinPurgeCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}
