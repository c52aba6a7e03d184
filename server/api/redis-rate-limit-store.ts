import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RedisClient } from "../realtime/redis.ts";

// One round trip: count the hit, start the window on the first one, answer count and time left.
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

/** A counter that takes longer than this is given up on: sign-in must not wait on a slow Redis. */
export const RATE_LIMIT_REDIS_TIMEOUT_MS = 250;

/** Counters kept in this process while Redis is away; expired ones are pruned past this many. */
const MAX_LOCAL_COUNTERS = 10_000;

export interface RateLimitStoreLogger {
  warn(details: object, message: string): void;
}

/** Per-instance window counters: the fallback while Redis cannot count. */
function createLocalCounters() {
  const counters = new Map<string, { current: number; resetAt: number }>();
  return {
    incr(key: string, timeWindow: number): { current: number; ttl: number } {
      const now = Date.now();
      let counter = counters.get(key);
      if (!counter || counter.resetAt <= now) {
        if (counters.size >= MAX_LOCAL_COUNTERS) {
          for (const [name, value] of counters) if (value.resetAt <= now) counters.delete(name);
          if (counters.size >= MAX_LOCAL_COUNTERS) counters.clear();
        }
        counter = { current: 0, resetAt: now + timeWindow };
        counters.set(key, counter);
      }
      counter.current++;
      return { current: counter.current, ttl: counter.resetAt - now };
    },
  };
}

/**
 * A @fastify/rate-limit store on node-redis (the plugin's own Redis store expects ioredis), so
 * every instance counts the same login attempts. Redis is an accelerator, never a dependency
 * (ADR 033): a command that fails or takes longer than RATE_LIMIT_REDIS_TIMEOUT_MS is
 * counted in this instance instead, so limits still hold per instance and sign-in keeps working.
 */
export function createRedisRateLimitStore(
  client: RedisClient,
  namespace = "fdh-rate-limit:",
  logger?: RateLimitStoreLogger,
): FastifyRateLimitStoreCtor {
  const local = createLocalCounters();
  const timed = client.withCommandOptions({ timeout: RATE_LIMIT_REDIS_TIMEOUT_MS });
  let lastWarnedAt = 0;
  function warn(error: unknown): void {
    if (Date.now() - lastWarnedAt < 30_000) return;
    lastWarnedAt = Date.now();
    logger?.warn({ reason: (error as Error).message }, "Redis cannot count rate limits: counting in this instance");
  }

  function makeStore(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        const fullKey = `${prefix}${key}`;
        timed.eval(INCREMENT_SCRIPT, { keys: [fullKey], arguments: [String(timeWindow)] }).then(
          (reply) => {
            const [current, ttl] = reply as [number, number];
            callback(null, { current: Number(current), ttl: Number(ttl) });
          },
          (error: unknown) => {
            warn(error);
            callback(null, local.incr(fullKey, timeWindow));
          },
        );
      },
      child(routeOptions) {
        // The plugin passes the route as `routeInfo` (its types say otherwise).
        const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
        return makeStore(`${prefix}${String(route.method ?? "")}${String(route.url ?? "")}:`);
      },
    };
  }
  return function RedisRateLimitStore(_options: FastifyRateLimitOptions) {
    return makeStore(namespace);
  } as unknown as FastifyRateLimitStoreCtor;
}
