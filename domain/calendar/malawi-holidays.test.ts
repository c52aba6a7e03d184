import { describe, expect, it } from "vitest";
import type { CalendarDate } from "./calendar-date.ts";
import { getEasterSunday, getMalawiPublicHolidays, mergePublicHolidays } from "./malawi-holidays.ts";

describe("Easter", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
  ])("falls in %i on %s", (year, date) => {
    expect(getEasterSunday(year)).toBe(date);
  });
});

describe("Malawi's public holidays", () => {
  it("in 2026 include Good Friday and Easter Monday around Easter", () => {
    const holidays = getMalawiPublicHolidays(2026);
    expect(holidays.find((holiday) => holiday.name.en === "Good Friday")?.date).toBe("2026-04-03");
    expect(holidays.find((holiday) => holiday.name.en === "Easter Monday")?.date).toBe("2026-04-06");
  });

  it("give the Monday when a holiday falls on a weekend", () => {
    // 2027: 1 May is a Saturday; 2028: 14 May is a Sunday.
    const dates2027 = getMalawiPublicHolidays(2027).map((holiday) => [holiday.date, holiday.name.en]);
    expect(dates2027).toContainEqual(["2027-05-01", "Labour Day"]);
    expect(dates2027).toContainEqual(["2027-05-03", "Labour Day (observed)"]);
    const dates2028 = getMalawiPublicHolidays(2028).map((holiday) => [holiday.date, holiday.name.en]);
    expect(dates2028).toContainEqual(["2028-05-15", "Kamuzu Day (observed)"]);
  });

  it("give Monday and Tuesday when Christmas and Boxing Day fall on a weekend", () => {
    // 2027: 25 December is a Saturday, 26 December a Sunday.
    const observed = getMalawiPublicHolidays(2027).filter((holiday) => holiday.name.en.endsWith("(observed)"));
    expect(observed.map((holiday) => [holiday.date, holiday.name.en])).toEqual(
      expect.arrayContaining([
        ["2027-12-27", "Christmas Day (observed)"],
        ["2027-12-28", "Boxing Day (observed)"],
      ]),
    );
    expect(observed.find((holiday) => holiday.date === "2027-12-28")?.name.ny).toBe("Tsiku lotsatira Khirisimasi (tchuthi chake)");
  });

  it("list eleven holidays a year, in date order, plus the Mondays they give", () => {
    // 2026: only Boxing Day (a Saturday) falls on a weekend.
    const holidays2026 = getMalawiPublicHolidays(2026);
    expect(holidays2026.filter((holiday) => !holiday.name.en.endsWith("(observed)"))).toHaveLength(11);
    expect(holidays2026.filter((holiday) => holiday.name.en.endsWith("(observed)")).map((holiday) => holiday.date)).toEqual(["2026-12-28"]);
    expect(holidays2026.map((holiday) => holiday.date)).toEqual(holidays2026.map((holiday) => holiday.date).toSorted());
  });
});

describe("merging the holidays staff entered", () => {
  const eid = { date: "2026-03-20" as CalendarDate, name: { en: "Eid al-Fitr", ny: "Idi al-Fitr" } };

  it("adds an entered day to the computed ones, in date order", () => {
    const merged = mergePublicHolidays([2026], [eid]);
    expect(merged).toHaveLength(getMalawiPublicHolidays(2026).length + 1);
    const index = merged.findIndex((holiday) => holiday.date === "2026-03-20");
    expect(merged[index]?.name.en).toBe("Eid al-Fitr");
    expect(merged[index - 1]?.date).toBe("2026-03-03");
    expect(merged[index + 1]?.date).toBe("2026-04-03");
  });

  it("lets an entered day on a computed date correct its name, without a duplicate", () => {
    const corrected = { date: "2026-07-06" as CalendarDate, name: { en: "Independence Day (62nd)", ny: "Tsiku la Ufulu (62)" } };
    const merged = mergePublicHolidays([2026], [corrected]);
    expect(merged.filter((holiday) => holiday.date === "2026-07-06")).toEqual([corrected]);
    expect(merged).toHaveLength(getMalawiPublicHolidays(2026).length);
  });

  it("leaves out entered days of years not asked for", () => {
    const merged = mergePublicHolidays([2027], [eid]);
    expect(merged.some((holiday) => holiday.date === "2026-03-20")).toBe(false);
    expect(merged).toEqual(getMalawiPublicHolidays(2027));
  });
});
