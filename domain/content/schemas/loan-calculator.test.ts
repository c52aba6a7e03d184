import { describe, expect, it } from "vitest";
import { parseLoanCalculatorQuery } from "./loan-calculator.ts";

const parse = (query: string) => parseLoanCalculatorQuery(new URLSearchParams(query));

describe("the loan calculator's query", () => {
  it("is empty on a first visit, or when a link only picks a product", () => {
    expect(parse("")).toEqual({ status: "empty", values: { amount: "", rate: "", term: "", product: "" } });
    expect(parse("product=instaloans&lang=ny")).toMatchObject({ status: "empty", values: { product: "instaloans" } });
  });

  it("reads amounts as banks print them", () => {
    expect(parse("amount=K1%2C000%2C000&rate=24&term=12&product=")).toEqual({
      status: "valid",
      values: { amount: "K1,000,000", rate: "24", term: "12", product: "" },
      input: { amount: 1_000_000, rate: 24, term: 12 },
    });
    expect(parse("amount=1+500+000.50&rate=17.5&term=36&product=executive-loan-scheme")).toMatchObject({
      status: "valid",
      input: { amount: 1_500_000.5, rate: 17.5, term: 36, product: "executive-loan-scheme" },
    });
    expect(parse("amount=250000&rate=0&term=6")).toMatchObject({ status: "valid", input: { rate: 0 } });
  });

  it("refuses each field with its own reason", () => {
    expect(parse("amount=&rate=&term=&product=")).toMatchObject({
      status: "invalid",
      errors: { amount: { code: "required" }, rate: { code: "required" }, term: { code: "required" } },
    });
    expect(parse("amount=lots&rate=ten&term=1.5")).toMatchObject({
      status: "invalid",
      errors: { amount: { code: "notAnAmount" }, rate: { code: "notARate" }, term: { code: "notWholeMonths" } },
    });
    expect(parse("amount=10.555&rate=10&term=12")).toMatchObject({ errors: { amount: { code: "notAnAmount" } } });
    expect(parse("amount=500&rate=101&term=0")).toMatchObject({
      status: "invalid",
      errors: { amount: { code: "tooSmall", limit: 1_000 }, rate: { code: "tooLarge", limit: 100 }, term: { code: "tooSmall", limit: 1 } },
    });
    expect(parse("amount=2000000000&rate=10&term=361")).toMatchObject({
      errors: { amount: { code: "tooLarge", limit: 1_000_000_000 }, term: { code: "tooLarge", limit: 360 } },
    });
  });

  it("holds a product's amount and term to its limits, every field at once", () => {
    expect(parse("amount=5000001&rate=20&term=37&product=executive-loan-scheme")).toMatchObject({
      status: "invalid",
      errors: { amount: { code: "aboveProductAmount", limit: 5_000_000 }, term: { code: "aboveProductTerm", limit: 36 } },
    });
    expect(parse("amount=5000000&rate=20&term=36&product=executive-loan-scheme")).toMatchObject({ status: "valid" });
    expect(parse("amount=100000&rate=20&term=13&product=personal-overdraft")).toMatchObject({
      errors: { term: { code: "aboveProductTerm", limit: 12 } },
    });
    expect(parse("amount=100000&rate=20&term=25&product=amayi-atakate")).toMatchObject({
      errors: { term: { code: "aboveProductTerm", limit: 24 } },
    });
    expect(parse("amount=100000&rate=20&term=12&product=mortgage")).toMatchObject({ errors: { product: { code: "unknownProduct" } } });
  });
});
