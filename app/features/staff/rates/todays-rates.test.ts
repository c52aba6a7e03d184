import { describe, expect, it } from "vitest";
import { checkRateRows, getMalawiNow, toMalawiInstant } from "./todays-rates.ts";

const row = (currency_code: string, buying: string, selling: string) => ({ currency_code, name: currency_code, buying, selling });

describe("today's rates", () => {
  it("publish only when every currency has positive buying and selling rates", () => {
    const rates = [
      { currency_code: "USD", buying: 1745.5, selling: 1790 },
      { currency_code: "ZAR", buying: 95, selling: 101.2 },
    ];
    expect(checkRateRows([row("USD", "1,745.50", "1790"), row("ZAR", "95", "101.2")])).toEqual({ rates, errors: {}, entries: rates });
    const checked = checkRateRows([row("USD", "", "abc"), row("GBP", "-3", "2300")]);
    expect(checked.rates).toBeUndefined();
    // What reads is kept for the warnings shown as rates are typed.
    expect(checked.entries[1]).toEqual({ currency_code: "GBP", buying: Number.NaN, selling: 2300 });
    expect(checked.errors).toEqual({ "USD.buying": "Required", "USD.selling": "Must be a number", "GBP.buying": "Must be more than 0" });
  });

  it("catch a selling rate below the buying rate, the usual sign of swapped columns", () => {
    expect(checkRateRows([row("EUR", "2100", "2000")]).errors).toEqual({
      "EUR.selling": "The selling rate is below the buying rate: check the two are not swapped",
    });
  });

  it("read the time as Malawi's (UTC+2)", () => {
    expect(getMalawiNow(Date.parse("2026-11-23T22:30:00Z"))).toBe("2026-11-24T00:30");
    expect(toMalawiInstant("2026-11-24T00:30")).toBe("2026-11-24T00:30:00+02:00");
  });
});
