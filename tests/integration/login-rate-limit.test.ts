import { randomUUID } from "node:crypto";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisRateLimitStore } from "#server/api/redis-rate-limit-store.ts";
import { registerErrorHandler } from "#server/api/error-handler.ts";
import { registerLoginRoute } from "#server/staff-identity/login-route.ts";
import type { AuditLog } from "#server/staff-identity/audit-log.ts";
import type { StaffAuth } from "#server/staff-identity/staff-auth.ts";
import { connectRedis, type RedisConnection } from "#server/realtime/redis.ts";
import { TEST_REDIS_URL } from "#tests/support/test-server.ts";

/** Accepts one password; the rate limit is what is under test. */
const auth = {
  signIn: async (username: string, password: string) =>
    password === "right"
      ? { status: "signed_in", token: "t", expiresAt: new Date(), staff: { id: randomUUID(), username, role: "admin" } }
      : { status: "wrong_credentials" },
} as unknown as StaffAuth;
/** The audit log is not under test here. */
const audit: AuditLog = { record: async () => {}, recordRequest: async () => {}, list: async () => [], listForExport: async () => [] };

async function buildLoginServer(redis?: RedisConnection, namespace?: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { store: createRedisRateLimitStore(redis.client, namespace) } : {}) });
  registerLoginRoute(app, auth, audit, { max: 3, timeWindowMs: 60_000 });
  await app.ready();
  return app;
}

const attempt = (app: FastifyInstance) =>
  app.inject({ method: "POST", url: "/api/login", payload: { username: "staff", password: "wrong" } });

describe("the login rate limit", () => {
  let redis: RedisConnection;

  beforeAll(async () => {
    redis = await connectRedis(TEST_REDIS_URL, { warn: () => {} });
  });

  afterAll(async () => {
    await redis?.close();
  });

  it("answers 429 with { error, code } once an address has used its attempts", async () => {
    const app = await buildLoginServer();
    expect([(await attempt(app)).statusCode, (await attempt(app)).statusCode, (await attempt(app)).statusCode]).toEqual([401, 401, 401]);
    const limited = await attempt(app);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String), code: "rate_limited" });
    expect(limited.headers["retry-after"]).toBeDefined();
    await app.close();
  });

  it("counts attempts across instances through Redis", async () => {
    const namespace = `fdh-test-rate-limit:${randomUUID()}:`;
    const first = await buildLoginServer(redis, namespace);
    const second = await buildLoginServer(redis, namespace);
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(429);
    await first.close();
    await second.close();
  });
});
