import {
  BROWSER_COLLECTIONS,
  getSyncPageSize,
  parseContentEvent,
  type BrowserCollection,
  type ContentEvent,
  type ContentRecord,
} from "#domain/collection-stores.ts";
import type { ContentDb } from "./content-db.client.ts";
import type { LiveStore } from "./live-store.ts";
import type { LiveStatus } from "./live-status.ts";
import { loadAllPages } from "./paged-loader.ts";

/** What the realtime connection tells the sync engine. */
export interface FeedHandlers {
  onConnect(): void;
  onDisconnect(): void;
  onConnectError(): void;
  onEvent(message: unknown): void;
}

/** An open realtime connection (Socket.IO in the browser, a fake in tests). */
export interface Feed {
  /** Connects again now (the network is back). */
  open(): void;
  /** Stops trying while there is no network (each try would only fail). */
  close(): void;
}

export interface LiveSyncDeps {
  store: LiveStore;
  openDb(): Promise<ContentDb>;
  connect(handlers: FeedHandlers): Feed;
  fetch: typeof fetch;
  isOnline(): boolean;
  now(): number;
  /** When a collection was last fully reloaded from the server (kept across visits), and recording it. */
  getSyncedAt(collection: BrowserCollection): number | undefined;
  setSyncedAt(collection: BrowserCollection, at: number): void;
  /** Forgets every sync time (the browser database was created afresh). */
  clearSyncedAt(): void;
  onStatus(change: Partial<LiveStatus>): void;
  /**
   * Collections no screen shows are reloaded on connection only when their copy is older than
   * this: each page view would otherwise download all 13 collections again (ADR 030).
   */
  backgroundMaxAgeMs?: number;
}

export interface LiveSync {
  start(): void;
  /** Applies one realtime message to the store and the browser database (spec §4 live events). */
  handleEvent(message: unknown): Promise<void>;
  /** The network came back: reconnect (the connection then reloads the data). */
  goOnline(): void;
  /** The network went away: stop trying and show the browser database's copies. */
  goOffline(): Promise<void>;
  /** Resolves when the reloads started so far have finished (tests, benchmarks). */
  idle(): Promise<void>;
  stop(): void;
}

const DEFAULT_BACKGROUND_MAX_AGE_MS = 10 * 60 * 1000;

/** Writes an event to the browser database: created adds, updated replaces, deleted removes (spec §4). */
export async function writeEventToDb(db: ContentDb, event: ContentEvent): Promise<void> {
  if (event.action === "deleted") await db.removeOne(event.collection, event.id);
  else if (event.action === "created") await db.addOne(event.collection, event.record!);
  else await db.updateOne(event.collection, event.record!);
}

/**
 * The client data layer's engine (issue 4): on every (re)connection of the realtime feed a full
 * reload with the paged loader, the screens' collections first; each event applied to the live
 * store and the browser database; the database's copies shown while offline.
 */
