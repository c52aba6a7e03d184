import { describe, expect, it } from "vitest";
import { selectRateHistory } from "./rate-history.ts";

const rate = (
  set_at: string,
  buying: number,
  overrides: Partial<{ currency_code: string; source: "bank" | "moneyBureau"; created_at: string }> = {},
) => ({
  source: "moneyBureau" as const,
  currency_code: "USD",
  set_at,
  created_at: set_at,
  buying,
  selling: buying + 50,
  ...overrides,
});

describe("a currency's rate history", () => {
  const now = new Date("2026-11-28T08:00:00Z");

  it("takes the last rate published each Malawi day, oldest first", () => {
    const rates = [
      rate("2026-11-27T05:30:00.000Z", 1720),
      rate("2026-11-26T12:00:00.000Z", 1710),
      rate("2026-11-26T05:30:00.000Z", 1700),
      // 23:30 on 26 November in UTC is 01:30 on the 27th in Blantyre.
      rate("2026-11-25T23:30:00.000Z", 1690),
    ];
    expect(selectRateHistory(rates, { currency: "USD", days: 30, now })).toEqual([
      { date: "2026-11-26", buying: 1710, selling: 1760 },
      { date: "2026-11-27", buying: 1720, selling: 1770 },
    ]);
  });

  it("keeps to the period, the currency and the money bureau's rates", () => {
    const rates = [
      rate("2026-10-29T08:00:00.000Z", 1600),
      rate("2026-10-30T08:00:00.000Z", 1610),
      rate("2026-11-27T08:00:00.000Z", 1700, { currency_code: "GBP" }),
      rate("2026-11-27T08:00:00.000Z", 1800, { source: "bank" }),
    ];
    expect(selectRateHistory(rates, { currency: "USD", days: 30, now }).map((day) => day.date)).toEqual(["2026-10-30"]);
  });
});
