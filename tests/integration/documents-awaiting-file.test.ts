import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, DRIVERS, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

// A document posted as spec §3 names it (ADR 026) has no file: the API answers it with
// `file_url: null`, and the visitor screens leave it out, before paging, until a PUT gives it one.

const ANNUAL_REPORTS = "/fdhbankplc/investor_relations?tab=annual-reports";
const FINANCIAL_STATEMENTS = "/fdhbankplc/investor_relations?tab=financial-statements";

beforeAll(ensureBuild, 900_000);

/** The rows of a documents list page: each row's link and title, in order. */
function readRows(html: string): Array<{ href: string; title: string }> {
  return [...html.matchAll(/<a class="document-row__link" href="([^"]*)"[^>]*>.*?<span class="document-row__title">([^<]*)<\/span>/gs)].map(
    (match) => ({ href: match[1]!, title: match[2]! }),
  );
}

describe.each(DRIVERS)("a document awaiting its file on %s", (driver) => {
  const server = useTestServer(driver, { web: true });

  async function readPage(url: string): Promise<Array<{ href: string; title: string }>> {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(200);
    return readRows(response.body);
  }

  it("is listed by the API with no file, hidden from the investor relations page, and shown once a PUT gives it its file", async () => {
    const { app, staff } = server;
    const before = await readPage(ANNUAL_REPORTS);
    expect(before.length).toBeGreaterThan(0);

    const created = await app.inject({
      method: "POST",
      url: "/api/documents",
      headers: staff,
      payload: { document_type_name: "Annual Report", published_at: "2026-12-31" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<Json>();
    expect(record).toMatchObject({
      title: { en: "Annual Report", ny: "Lipoti la pachaka" },
      site: "bank",
      file_url: null,
      mime_type: null,
    });
    const listed = (await app.inject({ url: "/api/documents?limit=100" })).json<Json[]>();
    expect(listed.find((item) => item.id === record.id)).toMatchObject({ file_url: null });

    // Newer than every published annual report, it would head the list: it is not there at all.
    expect(await readPage(ANNUAL_REPORTS)).toEqual(before);

    const { id: _id, created_at: _created, ...input } = record;
    const fileUrl = "/content/files/bank-annual-report-2026.pdf";
    const updated = await app.inject({
      method: "PUT",
      url: `/api/documents/${String(record.id)}`,
      headers: staff,
      payload: { ...input, file_url: fileUrl },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ file_url: fileUrl, mime_type: "application/pdf" });

    const after = await readPage(ANNUAL_REPORTS);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual({ href: fileUrl, title: "Annual Report" });
    expect((await readPage(`${ANNUAL_REPORTS}&lang=ny`))[0]).toEqual({ href: fileUrl, title: "Lipoti la pachaka" });
  });

  it("keeps 10 rows a page when documents awaiting their files are newer than every published one", async () => {
    const { app, staff } = server;
    const firstPage = await readPage(FINANCIAL_STATEMENTS);
    const secondPage = await readPage(`${FINANCIAL_STATEMENTS}&page=2`);
    expect(firstPage).toHaveLength(10);
    for (let index = 0; index < 5; index++) {
      const created = await app.inject({
        method: "POST",
        url: "/api/documents",
        headers: staff,
        payload: { document_type_name: "Financial Statement", published_at: `2026-12-2${index}` },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect(await readPage(FINANCIAL_STATEMENTS)).toEqual(firstPage);
    expect(await readPage(`${FINANCIAL_STATEMENTS}&page=2`)).toEqual(secondPage);
  });

  it("is left out of the bank's documents screen and the KYC downloads too", async () => {
    const { app, staff } = server;
    const screens = ["/fdhbankplc/documents?tab=profiles", "/fdhbankplc/kyc"];
    const before = await Promise.all(screens.map(readPage));
    expect(before.every((rows) => rows.length > 0)).toBe(true);
    for (const payload of [
      { document_type_name: "Profiles", published_at: "2026-12-31" },
      { document_type_name: "KYC Form", published_at: "2026-12-31", kyc_account_type_name: "SME" },
    ]) {
      const created = await app.inject({ method: "POST", url: "/api/documents", headers: staff, payload });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect(await Promise.all(screens.map(readPage))).toEqual(before);
  });
});
