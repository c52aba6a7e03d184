import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { ZodType } from "zod";
import { COLLECTIONS, isCollectionName, type CollectionName } from "#domain/content/schemas/collections.ts";
import type { Draft } from "#domain/content/schemas/draft.ts";
import type { StaffActor } from "#domain/content/schemas/record-version.ts";
import { DEFAULT_LIMIT, MAX_LIMIT } from "#domain/schemas/paging.ts";
import type { AppServices } from "../app-services.ts";
import type { Database } from "../db/client.ts";
import { appMeta, recordDrafts } from "../db/schema.ts";

/** A draft as kept: whose, when, and the body it will publish. */
export interface StoredDraft {
  collection: CollectionName;
  id: string;
  record: Record<string, unknown>;
  savedAt: Date;
  savedBy: string | null;
}

/** Drafts (ADR 057): one per record, in their own table, read by staff and signed preview links only. */
export interface DraftStore {
  save(collection: CollectionName, id: string, record: Record<string, unknown>, actor: StaffActor | undefined, at: Date): Promise<StoredDraft>;
  get(collection: CollectionName, id: string): Promise<StoredDraft | undefined>;
  /** Newest first; one collection's or every one's. */
  list(collection?: CollectionName): Promise<StoredDraft[]>;
  /** Whether there was one. */
  remove(collection: CollectionName, id: string): Promise<boolean>;
}

function toStored(row: typeof recordDrafts.$inferSelect): StoredDraft | undefined {
  if (!isCollectionName(row.collection)) return undefined;
  return { collection: row.collection, id: row.record_id, record: row.record, savedAt: row.saved_at, savedBy: row.staff_username };
}

export function createDraftStore(db: Database): DraftStore {
  const one = (collection: CollectionName, id: string) => and(eq(recordDrafts.collection, collection), eq(recordDrafts.record_id, id));
  return {
    async save(collection, id, record, actor, at) {
      const values = { record, staff_id: actor?.id ?? null, staff_username: actor?.username ?? null, saved_at: at };
      await db
        .insert(recordDrafts)
        .values({ collection, record_id: id, ...values })
        .onConflictDoUpdate({ target: [recordDrafts.collection, recordDrafts.record_id], set: values });
      return { collection, id, record, savedAt: at, savedBy: actor?.username ?? null };
    },
    async get(collection, id) {
      const [row] = await db.select().from(recordDrafts).where(one(collection, id)).limit(1);
      return row ? toStored(row) : undefined;
    },
    async list(collection) {
      const query = db.select().from(recordDrafts);
      const rows = await (collection ? query.where(eq(recordDrafts.collection, collection)) : query).orderBy(desc(recordDrafts.saved_at));
      return rows.map(toStored).filter((draft) => draft !== undefined);
    },
    async remove(collection, id) {
      const removed = await db.delete(recordDrafts).where(one(collection, id)).returning({ id: recordDrafts.record_id });
      return removed.length > 0;
    },
  };
}

/** A draft as the API answers it. */
export function toDraftAnswer(draft: StoredDraft, published: boolean): Draft {
  return {
    collection: draft.collection,
    id: draft.id,
    published,
    saved_at: draft.savedAt.toISOString(),
    saved_by: draft.savedBy,
    record: draft.record,
  };
}

/** Where the preview links' key is kept: in the database, so every instance signs and checks with the same one. */
const PREVIEW_KEY = "preview_signing_key";

/** What a preview token names: one draft, until a moment. */
export interface PreviewClaim {
  collection: CollectionName;
  id: string;
  expiresAt: number;
}

/**
 * Signs and checks preview tokens (ADR 057): `<expiry>.<collection>.<id>.<HMAC-SHA256>`, keyed by
 * a random secret made once per database. A token opens one draft until its expiry; it names no
 * person and grants nothing else.
 */
export interface PreviewSigner {
  sign(claim: PreviewClaim): Promise<string>;
  /** The claim of a token that is well made, signed by us and not expired; else undefined. */
  verify(token: string, nowMs: number): Promise<PreviewClaim | undefined>;
}

