import { describe, expect, it } from "vitest";
import { createTestClock } from "#tests/support/test-clock.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

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
  executives: {
    id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
    name: "Dr Chikondi Mwale",
    image_url: "/content/images/board.jpg",
    qualifications: "PhD Economics",
    roles: [{ company_name: "bank", executive_role_type_name: "Chairperson", title: { en: "Chairperson", ny: "Wapampando" }, position: 1 }],
  },
} as const;

describe.each(DRIVERS)("the API contract on %s", (driver) => {
  // The server fills in write times from this clock: a retry can come "later" without waiting.
  const clock = createTestClock({ ticking: true });
  const server = useTestServer(driver, { content: { now: clock.now } });

  it("accepts a branch shaped as spec §3, a branch unless said otherwise, with its phone in E.164", async () => {
    const created = await server.app.inject({
      method: "POST",
      url: "/api/branches",
      headers: server.staff,
      payload: SPEC_RECORDS.branches,
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<Json>();
    const read = (await server.app.inject({ url: `/api/branches/${String(record.id)}` })).json<Json>();
    const { id: _id, phone: _phone, ...named } = SPEC_RECORDS.branches;
    expect(read).toMatchObject({ ...named, phone: "+2651820000", kind: "branch", opening_hours: null });
    expect(read.created_at).toEqual(expect.any(String));
  });

  it("refuses a phone that is not a Malawian number, naming the field", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/branches",
      headers: server.staff,
      payload: { ...SPEC_RECORDS.branches, phone: "+44 20 7946 0000" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringMatching(/^body\.phone: /), code: "invalid_request" });
  });

  it("accepts a blog shaped as spec §3 with its createrId, and gives it a summary and both blogs", async () => {
    const read = await createAndRead("blogs", SPEC_RECORDS.blogs);
    const { id: _id, ...named } = SPEC_RECORDS.blogs;
    expect(read).toMatchObject({ ...named, sites: ["holding", "bank"] });
    expect(read.summary).toEqual({ en: "The Limbe branch opens on Monday.", ny: "Nthambi ya Limbe itsegulidwa Lolemba." });
  });

  it("accepts a board member shaped as spec §3, without the bio the spec does not name", async () => {
    const { id: _id, ...named } = SPEC_RECORDS.executives;
    expect(await createAndRead("executives", SPEC_RECORDS.executives)).toMatchObject({ ...named, bio: null });
  });

  it("accepts a KYC account type shaped as spec §3", async () => {
    const types = (await server.app.inject({ url: "/api/kyc_account_types?limit=100" })).json<Json[]>();
    const sme = types.find((type) => type.name === "SME")!;
    expect(
      (await server.app.inject({ method: "DELETE", url: `/api/kyc_account_types/${String(sme.id)}`, headers: server.staff })).statusCode,
    ).toBe(204);
    const created = await server.app.inject({
      method: "POST",
      url: "/api/kyc_account_types",
      headers: server.staff,
      payload: { id: "1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9", name: "SME", position: 3, created_at: "2020-01-01T00:00:00.000Z" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: "SME", position: 3 });
  });

  /** POSTs a body with the staff token and reads the record back as a visitor would. */
  async function createAndRead(collection: string, body: Json): Promise<Json> {
    const created = await server.app.inject({ method: "POST", url: `/api/${collection}`, headers: server.staff, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const read = await server.app.inject({ url: `/api/${collection}/${created.json<Json>().id as string}` });
    expect(read.statusCode).toBe(200);
    const record = read.json<Json>();
    // The server's id and created_at, never the body's.
    expect(record.id).not.toBe(body.id ?? body._id);
    expect(record.created_at).not.toBe(body.created_at);
    return record;
  }

  /** POSTs a body with the staff token and expects a 400 that names the field. */
  async function expectRefused(collection: string, body: Json, field: string): Promise<void> {
    const response = await server.app.inject({ method: "POST", url: `/api/${collection}`, headers: server.staff, payload: body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Json>()).toEqual({ error: expect.stringContaining(`body.${field}`), code: "invalid_request" });
  }

  /** A moment written by the server during the test: between `before` and now. */
  function expectWrittenSince(value: unknown, before: number): void {
    expect(typeof value).toBe("string");
    expect(Date.parse(value as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(value as string)).toBeLessThanOrEqual(clock.now().getTime() + 1000);
  }

  it("accepts a document shaped as spec §3 with its title and file: the bank's, its type read from the file name, no size", async () => {
    const document = {
      id: "5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f",
      created_at: "2020-01-01T00:00:00.000Z",
      document_type_name: "Brochures",
      published_at: "2026-10-01T08:00:00.000Z",
      title: { en: "Savings brochure", ny: "Kabuku ka akaunti yosungira" },
      file_url: "/content/files/savings-brochure.pdf",
    };
    const record = await createAndRead("documents", document);
    const { id: _id, created_at: _created, ...named } = document;
    expect(record).toMatchObject({ ...named, site: "bank", mime_type: "application/pdf", file_size: null, kyc_account_type_name: null });
  });

  it("accepts a document shaped exactly as spec §3: the bank's, titled by its type in both languages, awaiting its file", async () => {
    const bare = { document_type_name: "Annual Report", published_at: "2026-03-31" };
    const created = await server.app.inject({ method: "POST", url: "/api/documents", headers: server.staff, payload: bare });
    expect(created.statusCode, created.body).toBe(201);
    const defaults = {
      title: { en: "Annual Report", ny: "Lipoti la pachaka" },
      site: "bank",
      file_url: null,
      file_size: null,
      mime_type: null,
      kyc_account_type_name: null,
    };
    // A date is stored as the start of its day (UTC), like every published_at.
    expect(created.json()).toMatchObject({ ...defaults, document_type_name: "Annual Report", published_at: "2026-03-31T00:00:00.000Z" });

    const document = { id: "6e7f8091-ab2c-4d3e-9f40-5b6c7d8e9fa0", ...bare, created_at: "2020-01-01T00:00:00.000Z" };
    const record = await createAndRead("documents", { ...document, document_type_name: "Notice" });
    expect(record).toMatchObject({ ...defaults, document_type_name: "Notice", title: { en: "Notice", ny: "Chidziwitso" } });
    // The API lists it, without its file: the back office may see what awaits one.
    const listed = (await server.app.inject({ url: "/api/documents?limit=100" })).json<Json[]>();
    expect(listed.find((item) => item.id === record.id)).toMatchObject({ file_url: null, mime_type: null });
  });

  it("refuses a file whose type cannot be told, and a size or type without a file", async () => {
    const notice = {
      document_type_name: "Financial Statement",
      published_at: "2026-10-01T08:00:00.000Z",
      title: { en: "Interim results", ny: "Zotsatira za theka la chaka" },
      file_url: "/content/files/interim.pdf",
    };
    await expectRefused("documents", { ...notice, file_url: "/content/files/interim" }, "mime_type");
    await expectRefused("documents", { ...notice, file_url: undefined, file_size: 1024 }, "file_size");
    await expectRefused("documents", { ...notice, file_url: null, mime_type: "application/pdf" }, "mime_type");
    await expectRefused("documents", { ...notice, title: { en: "Interim results", ny: "" } }, "title.ny");
    expect((await createAndRead("documents", { ...notice, site: "holding" })).site).toBe("holding");
  });

  it("accepts a loan shaped as spec §3, its lists under the spec's keys, and answers them under ours", async () => {
    const name = (en: string, ny: string) => ({ name: { en, ny } });
    const loan = {
      _id: "6e7f8091-a2b3-4c4d-9e5f-6a7b8c9d0e1f",
      title: { en: "Instaloan", ny: "Ngongole ya Msanga" },
      description: { en: "A quick personal loan.", ny: "Ngongole yaumwini yachangu." },
      image: "/content/images/loan.jpg",
      category: "Personal and Business Banking",
      category2: "Personal",
      Requirements: [name("Payslip", "Payslip")],
      Benefits: [name("Fast approval", "Kuvomerezedwa mwachangu")],
      Features: [],
      Accessibility: [name("All branches", "Nthambi zonse")],
      "Target Group": [name("Salaried staff", "Ogwira ntchito olandira malipiro")],
      Term: [name("Up to 12 months", "Mpaka miyezi 12")],
    };
    const record = await createAndRead("loans", loan);
    expect(record).toMatchObject({
      title: loan.title,
      category2: "Personal",
      requirements: loan.Requirements,
      benefits: loan.Benefits,
      features: [],
      accessibility: loan.Accessibility,
      target_group: loan["Target Group"],
      term: loan.Term,
      query_type: null,
      max_amount: null,
      max_term_months: null,
    });
    expect(Object.keys(record)).not.toContain("Target Group");
    // Without lists or a category: empty lists, the only category there is.
    const {
      Requirements: _r,
      Benefits: _b,
      Features: _f,
      Accessibility: _a,
      "Target Group": _t,
      Term: _term,
      category: _c,
      ...bare
    } = loan;
    expect(await createAndRead("loans", bare)).toMatchObject({
      category: "Personal and Business Banking",
      requirements: [],
      target_group: [],
      term: [],
    });
  });

  it("refuses a loan without category2, or with one list under both spellings", async () => {
    const loan = {
      title: { en: "Asset Financing", ny: "Ngongole yogulira katundu" },
      description: { en: "Finance for vehicles and equipment.", ny: "Ndalama zogulira magalimoto ndi zipangizo." },
      image: "/content/images/asset.jpg",
    };
    await expectRefused("loans", loan, "category2");
    await expectRefused("loans", { ...loan, category2: "Business", term: [], Term: [] }, "Term");
  });

  it("accepts an exchange rate with only its currency and prices: the money bureau's, named, set when written", async () => {
    const before = clock.now().getTime();
    const rate = {
      id: "7f8091a2-b3c4-4d5e-8f60-7a8b9c0d1e2f",
      created_at: "2020-01-01T00:00:00.000Z",
      currency_code: "ZAR",
      buying: 95.1,
      selling: 99.8,
    };
    const record = await createAndRead("money_bureau_exchange_rates", rate);
    expect(record).toMatchObject({
      currency_code: "ZAR",
      buying: 95.1,
      selling: 99.8,
      source: "moneyBureau",
      currency_name: { en: "South African Rand", ny: "Randi ya ku South Africa" },
    });
    expectWrittenSince(record.set_at, before);
  });

  it("refuses an exchange rate without its selling price, or of a currency it does not know by name", async () => {
    await expectRefused("money_bureau_exchange_rates", { currency_code: "USD", buying: 1750 }, "selling");
    await expectRefused("money_bureau_exchange_rates", { currency_code: "NGN", buying: 1.1, selling: 1.2 }, "currency_name");
  });

  it("accepts a banner with its picture, title and company: no subtitle, no link, first in order", async () => {
    const banner = {
      id: "8091a2b3-c4d5-4e6f-9071-8b9c0d1e2f30",
      title: { en: "Bank on the go", ny: "Banki kulikonse komwe muli" },
      image_url: "/content/images/banner.jpg",
      site: "bank",
    };
    const { id: _id, ...named } = banner;
    expect(await createAndRead("banners", banner)).toMatchObject({ ...named, subtitle: null, link_href: null, position: 0 });
    await expectRefused("banners", { ...banner, image_url: undefined }, "image_url");
  });

  it("accepts a promotion shaped as spec §3 with its title and company: running from now until taken down", async () => {
    const before = clock.now().getTime();
    const promotion = {
      _id: "91a2b3c4-d5e6-4f70-8182-9c0d1e2f3041",
      image_cover_url: "/content/images/promotion.jpg",
      title: { en: "Free transfers in December", ny: "Kutumiza ndalama kwaulere mu December" },
      site: "moneyBureau",
    };
    const record = await createAndRead("promotions", promotion);
    const { _id, ...named } = promotion;
    expect(record).toMatchObject({ ...named, description: null, link_href: null, ends_at: null });
    expectWrittenSince(record.starts_at, before);
    await expectRefused("promotions", { ...promotion, site: undefined }, "site");
  });

  it("accepts a bank rate with its name, kind and rate, effective when written", async () => {
    const before = clock.now().getTime();
    const rate = {
      id: "a2b3c4d5-e6f7-4081-9293-0d1e2f304152",
      name: { en: "Base Lending Rate", ny: "Chiwongola Chachikulu cha Ngongole" },
      rate_type: "lending",
      rate: 24.5,
    };
    const record = await createAndRead("bank_rates", rate);
    const { id: _id, ...named } = rate;
    expect(record).toMatchObject(named);
    expectWrittenSince(record.effective_at, before);
    await expectRefused("bank_rates", { ...rate, rate: undefined }, "rate");
  });

  it("answers a retried create that left its time to the server with the first record, not a refusal", async () => {
    const rate = { name: { en: "Savings Rate", ny: "Chiwongola cha Akaunti Yosungira" }, rate_type: "deposit", rate: 9 };
    const headers = { ...server.staff, "idempotency-key": "spec-shaped-rate-0001" };
    const first = await server.app.inject({ method: "POST", url: "/api/bank_rates", headers, payload: rate });
    clock.advance(1_000);
    const retry = await server.app.inject({ method: "POST", url: "/api/bank_rates", headers, payload: rate });
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
  });

  it("accepts a care item shaped as spec §3 with its story: shown, no category, published when written", async () => {
    const before = clock.now().getTime();
    const care = {
      _id: "b3c4d5e6-f708-4192-a3a4-1e2f30415263",
      active: true,
      title: { en: "Desks for Chilomoni school", ny: "Madesiki a sukulu ya Chilomoni" },
      description: { en: "Two hundred desks for the pupils.", ny: "Madesiki mazana awiri a ophunzira." },
      image_url: "/content/images/care.jpg",
    };
    const record = await createAndRead("cares", care);
    const { _id, ...named } = care;
    expect(record).toMatchObject({ ...named, category: null });
    expectWrittenSince(record.published_at, before);
    const { active: _active, ...withoutActive } = care;
    expect((await createAndRead("cares", withoutActive)).active).toBe(true);
    await expectRefused("cares", { ...care, description: undefined }, "description");
  });

  it("accepts a team member without a bio or order, a tariff file without size or type, an outlet without e-mail or hours", async () => {
    const member = {
      name: "Grace Banda",
      image_url: "/content/images/team.jpg",
      title: { en: "Head of Treasury", ny: "Mkulu wa Treasury" },
      qualifications: "BCom, CFA",
      site: "bank",
    };
    expect(await createAndRead("teams", member)).toMatchObject({ ...member, bio: null, position: 0 });
    await expectRefused("teams", { ...member, site: undefined }, "site");

    const file = {
      title: { en: "Tariff guide 2027", ny: "Mitengo ya 2027" },
      file_url: "/content/files/tariffs-2027.xlsx",
      published_at: "2027-01-01T06:00:00.000Z",
    };
    expect(await createAndRead("bank_rate_files", file)).toMatchObject({
      ...file,
      file_size: null,
      mime_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
    await expectRefused("bank_rate_files", { ...file, file_url: undefined }, "file_url");

    const outlet = {
      name: "Lilongwe Old Town Bureau",
      address: "Kamuzu Procession Road",
      city: "Lilongwe",
      phone: "01 750 000",
      latitude: -13.98,
      longitude: 33.78,
    };
    expect(await createAndRead("money_bureau_locations", outlet)).toMatchObject({
      ...outlet,
      phone: "+2651750000",
      email: "",
      opening_hours: null,
    });
    await expectRefused("money_bureau_locations", { ...outlet, latitude: undefined }, "latitude");
  });

  it("keeps an image's four fields required: each is what the page shows", async () => {
    const image = { url: "/content/images/hero.jpg", alt: { en: "A branch", ny: "Nthambi" }, site: "bank", tag: "home-hero" };
    expect(await createAndRead("images", { _id: "c4d5e6f7-0819-42a3-b4b5-2f3041526374", ...image })).toMatchObject(image);
    await expectRefused("images", { ...image, alt: undefined }, "alt");
  });

  it("answers 401 before looking at the body of every write that needs a token", async () => {
    const document = (await server.app.inject({ url: "/api/openapi.json" })).json<OpenApi>();
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      WRITE_METHODS.filter((method) => operations[method]?.security?.length).map((method) => ({ path, method })),
    );
    // Every collection's POST, PUT and DELETE, the KYC writes and the upload, account opening, the console's writes.
    expect(writes.length).toBeGreaterThanOrEqual(15 * 3 + 4 + 6 + 12);
    for (const { path, method } of writes) {
      const url = path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      // Not even a body that cannot be parsed, or of a type no route takes, is looked at first.
      for (const body of [
        { payload: {} },
        { payload: { nonsense: true, id: 42 } },
        { payload: "{not json", headers: { "content-type": "application/json" } },
        { payload: "<nonsense/>", headers: { "content-type": "application/xml" } },
      ]) {
        const response = await server.app.inject({ method: method.toUpperCase() as "POST", url, ...body });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
        expect(response.json<Json>().code, `${method} ${path}`).toMatch(/^(unauthenticated|code_expired)$/);
      }
    }
  });
});
