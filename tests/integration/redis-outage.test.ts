import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeInput } from "#tests/support/content-factories.ts";
import { openKycSession } from "#tests/support/onboarding.ts";
import { startTcpProxy, throughProxy, type TcpProxy } from "#tests/support/tcp-proxy.ts";
import { buildTestApp, createTestDatabase, signIn, TEST_REDIS_URL, type TestDatabase } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

/** Reads a list until it holds (or no longer holds) a record: an instance notices a missed event by itself. */
async function waitForList(app: FastifyInstance, url: string, id: unknown, present: boolean): Promise<Json[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    const records = response.json<Json[]>();
    if (records.some((record) => record.id === id) === present) return records;
    if (Date.now() > deadline) throw new Error(`${url} still ${present ? "lacks" : "holds"} ${String(id)} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a Redis outage under two instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let first: FastifyInstance;
  let second: FastifyInstance;
  /** A third instance with a low sign-in limit. */
  let limited: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const real = new URL(TEST_REDIS_URL);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 6379) });
    const env = { REDIS_URL: throughProxy(TEST_REDIS_URL, proxy) };
    // The first instance also serves pages (the production build), to show they do not need Redis.
    first = await buildTestApp(database, { env, web: true, contentVersionCheckMs: 200 });
    second = await buildTestApp(database, { env, contentVersionCheckMs: 200 });
    limited = await buildTestApp(database, { env, loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
    await first.listen({ host: "127.0.0.1", port: 0 });
    await second.listen({ host: "127.0.0.1", port: 0 });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await limited?.close();
    await proxy?.close();
    await database?.drop();
  });

  it("stays ready with Redis reported as degraded, and serves pages, reads, writes, sign-in and code checks", async () => {
    const staff = await signIn(first);
    const before = await second.inject({ url: "/api/loans?limit=100" });
    expect(before.statusCode).toBe(200);

    proxy.cut();
    try {
      for (const app of [first, second]) {
        const ready = await app.inject({ url: "/readyz" });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", redis: "degraded" } });
      }
      const home = await first.inject({ url: "/" });
      const page = home.statusCode === 302 ? await first.inject({ url: String(home.headers.location) }) : home;
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect((await second.inject({ url: "/api/branches?limit=5" })).statusCode).toBe(200);

      expect((await signIn(second)).authorization).toMatch(/^Bearer /);
      const session = await openKycSession(second, database.dataDir, "+265991234567");
      expect(session.token).not.toBe("");
      const wrong = await second.inject({
        method: "POST",
        url: "/onboarding/verify-code",
        payload: { username: "+265991234567", code: "000000" },
      });
      expect([400, 401]).toContain(wrong.statusCode);

      // A write on the first instance: its event to the second is lost with Redis, yet the
      // second's cached list does not stay stale.
      const created = await first.inject({ method: "POST", url: "/api/loans", headers: staff, payload: makeInput("loans") });
      expect(created.statusCode).toBe(201);
      const id = created.json<Json>().id;
      const seen = await waitForList(second, "/api/loans?limit=100", id, true);
      expect(seen).toHaveLength(before.json<Json[]>().length + 1);

      const removed = await first.inject({ method: "DELETE", url: `/api/loans/${String(id)}`, headers: staff });
      expect(removed.statusCode).toBe(204);
      await waitForList(second, "/api/loans?limit=100", id, false);

      // More writes on both instances while Redis is away: every acknowledged one is in both instances' lists.
      const writes = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          (index % 2 === 0 ? first : second).inject({ method: "POST", url: "/api/cares", headers: staff, payload: makeInput("cares") }),
        ),
      );
      const acknowledged = writes.filter((write) => write.statusCode === 201).map((write) => write.json<Json>().id);
      expect(acknowledged).toHaveLength(10);
      for (const app of [first, second]) {
        await waitForList(app, "/api/cares?limit=100", acknowledged.at(-1), true);
        const ids = (await app.inject({ url: "/api/cares?limit=100" })).json<Json[]>().map((care) => care.id);
        expect(acknowledged.filter((careId) => !ids.includes(careId))).toEqual([]);
      }
      console.info(`Redis cut: ${acknowledged.length + 2} writes acknowledged (creates and a delete), all seen by both instances`);
    } finally {
      proxy.restore();
    }
  });

  it("still limits sign-in attempts, counted in the instance, while Redis is away", async () => {
    proxy.cut();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await limited.inject({
          method: "POST",
          url: "/api/login",
          payload: { username: "nobody.here", password: "not the password at all" },
          remoteAddress: "10.77.0.1",
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 3).every((status) => status === 401 || status === 403)).toBe(true);
      expect(statuses[3]).toBe(429);
    } finally {
      proxy.restore();
    }
  });

  it("carries events through Redis again once it is back, with no stale list", async () => {
    const deadline = Date.now() + 30_000;
    while ((await first.inject({ url: "/readyz" })).json<{ checks: Json }>().checks.redis !== "ok") {
      if (Date.now() > deadline) throw new Error("Redis not back after 30 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const staff = await signIn(second);
    await first.inject({ url: "/api/teams?limit=100" });
    const created = await second.inject({ method: "POST", url: "/api/teams", headers: staff, payload: makeInput("teams") });
    expect(created.statusCode).toBe(201);
    await waitForList(first, "/api/teams?limit=100", created.json<Json>().id, true);
  });

  it("starts while Redis is away, degraded, and uses it once it is back", async () => {
    proxy.cut();
    let late: FastifyInstance | undefined;
    try {
      late = await buildTestApp(database, { env: { REDIS_URL: throughProxy(TEST_REDIS_URL, proxy) } });
      expect((await late.inject({ url: "/readyz" })).json()).toEqual({ status: "ready", checks: { database: "ok", redis: "degraded" } });
      expect((await late.inject({ url: "/api/branches?limit=1" })).statusCode).toBe(200);
      proxy.restore();
      const deadline = Date.now() + 30_000;
      while ((await late.inject({ url: "/readyz" })).json<{ checks: Json }>().checks.redis !== "ok") {
        if (Date.now() > deadline) throw new Error("the late instance did not reach Redis within 30 s");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      proxy.restore();
      await late?.close();
    }
  });
});
