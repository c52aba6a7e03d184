// No zod here: the shell loads this on every page.

/** Spec §2 "Panels and dialogs": the four kinds of snackbar. */
export const SNACKBAR_TYPES = ["Success", "Information", "Error", "Warning"] as const;
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];

/** Spec §9: a snackbar hides itself after 7000 ms. */
export const SNACKBAR_HIDE_MS = 7000;

/** Spec §3 snackbar state. */
export interface SnackbarState {
  type: SnackbarType;
  message: string;
  show: boolean;
}

/** Hidden, with the type reset to Error and no message (spec §4). */
export const HIDDEN_SNACKBAR: SnackbarState = { type: "Error", message: "", show: false };

/** Showing sets the type and the message and shows the snackbar. */
export function showSnackbarState(type: SnackbarType, message: string): SnackbarState {
  return { type, message, show: true };
}

/** Hiding resets the type to Error and clears the message (spec §4). */
export function hideSnackbarState(): SnackbarState {
  return HIDDEN_SNACKBAR;
}

export interface SnackbarStore {
  getState(): SnackbarState;
  show(type: SnackbarType, message: string): void;
  hide(): void;
  /** Calls back on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Stops the pending auto-hide (when the page that owns the store goes away). */
  dispose(): void;
}

/**
 * The snackbar's state and its timer: each show (re)starts the 7 s count, at the end of
 * which the snackbar hides. Plain TypeScript, so React reads it with useSyncExternalStore.
 */
export function createSnackbarStore(hideAfterMs: number = SNACKBAR_HIDE_MS): SnackbarStore {
  let state = HIDDEN_SNACKBAR;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: SnackbarState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const hide = () => {
    clearTimer();
    set(hideSnackbarState());
  };
  return {
    getState: () => state,
    show(type, message) {
      clearTimer();
      set(showSnackbarState(type, message));
      timer = setTimeout(hide, hideAfterMs);
    },
    hide,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: clearTimer,
  };
}
