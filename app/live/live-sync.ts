import {
  BROWSER_COLLECTIONS,
  getSyncPageSize,
  parseContentEvent,
  type BrowserCollection,
  type ContentEvent,
  type ContentRecord,
} from "#domain/content/collection-stores.ts";
import { parseServerVersions, type ContentVersions } from "#domain/content/content-versions.ts";
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
  /** The collections' versions, sent once as the connection opens (`content-versions`). */
  onVersions(message: unknown): void;
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
  /** Another fetch for the list reads (tests); the browser's own when left out. */
  fetch?: typeof fetch;
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
  /**
   * The visitor's first page view in this browser: only the screen's own collections are
   * reloaded. The others (the offline copies) wait until the visitor stays: a later page view
   * (`pageViewed`, or the next document) or a reconnection (ADR 030).
   */
  firstView?: boolean;
  /** The visitor asked to save data (`navigator.connection.saveData`): collections no screen shows are never downloaded. */
  savesData?(): boolean;
  /** Called once when the visitor stays (at start when this is not the first view): the offline copies may be made. */
  onStaying?(): void;
  /**
   * The versions of the collections the page was rendered with (`<html data-content-versions>`).
   * On the first connection, a screen's collection whose version the server still has is not
   * downloaded again: the page already shows it, and every later change arrives as an event.
   */
  pageVersions?: ContentVersions;
  /** How long the first connection waits for the server's versions before reloading as usual. */
  versionsWaitMs?: number;
}

export interface LiveSync {
  start(): void;
  /** Applies one realtime message to the store and the browser database (spec §4 live events). */
  handleEvent(message: unknown): Promise<void>;
  /** The network came back: reconnect (the connection then reloads the data). */
  goOnline(): void;
  /** The network went away: stop trying and show the browser database's copies. */
  goOffline(): Promise<void>;
  /** A client-side navigation: the visitor is staying, so the offline copies may be downloaded. */
  pageViewed(): void;
  /** Resolves when the reloads started so far have finished (tests, benchmarks). */
  idle(): Promise<void>;
  stop(): void;
}

const DEFAULT_BACKGROUND_MAX_AGE_MS = 10 * 60 * 1000;
const DEFAULT_VERSIONS_WAIT_MS = 5000;

/** Writes an event to the browser database: created adds, updated replaces, deleted removes (spec §4). */
export async function writeEventToDb(db: ContentDb, event: ContentEvent): Promise<void> {
  if (event.action === "deleted") await db.removeOne(event.collection, event.id);
  else if (event.action === "created") await db.addOne(event.collection, event.record!);
  else await db.updateOne(event.collection, event.record!);
}

