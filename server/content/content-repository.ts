import { randomUUID } from "node:crypto";
import { and, count, desc, eq, getTableColumns, lt, max, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName, type InputOf, type RecordOf } from "#domain/content/schemas/collections.ts";
import { SCHEDULE_FIELDS } from "#domain/content/schedule.ts";
import { HttpError } from "../http-error.ts";
import type { Database } from "../db/client.ts";
import { collectionTables, contentIdempotencyKeys, contentVersions } from "../db/schema.ts";
import type { DeletedRecord, RecordVersion, RecordVersionSummary, StaffActor } from "#domain/content/schemas/record-version.ts";
import { checkExpectedVersion, getVersion, keepVersion, listDeleted, listVersions, readCurrentVersion } from "./record-version-store.ts";

/** Locks a record's row for the rest of the transaction; answers it as the API does, or undefined. */
async function lockRecord(db: Database, collection: CollectionName, id: string): Promise<Row | undefined> {
  const table = getTable(collection);
  const [row] = (await db.select().from(table).where(eq(table.id, id)).for("update").limit(1)) as Row[];
  return row ? (toRecord(collection, row) as Row) : undefined;
}

/** What every collection table has, seen from generic code. */
type ContentTable = PgTable & { id: PgColumn; created_at: PgColumn };
type Row = Record<string, unknown>;

/** The first key of the two-key advisory lock that serialises inserts into one collection. */
const CREATED_AT_LOCK_KEY = 7310;

function getTable(collection: CollectionName): ContentTable {
  return collectionTables[collection] as unknown as ContentTable;
}

/** Names of the timestamp columns of each table: ISO strings on the wire, Dates in the driver. */
const timestampKeys = new Map<CollectionName, string[]>(
  COLLECTION_NAMES.map((name) => [
    name,
    Object.entries(getTableColumns(getTable(name)))
      .filter(([, column]) => column.columnType === "PgTimestamp")
      .map(([key]) => key),
  ]),
);

/** A row as the API answers it: instants as ISO strings, then checked and trimmed by the record schema. */
function toRecord<Name extends CollectionName>(collection: Name, row: Row): RecordOf<Name> {
  const plain: Row = { ...row };
  for (const key of timestampKeys.get(collection)!) {
    const value = plain[key];
    if (value instanceof Date) plain[key] = value.toISOString();
    else if (typeof value === "string") plain[key] = new Date(value).toISOString();
  }
  // No schedule reads as the record always read (ADR 063): the fields appear only when set.
  for (const key of SCHEDULE_FIELDS) if (plain[key] === null) delete plain[key];
  return COLLECTIONS[collection].recordSchema.parse(plain) as RecordOf<Name>;
}

/** An input as the driver stores it: ISO strings become Dates. */
function toRow(collection: CollectionName, input: Row): Row {
  const row: Row = { ...input };
  for (const key of timestampKeys.get(collection)!) {
    const value = row[key];
    if (typeof value === "string") row[key] = new Date(value);
  }
  delete row.id;
  delete row.created_at;
  // A write replaces the record: a schedule left out (a version kept before schedules) is none.
  for (const key of SCHEDULE_FIELDS) row[key] ??= null;
  return row;
}

/** Postgres' unique and foreign-key violations are the caller's conflict (409), not a server fault. */
function toConflict(error: unknown, collection: CollectionName, operation: "write" | "delete"): never {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  const label = COLLECTIONS[collection].label;
  if (cause?.code === "23505") {
    const field = cause.constraint?.replace(`${collection}_`, "").replace(/_key$/, "");
    throw new HttpError(409, `A ${label} with this ${field ?? "value"} already exists`, { cause: error, code: "conflict" });
  }
  // 23503 foreign_key_violation; 23001 restrict_violation (newer PostgreSQL, for ON DELETE RESTRICT).
  if (cause?.code === "23503" || cause?.code === "23001") {
    const message =
      operation === "delete"
        ? `This ${label} cannot be deleted: other records still refer to it`
        : `This ${label} refers to a record that does not exist`;
    throw new HttpError(409, message, { cause: error, code: "conflict" });
  }
  throw error;
}

/** An `Idempotency-Key` of a create: whose, which key, and a hash of what was asked. */
export interface IdempotencyRequest {
  owner: string;
  key: string;
  requestSha256: string;
}

