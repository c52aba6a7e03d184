import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { makeInput } from "#tests/support/content-factories.ts";
import { startTcpProxy, throughProxy, type TcpProxy } from "#tests/support/tcp-proxy.ts";
import { useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

/** Asks until the instance says it is ready again: recovery must come by itself, with no restart. */
async function waitUntilReady(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await app.inject({ url: "/readyz" })).statusCode !== 200) {
    if (Date.now() > deadline) throw new Error("the instance did not recover within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function listBranchNames(app: FastifyInstance): Promise<Set<string>> {
  const names = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    const response = await app.inject({ url: `/api/branches?limit=100${cursor ? `&last_created_at=${cursor}` : ""}` });
    expect(response.statusCode).toBe(200);
    const page = response.json<Json[]>();
    if (page.length === 0) return names;
    for (const record of page) names.add(String(record.name));
    cursor = String(page.at(-1)!.created_at);
  }
}

// The proxy sits between the server and PostgreSQL: PGlite runs in the process and has no
// connection to cut, so this file runs on PostgreSQL only.
describe("a PostgreSQL outage", () => {
  let proxy: TcpProxy;

  // Registered before the server's, so the proxy closes after the server.
  afterAll(async () => {
    await proxy?.close();
  });

  const server = useTestServer("postgres", async (database) => {
    const real = new URL(database.databaseUrl!);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    return {
      env: { DATABASE_URL: throughProxy(database.databaseUrl!, proxy) },
      contentVersionCheckMs: 200,
      // Pages too (the production build): their loaders read the same last good copy.
      web: true,
    };
  });

  it("cuts connections in the middle of writes without ending the process, answers 503 meanwhile, recovers by itself and keeps every acknowledged write", async () => {
    await listBranchNames(server.app);
    const names = Array.from({ length: 40 }, (_, index) => `Outage Branch ${index} ${Date.now()}`);
    let answered = 0;
    const writes = names.map(async (name) => {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/branches",
        headers: server.staff,
        payload: { ...makeInput("branches"), name },
      });
      // Cut once ten writes are through: the others queue behind the collection's insert lock,
      // so some are inside their transaction when the connections drop.
      answered++;
      if (answered === 10) proxy.cut();
      return { name, response };
    });
    const results = await Promise.all(writes);

    const statuses = results.map(({ response }) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    expect(statuses).toContain(503);
    for (const { response } of results.filter(({ response }) => response.statusCode === 503)) {
      expect(response.json()).toEqual({ error: expect.any(String), code: "unavailable" });
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    const acknowledged = results.filter(({ response }) => response.statusCode === 201).map(({ name }) => name);

    // While away: the process answers, says it is not ready, and refuses writes and private reads with 503.
    expect((await server.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    const ready = await server.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "unavailable", checks: { database: "unavailable" } });
    const write = await server.app.inject({ method: "POST", url: "/api/branches", headers: server.staff, payload: makeInput("branches") });
    expect(write.statusCode).toBe(503);
    expect(write.headers["retry-after"]).toBeDefined();
    const privateRead = await server.app.inject({ url: "/api/kyc_account_details", headers: server.staff });
    expect(privateRead.statusCode).toBe(503);
    const login = await server.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "someone", password: "a password that is long" },
    });
    expect(login.statusCode).toBe(503);

    proxy.restore();
    await waitUntilReady(server.app);
    const present = await listBranchNames(server.app);
    const lost = acknowledged.filter((name) => !present.has(name));
    console.info(
      `PostgreSQL cut mid-write: ${acknowledged.length} writes acknowledged, ${acknowledged.length - lost.length} present after recovery`,
    );
    expect(lost).toEqual([]);
    // More writes than the pool has connections: none was kept by a transaction the cut broke.
    for (let index = 0; index < 12; index++) {
      const after = await server.app.inject({
        method: "POST",
        url: "/api/branches",
        headers: server.staff,
        payload: makeInput("branches"),
      });
      expect(after.statusCode).toBe(201);
    }
  });

  it("serves the last good list, marked stale, when a write had just dropped it, and the fresh list once back", async () => {
    const before = await server.app.inject({ url: "/api/banners?limit=100" });
    expect(before.statusCode).toBe(200);
    const created = await server.app.inject({ method: "POST", url: "/api/banners", headers: server.staff, payload: makeInput("banners") });
    expect(created.statusCode).toBe(201);

    proxy.cut();
    try {
      const during = await server.app.inject({ url: "/api/banners?limit=100" });
      expect(during.statusCode).toBe(200);
      expect(during.headers["x-content-stale"]).toBe("true");
      expect(during.json()).toEqual(before.json());
      const home = await server.app.inject({ url: "/" });
      const page = home.statusCode === 302 ? await server.app.inject({ url: String(home.headers.location) }) : home;
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      const record = before.json<Json[]>()[0];
      if (record) expect((await server.app.inject({ url: `/api/banners/${String(record.id)}` })).statusCode).toBe(200);
    } finally {
      proxy.restore();
    }

    await waitUntilReady(server.app);
    // The first reader after recovery may still get the copy while the instance retries; soon it is fresh.
    let after = await server.app.inject({ url: "/api/banners?limit=100" });
    for (let tries = 0; after.headers["x-content-stale"] && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await server.app.inject({ url: "/api/banners?limit=100" });
    }
    expect(after.statusCode).toBe(200);
    expect(after.headers["x-content-stale"]).toBeUndefined();
    expect(after.json<Json[]>().map((banner) => banner.id)).toContain(created.json<Json>().id);
  });
});
