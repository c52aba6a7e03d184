import { describe, expect, it } from "vitest";
import { formatDate, formatKwacha, formatNumber, formatPercent, getDisplayDate, parseLanguage } from "./language.ts";

describe("languages and formats", () => {
  it("knows English and Chichewa and nothing else", () => {
    expect(parseLanguage("en")).toBe("en");
    expect(parseLanguage("ny")).toBe("ny");
    expect(parseLanguage("fr")).toBeUndefined();
    expect(parseLanguage(null)).toBeUndefined();
  });

  it("writes dates with Chichewa month names from the project's own table", () => {
    expect(formatDate("2020-08-03T08:00:00Z", "en")).toBe("3 August 2020");
    expect(formatDate("2020-08-03T08:00:00Z", "ny")).toBe("3 Ogasiti 2020");
    expect(formatDate("2026-12-31T23:30:00Z", "ny")).toBe("1 Januwale 2027");
    expect(getDisplayDate("2024-02-10T10:00:00Z", "ny")).toEqual({ day: 10, month: "Febuluwale", year: 2024 });
  });

  it("groups digits with commas and writes kwacha with K", () => {
    expect(formatNumber(5000000)).toBe("5,000,000");
    expect(formatNumber(1234.5, 2)).toBe("1,234.50");
    expect(formatNumber(-0.001, 2)).toBe("0.00");
    expect(formatKwacha(5000000)).toBe("K5,000,000.00");
    expect(formatKwacha(-1500.256)).toBe("-K1,500.26");
    expect(formatPercent(74.05)).toBe("74.05%");
  });
});
