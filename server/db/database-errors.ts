/**
 * Whether an error means the database is away (stopped, restarting, unreachable, connection cut)
 * rather than that a query was wrong: the caller answers 503 with Retry-After and tries again
 * later, and public lists fall back to their last good copy (ADR 033).
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; current = (current as { cause?: unknown }).cause, depth++) {
    if (typeof current !== "object") return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_NODE_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Seconds a caller should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The same function, but a "database away" failure becomes a thrown 503 Response: a route
 * loader that throws one renders its error page with 503 and Retry-After, not a 500.
 */
export function answerUnavailableAs503<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await read(...args);
    } catch (error) {
      if (!isDatabaseUnavailableError(error)) throw error;
      throw new Response("Service unavailable: try again shortly", {
        status: 503,
        headers: { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) },
      });
    }
  };
}

const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// SQLSTATE class 08 (connection exception); 57P01..57P03 (admin shutdown, crash shutdown, cannot
// connect now: PostgreSQL stopping or starting); 53300 too many connections.
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300";
}

// What node-postgres and its pool say when a connection drops or cannot be made.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /not queryable/,
  /^Client was closed and is not queryable/,
  /^Connection ended unexpectedly/,
];
