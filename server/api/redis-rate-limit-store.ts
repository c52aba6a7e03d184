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

/**
 * A @fastify/rate-limit store on node-redis (the plugin's own Redis store expects ioredis), so
 * every instance counts the same login attempts.
 */
export function createRedisRateLimitStore(client: RedisClient, namespace = "fdh-rate-limit:"): FastifyRateLimitStoreCtor {
  function makeStore(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        client
          .eval(INCREMENT_SCRIPT, { keys: [`${prefix}${key}`], arguments: [String(timeWindow)] })
          .then((reply) => {
            const [current, ttl] = reply as [number, number];
            callback(null, { current: Number(current), ttl: Number(ttl) });
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
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
