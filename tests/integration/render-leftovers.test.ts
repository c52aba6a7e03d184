import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, buildTestApp, createTestDatabase, type TestDatabase } from "#tests/support/test-server.ts";

const RENDERS = 30;

const activeTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

// A render used to leave its stream timer pending for six seconds after the page had gone, and the
// timer held the whole render: at 100 renders a second that was ~600 pages in memory, and the
// server ran out of heap under load (ADR 035, "The render's timer").
describe("an uncached page leaves nothing behind once it is sent", () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    ensureBuild();
    database = await createTestDatabase("pglite");
    app = await buildTestApp(database, { web: true, env: { PAGE_CACHE_SECONDS: "0" } });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it(`${RENDERS} renders of the account-opening and home pages leave no timer pending`, async () => {
    await app.inject({ url: "/fdhbankplc/home" });
    const before = activeTimers();
    for (let index = 0; index < RENDERS; index += 1) {
      const page = await app.inject({ url: index % 2 ? "/fdhbankplc/home" : "/fdhbankplc/openaccount" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("</html>");
    }
    expect(activeTimers() - before).toBeLessThan(5);
  });

  it("a HEAD of an uncached page sends no body and leaves no timer behind", async () => {
    await app.inject({ url: "/fdhbankplc/home" });
    const before = activeTimers();
    for (let index = 0; index < RENDERS; index += 1) {
      const head = await app.inject({ method: "HEAD", url: "/fdhbankplc/openaccount" });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe("");
    }
    expect(activeTimers() - before).toBeLessThan(5);
  });

  it("streams a rendered page compressed in the coding the visitor takes, whole once decompressed", async () => {
    for (const [accepted, coding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const page = await app.inject({ url: "/fdhbankplc/openaccount", headers: { "accept-encoding": accepted } });
      expect(page.statusCode, accepted).toBe(200);
      expect(page.headers["content-encoding"], accepted).toBe(coding);
      if (coding) expect(String(page.headers.vary), accepted).toMatch(/Accept-Encoding/i);
      const bytes = page.rawPayload;
      const html = (coding === "br" ? brotliDecompressSync(bytes) : coding === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8");
      expect(html, accepted).toMatch(/^<!DOCTYPE html>/i);
      expect(html, accepted).toContain("</html>");
    }
  });
});
