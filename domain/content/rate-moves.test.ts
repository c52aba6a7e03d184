import { describe, expect, it } from "vitest";
import { findLargeRateMoves, getRateMoveKey } from "./rate-moves.ts";

const current = [
  { currency_code: "USD", buying: 1724.34, selling: 1790 },
  { currency_code: "ZAR", buying: 95, selling: 101 },
];

describe("large moves of today's rates", () => {
  it("finds a rate typed ten times too large, with both figures and the signed percent", () => {
    const moves = findLargeRateMoves([{ currency_code: "USD", buying: 17305, selling: 1795 }], current, 5);
    expect(moves).toEqual([{ currency_code: "USD", side: "buying", current: 1724.34, typed: 17305, percent: 903.6 }]);
    expect(getRateMoveKey(moves[0]!)).toBe("USD.buying");
  });

  it("lets a day's ordinary move through, and counts a fall as a move", () => {
    expect(findLargeRateMoves([{ currency_code: "USD", buying: 1810, selling: 1879 }], current, 5)).toEqual([]);
    expect(findLargeRateMoves([{ currency_code: "ZAR", buying: 91, selling: 95 }], current, 5)).toEqual([
      { currency_code: "ZAR", side: "selling", current: 101, typed: 95, percent: -5.9 },
    ]);
  });

  it("has nothing to compare for a currency never published, or a rate not yet typed", () => {
    expect(findLargeRateMoves([{ currency_code: "EUR", buying: 2000, selling: 2100 }], current, 5)).toEqual([]);
    expect(findLargeRateMoves([{ currency_code: "USD", buying: Number.NaN, selling: 1790 }], current, 5)).toEqual([]);
  });
});
