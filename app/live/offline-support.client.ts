import { updateLiveStatus } from "./live-status.ts";

/** Spec §4, §9: the local cache must have at least this many bytes. */
export const CACHE_MINIMUM_BYTES = 1_048_576;

/** Registers the service worker that keeps the app shell and visited pages for offline use. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return undefined;
  try {
    return await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  } catch {
    // No offline support (a private window, say): the site still works online.
    return undefined;
  }
}

/**
 * Asks the browser to keep this site's storage (it may say no without asking the visitor) and
 * checks that the cache minimum is free; shows a notice when it is not.
 */
export async function checkOfflineStorage(): Promise<{ persisted: boolean; available: number | undefined }> {
  const storage = navigator.storage;
  if (!storage?.estimate) return { persisted: false, available: undefined };
  let persisted: boolean;
  try {
    persisted = (await storage.persisted?.()) ?? false;
    if (!persisted && storage.persist) persisted = await storage.persist();
  } catch {
    persisted = false;
  }
  try {
    const { quota, usage } = await storage.estimate();
    const available = quota === undefined ? undefined : quota - (usage ?? 0);
    updateLiveStatus({ lowStorage: available !== undefined && available < CACHE_MINIMUM_BYTES });
    return { persisted, available };
  } catch {
    return { persisted, available: undefined };
  }
}
