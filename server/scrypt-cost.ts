/**
 * The scrypt work factor N for a hash the server makes: `full` always, except in a test run
 * (`NODE_ENV=test`, as Vitest sets it) that asks for less with `SCRYPT_TEST_N`, a power of two
 * below `full`. Django's own test settings swap in a fast hasher for the same reason: the suite
 * signs staff in and checks one-time codes hundreds of times, and at full cost it spent most of
 * some files' minutes waiting on scrypt (ADR 007). A server in production or development cannot
 * lower it: there NODE_ENV is never "test", and the setting is not read.
 */
export function scryptCost(full: number): number {
  if (process.env.NODE_ENV !== "test") return full;
  const lowered = Number(process.env.SCRYPT_TEST_N);
  const isPowerOfTwo = Number.isInteger(lowered) && lowered >= 2 && (lowered & (lowered - 1)) === 0;
  return isPowerOfTwo && lowered < full ? lowered : full;
}
