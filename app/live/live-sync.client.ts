import { io } from "socket.io-client";
import { CONTENT_EVENT, type BrowserCollection, type ContentRecord } from "#domain/collection-stores.ts";
import { openContentDb } from "./content-db.client.ts";
import { liveStore } from "./live-store.ts";
import { getLiveStatus, updateLiveStatus, type LiveStatus } from "./live-status.ts";
import { createLiveSync, type LiveSync } from "./live-sync.ts";

let live: LiveSync | undefined;
let livePrefix: string | undefined;
let localDb: ReturnType<typeof openContentDb> | undefined;

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

/** Shows the connection state on <html data-live> (the shell's notices read the status store; tests read this). */
function showStatus(change: Partial<LiveStatus>): void {
  updateLiveStatus(change);
  const status = getLiveStatus();
  document.documentElement.dataset.live = !status.online ? "offline" : status.connected ? "connected" : "connecting";
}

/**
 * Starts the live content of this page session, once: the realtime feed (Socket.IO at
 * /socket.io), the browser database, and the network watch that closes the feed while offline
 * and reconnects (and so reloads the data) when the network returns.
 */
export function startLiveContent(prefix: string): LiveSync {
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
      socket.on(CONTENT_EVENT, handlers.onEvent);
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
    fetch: (input, init) => fetch(input, init),
    isOnline: () => navigator.onLine,
    now: () => Date.now(),
    getSyncedAt: (collection) => readSyncTimes(syncKey)[collection],
    setSyncedAt: (collection, at) => writeSyncTimes(syncKey, { ...readSyncTimes(syncKey), [collection]: at }),
    clearSyncedAt: () => writeSyncTimes(syncKey, {}),
    onStatus: showStatus,
  });
  const current = live;
  window.addEventListener("online", () => current.goOnline());
  window.addEventListener("offline", () => void current.goOffline());
  showStatus({ online: navigator.onLine });
  current.start();
  return current;
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