export function createPreviewSigner(db: Database): PreviewSigner {
  let key: Promise<Buffer> | undefined;
  function readKey(): Promise<Buffer> {
    key ??= (async () => {
      await db
        .insert(appMeta)
        .values({ key: PREVIEW_KEY, value: randomBytes(32).toString("base64url") })
        .onConflictDoNothing({ target: appMeta.key });
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, PREVIEW_KEY)).limit(1);
      return Buffer.from(row!.value, "base64url");
    })().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  }
  const mac = async (payload: string) => createHmac("sha256", await readKey()).update(payload).digest();
  return {
    async sign({ collection, id, expiresAt }) {
      const payload = `${expiresAt.toString(36)}.${collection}.${id}`;
      return `${payload}.${(await mac(payload)).toString("base64url")}`;
    },
    async verify(token, nowMs) {
      const match = /^([0-9a-z]{1,12})\.([a-z_]{1,64})\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, expiry, collection, id, signature] = match;
      // Compared as text: two spellings of one signature (base64url's spare low bits) are not both accepted.
      const expected = Buffer.from((await mac(`${expiry}.${collection}.${id}`)).toString("base64url"));
      const given = Buffer.from(signature!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const expiresAt = parseInt(expiry!, 36);
      if (!isCollectionName(collection) || expiresAt <= nowMs) return undefined;
      return { collection, id: id!, expiresAt };
    },
  };
}

/** The draft as a record of its collection, as a page would read it; undefined if it no longer makes one. */
export function draftAsRecord(draft: StoredDraft, createdAt: string | undefined, now: Date): Record<string, unknown> | undefined {
  const { recordSchema, writeTimeField } = COLLECTIONS[draft.collection];
  const record: Record<string, unknown> = { ...draft.record, id: draft.id, created_at: createdAt ?? now.toISOString() };
  // A write time left for publishing to set (a rate's `set_at`) reads as now.
  if (writeTimeField !== undefined && record[writeTimeField] === undefined) record[writeTimeField] = now.toISOString();
  const parsed = (recordSchema as ZodType).safeParse(record);
  return parsed.success ? (parsed.data as Record<string, unknown>) : undefined;
}

/**
 * The loaders' content with one draft in place of its record (or, for a new record, first in its
 * collection, as the newest): what a preview page renders. Every other read is the site's own.
 */
export function withDraft(content: AppServices["content"], collection: CollectionName, record: Record<string, unknown>): AppServices["content"] {
  const id = record.id;
  return {
    getVersion: content.getVersion,
    async get(name, wanted) {
      if (name === collection && wanted === id) return record as never;
      return content.get(name, wanted);
    },
    async list(name, page = {}) {
      const records = await content.list(name, page);
      if (name !== collection) return records;
      const index = records.findIndex((candidate) => candidate.id === id);
      if (index !== -1) return records.map((candidate, at) => (at === index ? record : candidate)) as typeof records;
      if (page.lastCreatedAt !== undefined) return records;
      const limit = Math.min(Math.max(Math.trunc(page.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
      return [record, ...records].slice(0, limit) as typeof records;
    },
  };
}

/** Opens a preview token: the loaders' content with its draft in place, or undefined when the link is bad, expired or its draft gone. */
export type PreviewOpener = (token: string) => Promise<AppServices["content"] | undefined>;

export function createPreviewOpener(options: {
  previews: PreviewSigner;
  drafts: DraftStore;
  content: AppServices["content"];
  now?: (() => Date) | undefined;
}): PreviewOpener {
  const now = options.now ?? (() => new Date());
  return async (token) => {
    const at = now();
    const claim = await options.previews.verify(token, at.getTime());
    if (!claim) return undefined;
    const draft = await options.drafts.get(claim.collection, claim.id);
    if (!draft) return undefined;
    const published = await options.content.get(claim.collection, claim.id);
    const record = draftAsRecord(draft, published?.created_at, at);
    return record ? withDraft(options.content, claim.collection, record) : undefined;
  };
}
