import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, buildTestApp, createTestDatabase, type TestDatabase } from "#tests/support/test-server.ts";

const HOME = "/fdhbankplc/home";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("HEAD requests and the page cache (pages kept one second)", () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    ensureBuild();
    database = await createTestDatabase("pglite");
    app = await buildTestApp(database, { web: true, env: { PAGE_CACHE_SECONDS: "1" } });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function expectFullPage(url: string): Promise<void> {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeGreaterThan(1000);
    expect(response.body).toContain("</html>");
  }

  it("a HEAD on a miss answers the GET's status and headers without a body, and the next GET still gets the whole page", async () => {
    const head = await app.inject({ method: "HEAD", url: `${HOME}?head=miss` });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toMatch(/text\/html/);
    expect(head.body).toBe("");
    await expectFullPage(`${HOME}?head=miss`);
  });

  it("a HEAD after the page expired never leaves an empty page for the GETs that follow", async () => {
    await expectFullPage(HOME);
    const cached = await app.inject({ method: "HEAD", url: HOME });
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe("");
    await sleep(1100);
    const afterExpiry = await app.inject({ method: "HEAD", url: HOME });
    expect(afterExpiry.statusCode).toBe(200);
    expect(afterExpiry.headers["content-type"]).toMatch(/text\/html/);
    await expectFullPage(HOME);
    await expectFullPage(HOME);
  });

  it("HEADs sent while a GET renders neither wait for nothing nor spoil the stored page", async () => {
    await sleep(1100);
    const answers = await Promise.all([
      app.inject({ method: "HEAD", url: HOME }),
      app.inject({ url: HOME }),
      app.inject({ method: "HEAD", url: HOME }),
      app.inject({ method: "HEAD", url: HOME }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[1]!.body).toContain("</html>");
    await expectFullPage(HOME);
  });
});
