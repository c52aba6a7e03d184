import { describe, expect, it } from "vitest";
import { RISK_BANDS, TOP_RISK_CODE, getRiskCode, parseMonthlyIncome } from "./risk.ts";

describe("risk code from monthly income (spec §5, §9)", () => {
  it("has the spec's three bounds", () => {
    expect(RISK_BANDS.map((band) => band.below)).toEqual([200000, 500000, 4999999]);
    expect(TOP_RISK_CODE).toBe(11);
  });

  it.each([
    ["0", 8],
    ["199,999", 8],
    ["199999.99", 8],
    ["200,000", 9],
    ["499999", 9],
    ["500000", 10],
    ["4,999,998", 10],
    ["4,999,999", 11],
    ["12,000,000", 11],
  ] as const)("gives %s the code %i", (income, code) => {
    expect(getRiskCode(income)).toBe(code);
  });

  it("takes numbers as well as text", () => {
    expect(getRiskCode(250_000)).toBe(9);
  });

  it("refuses what is not an amount instead of guessing a band", () => {
    expect(parseMonthlyIncome("1,2a")).toBeUndefined();
    expect(parseMonthlyIncome("-5")).toBeUndefined();
    expect(parseMonthlyIncome(" 1,250,000.50 ")).toBe(1250000.5);
    expect(() => getRiskCode("")).toThrow(RangeError);
    expect(() => getRiskCode("MK 200000")).toThrow(RangeError);
    expect(() => getRiskCode(Number.NaN)).toThrow(RangeError);
    expect(() => getRiskCode(-1)).toThrow(RangeError);
  });
});
