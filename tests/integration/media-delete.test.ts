import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { MediaPage, MediaUse } from "#domain/content/schemas/media-library.ts";
import { auditLog } from "#server/db/schema.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { createUploadForm } from "#tests/support/kyc-files.ts";
import { createStaffMember, signInWithCookie } from "#tests/support/staff-session.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

type Headers = Record<string, string>;

// ADR 076 (amendment): a file leaves the library only when nothing would show it broken, its row
// first in a committed transaction, then the file and its resized copies.

describe.each(DRIVERS)("deleting from the media library on %s", (driver) => {
  // Loans wait for a second person (maker-checker, ADR 062): a change awaiting approval is a use.
  const server = useTestServer(driver, { env: { APPROVAL_COLLECTIONS: "loans" } });
  let officer: Headers;

  beforeAll(async () => {
    const kyc = await createStaffMember(server.app, "kyc_officer");
    officer = await signInWithCookie(server.app, kyc.username, kyc.password);
  });

  const upload = async (name: string) => {
    const content = await sharp({ create: { width: 400, height: 225, channels: 3, background: "#7a3b0b" } })
      .png()
      .toBuffer();
    const form = await createUploadForm({}, { name, content, type: "image/png" });
    const response = await server.app.inject({
      method: "POST",
      url: "/api/staff/media",
      headers: { ...server.staff, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ url: string }>().url;
  };
  const keyOf = (url: string) => url.slice("/media/".length);
  const remove = (url: string, headers: Headers = server.staff) =>
    server.app.inject({ method: "DELETE", url: `/api/staff/media/${keyOf(url)}`, headers });
  const write = async (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const response = await server.app.inject({ method, url, headers: server.staff, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.statusCode === 204 ? { id: "" } : response.json<{ id: string }>();
  };
  const isListed = async (url: string) =>
    (await server.app.inject({ url: "/api/staff/media?limit=100", headers: server.staff }))
      .json<MediaPage>()
      .items.some((item) => item.url === url);

  it("deletes a file nothing uses: it leaves the list, its address and its resized copies answer 404, and the audit keeps its facts", async () => {
    const url = await upload("Karonga market.png");
    // A resized copy exists in storage once a phone has asked for it (ADR 055).
    expect((await server.app.inject({ url: `${url}?w=320`, headers: { accept: "image/webp" } })).statusCode).toBe(200);

    const deleted = await remove(url);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await isListed(url)).toBe(false);
    expect((await server.app.inject({ url })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `${url}?w=320`, headers: { accept: "image/webp" } })).statusCode).toBe(404);
    expect((await remove(url)).statusCode).toBe(404);

    const [row] = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "media_deleted"), eq(auditLog.target_id, url)));
    expect(row?.detail).toMatchObject({ content_type: "image/png", original_name: "Karonga market.png", uploaded_by: "staff.tester" });
    expect((row?.detail as { sha256: string }).sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((row?.detail as { size: number }).size).toBeGreaterThan(0);
  });

  const uses: Array<[place: MediaUse["place"], label: string, setUp: (url: string) => Promise<string>]> = [
    ["published", "banner", async (url) => (await write("POST", "/api/banners", { ...makeInput("banners"), image_url: url })).id],
    ["draft", "blog", async (url) => (await write("POST", "/api/blogs/drafts", { ...makeInput("blogs"), image_cover_url: url })).id],
    ["pending", "loan", async (url) => (await write("POST", "/api/loans", { ...makeInput("loans"), image: url })).id],
    [
      "bin",
      "care item",
      async (url) => {
        const { id } = await write("POST", "/api/cares", { ...makeInput("cares"), image_url: url });
        await write("DELETE", `/api/cares/${id}`);
        return id;
      },
    ],
  ];

  it.each(uses)("refuses while a %s %s uses the file, says where, and keeps the file", async (place, label, setUp) => {
    const url = await upload(`${place}.png`);
    await setUp(url);
    const refused = await remove(url);
    expect(refused.statusCode).toBe(409);
    const answer = refused.json<{ error: string; code: string; uses: MediaUse[] }>();
    expect(answer.code).toBe("media_in_use");
    expect(answer.uses).toEqual([expect.objectContaining({ place, label })]);
    expect(answer.error).toContain(`(${label})`);
    expect(await isListed(url)).toBe(true);
    expect((await server.app.inject({ url })).statusCode).toBe(200);
  });

  it("refuses to restore a version whose picture was deleted, and tells the editor to choose another", async () => {
    const [first, second] = [await upload("first.png"), await upload("second.png")];
    const { id } = await write("POST", "/api/banners", { ...makeInput("banners"), image_url: first });
    await write("PUT", `/api/banners/${id}`, { ...makeInput("banners"), image_url: second });
    // Version 1 named the first picture; only the history does now, which does not keep it.
    expect((await remove(first)).statusCode).toBe(204);

    const restore = await server.app.inject({ method: "POST", url: `/api/banners/${id}/versions/1/restore`, headers: server.staff });
    expect(restore.statusCode).toBe(409);
    expect(restore.json()).toMatchObject({ code: "media_file_gone", error: expect.stringContaining(`image_url (${first})`) });
    expect((await server.app.inject({ url: `/api/banners/${id}` })).json<{ image_url: string }>().image_url).toBe(second);
    // A version whose files are all there comes back as before.
    expect(
      (await server.app.inject({ method: "POST", url: `/api/banners/${id}/versions/2/restore`, headers: server.staff })).statusCode,
    ).toBe(200);
  });

  it("lets only people who may publish delete, and answers 404 for a file that is not there", async () => {
    const url = await upload("officer.png");
    expect((await remove(url, officer)).statusCode).toBe(403);
    expect((await server.app.inject({ method: "DELETE", url: `/api/staff/media/${keyOf(url)}` })).statusCode).toBe(401);
    expect((await remove("/media/no-such-file.png")).statusCode).toBe(404);
    expect(await isListed(url)).toBe(true);
  });
});
