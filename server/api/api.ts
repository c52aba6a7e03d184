import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { registerAuditHook } from "../audit/audit-hook.ts";
import type { AuditLog } from "../audit/audit-log.ts";
import type { StaffAuth } from "../auth/staff-auth.ts";
import type { ContentService } from "../content/content-service.ts";
import { HttpError } from "../http-error.ts";
import type { RedisConnection } from "../realtime/redis.ts";
import { registerContentRoutes } from "./content-routes.ts";
import { registerLoginRoute, type LoginRateLimit } from "./login-route.ts";
import { registerOpenApi } from "./openapi.ts";
import { getRateLimitKey } from "./rate-limit-key.ts";
import { createRedisRateLimitStore } from "./redis-rate-limit-store.ts";

export interface ApiOptions {
  content: ContentService;
  auth: StaffAuth;
  publicUrl: string;
  /** Rate-limit counters shared by every instance when set; in memory otherwise. */
  redis?: RedisConnection | undefined;
  loginRateLimit?: LoginRateLimit | undefined;
  audit: AuditLog;
  /** Prefix of the rate-limit keys in Redis. */
  redisNamespace?: string;
}

/** Everything under `/api` (spec §7): OpenAPI and docs, login, the collections, and JSON 404s. */
export async function registerApi(app: FastifyInstance, options: ApiOptions): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: getRateLimitKey,
    ...(options.redis ? { store: createRedisRateLimitStore(options.redis.client, options.redisNamespace, app.log) } : {}),
  });
  await registerOpenApi(app, options.publicUrl);
  registerAuditHook(app, options.audit);
  registerLoginRoute(app, options.auth, options.audit, options.loginRateLimit);
  registerContentRoutes(app, options);
  // Any other /api path is a JSON 404, never the web app's HTML page.
  app.all("/api/*", { schema: { hide: true } }, async (request) => {
    throw new HttpError(404, `Nothing at ${request.method} ${request.url.split("?")[0]}`, { code: "not_found" });
  });
}
