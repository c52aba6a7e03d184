import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../http-error.ts";
import type { RedisConnection } from "../realtime/redis.ts";
import { registerOpenApi } from "./openapi.ts";
import { getRateLimitKey } from "./rate-limit-key.ts";
import { createRedisRateLimitStore } from "./redis-rate-limit-store.ts";

export interface ApiOptions {
  publicUrl: string;
  /** The console's session cookie, documented as a security scheme. */
  staffSessionCookie: string;
  /** Rate-limit counters shared by every instance when set; in memory otherwise. */
  redis?: RedisConnection | undefined;
  /** Prefix of the rate-limit keys in Redis. */
  redisNamespace?: string;
}

/**
 * The kernel of `/api` (spec §7): rate limits, the OpenAPI document and its docs, and JSON 404s.
 * Each area's plugin registers its own routes (ADR 043).
 */
export async function registerApi(app: FastifyInstance, options: ApiOptions): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: getRateLimitKey,
    ...(options.redis ? { store: createRedisRateLimitStore(options.redis.client, options.redisNamespace, app.log) } : {}),
  });
  await registerOpenApi(app, options.publicUrl, options.staffSessionCookie);
  // Any other /api path is a JSON 404, never the web app's HTML page.
  app.all("/api/*", { schema: { hide: true } }, async (request) => {
    throw new HttpError(404, `Nothing at ${request.method} ${request.url.split("?")[0]}`, { code: "not_found" });
  });
}
