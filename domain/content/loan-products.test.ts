import { describe, expect, it } from "vitest";
import {
  getLoanLimits,
  getLoanProduct,
  isLoanProductId,
  LOAN_CALCULATOR_LIMITS,
  LOAN_PRODUCT_IDS,
  LOAN_PRODUCTS,
} from "./loan-products.ts";

describe("the loan products and their limits (spec §9 loan facts)", () => {
  const limits = (id: string) => {
    const product = getLoanProduct(id)!;
    const { maxAmount, maxTermMonths } = getLoanLimits(product);
    return { maxAmount, maxTermMonths };
  };

  it("caps the Executive Loan Scheme at K5,000,000 and 36 months", () => {
    expect(limits("executive-loan-scheme")).toEqual({ maxAmount: 5_000_000, maxTermMonths: 36 });
  });

  it("caps Employer Supported Loans and Instaloans at 24 months, with no amount ceiling of their own", () => {
    expect(limits("employer-supported-loans")).toEqual({ maxAmount: LOAN_CALCULATOR_LIMITS.maxAmount, maxTermMonths: 24 });
    expect(limits("instaloans")).toEqual({ maxAmount: LOAN_CALCULATOR_LIMITS.maxAmount, maxTermMonths: 24 });
  });

  it("caps the Personal Overdraft at 12 months, Amayi Atakate at K5,000,000 and 24 months, Working Capital Finance at 36 months", () => {
    expect(limits("personal-overdraft").maxTermMonths).toBe(12);
    expect(limits("amayi-atakate")).toEqual({ maxAmount: 5_000_000, maxTermMonths: 24 });
    expect(limits("working-capital-finance").maxTermMonths).toBe(36);
  });

  it("uses the calculator's own bounds when no product is chosen", () => {
    expect(getLoanLimits()).toEqual(LOAN_CALCULATOR_LIMITS);
    expect(LOAN_CALCULATOR_LIMITS).toMatchObject({ minAmount: 1_000, maxTermMonths: 360, minRate: 0, maxRate: 100 });
  });

  it("names every product in both languages and knows its ids", () => {
    expect(LOAN_PRODUCTS.map((product) => product.id)).toEqual([...LOAN_PRODUCT_IDS]);
    for (const product of LOAN_PRODUCTS) {
      expect(product.name.en.length).toBeGreaterThan(0);
      expect(product.name.ny).toContain(product.name.en);
    }
    expect(isLoanProductId("instaloans")).toBe(true);
    expect(isLoanProductId("mortgage")).toBe(false);
    expect(getLoanProduct("mortgage")).toBeUndefined();
    expect(getLoanProduct(null)).toBeUndefined();
  });
});
