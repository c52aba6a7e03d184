import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { COLLECTION_NAMES, COLLECTIONS, isCollectionName } from "./collections.ts";
import { specSpellings } from "../../schemas/common.ts";
import { ContentEventSchema } from "./content-event.ts";
import { LOADER_PAGE_SIZE, PROMOTIONS_PAGE_SIZE } from "../../schemas/paging.ts";

describe("the collection registry", () => {
  it("defines every API path of DESIGN.md once, under its own name", () => {
    expect(COLLECTION_NAMES).toHaveLength(17);
    for (const name of COLLECTION_NAMES) expect(COLLECTIONS[name].name).toBe(name);
    expect(isCollectionName("branches")).toBe(true);
    expect(isCollectionName("accounts")).toBe(false);
  });

  it("maps collections to the 13 browser stores of spec §1 and the public holidays' (ADR 064)", () => {
    const stores = COLLECTION_NAMES.map((name) => COLLECTIONS[name].getStoreName("fdh")).filter((store) => store !== undefined);
    expect(stores.sort()).toEqual(
      [
        "bankRates",
        "bankRateFiles",
        "banners",
        "blogs",
        "boards",
        "branches",
        "exchangeRates",
        "images",
        "loans",
        "promotions",
        "teams",
        "fdhcares",
        "moneybureauLocations",
        "publicHolidays",
      ].sort(),
    );
    expect(COLLECTIONS.executives.getStoreName("fdh")).toBe("boards");
    expect(COLLECTIONS.cares.getStoreName("nbs")).toBe("nbscares");
    expect(COLLECTIONS.money_bureau_exchange_rates.getStoreName("fdh")).toBe("exchangeRates");
  });

  it("holds public content only: KYC records are the KYC area's, never a collection", () => {
    expect(COLLECTION_NAMES).not.toContain("kyc_account_details");
    expect(isCollectionName("kyc_account_details")).toBe(false);
    expect(COLLECTION_NAMES).toHaveLength(17);
  });

  it("pages loaders by 100, promotions by 10 (spec §4)", () => {
    for (const name of COLLECTION_NAMES)
      expect(COLLECTIONS[name].loaderPageSize).toBe(name === "promotions" ? PROMOTIONS_PAGE_SIZE : LOADER_PAGE_SIZE);
  });

  it("answers each record with its input fields plus id and created_at", () => {
    for (const name of COLLECTION_NAMES) {
      // A body schema may end in a transform (blogs fill in a summary): its fields are those of the object it reads,
      // less spec §3's other spellings of them (a loan's `Target Group`).
      const inputSchema = COLLECTIONS[name].inputSchema as unknown as z.ZodObject | z.ZodPipe<z.ZodObject>;
      const shape = "shape" in inputSchema ? inputSchema.shape : inputSchema.in.shape;
      const input = Object.keys(shape)
        .filter((field) => !specSpellings.has(shape[field]!))
        .sort();
      const record = Object.keys((COLLECTIONS[name].recordSchema as unknown as z.ZodObject).shape).sort();
      expect(record, name).toEqual([...input, "id", "created_at"].sort());
    }
  });

  it("names only times its body may leave out as filled at writing", () => {
    for (const name of COLLECTION_NAMES) {
      const field = COLLECTIONS[name].writeTimeField;
      if (field === undefined) continue;
      const inputSchema = COLLECTIONS[name].inputSchema as unknown as z.ZodObject | z.ZodPipe<z.ZodObject>;
      const shape = "shape" in inputSchema ? inputSchema.shape : inputSchema.in.shape;
      expect(shape[field]?.safeParse(undefined).success, name).toBe(true);
    }
  });

  it("describes a content event with an action and an id", () => {
    const id = "6f1c2e0a-3b7d-4c59-9d2e-0a1b2c3d4e5f";
    expect(ContentEventSchema.parse({ collection: "branches", action: "deleted", id })).toEqual({
      collection: "branches",
      action: "deleted",
      id,
    });
    expect(ContentEventSchema.safeParse({ collection: "branches", action: "renamed", id }).success).toBe(false);
  });
});
