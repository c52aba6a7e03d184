import { describe, expect, it } from "vitest";
import { formatContentVersions, parsePageVersions, parseServerVersions } from "./content-versions.ts";

describe("content versions (ADR 030)", () => {
  it("writes a page's versions in a fixed order, browser collections only, and reads them back", () => {
    const text = formatContentVersions({ branches: 12, blogs: 4, kyc_account_types: 2, documents: 9 });
    expect(text).toBe("blogs:4 branches:12");
    expect([...parsePageVersions(text)]).toEqual([
      ["blogs", 4],
      ["branches", 12],
    ]);
  });

  it("leaves out what it cannot vouch for: unknown versions, malformed items", () => {
    expect(formatContentVersions({ blogs: -1 })).toBeUndefined();
    expect([...parsePageVersions("blogs: branches:x loans:3 nonsense teams:1.5")]).toEqual([["loans", 3]]);
    expect(parsePageVersions(undefined).size).toBe(0);
  });

  it("reads the feed's versions message, and nothing from anything else", () => {
    expect([...parseServerVersions({ blogs: 4, kyc_account_details: 1, loans: "3" })!]).toEqual([["blogs", 4]]);
    expect(parseServerVersions(["blogs", 4])).toBeUndefined();
    expect(parseServerVersions(null)).toBeUndefined();
  });
});
