import { describe, expect, it } from "vitest";
import { getMalawiPublicHolidays } from "./malawi-holidays.ts";
import { addWorkingDays, countWorkingDays, isWorkingDay } from "./working-days.ts";

const holidays = [...getMalawiPublicHolidays(2026), ...getMalawiPublicHolidays(2027)];

describe("working days", () => {
  it("skip weekends", () => {
    // Friday 6 November 2026 + 10 working days: Friday 20 November.
    expect(addWorkingDays("2026-11-06", 10, holidays)).toBe("2026-11-20");
    expect(addWorkingDays("2026-11-07", 1, holidays)).toBe("2026-11-09");
  });

  it("skip public holidays", () => {
    // Thursday 2 April 2026 + 2: Good Friday 3 April and Easter Monday 6 April are skipped.
    expect(addWorkingDays("2026-04-02", 2, holidays)).toBe("2026-04-08");
    // Friday 18 December 2026 + 10 working days crosses Christmas (Friday) and Boxing Day (Saturday, so Monday 28 off).
    expect(addWorkingDays("2026-12-18", 10, holidays)).toBe("2027-01-06");
  });

  it("know a holiday and a weekend from a working day", () => {
    expect(isWorkingDay("2026-07-06", holidays)).toBe(false);
    expect(isWorkingDay("2026-07-07", holidays)).toBe(true);
    expect(isWorkingDay("2026-11-28", holidays)).toBe(false);
  });

  it("count working days between two dates", () => {
    expect(countWorkingDays("2026-12-18", "2027-01-06", holidays)).toBe(10);
    expect(countWorkingDays("2026-11-06", "2026-11-06", holidays)).toBe(0);
  });

  it("refuse a negative count", () => {
    expect(() => addWorkingDays("2026-11-06", -1, holidays)).toThrow(RangeError);
  });
});
