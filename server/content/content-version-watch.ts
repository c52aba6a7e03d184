import { COLLECTIONS, type CollectionName } from "#domain/content/schemas/collections.ts";
import type { Database } from "../db/client.ts";
import { contentVersions } from "../db/schema.ts";
import type { EventBus } from "../realtime/event-bus.ts";

export interface ContentVersionWatchOptions {
  db: Database;
  bus: EventBus;
  /** How often the versions are read: the longest a missed event leaves a cache stale. */
  intervalMs: number;
  onError: (error: unknown) => void;
}

export interface ContentVersionWatch {
  /** Reads the versions once and announces every collection whose version moved since the last read. */
  check(): Promise<CollectionName[]>;
  stop(): void;
}

/**
 * The database as the truth for what changed (DESIGN.md "Caches and their truth", ADR 033): a
 * trigger bumps `content_versions` with every write, and each instance reads that small table
 * every few seconds. A collection whose version moved is announced on the event bus, so every
 * cache drops it the same way as after an event, even when the event was lost with Redis.
 * The first read only learns the versions: at start every cache is empty anyway.
 */
export function watchContentVersions(options: ContentVersionWatchOptions): ContentVersionWatch {
  const { db, bus } = options;
  let known: Map<string, number> | undefined;
  let running: Promise<CollectionName[]> | undefined;

  async function read(): Promise<CollectionName[]> {
    const rows = await db.select().from(contentVersions);
    const changed: CollectionName[] = [];
    const next = new Map(rows.map((row) => [row.collection, Number(row.version)]));
    if (known) {
      for (const [collection, version] of next) {
        if (known.get(collection) !== version && collection in COLLECTIONS) changed.push(collection as CollectionName);
      }
    }
    known = next;
    for (const collection of changed) bus.announceChange(collection);
    return changed;
  }

  function check(): Promise<CollectionName[]> {
    running ??= read().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => {
    check().catch(options.onError);
  }, options.intervalMs);
  timer.unref();
  check().catch(options.onError);

  return {
    check,
    stop() {
      clearInterval(timer);
    },
  };
}
