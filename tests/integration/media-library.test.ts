import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { MediaItem, MediaPage } from "#domain/content/schemas/media-library.ts";
import { auditLog } from "#server/db/schema.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { createStaffMember, signInWithCookie } from "#tests/support/staff-session.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

type Headers = Record<string, string>;

describe.each(DRIVERS)("the media library on %s", (driver) => {
  const server = useTestServer(driver, { signIn: false });
  let admin: Headers;
  let editor: Headers;
  let officer: Headers;

  beforeAll(async () => {
    admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const member = await createStaffMember(server.app, "editor");
    editor = await signInWithCookie(server.app, member.username, member.password);
    const kyc = await createStaffMember(server.app, "kyc_officer");
    officer = await signInWithCookie(server.app, kyc.username, kyc.password);
  });

  const upload = async (name: string, content: Buffer, type: string) => {
    const form = await createUploadForm({}, { name, content, type });
    const response = await server.app.inject({
      method: "POST",
      url: "/api/staff/media",
      headers: { ...editor, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ url: string }>().url;
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#0b3b7a" } })
      .png()
      .toBuffer();
  const list = async (query: string, headers: Headers = editor) => {
    const response = await server.app.inject({ url: `/api/staff/media${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MediaPage>();
  };
  const patch = (key: string, payload: unknown, headers: Headers = editor) =>
    server.app.inject({ method: "PATCH", url: `/api/staff/media/${key}`, headers, payload: payload as object });

  it("lists uploads newest first with their name, size in pixels, type and centred focal point", async () => {
    const first = await upload("Lilongwe branch opening.png", await png(64, 36), "image/png");
    const second = await upload("tariffs 2026.pdf", createPaddedPdf(2_000), "application/pdf");
    const page = await list("?limit=100");
    expect(page.items.map((item) => item.url).slice(0, 2)).toEqual([second, first]);
    const [pdf, picture] = page.items as [MediaItem, MediaItem];
    expect(picture).toMatchObject({
      key: first.slice("/media/".length),
      type: "image",
      content_type: "image/png",
      width: 64,
      height: 36,
      original_name: "Lilongwe branch opening.png",
      alt: { en: "", ny: "" },
      focal: { x: 50, y: 50 },
      used_in: 0,
    });
    expect(pdf).toMatchObject({ type: "pdf", width: null, height: null, original_name: "tariffs 2026.pdf" });
    expect((await list("?type=pdf&limit=100")).items.every((item) => item.type === "pdf")).toBe(true);
    expect((await list("?type=image&limit=100")).items.every((item) => item.type === "image")).toBe(true);
  });

  it("keeps only the base name of an uploaded file, without folders or control characters", async () => {
    const url = await upload("..\\..\\evil\u0007/Mzuzu\tmarket.png", await png(8, 8), "image/png");
    const [item] = (await list("?limit=1")).items;
    expect(item!.url).toBe(url);
    expect(item!.original_name).toBe("Mzuzu market.png");
  });

  it("finds files by part of their name or alt text in any case, and pages without repeats", async () => {
    const urls: string[] = [];
    for (let index = 0; index < 5; index += 1) urls.push(await upload(`Zomba plateau ${index}.png`, await png(10, 10), "image/png"));
    const found = await list("?q=ZOMBA%20plat&limit=2");
    expect(found.items.map((item) => item.url)).toEqual([urls[4], urls[3]]);
    const next = await list(`?q=zomba&limit=2&before=${found.next_before}`);
    expect(next.items.map((item) => item.url)).toEqual([urls[2], urls[1]]);
    const last = await list(`?q=zomba&limit=2&before=${next.next_before}`);
    expect(last.items.map((item) => item.url)).toEqual([urls[0]]);
    expect(last.next_before).toBeNull();

    expect((await patch(urls[0]!.slice(7), { alt: { en: "Mist over the tea estate", ny: "Nkhungu pa munda wa tiyi" } })).statusCode).toBe(
      200,
    );
    expect((await list("?q=tea%20ESTATE")).items.map((item) => item.url)).toEqual([urls[0]]);
    expect((await list("?q=munda%20wa")).items.map((item) => item.url)).toEqual([urls[0]]);
    // A wildcard typed by the editor is a character, not a pattern.
    expect((await list("?q=%25")).items).toEqual([]);
  });

  it("counts the published records that use a file", async () => {
    const url = await upload("cover.png", await png(32, 18), "image/png");
    for (const _ of [1, 2]) {
      const created = await server.app.inject({
        method: "POST",
        url: "/api/blogs",
        headers: admin,
        payload: { ...makeInput("blogs"), image_cover_url: url },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const banner = await server.app.inject({
      method: "POST",
      url: "/api/banners",
      headers: admin,
      payload: { ...makeInput("banners"), image_url: url },
    });
    expect(banner.statusCode, banner.body).toBe(201);
    const [item] = (await list("?limit=1")).items;
    expect(item).toMatchObject({ url, used_in: 3 });
  });

  it("sets alt texts and the focal point, records who did it, and gives visitors' pages the point", async () => {
    const url = await upload("market.png", await png(40, 20), "image/png");
    const key = url.slice("/media/".length);
    expect(await server.app.media.getFocalPoints([url])).toEqual({});
    const response = await patch(key, {
      alt: { en: " Traders at Limbe market ", ny: "Amalonda ku msika wa Limbe" },
      focal: { x: 30, y: 60 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MediaItem>()).toMatchObject({
      alt: { en: "Traders at Limbe market", ny: "Amalonda ku msika wa Limbe" },
      focal: { x: 30, y: 60 },
    });
    expect(await server.app.media.getFocalPoints([url, "/content/images/blog-cover.jpg"])).toEqual({ [url]: { x: 30, y: 60 } });
    const focalOnly = await patch(key, { focal: { x: 0, y: 100 } }, admin);
    expect(focalOnly.json<MediaItem>()).toMatchObject({ alt: { en: "Traders at Limbe market" }, focal: { x: 0, y: 100 } });

    const entries = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "media_updated"), eq(auditLog.target_id, url)));
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.detail)).toContainEqual(
      expect.objectContaining({ focal_before: { x: 30, y: 60 }, focal: { x: 0, y: 100 } }),
    );
  });

  it("refuses bad values, unknown files and people who may not edit", async () => {
    const url = await upload("refusals.png", await png(8, 8), "image/png");
    const key = url.slice("/media/".length);
    for (const body of [
      { focal: { x: 101, y: 50 } },
      { focal: { x: -1, y: 50 } },
      { focal: { x: 12.5, y: 50 } },
      { focal: { x: 50 } },
      { alt: { en: "x".repeat(301), ny: "" } },
      { alt: { en: "only English" } },
      {},
      { key: "media/other.png" },
    ]) {
      const refused = await patch(key, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ code: "invalid_request" });
    }
    const unknown = await patch("00000000-0000-4000-8000-000000000000.png", { focal: { x: 1, y: 1 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "not_found" });
    expect((await patch("..%2Fsecret", { focal: { x: 1, y: 1 } })).statusCode).toBe(400);
    expect((await patch(key, { focal: { x: 1, y: 1 } }, officer)).statusCode).toBe(403);
    expect((await patch(key, { focal: { x: 1, y: 1 } }, {})).statusCode).toBe(401);
    // Reading the library is for any console user; signed-out people get nothing.
    expect((await server.app.inject({ url: "/api/staff/media", headers: officer })).statusCode).toBe(200);
    expect((await server.app.inject({ url: "/api/staff/media" })).statusCode).toBe(401);
    for (const query of ["?limit=0", "?limit=101", "?type=video", "?before=..%2Fx", `?q=${"a".repeat(101)}`]) {
      expect((await server.app.inject({ url: `/api/staff/media${query}`, headers: editor })).statusCode, query).toBe(400);
    }
    const [item] = (await list("?limit=1")).items;
    expect(item).toMatchObject({ url, focal: { x: 50, y: 50 } });
  });
});
