import { describe, expect, it } from "vitest";
import { COLLECTION_NAMES } from "#domain/content/schemas/collections.ts";
import { changeInput, makeInput } from "#tests/support/content-factories.ts";
import { loginWithToken, createStaffMember } from "#tests/support/staff-session.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

describe.each(DRIVERS)("record versions, the bin and If-Match on %s", (driver) => {
  const server = useTestServer(driver);

  async function createBanner(): Promise<Json> {
    const response = await server.app.inject({ method: "POST", url: "/api/banners", headers: server.staff, payload: makeInput("banners") });
    expect(response.statusCode).toBe(201);
    return response.json<Json>();
  }

  function versionsOf(id: string, headers: Record<string, string> = server.staff) {
    return server.app.inject({ url: `/api/banners/${id}/versions`, headers });
  }

  it("keeps a version of every create, update and delete, with who and when, newest first", async () => {
    const before = Date.now();
    const banner = await createBanner();
    const id = String(banner.id);
    const changed = changeInput("banners", makeInput("banners"));
    expect((await server.app.inject({ method: "PUT", url: `/api/banners/${id}`, headers: server.staff, payload: changed })).statusCode).toBe(200);
    expect((await server.app.inject({ method: "DELETE", url: `/api/banners/${id}`, headers: server.staff })).statusCode).toBe(204);

    const listed = await versionsOf(id);
    expect(listed.statusCode).toBe(200);
    const versions = listed.json<Json[]>();
    expect(versions.map((version) => [version.version, version.action])).toEqual([
      [3, "deleted"],
      [2, "updated"],
      [1, "created"],
    ]);
    for (const version of versions) {
      expect(version.staff_username).toBe(STAFF.username);
      expect(version.staff_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(String(version.at))).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(listed.headers.etag).toBe('"3"');

    const first = (await server.app.inject({ url: `/api/banners/${id}/versions/1`, headers: server.staff })).json<Json>();
    expect(first.record).toEqual(banner);
    const second = (await server.app.inject({ url: `/api/banners/${id}/versions/2`, headers: server.staff })).json<Json>();
    expect((second.record as Json).title).toEqual((changed as Json).title);
    // The delete keeps the record as it was, so the bin can bring it back.
    const third = (await server.app.inject({ url: `/api/banners/${id}/versions/3`, headers: server.staff })).json<Json>();
    expect(third.record).toEqual(second.record);
    expect((await server.app.inject({ url: `/api/banners/${id}/versions/9`, headers: server.staff })).statusCode).toBe(404);
  });

  it("restores a kept version as a new version, audited, and visitors read it at once", async () => {
    const banner = await createBanner();
    const id = String(banner.id);
    await server.app.inject({ method: "PUT", url: `/api/banners/${id}`, headers: server.staff, payload: changeInput("banners", makeInput("banners")) });
    expect((await server.app.inject({ url: `/api/banners/${id}` })).json<Json>().title).not.toEqual(banner.title);

    const restored = await server.app.inject({ method: "POST", url: `/api/banners/${id}/versions/1/restore`, headers: server.staff });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(banner);
    expect(restored.headers.etag).toBe('"3"');
    expect((await server.app.inject({ url: `/api/banners/${id}` })).json()).toEqual(banner);
    const versions = (await versionsOf(id)).json<Json[]>();
    expect(versions[0]).toMatchObject({ version: 3, action: "restored", restored_from: 1, staff_username: STAFF.username });

    const audit = await server.app.inject({ url: `/api/staff/audit?target_id=${id}`, headers: server.staff });
    expect(audit.json<{ items: Json[] }>().items.map((entry) => entry.action)).toContain("content_restored");
  });

  it("lists a deleted record in its collection's bin, who deleted it and when, and brings it back under the same id", async () => {
    const banner = await createBanner();
    const id = String(banner.id);
    await server.app.inject({ method: "DELETE", url: `/api/banners/${id}`, headers: server.staff });
    expect((await server.app.inject({ url: `/api/banners/${id}` })).statusCode).toBe(404);

    const bin = (await server.app.inject({ url: "/api/banners/bin", headers: server.staff })).json<Json[]>();
    const entry = bin.find((candidate) => candidate.id === id);
    expect(entry).toMatchObject({ version: 2, deleted_by: STAFF.username, record: banner });

    const restored = await server.app.inject({ method: "POST", url: `/api/banners/${id}/versions/${String(entry!.version)}/restore`, headers: server.staff });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(banner);
    expect((await server.app.inject({ url: `/api/banners/${id}` })).json()).toEqual(banner);
    const list = (await server.app.inject({ url: "/api/banners?limit=100" })).json<Json[]>();
    expect(list.map((record) => record.id)).toContain(id);
    const after = (await server.app.inject({ url: "/api/banners/bin", headers: server.staff })).json<Json[]>();
    expect(after.map((candidate) => candidate.id)).not.toContain(id);
  });

  it("answers 412 with the current record when If-Match is stale, and saves once the editor sends the current version", async () => {
    const banner = await createBanner();
    const id = String(banner.id);
    const etag = String((await versionsOf(id)).headers.etag);
    expect(etag).toBe('"1"');
    const theirs = { ...changeInput("banners", makeInput("banners")), position: 7 };
    const first = await server.app.inject({ method: "PUT", url: `/api/banners/${id}`, headers: { ...server.staff, "if-match": etag }, payload: theirs });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');

    const mine = { ...makeInput("banners"), position: 3 };
    const stale = await server.app.inject({ method: "PUT", url: `/api/banners/${id}`, headers: { ...server.staff, "if-match": etag }, payload: mine });
    expect(stale.statusCode).toBe(412);
    const body = stale.json<Json>();
    expect(body).toMatchObject({ code: "version_changed", current_version: 2, current: first.json() });
    expect(String(body.error)).toMatch(/changed by someone else/);
    // Nothing was written by the refused save.
    expect((await server.app.inject({ url: `/api/banners/${id}` })).json<Json>().position).toBe(7);

    const merged = { ...mine, title: (theirs as Json).title };
    const saved = await server.app.inject({ method: "PUT", url: `/api/banners/${id}`, headers: { ...server.staff, "if-match": '"2"' }, payload: merged });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ position: 3, title: (theirs as Json).title });

    const staleDelete = await server.app.inject({ method: "DELETE", url: `/api/banners/${id}`, headers: { ...server.staff, "if-match": '"2"' } });
    expect(staleDelete.statusCode).toBe(412);
    expect((await server.app.inject({ url: `/api/banners/${id}` })).statusCode).toBe(200);
    const staleRestore = await server.app.inject({ method: "POST", url: `/api/banners/${id}/versions/1/restore`, headers: { ...server.staff, "if-match": '"1"' } });
    expect(staleRestore.statusCode).toBe(412);
  });

  it("keeps today's behaviour for a write without If-Match", async () => {
    const banner = await createBanner();
    const id = String(banner.id);
    for (let index = 0; index < 2; index++) {
      const response = await server.app.inject({ method: "PUT", url: `/api/banners/${id}`, headers: server.staff, payload: { ...makeInput("banners"), position: index } });
      expect(response.statusCode).toBe(200);
    }
    expect((await server.app.inject({ method: "DELETE", url: `/api/banners/${id}`, headers: server.staff })).statusCode).toBe(204);
  });

  it("never shows versions or the bin to visitors, and lets only publishers restore", async () => {
    const banner = await createBanner();
    const id = String(banner.id);
    for (const url of [`/api/banners/${id}/versions`, `/api/banners/${id}/versions/1`, "/api/banners/bin"])
      expect((await server.app.inject({ url })).statusCode, url).toBe(401);
    expect((await server.app.inject({ method: "POST", url: `/api/banners/${id}/versions/1/restore` })).statusCode).toBe(401);
    const officer = await createStaffMember(server.app, "kyc_officer");
    const headers = { authorization: `Bearer ${await loginWithToken(server.app, officer.username, officer.password)}` };
    expect((await server.app.inject({ method: "POST", url: `/api/banners/${id}/versions/1/restore`, headers })).statusCode).toBe(403);
  });

  it("keeps versions for every collection", async () => {
    for (const name of COLLECTION_NAMES) {
      const created = await server.app.inject({ method: "POST", url: `/api/${name}`, headers: server.staff, payload: makeInput(name) });
      if (created.statusCode !== 201) continue; // a unique name the seed already holds
      const versions = (await server.app.inject({ url: `/api/${name}/${created.json<Json>().id as string}/versions`, headers: server.staff })).json<Json[]>();
      expect(versions.map((version) => version.action), name).toEqual(["created"]);
    }
  });
});
