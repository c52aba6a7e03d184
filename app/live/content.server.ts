import type { RouterContextProvider } from "react-router";
import { COLLECTIONS, type CollectionName, type RecordOf } from "#domain/content/schemas/collections.ts";
import { formatObjectPosition } from "#domain/content/schemas/media-library.ts";
import type { FocalPositions } from "#app/components/decorative-image.tsx";
import { getServices, noteContentVersion } from "#app/services.server.ts";

/**
 * A whole public collection for a route loader, read as the spec's paged loaders read it
 * (spec §4: pages of 100, promotions 10, the last `created_at` as the cursor, until an empty
 * page). The content service answers from its in-memory snapshot, so this costs no database trip.
 */
export async function loadCollection<Name extends CollectionName>(
  context: Readonly<RouterContextProvider>,
  collection: Name,
): Promise<Array<RecordOf<Name>>> {
  const { content } = getServices(context);
  // Before the records: they are then at least this version (ADR 030).
  noteContentVersion(context, collection, await content.getVersion(collection));
  const limit = COLLECTIONS[collection].loaderPageSize;
  const records: Array<RecordOf<Name>> = [];
  let lastCreatedAt: string | undefined;
  for (;;) {
    const page = await content.list(collection, { limit, ...(lastCreatedAt === undefined ? {} : { lastCreatedAt }) });
    if (page.length === 0) return records;
    records.push(...page);
    lastCreatedAt = (page.at(-1) as { created_at: string }).created_at;
  }
}

/** One record of a public collection, or undefined. */
export async function loadRecord<Name extends CollectionName>(
  context: Readonly<RouterContextProvider>,
  collection: Name,
  id: string,
): Promise<RecordOf<Name> | undefined> {
  const { content } = getServices(context);
  noteContentVersion(context, collection, await content.getVersion(collection));
  return content.get(collection, id);
}

/**
 * The focal points of the pictures a page crops, as `object-position` by address (ADR 076): from
 * the server's copy in memory, one lookup for the page; pictures at the centre are left out.
 */
export async function loadFocalPositions(context: Readonly<RouterContextProvider>, urls: readonly string[]): Promise<FocalPositions> {
  const points = await getServices(context).media.getFocalPoints(urls);
  const positions: Record<string, string> = {};
  for (const [url, point] of Object.entries(points)) {
    const position = formatObjectPosition(point);
    if (position) positions[url] = position;
  }
  return positions;
}
