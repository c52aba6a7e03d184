/** Spec §4: once closed, the search snackbar stays closed, in this browser for good. */
export const SEARCH_SNACKBAR_SEEN_KEY = "searchSnackbarSeen";

/** Whether the visitor has closed the search snackbar before. */
export function hasSeenSearchSnackbar(): boolean {
  try {
    return window.localStorage.getItem(SEARCH_SNACKBAR_SEEN_KEY) === "true";
  } catch {
    // Storage refused (a private mode): better to show the notice again than never.
    return false;
  }
}

/** Marks the search snackbar seen, permanently. */
export function markSearchSnackbarSeen(): void {
  try {
    window.localStorage.setItem(SEARCH_SNACKBAR_SEEN_KEY, "true");
  } catch {
    // Nothing to do: the notice shows again next time.
  }
}
