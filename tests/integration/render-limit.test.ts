import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createRenderLimit } from "#server/web/render-limit.ts";
import { ensureBuild, useTestServer } from "#tests/support/test-server.ts";

/** Never cached: every request renders. */
const OPEN_ACCOUNT = "/fdhbankplc/openaccount";

/** A request whose visitor gives up (closes the connection) after `ms`. */
function abandoned(url: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { headers: { "accept-encoding": "br" } });
    request.on("error", () => resolve());
    request.on("response", (response) => response.resume().on("end", resolve).on("error", resolve));
    request.on("close", resolve);
    request.end();
    setTimeout(() => request.destroy(), ms);
  });
}

/** The window size a brotli stream declares in its first bits (RFC 7932 §9.1): what each encoder allocates. */
function brotliWindowBits(stream: Buffer): number {
  const first = stream[0]!;
  if ((first & 1) === 0) return 16;
  const n = (first >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (first >> 4) & 7;
  return m === 0 ? 17 : 8 + m;
}

// The server's own limit, handed in so a test can hold its one turn as a long render would.
const LIMIT = createRenderLimit({ concurrent: 1, queued: 40 });

describe("renders a few pages at a time", () => {
  let base: string;

  beforeAll(ensureBuild);
  // One render at a time: a turn that is never given back stops every page.
  const server = useTestServer("pglite", { signIn: false, web: true, renderLimit: LIMIT });

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });

  it("keeps answering after visitors leave while their page waits for its turn", async () => {
    expect((await fetch(base + OPEN_ACCOUNT)).status).toBe(200);
    await Promise.all(Array.from({ length: 20 }, (_, index) => abandoned(base + OPEN_ACCOUNT, 5 + index * 2)));
    const answers: number[] = [];
    for (let view = 0; view < 3; view++) answers.push((await fetch(base + OPEN_ACCOUNT, { signal: AbortSignal.timeout(10_000) })).status);
    expect(answers).toEqual([200, 200, 200]);
  });

  it("compresses an uncached page with a brotli window that fits a page, not brotli's 4 MiB default", async () => {
    // node:http, not fetch: fetch would decompress the body.
    const { encoding, body } = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      httpRequest(base + OPEN_ACCOUNT, { headers: { "accept-encoding": "br" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
    expect(encoding).toBe("br");
    expect(brotliDecompressSync(body).toString()).toContain("</html>");
    expect(brotliWindowBits(body)).toBeLessThanOrEqual(18);
  });

  it("answers 503 with Retry-After, not a timeout, when more wait than it can render soon", async () => {
    // A render holds the one turn; sixty visitors come: forty wait their turn, twenty are told to come back.
    const held = await LIMIT.acquire();
    const settled: Array<{ status: number; retryAfter: string | null; body: string }> = [];
    const answers = Array.from({ length: 60 }, async () => {
      const response = await fetch(base + OPEN_ACCOUNT, { signal: AbortSignal.timeout(60_000) });
      const answer = { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
      settled.push(answer);
      return answer;
    });
    await expect.poll(() => LIMIT.waiting + settled.length, { timeout: 30_000 }).toBe(60);
    expect(LIMIT.waiting).toBe(40);
    const refused = settled.filter((answer) => answer.status === 503);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.retryAfter).toBe("1");
    expect(JSON.parse(refused[0]!.body)).toMatchObject({ error: expect.any(String) });
    // The turn given back, every waiting visitor gets the page.
    held();
    const all = await Promise.all(answers);
    expect(all.filter((answer) => answer.status === 200)).toHaveLength(40);
  });
});
