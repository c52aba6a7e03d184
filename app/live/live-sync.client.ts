import { io } from "socket.io-client";
import { CONTENT_EVENT, type BrowserCollection, type ContentRecord } from "#domain/content/collection-stores.ts";
import { CONTENT_VERSIONS_EVENT, parsePageVersions } from "#domain/content/content-versions.ts";
import { openContentDb } from "./content-db.client.ts";
import { liveStore } from "./live-store.ts";
import { getLiveStatus, updateLiveStatus, type LiveStatus } from "./live-status.ts";
import { createLiveSync, type LiveSync } from "./live-sync.ts";
import { notePageDataChange } from "./page-data-changes.ts";

let live: LiveSync | undefined;
let livePrefix: string | undefined;
let localDb: ReturnType<typeof openContentDb> | undefined;
/** A client-side navigation happened before the live content started. */
let navigatedEarly = false;

function readSyncTimes(key: string): Partial<Record<BrowserCollection, number>> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Partial<Record<BrowserCollection, number>>) : {};
  } catch {
    return {};
  }
}

function writeSyncTimes(key: string, times: Partial<Record<BrowserCollection, number>>): void {
  try {
    localStorage.setItem(key, JSON.stringify(times));
  } catch {
    // Storage full or refused: collections are then reloaded on every connection.
  }
}

/**
 * Whether this is the visitor's first page view in this browser, remembering that it happened.
 * Storage that cannot be read counts as a first view: nothing is downloaded for later then.
 */
function isFirstView(key: string): boolean {
  try {
    if (localStorage.getItem(key) !== null) return false;
    localStorage.setItem(key, new Date().toISOString());
  } catch {
    // Storage refused: offline copies could not be kept anyway.
  }
  return true;
}

/** Whether the visitor asked their browser to save data (Chrome on Android's Lite mode, data saver settings). */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** Shows the connection state on <html data-live> (the shell's notices read the status store; tests read this). */
function showStatus(change: Partial<LiveStatus>): void {
  updateLiveStatus(change);
  const status = getLiveStatus();
  document.documentElement.dataset.live = !status.online ? "offline" : status.connected ? "connected" : "connecting";
}

export interface LiveContentOptions {
  /** Called once the visitor stays (a later page view or a reconnection; ADR 030): register the service worker. */
  onStaying?(): void;
}

/**
 * Starts the live content of this page session, once: the realtime feed (Socket.IO at
 * /socket.io), the browser database, and the network watch that closes the feed while offline
 * and reconnects (and so reloads the data) when the network returns. On the visitor's first page
 * view only the screen's collections are read; the offline copies wait until they stay, and are
 * never downloaded when they save data (ADR 030).
 */
export function startLiveContent(prefix: string, options: LiveContentOptions = {}): LiveSync {
  if (live) return live;
  livePrefix = prefix;
  const syncKey = `${prefix}-content-synced`;
  live = createLiveSync({
    store: liveStore,
    openDb: () => openContentDb(prefix),
    connect(handlers) {
      const socket = io({ path: "/socket.io", transports: ["websocket", "polling"], tryAllTransports: true });
      socket.on("connect", handlers.onConnect);
      socket.on("disconnect", handlers.onDisconnect);
      socket.on("connect_error", handlers.onConnectError);
      socket.on(CONTENT_EVENT, (message: unknown) => {
        handlers.onEvent(message);
        // Documents have no browser store: their open pages read their data again (ADR 075).
        notePageDataChange(message);
      });
      socket.on(CONTENT_VERSIONS_EVENT, handlers.onVersions);
      // A connection that drops as the network goes away would be retried at once, and fail:
      // stop instead, and let the "online" event reconnect.
      socket.io.on("reconnect_attempt", () => {
        if (!navigator.onLine) socket.disconnect();
      });
      return {
        open: () => void socket.connect(),
        close: () => void socket.disconnect(),
      };
    },
    isOnline: () => navigator.onLine,
    now: () => Date.now(),
    getSyncedAt: (collection) => readSyncTimes(syncKey)[collection],
    setSyncedAt: (collection, at) => writeSyncTimes(syncKey, { ...readSyncTimes(syncKey), [collection]: at }),
    clearSyncedAt: () => writeSyncTimes(syncKey, {}),
    onStatus: showStatus,
    // isFirstView first: it remembers this view for the next document.
    firstView: isFirstView(`${prefix}-visited`) && !navigatedEarly,
    savesData,
    onStaying: options.onStaying,
    pageVersions: parsePageVersions(document.documentElement.dataset.contentVersions),
  });
  const current = live;
  window.addEventListener("online", () => current.goOnline());
  window.addEventListener("offline", () => void current.goOffline());
  showStatus({ online: navigator.onLine });
  current.start();
  return current;
}

/** A client-side navigation: the visitor is staying (ADR 030). */
export function notePageView(): void {
  if (live) live.pageViewed();
  else navigatedEarly = true;
}

/** The group prefix the live content was started with (undefined before it starts). */
export function getLivePrefix(): string | undefined {
  return livePrefix;
}

/**
 * A collection without the server (a client-side navigation while offline): the live store's
 * list, else the browser database's copy; undefined when neither has one.
 */
export async function readLocalCollection<T extends ContentRecord>(collection: BrowserCollection): Promise<T[] | undefined> {
  const inStore = liveStore.getState<T>(collection).records;
  if (inStore) return inStore;
  if (!livePrefix) return undefined;
  try {
    localDb ??= openContentDb(livePrefix);
    const records = await (await localDb).getAll<T>(collection);
    return records.length > 0 ? records : undefined;
  } catch {
    return undefined;
  }
}
