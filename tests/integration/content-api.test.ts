import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from "#domain/content/schemas/collections.ts";
import { hashToken } from "#server/staff-identity/staff-auth.ts";
import { staffSessions } from "#server/db/schema.ts";
import { findExecutableHtml, HOSTILE_HTML } from "#tests/fixtures/hostile-html.ts";
import { changeInput, makeInput } from "#tests/support/content-factories.ts";
import { submitKycRecordAsStaff } from "#tests/support/kyc-records.ts";
import { DRIVERS, STAFF, staffCredentials, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

const DATE_FIELDS = ["published_at", "starts_at", "ends_at", "effective_at", "set_at"];

/** What the API answers for an input: dates and date-times as ISO instants with milliseconds. */
function asAnswered(input: unknown): Json {
  const answered: Json = { ...(input as Json) };
  for (const field of DATE_FIELDS) if (typeof answered[field] === "string") answered[field] = new Date(answered[field]).toISOString();
  return answered;
}

describe.each(DRIVERS)("the content API on %s", (driver) => {
  const server = useTestServer(driver);

  describe("reading", () => {
    it("lists every public collection without a token, newest first, 10 by default", async () => {
      for (const name of COLLECTION_NAMES) {
        const response = await server.app.inject({ url: `/api/${name}` });
        expect(response.statusCode, name).toBe(200);
        const records = response.json<Json[]>();
        expect(records.length, name).toBeLessThanOrEqual(10);
        const times = records.map((record) => Date.parse(String(record.created_at)));
        expect(times, name).toEqual([...times].sort((a, b) => b - a));
        for (const record of records) expect(() => COLLECTIONS[name].recordSchema.parse(record), name).not.toThrow();
      }
    });

    it("lists 50 or more branches with limit=100", async () => {
      const response = await server.app.inject({ url: "/api/branches?limit=100" });
      expect(response.statusCode).toBe(200);
      expect(response.json<Json[]>().length).toBeGreaterThanOrEqual(50);
    });

    it("pages with limit=7 through every branch exactly once", async () => {
      const all = (await server.app.inject({ url: "/api/branches?limit=100" })).json<Json[]>();
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 100; pages++) {
        const query = cursor === undefined ? "limit=7" : `limit=7&last_created_at=${encodeURIComponent(cursor)}`;
        const page = (await server.app.inject({ url: `/api/branches?${query}` })).json<Json[]>();
        if (page.length === 0) break;
        expect(page.length).toBeLessThanOrEqual(7);
        seen.push(...page.map((record) => String(record.id)));
        cursor = String(page.at(-1)!.created_at);
      }
      expect(seen).toHaveLength(all.length);
      expect(new Set(seen).size).toBe(all.length);
      expect(seen).toEqual(all.map((record) => record.id));
    });

    it("keeps created_at strictly increasing, even for records created at once", async () => {
      const created = await Promise.all(
        Array.from({ length: 8 }, () =>
          server.app.inject({ method: "POST", url: "/api/bank_rates", headers: server.staff, payload: makeInput("bank_rates") }),
        ),
      );
      expect(created.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
      const list = (await server.app.inject({ url: "/api/bank_rates?limit=100" })).json<Json[]>();
      const times = list.map((record) => Date.parse(String(record.created_at)));
      expect(new Set(times).size).toBe(times.length);
      for (const response of created)
        await server.app.inject({ method: "DELETE", url: `/api/bank_rates/${response.json<Json>().id}`, headers: server.staff });
    });

    it("answers an ETag and 304 Not Modified to If-None-Match, and a new ETag after a write", async () => {
      const first = await server.app.inject({ url: "/api/branches?limit=100" });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers["cache-control"]).toBe("public, no-cache");
      const again = await server.app.inject({ url: "/api/branches?limit=100", headers: { "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      const other = await server.app.inject({ url: "/api/branches?limit=5", headers: { "if-none-match": etag } });
      expect(other.statusCode).toBe(200);

      const created = await server.app.inject({
        method: "POST",
        url: "/api/branches",
        headers: server.staff,
        payload: makeInput("branches"),
      });
      const after = await server.app.inject({ url: "/api/branches?limit=100", headers: { "if-none-match": etag } });
      expect(after.statusCode).toBe(200);
      expect(after.json<Json[]>()[0]!.id).toBe(created.json<Json>().id);
      await server.app.inject({ method: "DELETE", url: `/api/branches/${created.json<Json>().id}`, headers: server.staff });
    });

    it("compresses large lists for clients that accept it, with the same ETag", async () => {
      const plain = await server.app.inject({ url: "/api/branches?limit=100" });
      const brotli = await server.app.inject({ url: "/api/branches?limit=100", headers: { "accept-encoding": "br, gzip" } });
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.etag).toBe(plain.headers.etag);
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      const gzip = await server.app.inject({ url: "/api/branches?limit=100", headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
    });

    it("reads one record by id, and 404 for an unknown id", async () => {
      const [branch] = (await server.app.inject({ url: "/api/branches?limit=1" })).json<Json[]>();
      const response = await server.app.inject({ url: `/api/branches/${branch!.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(branch);
      const missing = await server.app.inject({ url: "/api/branches/00000000-0000-4000-8000-000000000000" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "No branch with id 00000000-0000-4000-8000-000000000000", code: "not_found" });
    });
  });

  describe("writing", () => {
    it.each(COLLECTION_NAMES)("creates, reads, replaces and deletes %s with a staff token", async (name: CollectionName) => {
      if (name === "kyc_account_types") {
        // The seed holds all four types and names are unique: make room for the one we create.
        const types = (await server.app.inject({ url: "/api/kyc_account_types?limit=100" })).json<Json[]>();
        const sme = types.find((type) => type.name === "SME")!;
        expect(
          (await server.app.inject({ method: "DELETE", url: `/api/kyc_account_types/${sme.id}`, headers: server.staff })).statusCode,
        ).toBe(204);
      }
      const input = makeInput(name);

      const created = await server.app.inject({ method: "POST", url: `/api/${name}`, headers: server.staff, payload: input });
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json<Json>();
      expect(record).toMatchObject(asAnswered(input));
      expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.headers.location).toBe(`/api/${name}/${record.id}`);

      const list = (await server.app.inject({ url: `/api/${name}?limit=1` })).json<Json[]>();
      expect(list[0]).toEqual(record);
      expect((await server.app.inject({ url: `/api/${name}/${record.id}` })).json()).toEqual(record);

      const changed = changeInput(name, input);
      const replaced = await server.app.inject({
        method: "PUT",
        url: `/api/${name}/${record.id}`,
        headers: server.staff,
        payload: changed,
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json()).toEqual({ ...record, ...asAnswered(changed) });
      expect((await server.app.inject({ url: `/api/${name}/${record.id}` })).json()).toEqual(replaced.json());

      const deleted = await server.app.inject({ method: "DELETE", url: `/api/${name}/${record.id}`, headers: server.staff });
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe("");
      expect((await server.app.inject({ url: `/api/${name}/${record.id}` })).statusCode).toBe(404);
      expect((await server.app.inject({ method: "DELETE", url: `/api/${name}/${record.id}`, headers: server.staff })).statusCode).toBe(404);
      expect(
        (await server.app.inject({ method: "PUT", url: `/api/${name}/${record.id}`, headers: server.staff, payload: changed })).statusCode,
      ).toBe(404);

      if (name === "kyc_account_types") {
        await server.app.inject({
          method: "POST",
          url: "/api/kyc_account_types",
          headers: server.staff,
          payload: { name: "SME", position: 3 },
        });
      }
    });

    it("answers 409 for a duplicate and for deleting a branch that KYC records refer to", async () => {
      const duplicate = await server.app.inject({
        method: "POST",
        url: "/api/kyc_account_types",
        headers: server.staff,
        payload: { name: "SME", position: 3 },
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ error: "A KYC account type with this name already exists", code: "conflict" });

      const branch = (
        await server.app.inject({ method: "POST", url: "/api/branches", headers: server.staff, payload: makeInput("branches") })
      ).json<Json>();
      const type = (await server.app.inject({ url: "/api/kyc_account_types?limit=100" }))
        .json<Json[]>()
        .find((candidate) => candidate.name === "Individual Account");
      const kyc = await submitKycRecordAsStaff(server.app, server.staff, {
        branchId: String(branch.id),
        kycAccountTypeId: String(type!.id),
      });
      expect(kyc.statusCode, kyc.body).toBe(201);
      const refused = await server.app.inject({ method: "DELETE", url: `/api/branches/${branch.id}`, headers: server.staff });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: "This branch cannot be deleted: other records still refer to it", code: "conflict" });

      const orphan = await submitKycRecordAsStaff(server.app, server.staff, { branchId: randomUUID(), kycAccountTypeId: String(type!.id) });
      expect(orphan.statusCode).toBe(400);
      expect(orphan.json()).toEqual({ error: "body.branch_id: no such branch", code: "branch_not_found" });

      await server.app.inject({ method: "DELETE", url: `/api/kyc_account_details/${kyc.json<Json>().id}`, headers: server.staff });
      expect((await server.app.inject({ method: "DELETE", url: `/api/branches/${branch.id}`, headers: server.staff })).statusCode).toBe(
        204,
      );
    });

    it("stores no hostile blog HTML in a form that could run", async () => {
      const hostile = HOSTILE_HTML.join("\n<p>between</p>\n");
      const input = makeInput("blogs");
      const created = await server.app.inject({
        method: "POST",
        url: "/api/blogs",
        headers: server.staff,
        payload: { ...input, content: { en: `<p>Intro</p>${hostile}`, ny: `<p>Mawu oyamba</p>${hostile}` } },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<Json>().id;
      const stored = (await server.app.inject({ url: `/api/blogs/${id}` })).json<{ content: { en: string; ny: string } }>();
      for (const html of [stored.content.en, stored.content.ny]) {
        expect(findExecutableHtml(html)).toEqual([]);
        expect(html).toContain("between");
      }
      const listed = (await server.app.inject({ url: "/api/blogs?limit=1" })).json<Array<{ content: { en: string } }>>();
      expect(findExecutableHtml(listed[0]!.content.en)).toEqual([]);

      const replaced = await server.app.inject({
        method: "PUT",
        url: `/api/blogs/${id}`,
        headers: server.staff,
        payload: { ...input, content: { en: `<p>x</p><img src=x onerror=alert(1)>`, ny: `<p>y</p><svg onload=alert(1)>` } },
      });
      expect(replaced.json<{ content: { en: string; ny: string } }>().content).toEqual({ en: '<p>x</p><img src="x" />', ny: "<p>y</p>" });

      const onlyScript = await server.app.inject({
        method: "POST",
        url: "/api/blogs",
        headers: server.staff,
        payload: { ...input, content: { en: "<script>x</script>", ny: "<p>ok</p>" } },
      });
      expect(onlyScript.statusCode).toBe(400);
      expect(onlyScript.json<Json>().error).toMatch(/^body\.content\.en:/);
      await server.app.inject({ method: "DELETE", url: `/api/blogs/${id}`, headers: server.staff });
    });
  });

  describe("staff tokens", () => {
    it("answers 401 without a token and with a bad one, for every write", async () => {
      const [branch] = (await server.app.inject({ url: "/api/branches?limit=1" })).json<Json[]>();
      const requests = [
        { method: "POST" as const, url: "/api/branches", payload: makeInput("branches") },
        { method: "PUT" as const, url: `/api/branches/${branch!.id}`, payload: makeInput("branches") },
        { method: "DELETE" as const, url: `/api/branches/${branch!.id}` },
      ];
      for (const request of requests) {
        const anonymous = await server.app.inject(request);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({
          error: "This needs a staff bearer token: sign in with POST /api/login",
          code: "unauthenticated",
        });
        const forged = await server.app.inject({ ...request, headers: { authorization: "Bearer not-a-real-token" } });
        expect(forged.statusCode).toBe(401);
        expect(forged.json()).toEqual({ error: "The session has ended or is not valid: sign in again", code: "unauthenticated" });
        const malformed = await server.app.inject({ ...request, headers: { authorization: "Basic c3RhZmY6cGFzcw==" } });
        expect(malformed.statusCode).toBe(401);
      }
      expect((await server.app.inject({ url: `/api/branches/${branch!.id}` })).statusCode).toBe(200);
    });

    it("refuses an expired token", async () => {
      const login = await server.app.inject({ method: "POST", url: "/api/login", payload: staffCredentials(server.app) });
      const { token, expires_at } = login.json<{ token: string; expires_at: string }>();
      expect(Date.parse(expires_at)).toBeGreaterThan(Date.now());
      const headers = { authorization: `Bearer ${token}` };
      const write = () => server.app.inject({ method: "POST", url: "/api/branches", headers, payload: makeInput("branches") });
      expect((await write()).statusCode).toBe(201);
      await server.app.database.db
        .update(staffSessions)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(staffSessions.token_hash, hashToken(token)));
      const expired = await write();
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ error: "The session has ended or is not valid: sign in again", code: "unauthenticated" });
    });

    it("stores only a hash of each token", async () => {
      const { token } = (await server.app.inject({ method: "POST", url: "/api/login", payload: staffCredentials(server.app) })).json<{
        token: string;
      }>();
      expect(token).toMatch(/^[\w-]{43}$/);
      const sessions = await server.app.database.db.select().from(staffSessions);
      expect(sessions.some((session) => session.token_hash === token)).toBe(false);
      expect(sessions.some((session) => session.token_hash === hashToken(token))).toBe(true);
    });

    it("refuses a wrong password with 401 and never answers a password hash", async () => {
      const wrong = await server.app.inject({ method: "POST", url: "/api/login", payload: { ...STAFF, password: "wrong password" } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: "Wrong username or password", code: "unauthenticated" });
      const unknown = await server.app.inject({ method: "POST", url: "/api/login", payload: { username: "nobody", password: "x" } });
      expect(unknown.statusCode).toBe(401);
      const right = await server.app.inject({ method: "POST", url: "/api/login", payload: staffCredentials(server.app) });
      expect(Object.keys(right.json<Json>()).sort()).toEqual(["expires_at", "token"]);
    });

    it("keeps KYC account details from anyone without a staff token", async () => {
      for (const url of [
        "/api/kyc_account_details",
        "/api/kyc_account_details?limit=100",
        "/api/kyc_account_details/00000000-0000-4000-8000-000000000000",
      ]) {
        expect((await server.app.inject({ url })).statusCode, url).toBe(401);
        expect((await server.app.inject({ url, headers: { authorization: "Bearer nope" } })).statusCode, url).toBe(401);
      }
      const list = await server.app.inject({ url: "/api/kyc_account_details", headers: server.staff });
      expect(list.statusCode).toBe(200);
      expect(list.headers["cache-control"]).toBe("no-store");
    });
  });

  describe("bad input", () => {
    it.each([
      ["/api/branches?limit=0", "query.limit: must be 1 to 100"],
      ["/api/branches?limit=101", "query.limit: must be 1 to 100"],
      ["/api/branches?limit=ten", "query.limit: must be a whole number"],
      ["/api/branches?last_created_at=yesterday", "query.last_created_at: must be an ISO 8601 date-time like 2025-03-01T08:00:00.000Z"],
      ["/api/branches/42", "path.id: Invalid UUID"],
    ])("GET %s answers 400 naming the field", async (url, error) => {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, code: "invalid_request" });
    });

    it("answers 400 naming the field of a bad body", async () => {
      const cases: Array<[Json, RegExp]> = [
        [{ ...makeInput("branches"), latitude: 51.5 }, /^body\.latitude: must lie inside Malawi/],
        [{ ...makeInput("branches"), region_id: 1 }, /^body\.region_name: must match region_id/],
        [{ ...makeInput("branches"), phone: "+44 20 7946 0000" }, /^body\.phone: must be a Malawian phone number/],
        [{ ...makeInput("branches"), phone: "call the branch" }, /^body\.phone: must be a Malawian phone number/],
        [{ ...makeInput("branches"), opening_hours: { en: "Daily" } }, /^body\.opening_hours\.ny: /],
        [{ ...makeInput("branches"), name: undefined }, /^body\.name: /],
      ];
      for (const [payload, error] of cases) {
        const response = await server.app.inject({ method: "POST", url: "/api/branches", headers: server.staff, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json<Json>().error).toMatch(error);
      }
      const badUrl = await server.app.inject({
        method: "POST",
        url: "/api/blogs",
        headers: server.staff,
        payload: { ...makeInput("blogs"), image_cover_url: "javascript:alert(1)" },
      });
      expect(badUrl.json<Json>().error).toBe("body.image_cover_url: must be a site path starting with / or an https URL");
      const notJson = await server.app.inject({
        method: "POST",
        url: "/api/branches",
        headers: { ...server.staff, "content-type": "application/json" },
        payload: "{oops",
      });
      expect(notJson.statusCode).toBe(400);
      expect(Object.keys(notJson.json<Json>())).toEqual(["error", "code"]);
      const login = await server.app.inject({ method: "POST", url: "/api/login", payload: { username: "staff" } });
      expect(login.json()).toEqual({ error: "body.password: Invalid input: expected string, received undefined", code: "invalid_request" });
    });

    it("answers JSON 404 for unknown API paths", async () => {
      const response = await server.app.inject({ url: "/api/accounts" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Nothing at GET /api/accounts", code: "not_found" });
    });
  });

  describe("documentation and health", () => {
    it("serves the OpenAPI document and a docs page", async () => {
      const document = (await server.app.inject({ url: "/api/openapi.json" })).json<{ openapi: string; paths: Record<string, Json> }>();
      expect(document.openapi).toBe("3.1.0");
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(["/api/login", "/api/branches", "/api/branches/{id}", "/api/kyc_account_details"]),
      );
      expect(Object.keys(document.paths["/api/branches"]!).sort()).toEqual(["get", "post"]);
      const docs = await server.app.inject({ url: "/api/docs" });
      expect(docs.statusCode).toBe(200);
      expect(docs.headers["content-type"]).toMatch(/text\/html/);
    });

    it("is ready while the database answers", async () => {
      expect((await server.app.inject({ url: "/readyz" })).json()).toMatchObject({ status: "ready" });
    });
  });
});
