import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MALAWI_BOUNDS } from "#domain/content/schemas/branch.ts";
import { COLLECTION_NAMES, type CollectionName } from "#domain/content/schemas/collections.ts";
import { createContentRepository } from "#server/content/content-repository.ts";
import { readSampleContent, SeedContentError, seedDatabase } from "#server/content/seed.ts";
import { DRIVERS, ROOT, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;
const COLLECTIONS_DIR = path.join(ROOT, "content", "collections");

/** Spec §3: the eight loans. */
const LOAN_TITLES = [
  "Executive Loan Schemes",
  "Employer Supported Loans",
  "Instaloans",
  "Personal Overdrafts",
  "Amayi Atakate Loan",
  "Working Capital Finance",
  "SME loans",
  "Asset Financing",
];

/** Every public collection has sample records but the public holidays staff enter (ADR 064). */
const SEEDED = COLLECTION_NAMES.filter((name) => name !== "public_holidays");

describe("the sample content", () => {
  it("validates against the domain schemas, one file per public collection", () => {
    const content = readSampleContent(COLLECTIONS_DIR);
    for (const name of SEEDED) expect(content.get(name)?.length ?? 0, name).toBeGreaterThan(0);
    // No guessed religious dates (ADR 064): public holidays are entered by staff when announced.
    expect(content.get("public_holidays")?.length ?? 0).toBe(0);
  });

  it("names file, record and field when a record is wrong", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fdh-bad-content-"));
    const branches = JSON.parse(fs.readFileSync(path.join(COLLECTIONS_DIR, "branches.json"), "utf8")) as Json[];
    fs.writeFileSync(path.join(dir, "branches.json"), JSON.stringify([branches[0], { ...branches[1], longtude: 12.5 }]));
    try {
      expect(() => readSampleContent(dir)).toThrow(SeedContentError);
      expect(() => readSampleContent(dir)).toThrow(/branches\.json\[1\]\.longtude: must lie inside Malawi/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(DRIVERS)("seeding on %s", (driver) => {
  const server = useTestServer(driver, { signIn: false });
  const list = async (name: CollectionName) => (await server.app.inject({ url: `/api/${name}?limit=100` })).json<Json[]>();

  it("seeds every public collection on first start", async () => {
    for (const name of SEEDED) expect((await list(name)).length, name).toBeGreaterThan(0);
    expect(await list("public_holidays")).toEqual([]);
  });

  it("seeds 50 or more branches, all inside Malawi, in all three regions", async () => {
    const branches = await list("branches");
    expect(branches.length).toBeGreaterThanOrEqual(50);
    for (const branch of branches) {
      expect(branch.latitude).toBeGreaterThanOrEqual(MALAWI_BOUNDS.minLatitude);
      expect(branch.latitude).toBeLessThanOrEqual(MALAWI_BOUNDS.maxLatitude);
      expect(branch.longtude).toBeGreaterThanOrEqual(MALAWI_BOUNDS.minLongitude);
      expect(branch.longtude).toBeLessThanOrEqual(MALAWI_BOUNDS.maxLongitude);
    }
    expect(new Set(branches.map((branch) => branch.region_name))).toEqual(new Set(["Central", "Northern", "Southern"]));
  });

  it("lists branches in the order the content file gives them", async () => {
    const file = JSON.parse(fs.readFileSync(path.join(COLLECTIONS_DIR, "branches.json"), "utf8")) as Json[];
    expect((await list("branches")).map((branch) => branch.name)).toEqual(file.map((branch) => branch.name));
  });

  it("seeds the spec's eight loans", async () => {
    const loans = await list("loans");
    expect(loans).toHaveLength(8);
    expect(loans.map((loan) => (loan.title as { en: string }).en).sort()).toEqual([...LOAN_TITLES].sort());
  });

  it("seeds 12 or more blogs, newest published first, with sanitized HTML", async () => {
    const blogs = await list("blogs");
    expect(blogs.length).toBeGreaterThanOrEqual(12);
    const published = blogs.map((blog) => Date.parse(String(blog.published_at)));
    expect(published).toEqual([...published].sort((a, b) => b - a));
    for (const blog of blogs) expect((blog.content as { en: string }).en).not.toMatch(/<script|onerror=|javascript:/i);
  });

  it("has the four KYC account types with their positions", async () => {
    const types = (await list("kyc_account_types")).map((type) => [type.name, type.position]);
    expect(types.sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ["Individual Account", 1],
      ["Sole Proprietorship", 2],
      ["SME", 3],
      ["Corporate Account", 4],
    ]);
  });

  it("seeds once: a second start or seed run inserts nothing more", async () => {
    const before = (await list("branches")).length;
    expect(await seedDatabase(server.app.database.db, { collectionsDir: COLLECTIONS_DIR })).toEqual({ seeded: false, inserted: {} });
    expect(await seedDatabase(server.app.database.db, { collectionsDir: COLLECTIONS_DIR, force: true })).toEqual({
      seeded: true,
      inserted: {},
    });
    server.app.content.invalidate();
    expect((await list("branches")).length).toBe(before);
  });

  it("adds the four KYC account types when the content lacks them", async () => {
    const repository = createContentRepository(server.app.database.db);
    for (const type of await repository.listAll("kyc_account_types")) await repository.delete("kyc_account_types", type.id);
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), "fdh-no-content-"));
    try {
      const result = await seedDatabase(server.app.database.db, { collectionsDir: emptyDir, force: true });
      expect(result.inserted).toEqual({ kyc_account_types: 4 });
    } finally {
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
    server.app.content.invalidate();
    expect((await list("kyc_account_types")).map((type) => type.name).sort()).toEqual([
      "Corporate Account",
      "Individual Account",
      "SME",
      "Sole Proprietorship",
    ]);
  });
});
