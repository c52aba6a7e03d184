const KEY = "reloadedForError";
/** A reload within this window after the last one is a loop, not a fresh failure. */
const LOOP_WINDOW_MS = 10_000;

/**
 * Spec §2: a routing error (most often a new deployment's chunk that the old page cannot
 * load) triggers one full page reload, never a loop.
 */
export function reloadOnceForError(now: number = Date.now(), storage: Pick<Storage, "getItem" | "setItem"> = window.sessionStorage): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < LOOP_WINDOW_MS) return false;
  storage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}
