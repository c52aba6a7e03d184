import fc from "fast-check";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { BlogInputSchema, MAX_BLOG_HTML_LENGTH } from "#domain/content/schemas/blog.ts";
import { createContentRepository } from "#server/content/content-repository.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { useTestServer } from "#tests/support/test-server.ts";

/**
 * Hostile rich text on the blog writes (ADR 034), as classes: deep nesting, entity floods,
 * unclosed tags, floods of `<`, emoji and combining marks. No write may answer 500; a refusal is a
 * 400 naming the field (`body.content.en: …`) and leaves the stored article as it was; what is
 * accepted reads back; and /healthz keeps answering within a second while the HTML is cleaned.
 *
 * Budget: FUZZ_CONTENT_RUNS writes (each up to 200,000 characters), seed from FUZZ_SEED or random
 * and always printed: replay with `FUZZ_SEED=<seed> npx vitest run tests/integration/fuzz-content.test.ts`.
 */
const RUNS = Number(process.env.FUZZ_CONTENT_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED);
const HEALTH_BUDGET_MS = 1_000;

type Json = Record<string, unknown>;

const ALLOWED_TAGS = ["p", "b", "em", "blockquote", "ul", "li", "table", "td", "a", "sub", "code", "q"];
const OTHER_TAGS = ["div", "span", "svg", "script", "section", "font", "iframe"];

/** Nesting, opened and (sometimes) closed, of allowed and removed tags. */
const deepNesting = fc
  .record({
    tags: fc.array(fc.constantFrom(...ALLOWED_TAGS, ...OTHER_TAGS), { minLength: 1, maxLength: 4 }),
    depth: fc.integer({ min: 20, max: 20_000 }),
    closed: fc.boolean(),
  })
  .map(({ tags, depth, closed }) => {
    const names = Array.from({ length: depth }, (_, index) => tags[index % tags.length]!);
    return `${names.map((name) => `<${name}>`).join("")}deep${
      closed
        ? names
            .reverse()
            .map((name) => `</${name}>`)
            .join("")
        : ""
    }`;
  });

/** Characters the sanitizer escapes or entities it expands: `&amp;` is five times `&`. */
const entityFlood = fc
  .record({
    unit: fc.constantFrom("&", "&amp;", "&#x26;", "&nbsp;", "&lt;", '"', "&&#", "&#1114111;"),
    count: fc.integer({ min: 1_000, max: 66_000 }),
  })
  .map(
    ({ unit, count }) =>
      `<p>${unit.repeat(Math.max(1, Math.floor(Math.min(count * unit.length, MAX_BLOG_HTML_LENGTH - 10) / unit.length)))}</p>`,
  );

/** Tags, attributes and comments that never end. */
const unclosed = fc
  .record({
    start: fc.constantFrom("<p", '<a href="https://x.mw/', "<!--", "<![CDATA[", "<img src='", "</", '<p title="', "<script>"),
    count: fc.integer({ min: 1, max: 20_000 }),
  })
  .map(({ start, count }) => `<p>text</p>${start.repeat(Math.min(count, Math.floor((MAX_BLOG_HTML_LENGTH - 20) / start.length)))}`);

/** Floods of `<` (with or without a `>` at the very end), up to the field's limit. */
const ltFlood = fc
  .record({ count: fc.integer({ min: 10_000, max: MAX_BLOG_HTML_LENGTH }), end: fc.constantFrom("", ">", "x") })
  .map(({ count, end }) => `${"<".repeat(count - end.length)}${end}`);

/** Emoji, combining marks, lone surrogates and joiners in and around markup. */
const mixedText = fc
  .record({
    unit: fc.constantFrom("😀", "e\u0301\u0308\u0327", "👩‍👩‍👧‍👦", "\ud800", "\u200d\u2028", "ǹ̸̢"),
    count: fc.integer({ min: 1, max: 40_000 }),
    wrap: fc.constantFrom("p", "b", "a"),
  })
  .map(
    ({ unit, count, wrap }) =>
      `<${wrap}>${unit.repeat(Math.max(1, Math.floor(Math.min(count * unit.length, MAX_BLOG_HTML_LENGTH - 10) / unit.length)))}</${wrap}>`,
  );

const hostileHtml = fc.oneof(deepNesting, entityFlood, unclosed, ltFlood, mixedText);

