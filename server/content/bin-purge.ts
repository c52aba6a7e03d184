import { sql } from "drizzle-orm";
import { COLLECTION_NAMES, type CollectionName } from "#domain/content/schemas/collections.ts";
import { getBinPurgeCutoff } from "#domain/content/bin-retention.ts";
import { queryRows, type Database } from "../db/client.ts";
import { createAuditLog } from "../staff-identity/audit-log.ts";

/** Held for the purge's transaction: a second instance purging at that moment skips its turn. */
const BIN_PURGE_LOCK_KEY = 7_310_008;

/** What one purge removed: per collection, the ids of the records gone for good. */
export type BinPurgeResult = Partial<Record<CollectionName, string[]>>;

export interface BinPurge {
  /**
   * Removes for good the records in the bin longer than the retention, with their versions; the
   * audit log keeps its rows and gains one `bin_purged` naming what went (ADR 054). Answers
   * undefined when another instance held the purge at that moment.
   */
  purge(): Promise<BinPurgeResult | undefined>;
}

/**
 * The bin's 30-day purge (ADR 054). One transaction: it takes an advisory lock without waiting
 * (so one instance at a time does the work) and deletes only versions whose record's newest
 * version is still a delete older than the cut-off, so a restore or a second purge in between
 * leaves nothing wrong. Media files such a record used are not touched here: their rows stay, and
 * files go only through the orphan sweep after their row is gone (ADR 033).
 */
export function createBinPurge(options: {
  db: Database;
  retentionDays: number;
  log: { info(details: object, message: string): void };
  now?: () => Date;
}): BinPurge {
  const { db, retentionDays, log } = options;
  const now = options.now ?? (() => new Date());
  return {
    async purge() {
      // A record deleted at `at` goes at `at + retention` (the date the bin shows), not before.
      const cutoff = getBinPurgeCutoff(now(), retentionDays);
      const removed = await db.transaction(async (tx) => {
        const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${BIN_PURGE_LOCK_KEY}) as locked`);
        if (!lock?.locked) return undefined;
        const rows = await queryRows<{ collection: string; record_id: string }>(
          tx,
          sql`
          delete from record_versions as v
          where exists (
            select 1 from record_versions as d
            where d.collection = v.collection and d.record_id = v.record_id
              and d.action = 'deleted' and d.at <= ${cutoff.toISOString()}::timestamptz
              and not exists (
                select 1 from record_versions as n
                where n.collection = d.collection and n.record_id = d.record_id and n.version > d.version
              )
          )
          and not exists (
            select 1 from pending_changes as p
            where p.collection = v.collection and p.record_id = v.record_id and p.status = 'pending'
          )
          returning v.collection, v.record_id`,
        );
        const purged: BinPurgeResult = {};
        for (const row of rows) {
          const collection = row.collection as CollectionName;
          if (!COLLECTION_NAMES.includes(collection)) continue;
          const ids = (purged[collection] ??= []);
          if (!ids.includes(row.record_id)) ids.push(row.record_id);
        }
        const counts = countPurged(purged);
        // In the same transaction: a purge is never committed without its audit row.
        if (Object.keys(counts).length > 0)
          await createAuditLog(tx, { now }).record({
            action: "bin_purged",
            targetType: "bin",
            detail: { counts, records: purged, retention_days: retentionDays },
            ip: "server",
          });
        return purged;
      });
      if (!removed) return undefined;
      const counts = countPurged(removed);
      const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
      if (total > 0) log.info({ purged: total, counts, retentionDays }, "removed records from the bin for good");
      return removed;
    },
  };
}

function countPurged(purged: BinPurgeResult): Record<string, number> {
  return Object.fromEntries(Object.entries(purged).map(([collection, ids]) => [collection, ids.length]));
}
