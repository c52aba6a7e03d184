/**
 * Collections the browser keeps no copy of (documents: spec §1) whose open pages still follow
 * changes (ADR 075): an event of the realtime feed for one of them makes the pages that
 * show it read their data again from the server, without a reload. No dependencies: screens
 * import it up front, the lazily loaded feed (live-sync.client.ts) reports to it.
 */
export const PAGE_DATA_COLLECTIONS = ["documents"] as const;
export type PageDataCollection = (typeof PAGE_DATA_COLLECTIONS)[number];

const listeners = new Map<PageDataCollection, Set<() => void>>();

/** The collection of a feed message when it is one whose pages re-read their data, else undefined. */
export function getPageDataCollection(message: unknown): PageDataCollection | undefined {
  if (typeof message !== "object" || message === null) return undefined;
  const { collection } = message as { collection?: unknown };
  return (PAGE_DATA_COLLECTIONS as readonly unknown[]).includes(collection) ? (collection as PageDataCollection) : undefined;
}

/** Calls `listener` on each change to `collection` until the returned function is called. */
export function onPageDataChange(collection: PageDataCollection, listener: () => void): () => void {
  const set = listeners.get(collection) ?? new Set();
  listeners.set(collection, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** A feed message arrived: tells the listeners of its collection, if it is one of these. */
export function notePageDataChange(message: unknown): void {
  const collection = getPageDataCollection(message);
  if (!collection) return;
  for (const listener of [...(listeners.get(collection) ?? [])]) listener();
}
