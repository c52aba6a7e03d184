import { CURRENT_TAB_KEY } from "#domain/current-tab.ts";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Remembers the current tab (spec §4) in browser storage and in a cookie the server reads for `/`. */
export function rememberCurrentTab(tabName: string): void {
  try {
    window.localStorage.setItem(CURRENT_TAB_KEY, tabName);
  } catch {
    // Private modes can refuse storage; the cookie still carries the choice.
  }
  document.cookie = `${CURRENT_TAB_KEY}=${encodeURIComponent(tabName)}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/** The tab remembered in browser storage, if any. */
export function getStoredTab(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_TAB_KEY);
  } catch {
    return null;
  }
}
