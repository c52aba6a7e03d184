import { openDB, type IDBPDatabase } from "idb";
import {
  BROWSER_COLLECTIONS,
  CONTENT_DB_VERSION,
  getContentDbName,
  getStoreName,
  type BrowserCollection,
  type ContentRecord,
  type StoredRecord,
} from "#domain/content/collection-stores.ts";

/**
 * The browser database of public content (spec §4 local browser database): version 4, one store
 * per collection with the spec §1 names, keyed by `_id` (= the record's id). Only public
 * content goes here: no personal data, no KYC data, no tokens.
 */
export interface ContentDb {
  readonly name: string;
  /** Store names, for tests and diagnostics. */
  readonly storeNames: string[];
  /** The database was created (or recreated by an upgrade) when it was opened: it holds nothing yet. */
  readonly isNew: boolean;
  getAll<T extends ContentRecord>(collection: BrowserCollection): Promise<T[]>;
  getOne<T extends ContentRecord>(collection: BrowserCollection, id: string): Promise<T | undefined>;
  /** Adds a record, replacing one with the same `_id` (a created event may arrive twice). */
  addOne(collection: BrowserCollection, record: ContentRecord): Promise<void>;
  updateOne(collection: BrowserCollection, record: ContentRecord): Promise<void>;
  removeOne(collection: BrowserCollection, id: string): Promise<void>;
  /** Replaces a store's whole content in one transaction (after a full reload). */
  replaceAll(collection: BrowserCollection, records: readonly ContentRecord[]): Promise<void>;
  close(): void;
}

function toStored<T extends ContentRecord>(record: T): StoredRecord<T> {
  return { ...record, _id: record.id };
}

function fromStored<T extends ContentRecord>(stored: StoredRecord<T>): T {
  const { _id: _ignored, ...record } = stored;
  return record as unknown as T;
}

/** Creates the 14 stores; an upgrade drops every store first and recreates them all (spec §4). */
function recreateStores(db: IDBPDatabase, prefix: string): void {
  for (const name of Array.from(db.objectStoreNames)) db.deleteObjectStore(name);
  for (const collection of BROWSER_COLLECTIONS) db.createObjectStore(getStoreName(collection, prefix), { keyPath: "_id" });
}

/** Opens (creating or upgrading) the browser database of a group prefix. */
export async function openContentDb(prefix: string): Promise<ContentDb> {
  const name = getContentDbName(prefix);
  let isNew = false;
  const db: IDBPDatabase = await openDB(name, CONTENT_DB_VERSION, {
    upgrade(database) {
      isNew = true;
      recreateStores(database, prefix);
    },
    blocking() {
      // Another tab runs a newer version of the site: let it upgrade.
      db.close();
    },
  });
  const store = (collection: BrowserCollection) => getStoreName(collection, prefix);

  return {
    name,
    storeNames: Array.from(db.objectStoreNames),
    isNew,
    async getAll<T extends ContentRecord>(collection: BrowserCollection) {
      const stored = (await db.getAll(store(collection))) as Array<StoredRecord<T>>;
      return stored.map((record) => fromStored(record));
    },
    async getOne<T extends ContentRecord>(collection: BrowserCollection, id: string) {
      const stored = (await db.get(store(collection), id)) as StoredRecord<T> | undefined;
      return stored ? fromStored(stored) : undefined;
    },
    async addOne(collection, record) {
      await db.put(store(collection), toStored(record));
    },
    async updateOne(collection, record) {
      await db.put(store(collection), toStored(record));
    },
    async removeOne(collection, id) {
      await db.delete(store(collection), id);
    },
    async replaceAll(collection, records) {
      const tx = db.transaction(store(collection), "readwrite");
      await Promise.all([tx.store.clear(), ...records.map((record) => tx.store.put(toStored(record))), tx.done]);
    },
    close() {
      db.close();
    },
  };
}