/**
 * The client data layer's engine: on every (re)connection of the realtime feed a full
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
  /** The visitor has stayed (see LiveSyncDeps.firstView): collections no screen shows may be downloaded. */
  let staying = deps.firstView !== true;
  /** The connection whose background reload has started. */
  let backgroundIn = 0;
  /** The current connection's reload of the screens' collections. */
  let screensReloaded: Promise<void> = Promise.resolve();
  const pageVersions: ContentVersions = deps.pageVersions ?? new Map();
  /** The server's versions on the first connection, once they came. */
  let serverVersions: ContentVersions | undefined;
  /** The first connection waits for the server's versions (until this timer gives up). */
  let versionsTimer: ReturnType<typeof setTimeout> | undefined;
  /** Screens' collections waiting for the server's versions. */
  const held = new Set<BrowserCollection>();
  /** Screens' collections the page shows as the server has them: no reload while the first connection lasts. */
  const current = new Set<BrowserCollection>();
  const running = new Set<Promise<void>>();

  function track(work: Promise<void>): void {
    running.add(work);
    void work.finally(() => running.delete(work));
  }

  async function loadLocal(collection: BrowserCollection): Promise<void> {
    // The page's own records are newer than any saved copy.
    if (store.getState(collection).records || current.has(collection) || held.has(collection)) return;
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
    held.delete(collection);
    current.delete(collection);
    store.beginReload(collection);
    let records: ContentRecord[];
    try {
      records = await loadAllPages<ContentRecord>(collection, {
        pageSize: getSyncPageSize(collection),
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
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

  /**
   * A screen's collection on connection: reloaded, unless this is the first connection and the
   * page was rendered with the version the server has now (then it waits for the versions).
   */
  async function reloadScreen(collection: BrowserCollection, forEpoch: number): Promise<void> {
    const rendered = pageVersions.get(collection);
    if (forEpoch === 1 && rendered !== undefined && reloadedIn.get(collection) !== forEpoch) {
      if (versionsTimer !== undefined) {
        held.add(collection);
        return;
      }
      if (serverVersions?.get(collection) === rendered) {
        current.add(collection);
        return;
      }
    }
    await reload(collection, forEpoch);
  }

  /** The server's versions came, or waiting for them gave up: decide for the held collections. */
  function releaseHeld(versions: ContentVersions | undefined): void {
    clearTimeout(versionsTimer);
    versionsTimer = undefined;
    serverVersions = versions;
    const forEpoch = epoch;
    for (const collection of [...held]) {
      held.delete(collection);
      track(reloadScreen(collection, forEpoch));
    }
  }

  async function reloadAll(forEpoch: number): Promise<void> {
    const wanted = store.getWantedCollections();
    if (forEpoch === 1 && pageVersions.size > 0)
      versionsTimer = setTimeout(() => releaseHeld(undefined), deps.versionsWaitMs ?? DEFAULT_VERSIONS_WAIT_MS);
    screensReloaded = Promise.all(wanted.map((collection) => reloadScreen(collection, forEpoch))).then(() => undefined);
    await screensReloaded;
    await reloadBackground(forEpoch);
  }

  /** The collections no screen shows, one at a time (the screens' own requests go first), once the visitor stays. */
  async function reloadBackground(forEpoch: number): Promise<void> {
    if (!staying || deps.savesData?.() === true || backgroundIn === forEpoch) return;
    backgroundIn = forEpoch;
    await dbReady;
    for (const collection of BROWSER_COLLECTIONS) {
      if (forEpoch !== epoch || stopped || deps.savesData?.() === true) return;
      if (reloadedIn.get(collection) === forEpoch) continue;
      const syncedAt = deps.getSyncedAt(collection);
      if (syncedAt !== undefined && deps.now() - syncedAt < backgroundMaxAgeMs) continue;
      await reload(collection, forEpoch);
    }
  }

  /** The visitor stays: the offline copies may now be made (by the next connection's reload). */
  function markStaying(): boolean {
    if (staying || stopped) return false;
    staying = true;
    deps.onStaying?.();
    return true;
  }

  /** The visitor stays while connected: the offline copies are made now. */
  function stay(): void {
    if (!markStaying() || !connected) return;
    // After the screens' own reloads: they go first.
    const forEpoch = epoch;
    track(screensReloaded.then(() => reloadBackground(forEpoch)));
  }

  function onWanted(collection: BrowserCollection): void {
    if (stopped) return;
    if (connected) {
      if (reloadedIn.get(collection) !== epoch) track(reloadScreen(collection, epoch));
    } else {
      track(loadLocal(collection));
    }
  }

  const handlers: FeedHandlers = {
    onConnect() {
      if (stopped) return;
      connected = true;
      // A reconnection: the visitor has been here a while, so this reload makes the offline copies too.
      if (epoch > 0) markStaying();
      epoch++;
      deps.onStatus({ connected: true, online: true });
      track(reloadAll(epoch));
    },
    onDisconnect() {
      connected = false;
      // The next connection reloads every screen's collection: events may be missed meanwhile.
      clearTimeout(versionsTimer);
      versionsTimer = undefined;
      held.clear();
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
    onVersions(message) {
      if (epoch === 1 && versionsTimer !== undefined) releaseHeld(parseServerVersions(message));
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
      if (staying) deps.onStaying?.();
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
      // A change to what the page was rendered with: the view applies it at once, and gets the
      // whole list from the server (a page shows only part of some collections, the news say).
      if (connected && (current.has(event.collection) || held.has(event.collection))) track(reload(event.collection, epoch));
      const database = await dbReady;
      // Only a saved copy is kept current: one event in an empty store is no copy to read offline.
      if (database && deps.getSyncedAt(event.collection) !== undefined) await writeEventToDb(database, event).catch(() => undefined);
    },

    pageViewed() {
      stay();
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
      clearTimeout(versionsTimer);
      feed?.close();
      store.setOnWanted(undefined);
      db?.close();
    },
  };
  return sync;
}
