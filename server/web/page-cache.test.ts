import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, NONCE_PLACEHOLDER, renderCachedPage, toCachedPage } from "./page-cache.ts";

const page = (body: string, expiresAt = Number.POSITIVE_INFINITY) => toCachedPage(Buffer.from(body), 200, [], expiresAt);

describe("a cached page", () => {
  const body = `<html><script nonce="${NONCE_PLACEHOLDER}">a()</script>${"<p>Moni, dziko</p>".repeat(500)}<script nonce="${NONCE_PLACEHOLDER}">b()</script></html>`;

  it("puts the answer's nonce in every placeholder, as is and gzipped", () => {
    const cached = page(body);
    const expected = body.replaceAll(NONCE_PLACEHOLDER, "abc+/=");
    expect(renderCachedPage(cached, "abc+/=", "identity").toString()).toBe(expected);
    expect(gunzipSync(renderCachedPage(cached, "abc+/=", "gzip")).toString()).toBe(expected);
    expect(gunzipSync(renderCachedPage(cached, "other", "gzip")).toString()).toBe(body.replaceAll(NONCE_PLACEHOLDER, "other"));
  });

  it("is gzipped close to what one whole stream would be", () => {
    const gzipped = renderCachedPage(page(body), "n", "gzip");
    expect(gzipped.length).toBeLessThan(body.length / 10);
  });

  it("holds no more memory than it counts against the cache's bound", () => {
    const cached = page(body);
    const stores = new Set<ArrayBufferLike>([...cached.segments, ...cached.deflated].map((buffer) => buffer.buffer));
    const held = [...stores].reduce((sum, store) => sum + store.byteLength, 0);
    expect(held).toBeLessThanOrEqual(cached.bytes);
  });

  it("has one validator whatever the nonce, and another when the content differs", () => {
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
