import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { reorderHead, scriptsAfterStyles } from "./script-priority.server.ts";

const HEAD =
  '<!DOCTYPE html><html lang="ny"><head><meta charSet="utf-8"/><title>Nthambi · FDH</title>' +
  '<link rel="modulepreload" href="/assets/i18n-ny-a.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-b.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/shell-c.css"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/root-d.css"/></head>';
const BODY =
  '<body><main><h1>Nthambi ndi ma ATM</h1><p>Mawu a m’Chichewa: ŵ, ẑ</p></main><script type="module" nonce="n">import "/assets/entry.client-b.js";</script></body></html>';

const EXPECTED_HEAD =
  '<!DOCTYPE html><html lang="ny"><head><meta charSet="utf-8"/><title>Nthambi · FDH</title>' +
  '<link nonce="n" rel="stylesheet" href="/assets/shell-c.css"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/root-d.css"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/i18n-ny-a.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-b.js" nonce="n"/></head>';

/** The document through the transform, sent in pieces of `size` bytes. */
async function throughTransform(document: string, size: number): Promise<string> {
  const bytes = Buffer.from(document, "utf8");
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
  return text(Readable.from(pieces).pipe(scriptsAfterStyles()));
}

describe("scripts after the style sheets (ADR 025)", () => {
  it("moves the module preloads behind the style sheets, at low priority, and leaves the rest as it was", () => {
    expect(reorderHead(HEAD.slice(0, -"</head>".length)) + "</head>").toBe(EXPECTED_HEAD);
  });

  it("keeps a priority a preload already names", () => {
    expect(reorderHead('<link rel="modulepreload" fetchpriority="high" href="/a.js"/><link rel="stylesheet" href="/b.css"/>')).toBe(
      '<link rel="stylesheet" href="/b.css"/><link rel="modulepreload" fetchpriority="high" href="/a.js"/>',
    );
  });

  it("gives the same document however it is cut into chunks, even inside a tag or a character", async () => {
    // 1 byte cuts every tag and every multi-byte character (·, ’, ŵ, ẑ) in two.
    for (const size of [1, 2, 7, 64, 100_000]) {
      expect(await throughTransform(HEAD + BODY, size), `chunks of ${size}`).toBe(EXPECTED_HEAD + BODY);
    }
  });

  it("passes a module preload in the body through untouched (the head is done by then)", async () => {
    const body = '<body><link rel="modulepreload" href="/late.js"/></body></html>';
    expect(await throughTransform(HEAD + body, 16)).toBe(EXPECTED_HEAD + body);
  });

  it("sends what it holds when a document ends without closing its head", async () => {
    expect(await throughTransform("<html><head><title>Ŵ</title>", 3)).toBe("<html><head><title>Ŵ</title>");
  });
});
