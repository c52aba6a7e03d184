import { HttpError } from "../http-error.ts";

/**
 * How many pages render at once (ADR 035). Each render holds its React tree, its loaders' data
 * and its streamed chunks until the answer is out: twenty at once on two cores take no less time
 * in all than four at a time, but hold five times the memory. Beyond the queue, a render waits
 * longer than a visitor would: 503 with Retry-After instead.
 */
export interface RenderLimitOptions {
  /** Renders in progress at most. */
  concurrent: number;
  /** Renders waiting for a turn at most. */
  queued: number;
}

export interface RenderLimit {
  /** Waits for a turn; the answer's `release` ends it (call it once, when the body is out). */
  acquire(): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
}

/** Seconds a visitor is asked to wait when every turn is taken. */
export const RENDER_RETRY_AFTER_SECONDS = 1;

export function createRenderLimit(options: RenderLimitOptions): RenderLimit {
  let active = 0;
  const waiting: Array<() => void> = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }

  function turn(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }

  return {
    async acquire() {
      if (active < options.concurrent) {
        active++;
        return turn();
      }
      if (waiting.length >= options.queued) {
        throw new HttpError(503, "The site is busy; try again in a moment", { code: "unavailable" });
      }
      // The finishing render hands its turn over: `active` stays the same.
      await new Promise<void>((resolve) => waiting.push(resolve));
      return turn();
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