/** How long an `Idempotency-Key` is remembered: far longer than any client retries. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Reads and writes collection records in the database; knows nothing of caches or events. */
export interface ContentRepository {
  listAll<Name extends CollectionName>(collection: Name): Promise<Array<RecordOf<Name>>>;
  /** Every collection's version (`content_versions`, bumped in the same transaction as any write; ADR 033). */
  readVersions(): Promise<Partial<Record<CollectionName, number>>>;
  get<Name extends CollectionName>(collection: Name, id: string): Promise<RecordOf<Name> | undefined>;
  count(collection: CollectionName): Promise<number>;
  /** Inserts in order; each gets a `created_at` 1 ms or more after the collection's newest, and a new id unless `ids` gives it one. */
  insert<Name extends CollectionName>(
    collection: Name,
    inputs: Array<InputOf<Name>>,
    actor?: StaffActor,
    ids?: string[],
  ): Promise<Array<RecordOf<Name>>>;
  /**
   * Inserts one record under an `Idempotency-Key`: a key seen before with the same request answers
   * the record it made (created false); with another request, or once that record is gone, 422.
   */
  insertOnce<Name extends CollectionName>(
    collection: Name,
    input: InputOf<Name>,
    idempotency: IdempotencyRequest,
    actor?: StaffActor,
  ): Promise<{ record: RecordOf<Name>; created: boolean }>;
  /** Replaces a record's fields; undefined when there is none; 412 (StaleVersionError) when `expected` is not its version. */
  update<Name extends CollectionName>(
    collection: Name,
    id: string,
    input: InputOf<Name>,
    write?: WriteOptions,
  ): Promise<{ record: RecordOf<Name>; version: number } | undefined>;
  delete(collection: CollectionName, id: string, write?: WriteOptions): Promise<boolean>;
  /**
   * Makes a kept version the record again, as a new version: an update while the record exists,
   * else the record comes back from the bin under its own id and `created_at`. Undefined when the
   * record never had that version.
   */
  restore<Name extends CollectionName>(
    collection: Name,
    id: string,
    version: number,
    write?: WriteOptions,
  ): Promise<{ record: RecordOf<Name>; version: number; action: "created" | "updated" } | undefined>;
  /** A record's kept versions, newest first. */
  listVersions(collection: CollectionName, id: string): Promise<RecordVersionSummary[]>;
  getVersion(collection: CollectionName, id: string, version: number): Promise<RecordVersion | undefined>;
  /** The record's newest version number (its ETag); 0 for a record kept before versions were. */
  readCurrentVersion(collection: CollectionName, id: string): Promise<number>;
  /** The collection's deleted records, from their last versions. */
  listDeleted(collection: CollectionName): Promise<DeletedRecord[]>;
}

/** Who writes (kept with the version) and, from `If-Match`, the version the writer last saw. */
export interface WriteOptions {
  actor?: StaffActor | undefined;
  expected?: number | "*" | undefined;
}

