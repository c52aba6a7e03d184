// No zod here: the browser applies live events with these.
import type { ContentEvent, ContentRecord } from "./content/collection-stores.ts";

/**
 * The list operations of spec §4 on an immutable list of records, newest first as the API
 * answers. Each returns a new list and leaves its input alone.
 */

/** Adds a page of a paged load after the records already there (a record seen twice keeps its newer copy). */
export function appendRecords<T extends ContentRecord>(list: readonly T[], page: readonly T[]): T[] {
  const incoming = new Map(page.map((record) => [record.id, record]));
  return [...list.filter((record) => !incoming.has(record.id)), ...incoming.values()];
}

/** Puts a record at the front, replacing any copy with the same id. */
export function prependRecord<T extends ContentRecord>(list: readonly T[], record: T): T[] {
  return [record, ...list.filter((item) => item.id !== record.id)];
}

/** Inserts a created record (at the front: it is the newest) or replaces it where it stands. */
export function insertOrReplaceRecord<T extends ContentRecord>(list: readonly T[], record: T): T[] {
  const index = list.findIndex((item) => item.id === record.id);
  if (index === -1) return [record, ...list];
  const next = [...list];
  next[index] = record;
  return next;
}

/** Replaces a record by id; an update of an unknown id prepends it (spec §4). */
export function updateRecord<T extends ContentRecord>(list: readonly T[], record: T): T[] {
  return insertOrReplaceRecord(list, record);
}

/** Removes the record with this id (`_id` in the browser database, the same value). */
export function removeRecord<T extends ContentRecord>(list: readonly T[], id: string): T[] {
  return list.some((item) => item.id === id) ? list.filter((item) => item.id !== id) : (list as T[]);
}

/** Applies one realtime event to a list (spec §4 live events). */
export function applyContentEvent<T extends ContentRecord>(list: readonly T[], event: ContentEvent): T[] {
  if (event.action === "deleted") return removeRecord(list, event.id);
  if (!event.record) return list as T[];
  return event.action === "created" ? insertOrReplaceRecord(list, event.record as T) : updateRecord(list, event.record as T);
}

/** Applies events in the order they arrived. */
export function applyContentEvents<T extends ContentRecord>(list: readonly T[], events: readonly ContentEvent[]): T[] {
  return events.reduce<T[]>((current, event) => applyContentEvent(current, event), list as T[]);
}
