import { RequestError } from "#app/http/request-error.ts";
import { request } from "#app/http/request.client.ts";
import { updateLiveStatus } from "./live-status.ts";
import { ASSETS_CACHE, PAGES_CACHE } from "./opened-pages.ts";

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

/** A 200 worth keeping, or undefined for any other answer; no answer (offline again) throws, which ends the run. */
async function fetchToKeep(address: string, accept: string): Promise<Response | undefined> {
  try {
    const response = await request(address, { accept });
    if (response.status === 200) return response;
    await response.body?.cancel();
    return undefined;
  } catch (error) {
    if (error instanceof RequestError && error.status > 0) return undefined;
    throw error;
  }
}

/**
 * Keeps the pages this visit opened before the service worker existed, as the worker keeps the
 * pages it sees (ADR 030): each is `private, no-cache` with an ETag, so the browser's own cache
 * answers most with a 304, not a download. Pages already kept, and answers that must not be kept
 * (anything but a 200, `no-store`), are left alone.
 */
export async function keepOpenedPages(addresses: readonly string[]): Promise<number> {
  if (!("caches" in window)) return 0;
  let kept = 0;
  try {
    // The build files this document loaded before the worker saw them (the language's messages,
    // the screens' chunks): immutable, so the browser's cache has them; without them a kept page
    // could not start offline.
    const assets = await caches.open(ASSETS_CACHE);
    for (const entry of performance.getEntriesByType("resource")) {
      const url = new URL(entry.name);
      if (url.origin !== location.origin || !url.pathname.startsWith("/assets/") || (await assets.match(url.pathname))) continue;
      const response = await fetchToKeep(url.pathname, "*/*");
      if (response) await assets.put(url.pathname, response);
    }
    const cache = await caches.open(PAGES_CACHE);
    for (const address of addresses) {
      if (await cache.match(address)) continue;
      const response = await fetchToKeep(address, "text/html");
      if (!response) continue;
      if (/\bno-store\b/i.test(response.headers.get("cache-control") ?? "")) {
        await response.body?.cancel();
        continue;
      }
      await cache.put(address, response);
      kept += 1;
    }
  } catch {
    // Offline again, or storage refused: those pages are kept when next opened instead.
  }
  return kept;
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
