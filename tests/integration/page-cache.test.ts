import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentEvent } from "#domain/content/schemas/content-event.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { compressionsSettled } from "#server/web/page-cache.ts";
import { ensureBuild, signIn, startTwoInstances, stopTwoInstances, useTestServer, type TestDatabase } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

const NEWS = "/fdhbankplc/blog";

/** An article dated now, so it heads the news list. */
function freshArticle(): Json {
  return { ...makeInput("blogs"), published_at: new Date().toISOString() };
}

function titleOf(article: Json): string {
  return (article.title as { en: string }).en;
}

async function publish(app: FastifyInstance, article: Json): Promise<Json> {
  const response = await app.inject({ method: "POST", url: "/api/blogs", headers: await signIn(app), payload: article });
  expect(response.statusCode).toBe(201);
  return response.json<Json>();
}

describe("the rendered-page cache on the embedded database", () => {
  beforeAll(ensureBuild);
  const server = useTestServer("pglite", { signIn: false, web: true });

  it("answers a repeat view with 304 and shows a published article on the next page load", async () => {
    const first = await server.app.inject({ url: NEWS });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await server.app.inject({ url: NEWS, headers: { "if-none-match": etag } })).statusCode).toBe(304);

    const article = freshArticle();
    await publish(server.app, article);
    const after = await server.app.inject({ url: NEWS, headers: { "if-none-match": etag } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(titleOf(article));
    expect(after.headers.etag).not.toBe(etag);
  });

  it("names each inline script of a stored page by its hash in the page's policy, and allows no other inline script", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => server.app.inject({ url: NEWS })));
    for (const answer of answers) {
      const policy = String(answer.headers["content-security-policy"]);
      const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!;
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'nonce-");
      const inline = [...answer.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      expect(scriptSrc.match(/'sha256-/g)).toHaveLength(new Set(inline).size);
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it("serves the same page as brotli, gzip and as is, each compressed once", async () => {
    const plain = await server.app.inject({ url: NEWS, headers: { "accept-encoding": "identity" } });
    const gzipped = await server.app.inject({ url: NEWS, headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(plain.body);
    // Brotli-11 is made once the page is answered again to a client that takes it.
    await server.app.inject({ url: NEWS, headers: { "accept-encoding": "br" } });
    await server.app.inject({ url: NEWS, headers: { "accept-encoding": "br" } });
    await compressionsSettled();
    const brotli = await server.app.inject({ url: NEWS, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString("utf8")).toBe(plain.body);
    // Within 5 % of brotli-11 of the same body, not a stitched stream restarted at each nonce.
    expect(brotli.rawPayload.length).toBeLessThanOrEqual(brotliCompressSync(plain.body).length * 1.05);
    expect(gzipped.rawPayload.length).toBeLessThanOrEqual(gzipSync(plain.body, { level: 9 }).length * 1.05);
  });

  it("preloads the home's first banner from the head, with high priority", async () => {
    const html = (await server.app.inject({ url: "/fdhbankplc/home" })).body;
    const head = html.slice(0, html.indexOf("</head>"));
    const firstBanner = /<img[^>]*class="[^"]*\bbanner__image\b[^"]*"[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(firstBanner).toBeDefined();
    const preload = [...head.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
      .map((match) => match[0])
      .find((link) => link.includes(firstBanner!));
    expect(preload).toContain('as="image"');
    // HTML attribute names are case-insensitive; React writes this one in camel case.
    expect(preload).toMatch(/fetchpriority="high"/i);
  });

  it("keeps each language's page apart", async () => {
    const english = await server.app.inject({ url: NEWS, headers: { cookie: "lang=en" } });
    const chichewa = await server.app.inject({ url: NEWS, headers: { cookie: "lang=ny" } });
    expect(english.body).toContain('<html lang="en"');
    expect(chichewa.body).toContain('<html lang="ny"');
  });

  it("answers 405 with Allow to a method pages do not take, and never 500 to a path starting with //", async () => {
    for (const method of ["TRACE", "POST", "DELETE"] as const) {
      const response = await server.app.inject({ method, url: NEWS });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(response.json()).toEqual({ error: expect.any(String), code: "method_not_allowed" });
    }
    for (const url of ["//", "///", "//?x", "//evil.example/path"]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toMatch(/^\/(?!\/)/);
    }
  });
});

describe("the rendered-page cache on two instances sharing PostgreSQL and Redis", () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    ({ database, first, second } = await startTwoInstances());
  });

  afterAll(() => stopTwoInstances({ database, first, second }));

  it("shows an article published on one instance on the next page load from the other", async () => {
    const cachedBefore = (await second.inject({ url: NEWS })).headers.etag;
    expect((await second.inject({ url: NEWS, headers: { "if-none-match": String(cachedBefore) } })).statusCode).toBe(304);

    const article = freshArticle();
    const heard = new Promise<ContentEvent>((resolve) => {
      const stop = second.eventBus.subscribe((event) => {
        if (event.collection === "blogs") {
          stop();
          resolve(event);
        }
      });
    });
    const created = await publish(first, article);
    // The write reaches the other instance as an event (Redis); its next page load shows it.
    expect((await heard).id).toBe(created.id);
    const page = await second.inject({ url: NEWS });
    expect(page.body).toContain(titleOf(article));
    expect((await first.inject({ url: NEWS })).body).toContain(titleOf(article));
  });
});
