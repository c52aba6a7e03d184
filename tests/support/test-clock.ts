/**
 * A clock a test moves by hand, for the services that take `now` (content, staff sessions, one-time
 * codes): time passes in the test without waiting for it. It starts at the real time, so records
 * made with it sort with the ones the database stamps.
 */
export interface TestClock {
  now: () => Date;
  /** Moves the clock forward (or back, with a negative amount). */
  advance(ms: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let ms = start.getTime();
  return {
    now: () => new Date(ms),
    advance: (by) => {
      ms += by;
    },
  };
}
