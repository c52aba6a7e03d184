import { describe, expect, it } from "vitest";
import { getCalculatorProduct, getNextTabIndex, parseLoanDetailTab, parseLoanType, selectLoans } from "./loan-list.ts";

describe("loans list", () => {
  it("reads ?type= in any case, else All Loans; the Amayi Atakate screen shows Amayi Atakate", () => {
    expect(parseLoanType(null, false)).toBe("All Loans");
    expect(parseLoanType("employer supported loans", false)).toBe("Employer Supported Loans");
    expect(parseLoanType("Nonsense", false)).toBe("All Loans");
    expect(parseLoanType(null, true)).toBe("Amayi Atakate");
  });

  it("filters loans by their query type; All Loans shows all", () => {
    const loans = [{ query_type: "Amayi Atakate" }, { query_type: null }, { query_type: "Executive Loan Scheme" }];
    expect(selectLoans(loans, "All Loans")).toHaveLength(3);
    expect(selectLoans(loans, "Amayi Atakate")).toEqual([{ query_type: "Amayi Atakate" }]);
  });

  it("defaults the detail tab to Requirements", () => {
    expect(parseLoanDetailTab(undefined)).toBe("requirements");
    expect(parseLoanDetailTab("features")).toBe("features");
  });

  it("moves between tabs with arrows that wrap, Home and End", () => {
    expect(getNextTabIndex(3, "ArrowRight", 4)).toBe(0);
    expect(getNextTabIndex(0, "ArrowLeft", 4)).toBe(3);
    expect(getNextTabIndex(1, "Home", 4)).toBe(0);
    expect(getNextTabIndex(1, "End", 4)).toBe(3);
    expect(getNextTabIndex(1, "Enter", 4)).toBeUndefined();
  });

  it("links a loan to the calculator's product when there is one", () => {
    expect(getCalculatorProduct({ title: { en: "Amayi Atakate Loan", ny: "" } })).toBe("amayi-atakate");
    expect(getCalculatorProduct({ title: { en: "SME loans", ny: "" } })).toBeUndefined();
  });
});
