import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAME_ORIGIN } from "#tests/support/staff-session.ts";
import { buildTestApp, createTestDatabase, type TestDatabase } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;
const WRITE_METHODS = ["post", "put", "patch", "delete"];

describe("Origin check on every cookie-signed write", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let writes: { method: string; url: string }[];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await buildTestApp(database);
    const document = (await app.inject({ url: "/api/openapi.json" })).json<{ paths: Record<string, Json> }>();
    writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => WRITE_METHODS.includes(method))
        .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000") })),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("refuses a cross-site write carrying a visitor or staff session cookie on every route, with a JSON 403", async () => {
    expect(writes.length).toBeGreaterThan(10);
    expect(writes).toContainEqual({ method: "POST", url: "/api/account-applications" });
    for (const cookie of ["kyc_session=a-visitor-session", "staff_session=a-console-session"]) {
      for (const { method, url } of writes) {
        const refused = await app.inject({
          method: method as "POST",
          url,
          headers: { cookie, origin: "https://evil.example" },
          payload: {},
        });
        expect.soft(refused.statusCode, `${method} ${url} with ${cookie}`).toBe(403);
        expect.soft(refused.json<Json>(), `${method} ${url}`).toMatchObject({ code: "cross_site_request", error: expect.any(String) });
      }
    }
  });

  it("lets same-origin cookie writes and bearer writes through to the route", async () => {
    for (const { method, url } of writes) {
      const sameOrigin = await app.inject({
        method: method as "POST",
        url,
        headers: { cookie: "kyc_session=a-visitor-session", origin: SAME_ORIGIN },
        payload: {},
      });
      expect.soft(sameOrigin.body, `${method} ${url} same origin`).not.toContain("cross_site_request");
      const bearer = await app.inject({
        method: method as "POST",
        url,
        headers: { authorization: "Bearer not-a-real-token", cookie: "kyc_session=a-visitor-session", origin: "https://evil.example" },
        payload: {},
      });
      expect.soft(bearer.body, `${method} ${url} bearer`).not.toContain("cross_site_request");
    }
  });
});
