import { describe, expect, it } from "vitest";
import { RISK_BANDS, TOP_RISK_CODE, getRiskCode, normaliseAmount, parseMonthlyIncome } from "./risk.ts";

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
    expect(() => getRiskCode("K 2OO,000")).toThrow(RangeError);
    expect(() => getRiskCode(Number.NaN)).toThrow(RangeError);
    expect(() => getRiskCode(-1)).toThrow(RangeError);
  });

  it.each([
    ["K350,000", "350000"],
    ["350 000", "350000"],
    ["MK 350,000.00", "350000.00"],
    ["mk350000", "350000"],
    ["MWK 1 250 000", "1250000"],
    ["350\u00a0000", "350000"],
    [" 4,999,999 ", "4999999"],
  ])("reads %j as people write it: %s", (typed, digits) => {
    expect(normaliseAmount(typed)).toBe(digits);
  });

  it.each(["", "K", "350,000 K", "$350", "3.5.0", "-350", "three hundred", "K-5"])("refuses %j", (typed) => {
    expect(normaliseAmount(typed)).toBeUndefined();
  });

  it("files K350,000 in the same band as 350,000", () => {
    expect(getRiskCode("K350,000")).toBe(getRiskCode("350000"));
    expect(getRiskCode("MK 200,000.00")).toBe(9);
  });
});
