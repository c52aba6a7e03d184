import { and, desc, eq, max, sql } from "drizzle-orm";
import type { CollectionName } from "#domain/content/schemas/collections.ts";
import type {
  DeletedRecord,
  RecordVersion,
  RecordVersionAction,
  RecordVersionSummary,
  StaffActor,
} from "#domain/content/schemas/record-version.ts";
import type { Database } from "../db/client.ts";
import { recordVersions } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";

/** A version to keep: written by the repository in the same transaction as the write it records. */
export interface VersionToKeep {
  collection: CollectionName;
  recordId: string;
  action: RecordVersionAction;
  record: Record<string, unknown>;
  actor: StaffActor | undefined;
  restoredFrom?: number;
}

/**
 * A write that named a version (`If-Match`) which is no longer the record's: answered 412 with
 * the record as it is now, so the editor can merge (ADR 054).
 */
export class StaleVersionError extends HttpError {
  readonly current: Record<string, unknown> | undefined;
  readonly currentVersion: number;

  constructor(label: string, current: Record<string, unknown> | undefined, currentVersion: number) {
    super(412, `This ${label} was changed by someone else since you opened it (it is now version ${currentVersion})`, {
      code: "version_changed",
      extra: { ...(current ? { current } : {}), current_version: currentVersion },
    });
    this.current = current;
    this.currentVersion = currentVersion;
  }
}

function forRecord(collection: CollectionName, recordId: string) {
  return and(eq(recordVersions.collection, collection), eq(recordVersions.record_id, recordId));
}

function toSummary(row: typeof recordVersions.$inferSelect): RecordVersionSummary {
  return {
    version: row.version,
    action: row.action as RecordVersionAction,
    staff_id: row.staff_id,
    staff_username: row.staff_username,
    at: row.at.toISOString(),
    restored_from: row.restored_from,
  };
}

/** The record's newest version number; 0 for a record written before versions were kept. */
export async function readCurrentVersion(db: Database, collection: CollectionName, recordId: string): Promise<number> {
  const [row] = await db
    .select({ value: max(recordVersions.version) })
    .from(recordVersions)
    .where(forRecord(collection, recordId));
  return Number(row?.value ?? 0);
}

/**
 * Refuses a write whose `If-Match` (`expected`) is not the record's version now. Called after the
 * record's row is locked, so no other write can slip in between the check and the write.
 */
export async function checkExpectedVersion(
  db: Database,
  options: {
    collection: CollectionName;
    label: string;
    recordId: string;
    expected: number | "*" | undefined;
    current: () => Record<string, unknown> | undefined;
  },
): Promise<number> {
  const currentVersion = await readCurrentVersion(db, options.collection, options.recordId);
  if (options.expected !== undefined && options.expected !== "*" && options.expected !== currentVersion)
    throw new StaleVersionError(options.label, options.current(), currentVersion);
  return currentVersion;
}

/** Keeps one version; answers its number. */
export async function keepVersion(db: Database, version: VersionToKeep): Promise<number> {
  const next = (await readCurrentVersion(db, version.collection, version.recordId)) + 1;
  await db.insert(recordVersions).values({
    collection: version.collection,
    record_id: version.recordId,
    version: next,
    action: version.action,
    staff_id: version.actor?.id ?? null,
    staff_username: version.actor?.username ?? null,
    at: new Date(),
    record: version.record,
    restored_from: version.restoredFrom ?? null,
  });
  return next;
}

/** A record's versions, newest first (empty for an unknown record). */
export async function listVersions(db: Database, collection: CollectionName, recordId: string): Promise<RecordVersionSummary[]> {
  const rows = await db.select().from(recordVersions).where(forRecord(collection, recordId)).orderBy(desc(recordVersions.version));
  return rows.map(toSummary);
}

/** One version with its record; undefined when the record never had it. */
export async function getVersion(
  db: Database,
  collection: CollectionName,
  recordId: string,
  version: number,
): Promise<RecordVersion | undefined> {
  const [row] = await db
    .select()
    .from(recordVersions)
    .where(and(forRecord(collection, recordId), eq(recordVersions.version, version)))
    .limit(1);
  return row ? { ...toSummary(row), record: row.record } : undefined;
}

/** A collection's bin: records whose newest version is a delete, most recently deleted first. */
export async function listDeleted(db: Database, collection: CollectionName): Promise<DeletedRecord[]> {
  const newest = db
    .select({ record_id: recordVersions.record_id, version: max(recordVersions.version).as("newest") })
    .from(recordVersions)
    .where(eq(recordVersions.collection, collection))
    .groupBy(recordVersions.record_id)
    .as("newest");
  const rows = await db
    .select({ row: recordVersions })
    .from(recordVersions)
    .innerJoin(newest, and(eq(recordVersions.record_id, newest.record_id), eq(recordVersions.version, newest.version)))
    .where(and(eq(recordVersions.collection, collection), eq(recordVersions.action, "deleted")))
    .orderBy(desc(recordVersions.at), desc(sql`${recordVersions.record_id}`));
  return rows.map(({ row }) => ({
    id: row.record_id,
    version: row.version,
    deleted_at: row.at.toISOString(),
    deleted_by: row.staff_username,
    record: row.record,
  }));
}
