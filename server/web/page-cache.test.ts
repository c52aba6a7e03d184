import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressInBackground, compressionsSettled, createPageCache, NONCE_PLACEHOLDER, pickEncoding, toCachedPage } from "./page-cache.ts";

const page = (body: string, expiresAt = Number.POSITIVE_INFINITY) => toCachedPage(Buffer.from(body), 200, [], expiresAt);

describe("a cached page", () => {
  const body = `<html><head><script nonce="${NONCE_PLACEHOLDER}">a()</script><script nonce="${NONCE_PLACEHOLDER}" type="module" src="/assets/x.js"></script></head>${"<p>Moni, dziko</p>".repeat(500)}<script nonce="${NONCE_PLACEHOLDER}">b()</script></html>`;
  const stored = body.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "");

  it("is the same bytes on every answer: no nonce, its inline scripts named by hash", () => {
    const cached = page(body);
    expect(pickEncoding(cached, { br: false, gzip: false }).bytes.toString()).toBe(stored);
    const hash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(cached.scriptHashes).toEqual([hash("a()"), hash("b()")]);
  });

  it("is compressed once: gzip -9 at once, brotli-11 only once it is answered again, each the same page", async () => {
    const cached = page(body);
    expect(pickEncoding(cached, { br: true, gzip: true }).encoding).toBe("gzip");
    await compressionsSettled();
    expect(cached.br).toBeUndefined();
    expect(pickEncoding(cached, { br: true, gzip: true }).encoding).toBe("gzip");
    await compressionsSettled();
    expect(pickEncoding(cached, { br: true, gzip: true }).encoding).toBe("br");
    expect(pickEncoding(cached, { br: false, gzip: false }).bytes.toString()).toBe(stored);
    expect(gunzipSync(pickEncoding(cached, { br: false, gzip: true }).bytes).toString()).toBe(stored);
    expect(brotliDecompressSync(cached.br!).toString()).toBe(stored);
    expect(cached.gzip.length).toBe(gzipSync(stored, { level: 9 }).length);
    expect(cached.br!.length).toBeLessThanOrEqual(brotliCompressSync(stored).length * 1.05);
  });

  it("holds no more memory than it counts against the cache's bound", async () => {
    const cached = page(body);
    compressInBackground(cached);
    await compressionsSettled();
    const stores = new Set<ArrayBufferLike>([cached.gzip, cached.br!].map((buffer) => buffer.buffer));
    const held = [...stores].reduce((sum, store) => sum + store.byteLength, 0);
    expect(held).toBeLessThanOrEqual(cached.bytes);
    // Compressed forms only: a fraction of the page as is.
    expect(cached.bytes).toBeLessThan(cached.length / 4);
  });

  it("has one validator, and another when the content differs", () => {
    expect(page(body).etag).toBe(page(body).etag);
    expect(page(`${body} `).etag).not.toBe(page(body).etag);
  });
});

describe("the page cache", () => {
  it("drops every page when content changes, and refuses a render begun before the change", () => {
    const cache = createPageCache({ maxAgeMs: 60_000, maxBytes: 1e6 });
    cache.set("a", page("A"), cache.generation());
    const startedBefore = cache.generation();
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", page("B"), startedBefore);
    expect(cache.get("b")).toBeUndefined();
    cache.set("b", page("B"), cache.generation());
    expect(cache.get("b")).toBeDefined();
  });

  it("counts its hits and misses: an expired page is a miss", () => {
    let clock = 0;
    const cache = createPageCache({ maxAgeMs: 60_000, maxBytes: 1e6, now: () => clock });
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", page("A", 1_000), cache.generation());
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("a")).toBeDefined();
    clock = 1_000;
    expect(cache.get("a")).toBeUndefined();
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 2, misses: 2 });
  });

  it("lets a page go when its content changes by the clock", () => {
    let now = 1_000;
    const cache = createPageCache({ maxAgeMs: 60_000, maxBytes: 1e6, now: () => now });
    cache.set("home", page("promotion running", 2_000), cache.generation());
    expect(cache.get("home")).toBeDefined();
    now = 2_000;
    expect(cache.get("home")).toBeUndefined();
  });

  it("keeps within its memory, the oldest pages going first", () => {
    const one = page("x".repeat(1000));
    const cache = createPageCache({ maxAgeMs: 60_000, maxBytes: one.bytes * 2 });
    for (const key of ["a", "b", "c"]) cache.set(key, page("x".repeat(1000)), cache.generation());
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(one.bytes * 2);
  });
});
