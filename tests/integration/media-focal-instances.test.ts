import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaChange } from "#domain/content/schemas/media-library.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { createUploadForm } from "#tests/support/kyc-files.ts";
import { signIn, startTwoInstances, stopTwoInstances, type TestDatabase } from "#tests/support/test-server.ts";

// ADR 076: a focal point set on one instance reaches the other through the event bus (Redis) at
// once, not when its copy of the points grows a minute old: the other drops its copy and its
// rendered pages as the write's instance does.

const HOME = "/fdhbankplc/home";

describe("a focal point change on two instances sharing PostgreSQL and Redis", () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    ({ database, first, second } = await startTwoInstances());
  });

  afterAll(() => stopTwoInstances({ database, first, second }));

  it("crops the other instance's next page at the new point, though its cached page and its copy of the points were fresh", async () => {
    const staff = await signIn(first);
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#1d6b3a" } })
      .png()
      .toBuffer();
    const form = await createUploadForm({}, { name: "likoma.png", content: png, type: "image/png" });
    const uploaded = await first.inject({
      method: "POST",
      url: "/api/staff/media",
      headers: { ...staff, ...form.headers },
      payload: form.payload,
    });
    const url = uploaded.json<{ url: string }>().url;
    const bannerHeard = new Promise<void>((resolve) => {
      const stop = second.eventBus.subscribe((event) => {
        if (event.collection !== "banners") return;
        stop();
        resolve();
      });
    });
    const banner = await first.inject({
      method: "POST",
      url: "/api/banners",
      headers: staff,
      payload: { ...makeInput("banners"), site: "bank", position: 0, image_url: url },
    });
    expect(banner.statusCode, banner.body).toBe(201);

    // The banner reaches the second instance as a content event; its home then shows it, and caches it.
    await bannerHeard;
    expect((await second.inject({ url: HOME })).body).toContain(url);
    const cached = await second.inject({ url: HOME });
    expect(cached.headers["x-page-cache"]).toBe("hit");
    expect(cached.body).not.toContain("object-position");

    const heard = new Promise<MediaChange>((resolve) => {
      const stop = second.eventBus.onMediaChange((change) => {
        stop();
        resolve(change);
      });
    });
    const patched = await first.inject({
      method: "PATCH",
      url: `/api/staff/media/${url.slice("/media/".length)}`,
      headers: staff,
      payload: { focal: { x: 20, y: 75 } },
    });
    expect(patched.statusCode).toBe(200);
    expect(await heard).toEqual({ url });

    const after = await second.inject({ url: HOME });
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.body).toContain('style="object-position:20% 75%"');
  });
});
