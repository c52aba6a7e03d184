import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { DRIVERS, signIn, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

describe.each(DRIVERS)("the database as the truth for what changed, on %s", (driver) => {
  const server = useTestServer(driver, { contentVersionCheckMs: 100, signIn: false });

  async function getVersion(collection: string): Promise<number> {
    const [row] = await queryRows<{ version: string | number }>(
      server.app.database.db,
      sql`select version from content_versions where collection = ${collection}`,
    );
    return Number(row?.version ?? 0);
  }

  it("bumps a collection's version in the same transaction as every create, update and delete", async () => {
    const staff = await signIn(server.app);
    const start = await getVersion("promotions");
    const created = await server.app.inject({ method: "POST", url: "/api/promotions", headers: staff, payload: makeInput("promotions") });
    expect(created.statusCode).toBe(201);
    expect(await getVersion("promotions")).toBe(start + 1);
    const id = created.json<Json>().id;
    await server.app.inject({ method: "PUT", url: `/api/promotions/${String(id)}`, headers: staff, payload: makeInput("promotions") });
    await server.app.inject({ method: "DELETE", url: `/api/promotions/${String(id)}`, headers: staff });
    expect(await getVersion("promotions")).toBe(start + 3);
  });

  it("drops a cached list changed behind the event bus's back (an operator's SQL, an event lost with Redis)", async () => {
    const staff = await signIn(server.app);
    const created = await server.app.inject({ method: "POST", url: "/api/banners", headers: staff, payload: makeInput("banners") });
    const id = String(created.json<Json>().id);
    const cached = (await server.app.inject({ url: "/api/banners?limit=100" })).json<Json[]>();
    expect(cached.find((banner) => banner.id === id)).toMatchObject({ position: 1 });

    await server.app.database.db.execute(sql`update banners set position = 7 where id = ${id}`);

    const deadline = Date.now() + 10_000;
    for (;;) {
      const banner = (await server.app.inject({ url: "/api/banners?limit=100" })).json<Json[]>().find((candidate) => candidate.id === id);
      if (banner?.position === 7) break;
      if (Date.now() > deadline) throw new Error("the cached list still shows the old position after 10 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
