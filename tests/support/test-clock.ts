/**
 * A clock a test moves by hand, for the services that take `now` (content, staff sessions, one-time
 * codes): time passes in the test without waiting for it.
 */
export interface TestClock {
  now: () => Date;
  /** Moves the clock forward (or back, with a negative amount). */
  advance(ms: number): void;
}

/**
 * Stands still at `start` (default: the real time when made); with `ticking`, follows the real time
 * plus whatever `advance` added, for servers whose own writes are compared with the time the test read.
 */
export function createTestClock(options: { start?: Date; ticking?: boolean } = {}): TestClock {
  let offsetMs = 0;
  const startMs = (options.start ?? new Date()).getTime();
  const base = options.ticking ? () => Date.now() : () => startMs;
  return {
    now: () => new Date(base() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}
