import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { buildTestApp, createTestDatabase, DRIVERS, signIn, type TestDatabase } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

describe.each(DRIVERS)("the database as the truth for what changed, on %s", (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildTestApp(database, { contentVersionCheckMs: 100 });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function getVersion(collection: string): Promise<number> {
    const [row] = await queryRows<{ version: string | number }>(
      app.database.db,
      sql`select version from content_versions where collection = ${collection}`,
    );
    return Number(row?.version ?? 0);
  }

  it("bumps a collection's version in the same transaction as every create, update and delete", async () => {
    const staff = await signIn(app);
    const start = await getVersion("promotions");
    const created = await app.inject({ method: "POST", url: "/api/promotions", headers: staff, payload: makeInput("promotions") });
    expect(created.statusCode).toBe(201);
    expect(await getVersion("promotions")).toBe(start + 1);
    const id = created.json<Json>().id;
    await app.inject({ method: "PUT", url: `/api/promotions/${String(id)}`, headers: staff, payload: makeInput("promotions") });
    await app.inject({ method: "DELETE", url: `/api/promotions/${String(id)}`, headers: staff });
    expect(await getVersion("promotions")).toBe(start + 3);
  });

  it("drops a cached list changed behind the event bus's back (an operator's SQL, an event lost with Redis)", async () => {
    const staff = await signIn(app);
    const created = await app.inject({ method: "POST", url: "/api/banners", headers: staff, payload: makeInput("banners") });
    const id = String(created.json<Json>().id);
    const cached = (await app.inject({ url: "/api/banners?limit=100" })).json<Json[]>();
    expect(cached.find((banner) => banner.id === id)).toMatchObject({ position: 1 });

    await app.database.db.execute(sql`update banners set position = 7 where id = ${id}`);

    const deadline = Date.now() + 10_000;
    for (;;) {
      const banner = (await app.inject({ url: "/api/banners?limit=100" })).json<Json[]>().find((candidate) => candidate.id === id);
      if (banner?.position === 7) break;
      if (Date.now() > deadline) throw new Error("the cached list still shows the old position after 10 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
