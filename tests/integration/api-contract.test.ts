import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createTestDatabase, DRIVERS, signIn, type TestDatabase } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;
type OpenApi = { paths: Record<string, Record<string, { security?: unknown[] }>> };

const WRITE_METHODS = ["post", "put", "patch", "delete"] as const;

/** Records exactly as spec §3 names their fields, as an integrator would first send them. */
const SPEC_RECORDS = {
  branches: {
    id: "7c5a3f0e-1d2b-4c3a-9e8f-0a1b2c3d4e5f",
    region_id: 3,
    region_name: "Southern",
    name: "Limbe Spec Branch",
    email: "limbe.spec@example.mw",
    phone: "+265 1 820 000",
    latitude: -15.81,
    longtude: 35.05,
    address: "Churchill Road, Limbe",
  },
  blogs: {
    id: "4f1e2d3c-5b6a-4789-8a0b-1c2d3e4f5a6b",
    title: { en: "Branch opens in Limbe", ny: "Nthambi yatsegulidwa ku Limbe" },
    content: {
      en: "<p>The <strong>Limbe</strong> branch opens on Monday.</p>",
      ny: "<p>Nthambi ya <strong>Limbe</strong> itsegulidwa Lolemba.</p>",
    },
    published_at: "2026-11-02T08:00:00.000Z",
    image_cover_url: "/content/images/blog-cover.jpg",
    createrId: "cms-user-17",
    creater_name: "Communications Team",
    showSocialIcons: true,
    shareTitle: { en: "Branch opens in Limbe", ny: "Nthambi yatsegulidwa ku Limbe" },
    shareDiscription: { en: "A new branch in Limbe", ny: "Nthambi yatsopano ku Limbe" },
    readingTime: 2,
    featured: false,
  },
} as const;

describe.each(DRIVERS)("the API contract on %s", (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staff: { authorization: string };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildTestApp(database);
    staff = await signIn(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("accepts a branch shaped as spec §3, a branch unless said otherwise, with its phone in E.164", async () => {
    const created = await app.inject({ method: "POST", url: "/api/branches", headers: staff, payload: SPEC_RECORDS.branches });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<Json>();
    const read = (await app.inject({ url: `/api/branches/${String(record.id)}` })).json<Json>();
    const { id: _id, phone: _phone, ...named } = SPEC_RECORDS.branches;
    expect(read).toMatchObject({ ...named, phone: "+2651820000", kind: "branch", opening_hours: null });
    expect(read.created_at).toEqual(expect.any(String));
  });

  it("refuses a phone that is not a Malawian number, naming the field", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/branches",
      headers: staff,
      payload: { ...SPEC_RECORDS.branches, phone: "+44 20 7946 0000" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringMatching(/^body\.phone: /), code: "invalid_request" });
  });

  it("accepts a blog shaped as spec §3 with its createrId, and gives it a summary and both blogs", async () => {
    const created = await app.inject({ method: "POST", url: "/api/blogs", headers: staff, payload: SPEC_RECORDS.blogs });
    expect(created.statusCode, created.body).toBe(201);
    const read = (await app.inject({ url: `/api/blogs/${created.json<Json>().id as string}` })).json<Json>();
    const { id: _id, ...named } = SPEC_RECORDS.blogs;
    expect(read).toMatchObject({ ...named, sites: ["holding", "bank"] });
    expect(read.summary).toEqual({ en: "The Limbe branch opens on Monday.", ny: "Nthambi ya Limbe itsegulidwa Lolemba." });
  });

  it("accepts a board member shaped as spec §3, without the bio the spec does not name", async () => {
    const member = {
      id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
      name: "Dr Chikondi Mwale",
      image_url: "/content/images/board.jpg",
      qualifications: "PhD Economics",
      roles: [
        { company_name: "bank", executive_role_type_name: "Chairperson", title: { en: "Chairperson", ny: "Wapampando" }, position: 1 },
      ],
    };
    const created = await app.inject({ method: "POST", url: "/api/executives", headers: staff, payload: member });
    expect(created.statusCode, created.body).toBe(201);
    const { id: _id, ...named } = member;
    expect((await app.inject({ url: `/api/executives/${created.json<Json>().id as string}` })).json()).toMatchObject({
      ...named,
      bio: null,
    });
  });

  it("accepts a KYC account type shaped as spec §3", async () => {
    const types = (await app.inject({ url: "/api/kyc_account_types?limit=100" })).json<Json[]>();
    const sme = types.find((type) => type.name === "SME")!;
    expect((await app.inject({ method: "DELETE", url: `/api/kyc_account_types/${String(sme.id)}`, headers: staff })).statusCode).toBe(204);
    const created = await app.inject({
      method: "POST",
      url: "/api/kyc_account_types",
      headers: staff,
      payload: { id: "1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9", name: "SME", position: 3, created_at: "2020-01-01T00:00:00.000Z" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: "SME", position: 3 });
  });

  it("answers 401 before looking at the body of every write that needs a token", async () => {
    const document = (await app.inject({ url: "/api/openapi.json" })).json<OpenApi>();
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      WRITE_METHODS.filter((method) => operations[method]?.security?.length).map((method) => ({ path, method })),
    );
    // Every collection's POST, PUT and DELETE, the KYC writes and the upload.
    expect(writes.length).toBeGreaterThanOrEqual(15 * 3 + 4);
    for (const { path, method } of writes) {
      const url = path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      for (const payload of [{}, { nonsense: true, id: 42 }]) {
        const response = await app.inject({ method: method.toUpperCase() as "POST", url, payload });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
        expect(response.json<Json>().code, `${method} ${path}`).toMatch(/^(unauthenticated|code_expired)$/);
      }
    }
  });
});
