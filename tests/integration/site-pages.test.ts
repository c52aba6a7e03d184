import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { SitePage } from "#domain/content/schemas/site-page.ts";
import { readSampleContent } from "#server/content/seed.ts";
import { ensureBuild, DRIVERS, ROOT, useTestServer } from "#tests/support/test-server.ts";

// The pages an editor writes (ADR 071): the fraud-awareness page, the complaint escalation path and
// the USSD block of the bank's home and contact pages.

const FRAUD = "/fdhbankplc/fraud";
const ESCALATION = "/fdhbankplc/complaints/escalation";
const USSD_PAGES = ["/fdhbankplc/home", "/fdhbankplc/contact"];

beforeAll(ensureBuild, 900_000);

describe("the sample site pages", () => {
  it("holds the fraud page and the escalation path in both languages, with the RBM's contacts, and no USSD code", () => {
    const pages = (readSampleContent(path.join(ROOT, "content", "collections")).get("site_pages") ?? []) as SitePage[];
    expect(pages.map((page) => page.slug).sort()).toEqual(["complaint-escalation", "fraud-awareness"]);
    const escalation = pages.find((page) => page.slug === "complaint-escalation")!;
    for (const lang of ["en", "ny"] as const) {
      expect(escalation.body[lang]).toContain("Registrar of Financial Institutions");
      expect(escalation.body[lang]).toContain("Convention Drive");
      expect(escalation.body[lang]).toContain("P.O. Box 30063");
      expect(escalation.body[lang]).toContain("+265 1 770 600");
    }
    const fraud = pages.find((page) => page.slug === "fraud-awareness")!;
    expect(fraud.body.en).toMatch(/never ask you for your PIN/);
    expect(fraud.body.ny).toMatch(/sadzakufunsani PIN/);
    for (const scam of ["sim", "agent", "phishing"])
      for (const lang of ["en", "ny"] as const) expect(fraud.body[lang].toLowerCase()).toContain(scam);
  });
});

describe.each(DRIVERS)("site pages on %s (ADR 071)", (driver) => {
  const server = useTestServer(driver, { web: true });

  async function readPage(url: string): Promise<string> {
    const response = await server.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  }

  it("seeds the two pages, which the visitor pages show in English and Chichewa", async () => {
    const listed = (await server.app.inject({ url: "/api/site_pages?limit=100" })).json<SitePage[]>();
    expect(listed.map((page) => page.slug).sort()).toEqual(["complaint-escalation", "fraud-awareness"]);
    expect(await readPage(FRAUD)).toContain("Fraud awareness: protect your money");
    expect(await readPage(`${FRAUD}?lang=ny`)).toContain("Chenjerani ndi chinyengo: tetezani ndalama zanu");
    expect(await readPage(ESCALATION)).toContain("Registrar of Financial Institutions");
    expect(await readPage(`${ESCALATION}?lang=ny`)).toContain("Pititsani dandaulo lanu ku Reserve Bank of Malawi");
  });

  it("lets staff change a page, cleaning its HTML as news bodies are, and the visitor page follows", async () => {
    const { app, staff } = server;
    const listed = (await app.inject({ url: "/api/site_pages?limit=100" })).json<SitePage[]>();
    const { id, created_at: _created, ...escalation } = listed.find((page) => page.slug === "complaint-escalation")!;
    const changed = {
      ...escalation,
      body: {
        en: '<p>Write to the Registrar, Room 12.</p><script>alert("x")</script><img src=x onerror="alert(1)">',
        ny: "<p>Lemberani Registrar, Chipinda 12.</p>",
      },
    };
    const anonymous = await app.inject({ method: "PUT", url: `/api/site_pages/${id}`, payload: changed });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });

    const updated = await app.inject({ method: "PUT", url: `/api/site_pages/${id}`, headers: staff, payload: changed });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<SitePage>().body.en).not.toMatch(/script|onerror/);
    const english = await readPage(ESCALATION);
    expect(english).toContain("Write to the Registrar, Room 12.");
    expect(english).not.toContain("Convention Drive");
    expect(english).not.toContain('alert("x")');
    expect(await readPage(`${ESCALATION}?lang=ny`)).toContain("Lemberani Registrar, Chipinda 12.");

    const unknown = await app.inject({ method: "POST", url: "/api/site_pages", headers: staff, payload: { ...changed, slug: "about-us" } });
    expect(unknown.statusCode).toBe(400);
  });

  it("shows the USSD block on the bank's home and contact pages only while an editor has set it", async () => {
    const { app, staff } = server;
    for (const url of USSD_PAGES) expect(await readPage(url)).not.toContain(`id="ussd-block-title"`);

    const block = {
      slug: "ussd-banking",
      title: { en: "Bank from any phone: dial *000#", ny: "Gwiritsani ntchito banki pa foni iliyonse: imbani *000#" },
      body: { en: "<p>No data bundle needed.</p>", ny: "<p>Simufuna data.</p>" },
    };
    const created = await app.inject({ method: "POST", url: "/api/site_pages", headers: staff, payload: block });
    expect(created.statusCode, created.body).toBe(201);
    for (const url of USSD_PAGES) {
      expect(await readPage(url)).toContain("Bank from any phone: dial *000#");
      expect(await readPage(`${url}?lang=ny`)).toContain("imbani *000#");
    }
    // The other companies' contact pages have no USSD block.
    expect(await readPage("/fdhmoneybureau/contact")).not.toContain("*000#");

    const removed = await app.inject({ method: "DELETE", url: `/api/site_pages/${created.json<SitePage>().id}`, headers: staff });
    expect(removed.statusCode).toBeLessThan(300);
    for (const url of USSD_PAGES) expect(await readPage(url)).not.toContain("*000#");
  });
});
