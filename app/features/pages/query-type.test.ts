import { describe, expect, it } from "vitest";
import { findByQueryType, queryTypeHref } from "./query-type.ts";

const entries = [{ query: "Savings Account" }, { query: "Fixed Deposite Account" }];

describe("findByQueryType", () => {
  it("selects the entry whose value is the spec's value, misspelling included", () => {
    expect(findByQueryType(entries, "Fixed Deposite Account")).toBe(entries[1]);
  });

  it("ignores case and surrounding spaces", () => {
    expect(findByQueryType(entries, "  savings account ")).toBe(entries[0]);
  });

  it("selects nothing for no value, an empty value or an unknown one, which screens show as all", () => {
    expect(findByQueryType(entries, null)).toBeUndefined();
    expect(findByQueryType(entries, "")).toBeUndefined();
    expect(findByQueryType(entries, "All Accounts")).toBeUndefined();
    expect(findByQueryType(entries, "Gold Account")).toBeUndefined();
  });
});

describe("queryTypeHref", () => {
  it("encodes the value as the menu does, and leaves the all view without a query", () => {
    expect(queryTypeHref("/fdhbankplc/bankaccounts", "Fixed Deposite Account")).toBe(
      "/fdhbankplc/bankaccounts?type=Fixed%20Deposite%20Account",
    );
    expect(queryTypeHref("/firstdiscounthouse/services", undefined)).toBe("/firstdiscounthouse/services");
  });
});
