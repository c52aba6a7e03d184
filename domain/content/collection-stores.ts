// No zod here: the browser's live-content layer loads this module. The zod registry
// (domain/content/schemas/collections.ts) stays on the server; a unit test keeps the two in step.

/** Spec §4, §9: the browser database's version. */
export const CONTENT_DB_VERSION = 5;

/** The browser database of public content: one per group prefix, so two deployments never mix. */
export function getContentDbName(prefix: string): string {
  return `${prefix}-content`;
}

/** Spec §4 paged loading: pages of 100... */
export const SYNC_PAGE_SIZE = 100;
/** ...except promotions, 10 at a time. */
export const PROMOTIONS_SYNC_PAGE_SIZE = 10;

/**
 * The 14 collections the browser keeps (spec §1, and public holidays: ADR 064), by API path. Documents, KYC account types
 * and KYC records have no browser store: only public content goes to the browser database.
 */
export const BROWSER_COLLECTIONS = [
  "bank_rates",
  "bank_rate_files",
  "banners",
  "blogs",
  "executives",
  "branches",
  "money_bureau_exchange_rates",
  "images",
  "loans",
  "promotions",
  "teams",
  "cares",
  "money_bureau_locations",
  "public_holidays",
] as const;
export type BrowserCollection = (typeof BROWSER_COLLECTIONS)[number];

const STORE_NAMES: Record<Exclude<BrowserCollection, "cares">, string> = {
  bank_rates: "bankRates",
  bank_rate_files: "bankRateFiles",
  banners: "banners",
  blogs: "blogs",
  executives: "boards",
  branches: "branches",
  money_bureau_exchange_rates: "exchangeRates",
  images: "images",
  loans: "loans",
  promotions: "promotions",
  teams: "teams",
  money_bureau_locations: "moneybureauLocations",
  // Not in the spec's list: the holidays staff enter (ADR 064), for the open-now lines offline.
  public_holidays: "publicHolidays",
};

/** Whether a value is the API path of a collection the browser keeps. */
export function isBrowserCollection(value: unknown): value is BrowserCollection {
  return (BROWSER_COLLECTIONS as readonly unknown[]).includes(value);
}

/** The browser store of a collection (spec §1 names; care items are `{prefix}cares`). */
export function getStoreName(collection: BrowserCollection, prefix: string): string {
  return collection === "cares" ? `${prefix}cares` : STORE_NAMES[collection];
}

/** Page size of the browser's paged loader for a collection (spec §4). */
export function getSyncPageSize(collection: BrowserCollection): number {
  return collection === "promotions" ? PROMOTIONS_SYNC_PAGE_SIZE : SYNC_PAGE_SIZE;
}

/** Every record the API answers has these; the browser database adds `_id` (= `id`). */
export interface ContentRecord {
  id: string;
  created_at: string;
}

/** A record as the browser database keeps it, keyed by `_id` (spec §1, DESIGN.md). */
export type StoredRecord<T extends ContentRecord = ContentRecord> = T & { _id: string };

export type ContentAction = "created" | "updated" | "deleted";

/** One message of the realtime feed (DESIGN.md): `content` with the change to a collection. */
export interface ContentEvent<T extends ContentRecord = ContentRecord> {
  collection: BrowserCollection;
  action: ContentAction;
  /** The record after a create or update; a delete carries only `id`. */
  record?: T;
  id: string;
}

/** The realtime feed's one event name. */
export const CONTENT_EVENT = "content";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads a message of the realtime feed without zod: an event for a collection the browser does
 * not keep, or a malformed one, is no event.
 */
export function parseContentEvent(value: unknown): ContentEvent | undefined {
  if (!isObject(value)) return undefined;
  const { collection, action, record, id } = value;
  if (!isBrowserCollection(collection) || typeof id !== "string" || id === "") return undefined;
  if (action === "deleted") return { collection, action, id };
  if (action !== "created" && action !== "updated") return undefined;
  if (!isObject(record) || record.id !== id || typeof record.created_at !== "string") return undefined;
  return { collection, action, id, record: record as unknown as ContentRecord };
}
