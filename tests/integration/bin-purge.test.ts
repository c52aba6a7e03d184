import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, recordVersions } from "#server/db/schema.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { createTestClock } from "#tests/support/test-clock.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DRIVERS)("the bin's purge after BIN_RETENTION_DAYS on %s (ADR 054)", (driver) => {
  // The purge's clock: each record's delete is placed relative to it.
  const clock = createTestClock();
  const server = useTestServer(driver, { content: { now: clock.now } });

  async function createBanner(): Promise<string> {
    const response = await server.app.inject({ method: "POST", url: "/api/banners", headers: server.staff, payload: makeInput("banners") });
    expect(response.statusCode).toBe(201);
    return String(response.json<Json>().id);
  }

  /** Deletes a banner and dates its delete `daysAgo` before the clock. */
  async function deleteBanner(id: string, daysAgo: number): Promise<void> {
    expect((await server.app.inject({ method: "DELETE", url: `/api/banners/${id}`, headers: server.staff })).statusCode).toBe(204);
    await server.app.database.db
      .update(recordVersions)
      .set({ at: new Date(clock.now().getTime() - daysAgo * DAY_MS) })
      .where(and(eq(recordVersions.record_id, id), eq(recordVersions.action, "deleted")));
  }

  async function binIds(): Promise<string[]> {
    const response = await server.app.inject({ url: "/api/banners/bin", headers: server.staff });
    expect(response.statusCode).toBe(200);
    return response.json<Json[]>().map((entry) => String(entry.id));
  }

  async function versionCount(id: string): Promise<number> {
    const response = await server.app.inject({ url: `/api/banners/${id}/versions`, headers: server.staff });
    return response.json<Json[]>().length;
  }

  it("removes records deleted more than 30 days ago with their versions, keeps younger and restored ones, and audits the count", async () => {
    const old = await createBanner();
    const young = await createBanner();
    const restored = await createBanner();
    await deleteBanner(old, 31);
    await deleteBanner(young, 29);
    await deleteBanner(restored, 31);
    expect(
      (await server.app.inject({ method: "POST", url: `/api/banners/${restored}/versions/1/restore`, headers: server.staff })).statusCode,
    ).toBe(200);

    // The bin says when each goes: 30 days after its delete.
    const bin = (await server.app.inject({ url: "/api/banners/bin", headers: server.staff })).json<Json[]>();
    const youngEntry = bin.find((entry) => entry.id === young);
    expect(Date.parse(String(youngEntry?.purge_at)) - Date.parse(String(youngEntry?.deleted_at))).toBe(30 * DAY_MS);

    const result = await server.app.binPurge.purge();
    expect(result).toEqual({ banners: [old] });
    expect(await binIds()).not.toContain(old);
    expect(await binIds()).toContain(young);
    expect(await versionCount(old)).toBe(0);
    expect(await versionCount(young)).toBe(2);
    expect(await versionCount(restored)).toBe(3);
    expect((await server.app.inject({ url: `/api/banners/${restored}` })).statusCode).toBe(200);
    // Gone for good: nothing left to restore.
    expect(
      (await server.app.inject({ method: "POST", url: `/api/banners/${old}/versions/1/restore`, headers: server.staff })).statusCode,
    ).toBe(404);

    // The audit trail keeps the record's own rows and gains one naming what went.
    const rows = await server.app.database.db.select().from(auditLog);
    expect(rows.filter((row) => row.target_id === old).map((row) => row.action)).toEqual(
      expect.arrayContaining(["content_created", "content_deleted"]),
    );
    const purges = rows.filter((row) => row.action === "bin_purged");
    expect(purges).toHaveLength(1);
    expect(purges[0]?.detail).toMatchObject({ counts: { banners: 1 }, records: { banners: [old] }, retention_days: 30 });

    // Run again (or on a second instance): nothing more goes and nothing more is audited.
    expect(await server.app.binPurge.purge()).toEqual({});
    expect((await server.app.database.db.select().from(auditLog).where(eq(auditLog.action, "bin_purged"))).length).toBe(1);

    // Two days later the younger one has passed its 30 days too.
    clock.advance(2 * DAY_MS);
    expect(await server.app.binPurge.purge()).toEqual({ banners: [young] });
    expect(await binIds()).not.toContain(young);
  });

  it("purges on two instances at once without harm: one removes, the other finds nothing", async () => {
    const id = await createBanner();
    await deleteBanner(id, 40);
    const [first, second] = await Promise.all([server.app.binPurge.purge(), server.app.binPurge.purge()]);
    const removed = [first, second].flatMap((result) => result?.banners ?? []);
    expect(removed).toEqual([id]);
    expect(await versionCount(id)).toBe(0);
  });
});
