// No zod here: the browser's live-content layer loads this module (ADR 030).
import { isBrowserCollection, type BrowserCollection } from "./collection-stores.ts";

/**
 * What the realtime feed sends each socket as it connects: every public collection's version
 * (the database's `content_versions`, bumped by every write; ADR 033), read after the socket
 * joined, so any later change reaches it as an event.
 */
export const CONTENT_VERSIONS_EVENT = "content-versions";

/** Versions by collection. */
export type ContentVersions = ReadonlyMap<BrowserCollection, number>;

/**
 * The versions a page was rendered with, for `<html data-content-versions>`: `blogs:4 branches:12`.
 * Only the browser's collections; in a fixed order, so the same content gives the same page.
 */
export function formatContentVersions(versions: Readonly<Partial<Record<string, number>>>): string | undefined {
  const entries = Object.entries(versions)
    .filter(
      (entry): entry is [BrowserCollection, number] => isBrowserCollection(entry[0]) && Number.isSafeInteger(entry[1]) && entry[1]! >= 0,
    )
    .sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? undefined : entries.map(([collection, version]) => `${collection}:${version}`).join(" ");
}

/** Reads `formatContentVersions`' text; anything malformed is left out (that collection is then reloaded). */
export function parsePageVersions(text: string | undefined): ContentVersions {
  const versions = new Map<BrowserCollection, number>();
  for (const item of (text ?? "").split(" ")) {
    const [collection, version] = item.split(":");
    const number = Number(version);
    if (isBrowserCollection(collection) && version !== "" && Number.isSafeInteger(number)) versions.set(collection, number);
  }
  return versions;
}

/** Reads the feed's versions message (`{ blogs: 4, ... }`); undefined when it is not one. */
export function parseServerVersions(message: unknown): ContentVersions | undefined {
  if (typeof message !== "object" || message === null || Array.isArray(message)) return undefined;
  const versions = new Map<BrowserCollection, number>();
  for (const [collection, version] of Object.entries(message)) {
    if (isBrowserCollection(collection) && typeof version === "number" && Number.isSafeInteger(version)) versions.set(collection, version);
  }
  return versions;
}
