import { describe, expect, it } from "vitest";
import { convertCurrency, formatDateTime, getLatestSetAt, parseAmount, parseRateTab, selectCurrentRates } from "./exchange-rates.ts";

const rate = (source: "bank" | "moneyBureau", currency_code: string, set_at: string, created_at: string) => ({
  source,
  currency_code,
  set_at,
  created_at,
});

describe("exchange rates", () => {
  it("defaults to Todays Rates for a missing or unknown ?tab=", () => {
    expect(parseRateTab(null)).toBe("todays-rates");
    expect(parseRateTab("x")).toBe("todays-rates");
    expect(parseRateTab("all-rates")).toBe("all-rates");
  });

  it("keeps one source's latest rate per currency, newest record first", () => {
    const rates = [
      rate("bank", "USD", "2026-11-19T07:30:00.000Z", "2026-11-19T07:31:00.000Z"),
      rate("bank", "USD", "2026-11-20T07:30:00.000Z", "2026-11-20T07:31:00.000Z"),
      rate("bank", "EUR", "2026-11-20T07:30:00.000Z", "2026-11-20T07:30:30.000Z"),
      rate("moneyBureau", "GBP", "2026-11-20T07:30:00.000Z", "2026-11-20T07:33:00.000Z"),
    ];
    const current = selectCurrentRates(rates, "bank");
    expect(current.map((entry) => [entry.currency_code, entry.set_at.slice(0, 10)])).toEqual([
      ["USD", "2026-11-20"],
      ["EUR", "2026-11-20"],
    ]);
    expect(getLatestSetAt(current)).toBe("2026-11-20T07:30:00.000Z");
    expect(getLatestSetAt([])).toBeUndefined();
  });

  it("writes when rates were set in Malawi time", () => {
    expect(formatDateTime("2026-11-20T07:30:00.000Z", "en")).toBe("20 November 2026, 09:30");
    expect(formatDateTime("2026-11-20T23:05:00.000Z", "ny")).toBe("21 Novembala 2026, 01:05");
  });

  it("buys a currency with kwacha at the selling rate and sells it for kwacha at the buying rate", () => {
    const usd = { buying: 1724.34, selling: 1776.86 };
    expect(convertCurrency(100_000, usd, "fromKwacha")).toEqual({ result: 56.28, rateKind: "selling", rate: 1776.86 });
    expect(convertCurrency(100, usd, "toKwacha")).toEqual({ result: 172_434, rateKind: "buying", rate: 1724.34 });
    expect(convertCurrency(0, usd, "toKwacha").result).toBe(0);
  });

  it("reads typed amounts with thousands commas, refusing anything else", () => {
    expect(parseAmount("1,000.50")).toBe(1000.5);
    expect(parseAmount(" 250 ")).toBe(250);
    expect(parseAmount("")).toBeUndefined();
    expect(parseAmount("-5")).toBeUndefined();
    expect(parseAmount("12abc")).toBeUndefined();
  });
});
