import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { makeInput } from "#tests/support/content-factories.ts";
import { createUploadForm } from "#tests/support/kyc-files.ts";
import { ensureBuild, signIn, useTestServer } from "#tests/support/test-server.ts";

// ADR 076: a media file's focal point reaches the visitor's pages as the crop's object-position,
// from the server's copy in memory, and a change shows on the next load although pages are cached.

describe("focal points on visitor pages", () => {
  beforeAll(ensureBuild);
  const server = useTestServer("pglite", { signIn: false, web: true });

  it("crops an article's cover, news cards, banners, care items, loans, team and board photos at the file's focal point, and a new point clears the cached pages", async () => {
    const staff = await signIn(server.app);
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#0b3b7a" } })
      .png()
      .toBuffer();
    const form = await createUploadForm({}, { name: "nkhata-bay.png", content: png, type: "image/png" });
    const uploaded = await server.app.inject({
      method: "POST",
      url: "/api/staff/media",
      headers: { ...staff, ...form.headers },
      payload: form.payload,
    });
    const url = uploaded.json<{ url: string }>().url;
    const article = await server.app.inject({
      method: "POST",
      url: "/api/blogs",
      headers: staff,
      payload: { ...makeInput("blogs"), sites: ["bank"], published_at: new Date().toISOString(), image_cover_url: url },
    });
    expect(article.statusCode).toBe(201);
    // Every other cropped picture a visitor sees: banner, care item, loan, team and board photos.
    const records = [
      ["banners", { ...makeInput("banners"), site: "bank", position: 0, image_url: url }],
      ["cares", { ...makeInput("cares"), image_url: url, published_at: new Date().toISOString() }],
      ["loans", { ...makeInput("loans"), image: url }],
      ["teams", { ...makeInput("teams"), image_url: url }],
      ["executives", { ...makeInput("executives"), image_url: url }],
    ] as const;
    for (const [collection, payload] of records) {
      const created = await server.app.inject({ method: "POST", url: `/api/${collection}`, headers: staff, payload });
      expect(created.statusCode, created.body).toBe(201);
    }
    const articlePage = `/fdhbankplc/blog/view?id=${article.json<{ id: string }>().id}`;
    const pages = [
      articlePage,
      "/fdhbankplc/blog",
      "/fdhbankplc/home",
      "/fdhfinancialholdings/fdhcares",
      "/fdhfinancialholdings/home",
      "/fdhbankplc/personalAndbusinessbanking",
      "/fdhbankplc/team",
      "/fdhbankplc/board",
    ];

    for (const page of pages) {
      const first = await server.app.inject({ url: page });
      expect(first.statusCode, page).toBe(200);
      expect(first.body, page).toContain(`src="${url}`);
      // At the centre, the default: no style at all.
      expect(first.body, page).not.toContain("object-position");
      expect((await server.app.inject({ url: page })).headers["x-page-cache"], page).toBe("hit");
    }

    const key = url.slice("/media/".length);
    const patched = await server.app.inject({
      method: "PATCH",
      url: `/api/staff/media/${key}`,
      headers: staff,
      payload: { focal: { x: 30, y: 60 } },
    });
    expect(patched.statusCode).toBe(200);
    for (const page of pages) {
      const after = await server.app.inject({ url: page });
      expect(after.headers["x-page-cache"], page).toBe("miss");
      expect(after.body, page).toContain('style="object-position:30% 60%"');
    }
  });
});
