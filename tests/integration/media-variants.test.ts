import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { createPhonePhoto } from "#tests/support/phone-photo.ts";
import { signInWithCookie } from "#tests/support/staff-session.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

const MODERN = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";

// ADR 055: pictures are kept as the editor sent them and resized on demand, once, for phones.
describe.each(DRIVERS)("resized pictures on %s", (driver) => {
  const server = useTestServer(driver, { signIn: false });
  let photo = { url: "", size: 0 };

  beforeAll(async () => {
    const admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const form = await createUploadForm({}, { name: "cover.jpg", content: await createPhonePhoto(), type: "image/jpeg" });
    const uploaded = await server.app.inject({
      method: "POST",
      url: "/api/staff/media",
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    photo = uploaded.json<{ url: string; size: number }>();
  });

  const fetchPicture = (query: string, accept?: string) =>
    server.app.inject({ url: `${photo.url}${query}`, headers: accept ? { accept } : {} });

  it("answers a 12-megapixel photo at a phone's width as AVIF, a small fraction of the original, varying by Accept", async () => {
    const answer = await fetchPicture("?w=640", MODERN);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/avif");
    expect(String(answer.headers.vary)).toMatch(/accept(,|$)/i);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(answer.rawPayload).metadata();
    expect(metadata.width).toBe(640);
    expect(metadata.height).toBe(480);
    expect(answer.rawPayload.length).toBeLessThan(60_000);
    expect(answer.rawPayload.length).toBeLessThan(photo.size / 20);
  });

  it("gives WebP to a browser that takes WebP but not AVIF, and the original's format to one that takes neither", async () => {
    const webp = await fetchPicture("?w=320", "image/webp,*/*");
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect((await sharp(webp.rawPayload).metadata()).format).toBe("webp");
    const jpeg = await fetchPicture("?w=320");
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(320);
  });

  it("answers the nearest listed width at or above the one asked, and the widest beyond the list", async () => {
    expect((await sharp((await fetchPicture("?w=700", "image/webp")).rawPayload).metadata()).width).toBe(960);
    expect((await sharp((await fetchPicture("?w=9000", "image/webp")).rawPayload).metadata()).width).toBe(1600);
  });

  it("makes each variant once: the second answer is the same bytes, and storage holds one file for it", async () => {
    const first = await fetchPicture("?w=1280", "image/webp");
    const second = await fetchPicture("?w=1280", "image/webp");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const name = path.basename(photo.url, ".jpg");
    const folder = path.join(server.database.dataDir, "uploads", "media-variants", name);
    expect(readdirSync(folder).filter((file) => file.startsWith("w1280-") && file.endsWith(".webp"))).toHaveLength(1);
  });

  it("keeps the original as sent when no width is asked, with no Vary", async () => {
    const original = await fetchPicture("", MODERN);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.rawPayload.length).toBe(photo.size);
    expect(original.headers.vary ?? "").not.toMatch(/accept(,|$)/i);
  });

  it("refuses a width that is not a number, and answers 404 for a picture that does not exist", async () => {
    const bad = await fetchPicture("?w=wide", MODERN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/w/);
    const missing = await server.app.inject({ url: "/media/00000000-0000-4000-8000-000000000000.jpg?w=640" });
    expect(missing.statusCode).toBe(404);
  });

  it("serves a PDF as it is, whatever width is asked", async () => {
    const admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const form = await createUploadForm({}, { name: "tariffs.pdf", content: createPaddedPdf(3_000), type: "application/pdf" });
    const pdf = (
      await server.app.inject({ method: "POST", url: "/api/staff/media", headers: { ...admin, ...form.headers }, payload: form.payload })
    ).json<{ url: string; size: number }>();
    const answer = await server.app.inject({ url: `${pdf.url}?w=640`, headers: { accept: MODERN } });
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.rawPayload.length).toBe(pdf.size);
  });
});
