import { describe, expect, it } from "vitest";
import { isQueryTypeMatch } from "./query-type.ts";

const REVERSE_REPO = "Reverse Repurchase Order (Reverse REPO)";

describe("?type= values (spec §2 Query parameter type)", () => {
  it("finds Reverse REPO as the spec's search index writes it, however its space is encoded", () => {
    for (const value of [
      "Reverse+REPO",
      "Reverse REPO",
      "reverse  repo",
      "REVERSE+repo",
      REVERSE_REPO,
      "reverse repurchase order (reverse repo)",
    ]) {
      expect(isQueryTypeMatch(REVERSE_REPO, value), value).toBe(true);
    }
    expect(isQueryTypeMatch(REVERSE_REPO, decodeURIComponent("Reverse%2BREPO"))).toBe(true);
  });

  it("keeps REPO and Reverse REPO apart, and matches nothing for no value", () => {
    expect(isQueryTypeMatch("Repurchase Agreement (REPO)", "Reverse+REPO")).toBe(false);
    expect(isQueryTypeMatch("Repurchase Agreement (REPO)", "repo")).toBe(true);
    expect(isQueryTypeMatch(REVERSE_REPO, "repo")).toBe(false);
    expect(isQueryTypeMatch(REVERSE_REPO, "")).toBe(false);
    expect(isQueryTypeMatch(REVERSE_REPO, null)).toBe(false);
    expect(isQueryTypeMatch("Fixed Deposite Account", "fixed+deposite+account")).toBe(true);
  });
});