export function createLiveSync(deps: LiveSyncDeps): LiveSync {
  const { store } = deps;
  const backgroundMaxAgeMs = deps.backgroundMaxAgeMs ?? DEFAULT_BACKGROUND_MAX_AGE_MS;
  let db: ContentDb | undefined;
  let dbReady: Promise<ContentDb | undefined> = Promise.resolve(undefined);
  let feed: Feed | undefined;
  let connected = false;
  let stopped = false;
  /** Counts connections: a reload belongs to the connection that started it. */
  let epoch = 0;
  /** The connection each collection was last reloaded (or is being reloaded) for. */
  const reloadedIn = new Map<BrowserCollection, number>();
  const running = new Set<Promise<void>>();

  function track(work: Promise<void>): void {
    running.add(work);
    void work.finally(() => running.delete(work));
  }

  async function loadLocal(collection: BrowserCollection): Promise<void> {
    if (store.getState(collection).records) return;
    const database = await dbReady;
    if (!database) return;
    try {
      const records = await database.getAll(collection);
      if (records.length > 0 || deps.getSyncedAt(collection) !== undefined) store.setLocal(collection, records);
    } catch {
      // No copy to show: the page keeps the records it was rendered with.
    }
  }

  async function reload(collection: BrowserCollection, forEpoch: number): Promise<void> {
    if (stopped || forEpoch !== epoch || reloadedIn.get(collection) === forEpoch) return;
    reloadedIn.set(collection, forEpoch);
    store.beginReload(collection);
    let records: ContentRecord[];
    try {
      records = await loadAllPages<ContentRecord>(collection, { pageSize: getSyncPageSize(collection), fetch: deps.fetch });
    } catch {
      store.failReload(collection);
      // Try again on the next connection, or when a screen asks for it.
      if (reloadedIn.get(collection) === forEpoch) reloadedIn.delete(collection);
      await loadLocal(collection);
      return;
    }
    store.completeReload(collection, records);
    deps.setSyncedAt(collection, deps.now());
    const database = await dbReady;
    // The store's list already has the events heard during the reload.
    await database?.replaceAll(collection, store.getState(collection).records ?? records).catch(() => undefined);
  }

  async function reloadAll(forEpoch: number): Promise<void> {
    const wanted = store.getWantedCollections();
    await Promise.all(wanted.map((collection) => reload(collection, forEpoch)));
    // Then the rest, one at a time, so that the screens' own requests go first.
    await dbReady;
    for (const collection of BROWSER_COLLECTIONS) {
      if (forEpoch !== epoch || stopped) return;
      if (reloadedIn.get(collection) === forEpoch) continue;
      const syncedAt = deps.getSyncedAt(collection);
      if (syncedAt !== undefined && deps.now() - syncedAt < backgroundMaxAgeMs) continue;
      await reload(collection, forEpoch);
    }
  }

  function onWanted(collection: BrowserCollection): void {
    if (stopped) return;
    if (connected) {
      if (reloadedIn.get(collection) !== epoch) track(reload(collection, epoch));
    } else {
      track(loadLocal(collection));
    }
  }

  const handlers: FeedHandlers = {
    onConnect() {
      if (stopped) return;
      connected = true;
      epoch++;
      deps.onStatus({ connected: true, online: true });
      track(reloadAll(epoch));
    },
    onDisconnect() {
      connected = false;
      deps.onStatus({ connected: false });
    },
    onConnectError() {
      connected = false;
      deps.onStatus({ connected: false });
      for (const collection of store.getWantedCollections()) track(loadLocal(collection));
    },
    onEvent(message) {
      track(sync.handleEvent(message));
    },
  };

  const sync: LiveSync = {
    start() {
      if (stopped || feed) return;
      dbReady = deps.openDb().then(
        (opened) => {
          if (opened.isNew) deps.clearSyncedAt();
          return (db = opened);
        },
        () => undefined,
      );
      store.setOnWanted(onWanted);
      if (deps.isOnline()) {
        feed = deps.connect(handlers);
      } else {
        deps.onStatus({ online: false, connected: false });
        for (const collection of store.getWantedCollections()) track(loadLocal(collection));
      }
    },

    async handleEvent(message) {
      const event = parseContentEvent(message);
      if (!event) return;
      store.applyEvent(event);
      const database = await dbReady;
      if (database) await writeEventToDb(database, event).catch(() => undefined);
    },

    goOnline() {
      if (stopped) return;
      deps.onStatus({ online: true });
      if (feed) feed.open();
      else feed = deps.connect(handlers);
    },

    async goOffline() {
      deps.onStatus({ online: false, connected: false });
      connected = false;
      feed?.close();
      await Promise.all(store.getWantedCollections().map((collection) => loadLocal(collection)));
    },

    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },

    stop() {
      stopped = true;
      feed?.close();
      store.setOnWanted(undefined);
      db?.close();
    },
  };
  return sync;
}
