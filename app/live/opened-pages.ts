/**
 * The pages a visitor opened in this visit, so that the service worker, which registers only once
 * they stay (ADR 030), can keep the pages they read before it existed. A few addresses in
 * sessionStorage: the list ends with the visit, and holds nothing but this site's paths.
 */

/** The service worker's cache of pages (scripts/build-service-worker.ts names it the same). */
export const PAGES_CACHE = "pages";
/** The service worker's cache of hashed build files (the same name there too). */
export const ASSETS_CACHE = "assets";
/** The most pages kept from one visit; the earliest go first. */
export const OPENED_PAGES_MAX = 20;

function storageKey(prefix: string): string {
  return `${prefix}-opened-pages`;
}

/** The pages opened in this visit, oldest first. */
export function readOpenedPages(prefix: string): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(prefix)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Notes a page the visitor opened (its path and query, language included when the address has it). */
export function noteOpenedPage(prefix: string, address: string): void {
  const pages = readOpenedPages(prefix).filter((page) => page !== address);
  pages.push(address);
  try {
    sessionStorage.setItem(storageKey(prefix), JSON.stringify(pages.slice(-OPENED_PAGES_MAX)));
  } catch {
    // Storage refused (a private window, full): the page is kept when next opened instead.
  }
}
