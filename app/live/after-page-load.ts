/**
 * Runs `task` once the page has loaded and the main thread is idle (at most `timeoutMs` after
 * `load`), so work the visitor does not need in the first seconds never competes with the page
 * itself (ADR 025). Returns a function that cancels it.
 */
export function afterPageLoad(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(run, { timeout: timeoutMs });
    else timer = window.setTimeout(run, 1);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