/** The content repository over a database handle or an open transaction. */
export function createContentRepository(db: Database): ContentRepository {
  return {
    async listAll(collection) {
      const table = getTable(collection);
      const rows = await db.select().from(table).orderBy(desc(table.created_at));
      return rows.map((row) => toRecord(collection, row));
    },

    async readVersions() {
      const rows = await db.select().from(contentVersions);
      return Object.fromEntries(rows.filter((row) => row.collection in COLLECTIONS).map((row) => [row.collection, Number(row.version)]));
    },

    async get(collection, id) {
      const table = getTable(collection);
      const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
      return row ? toRecord(collection, row) : undefined;
    },

    async count(collection) {
      const [result] = await db.select({ value: count() }).from(getTable(collection));
      return Number(result?.value ?? 0);
    },

    async insert(collection, inputs, actor, ids) {
      if (inputs.length === 0) return [];
      const table = getTable(collection);
      try {
        return await db.transaction(async (tx) => {
          // Serialise inserts into this collection across every instance, then continue after
          // the newest created_at: strictly increasing, never equal, whatever the clocks say.
          await tx.execute(sql`select pg_advisory_xact_lock(${CREATED_AT_LOCK_KEY}, ${COLLECTION_NAMES.indexOf(collection)})`);
          const [newest] = await tx.select({ value: max(table.created_at) }).from(table);
          const newestMs = newest?.value ? new Date(newest.value as Date | string).getTime() : 0;
          const firstMs = Math.max(Date.now(), newestMs + 1);
          const rows = inputs.map((input, index) => ({
            ...toRow(collection, input as Row),
            id: ids?.[index] ?? randomUUID(),
            created_at: new Date(firstMs + index),
          }));
          const inserted = await tx.insert(table).values(rows).returning();
          const records = (inserted as Row[]).map((row) => toRecord(collection, row));
          for (const record of records) await keepVersion(tx, { collection, recordId: record.id, action: "created", record, actor });
          return records;
        });
      } catch (error) {
        return toConflict(error, collection, "write");
      }
    },

    async insertOnce(collection, input, idempotency, actor) {
      const table = getTable(collection);
      const keyMatches = and(eq(contentIdempotencyKeys.staff_username, idempotency.owner), eq(contentIdempotencyKeys.key, idempotency.key));
      const reused = () =>
        new HttpError(422, "This Idempotency-Key was already used for another request: send a new key", { code: "idempotency_key_reused" });
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${CREATED_AT_LOCK_KEY}, ${COLLECTION_NAMES.indexOf(collection)})`);
          const now = new Date();
          await tx
            .delete(contentIdempotencyKeys)
            .where(lt(contentIdempotencyKeys.created_at, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
          const [seen] = await tx.select().from(contentIdempotencyKeys).where(keyMatches).limit(1);
          if (seen) {
            if (seen.collection !== collection || seen.request_sha256 !== idempotency.requestSha256) throw reused();
            const [row] = await tx.select().from(table).where(eq(table.id, seen.record_id)).limit(1);
            if (!row) throw reused();
            return { record: toRecord(collection, row as Row), created: false };
          }
          const [newest] = await tx.select({ value: max(table.created_at) }).from(table);
          const newestMs = newest?.value ? new Date(newest.value as Date | string).getTime() : 0;
          const row = { ...toRow(collection, input as Row), id: randomUUID(), created_at: new Date(Math.max(now.getTime(), newestMs + 1)) };
          const [inserted] = (await tx.insert(table).values(row).returning()) as Row[];
          await tx.insert(contentIdempotencyKeys).values({
            staff_username: idempotency.owner,
            key: idempotency.key,
            collection,
            request_sha256: idempotency.requestSha256,
            record_id: row.id,
            created_at: now,
          });
          const record = toRecord(collection, inserted!);
          await keepVersion(tx, { collection, recordId: record.id, action: "created", record, actor });
          return { record, created: true };
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // The same key used at the same moment for another collection: one of the two wins.
        const cause = (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
        if (cause?.constraint === "content_idempotency_keys_key") throw reused();
        return toConflict(error, collection, "write");
      }
    },

    async update(collection, id, input, write = {}) {
      const table = getTable(collection);
      try {
        // The record is read back inside the transaction: if it could not be answered (a limit the
        // record schema holds), the write is undone rather than left for every reader to trip on.
        return await db.transaction(async (tx) => {
          const current = await lockRecord(tx, collection, id);
          if (!current) return undefined;
          await checkExpectedVersion(tx, {
            collection,
            label: COLLECTIONS[collection].label,
            recordId: id,
            expected: write.expected,
            current: () => current,
          });
          const [row] = (await tx
            .update(table)
            .set(toRow(collection, input as Row))
            .where(eq(table.id, id))
            .returning()) as Row[];
          const record = toRecord(collection, row!);
          const version = await keepVersion(tx, { collection, recordId: id, action: "updated", record, actor: write.actor });
          return { record, version };
        });
      } catch (error) {
        return toConflict(error, collection, "write");
      }
    },

    async delete(collection, id, write = {}) {
      const table = getTable(collection);
      try {
        return await db.transaction(async (tx) => {
          const current = await lockRecord(tx, collection, id);
          if (!current) return false;
          await checkExpectedVersion(tx, {
            collection,
            label: COLLECTIONS[collection].label,
            recordId: id,
            expected: write.expected,
            current: () => current,
          });
          await tx.delete(table).where(eq(table.id, id));
          await keepVersion(tx, { collection, recordId: id, action: "deleted", record: current, actor: write.actor });
          return true;
        });
      } catch (error) {
        return toConflict(error, collection, "delete");
      }
    },

    listVersions: (collection, id) => listVersions(db, collection, id),
    getVersion: (collection, id, version) => getVersion(db, collection, id, version),
    readCurrentVersion: (collection, id) => readCurrentVersion(db, collection, id),
    listDeleted: (collection) => listDeleted(db, collection),

    async restore(collection, id, version, write = {}) {
      const table = getTable(collection);
      try {
        return await db.transaction(async (tx) => {
          const kept = await getVersion(tx, collection, id, version);
          if (!kept) return undefined;
          const current = await lockRecord(tx, collection, id);
          await checkExpectedVersion(tx, {
            collection,
            label: COLLECTIONS[collection].label,
            recordId: id,
            expected: write.expected,
            current: () => current,
          });
          let row: Row | undefined;
          if (current) {
            [row] = (await tx.update(table).set(toRow(collection, kept.record)).where(eq(table.id, id)).returning()) as Row[];
          } else {
            const createdAt = new Date(String(kept.record.created_at));
            [row] = (await tx
              .insert(table)
              .values({ ...toRow(collection, kept.record), id, created_at: createdAt })
              .returning()) as Row[];
          }
          const record = toRecord(collection, row!);
          const next = await keepVersion(tx, {
            collection,
            recordId: id,
            action: "restored",
            record,
            actor: write.actor,
            restoredFrom: version,
          });
          return { record, version: next, action: current ? ("updated" as const) : ("created" as const) };
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        return toConflict(error, collection, "write");
      }
    },
  };
}