describe("hostile rich text on blog writes", () => {
  const server = useTestServer("postgres");
  let base: string;

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });

  async function write(method: "POST" | "PUT", path: string, body: unknown): Promise<{ status: number; body: Json }> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...server.staff, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  /** Polls /healthz every 50 ms while `work` runs; answers the slowest answer's time. */
  async function slowestHealthWhile<T>(work: () => Promise<T>): Promise<{ result: T; slowestMs: number }> {
    let slowestMs = 0;
    let running = true;
    const poll = (async () => {
      while (running) {
        const started = performance.now();
        const response = await fetch(`${base}/healthz`);
        await response.arrayBuffer();
        slowestMs = Math.max(slowestMs, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      return { result: await work(), slowestMs };
    } finally {
      running = false;
      await poll;
    }
  }

  async function createArticle(): Promise<Json> {
    const created = await write("POST", "/api/blogs", makeInput("blogs"));
    expect(created.status).toBe(201);
    return created.body;
  }

  it("refuses a PUT whose & grow past the limit once cleaned, leaving the article and the news list as they were", async () => {
    const article = await createArticle();
    const hostile = { ...makeInput("blogs"), content: { en: `<p>${"&".repeat(60_000)}</p>`, ny: "<p>Moni</p>" } };
    const answer = await write("PUT", `/api/blogs/${String(article.id)}`, hostile);
    expect(answer.status).toBe(400);
    expect(String(answer.body.error)).toMatch(/^body\.content\.en: /);
    expect(await (await fetch(`${base}/api/blogs/${String(article.id)}`)).json()).toEqual(article);
    expect((await fetch(`${base}/api/blogs?limit=100`)).status).toBe(200);
  });

  it("refuses 100,000 '<' without a summary in well under a second of /healthz delay", async () => {
    const { content: _content, summary: _summary, ...rest } = makeInput("blogs") as Json;
    const started = performance.now();
    const { result, slowestMs } = await slowestHealthWhile(() =>
      write("POST", "/api/blogs", { ...rest, content: { en: "<".repeat(100_000), ny: "<p>Moni</p>" } }),
    );
    const elapsedMs = performance.now() - started;
    console.info(`100,000 '<': ${result.status} in ${elapsedMs.toFixed(0)} ms, slowest /healthz meanwhile ${slowestMs.toFixed(0)} ms`);
    expect(result.status).toBe(400);
    expect(String(result.body.error)).toMatch(/^body\.content\.en: /);
    expect(slowestMs).toBeLessThan(HEALTH_BUDGET_MS);
  });

  it("refuses HTML nested more than 100 deep with a 400 naming the field, and accepts 100", async () => {
    const nested = (depth: number) => `${"<blockquote>".repeat(depth - 1)}<p>deep</p>${"</blockquote>".repeat(depth - 1)}`;
    const refused = await write("POST", "/api/blogs", { ...makeInput("blogs"), content: { en: "<p>Hi</p>", ny: nested(101) } });
    expect(refused.status).toBe(400);
    expect(String(refused.body.error)).toMatch(/^body\.content\.ny: .*nest/);
    const accepted = await write("POST", "/api/blogs", { ...makeInput("blogs"), content: { en: "<p>Hi</p>", ny: nested(100) } });
    expect(accepted.status).toBe(201);
  });

  it("undoes an update whose stored record could not be read back, so no reader meets a broken article", async () => {
    const article = await createArticle();
    const repository = createContentRepository(server.app.database.db);
    // Past the service's checks: what an unchecked write would store.
    const input = {
      ...BlogInputSchema.parse(makeInput("blogs")),
      content: { en: `<p>${"x".repeat(MAX_BLOG_HTML_LENGTH)}</p>`, ny: "<p>Moni</p>" },
    };
    await expect(repository.update("blogs", String(article.id), input)).rejects.toThrow();
    expect(await repository.get("blogs", String(article.id))).toEqual(article);
  });

  it("refuses 1 MB of '<' without a 500", async () => {
    const answer = await write("POST", "/api/blogs", { ...makeInput("blogs"), content: { en: "<".repeat(1_000_000), ny: "<p>Moni</p>" } });
    expect([400, 413]).toContain(answer.status);
    expect(answer.body.error).toEqual(expect.any(String));
  });

  it("never answers 500 to hostile rich text, names the field when it refuses, and keeps /healthz under a second", async () => {
    const article = await createArticle();
    let stored = article;
    const statuses = new Map<number, number>();
    let slowestHealthMs = 0;
    console.info(`content fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED}), ${RUNS} writes`);
    await fc.assert(
      fc.asyncProperty(hostileHtml, fc.constantFrom("en", "ny"), fc.boolean(), fc.boolean(), async (html, lang, put, withSummary) => {
        const { summary, ...input } = makeInput("blogs") as Json;
        const body = { ...input, ...(withSummary ? { summary } : {}), content: { ...(input.content as Json), [lang]: html } };
        const { result, slowestMs } = await slowestHealthWhile(() =>
          put ? write("PUT", `/api/blogs/${String(article.id)}`, body) : write("POST", "/api/blogs", body),
        );
        slowestHealthMs = Math.max(slowestHealthMs, slowestMs);
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        expect(result.status).not.toBeGreaterThanOrEqual(500);
        expect([200, 201, 400, 413]).toContain(result.status);
        if (result.status === 400) expect(String(result.body.error)).toMatch(/^body\.[\w.]+: /);
        if (result.status < 300) {
          expect(String((result.body.content as Json)[lang]).length).toBeLessThanOrEqual(MAX_BLOG_HTML_LENGTH);
          if (put) stored = result.body;
        }
        // A refused PUT leaves the article as it was; every list still reads.
        if (put) expect(await (await fetch(`${base}/api/blogs/${String(article.id)}`)).json()).toEqual(stored);
        expect((await fetch(`${base}/api/blogs?limit=100`)).status).toBe(200);
        expect(slowestMs).toBeLessThan(HEALTH_BUDGET_MS);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.info(
      `content fuzz: statuses ${JSON.stringify(Object.fromEntries(statuses))}, slowest /healthz ${slowestHealthMs.toFixed(0)} ms`,
    );
  }, 300_000);
});
