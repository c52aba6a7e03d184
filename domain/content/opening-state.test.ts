import { describe, expect, it } from "vitest";
import { getMalawiPublicHolidays } from "../calendar/malawi-holidays.ts";
import { describeOpeningState, getOpeningState, isOpenAt, type WeeklyHours } from "./opening-state.ts";

const weekday = [{ opens: "08:00", closes: "16:00" }];
const branchHours: WeeklyHours = {
  always_open: false,
  days: { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: [{ opens: "08:30", closes: "12:00" }], sun: [] },
};
const overnight: WeeklyHours = {
  always_open: false,
  days: { mon: [], tue: [], wed: [], thu: [], fri: [{ opens: "18:00", closes: "02:00" }], sat: [], sun: [] },
};
const atm: WeeklyHours = { always_open: true, days: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } };
const holidays = getMalawiPublicHolidays(2026);

/** An instant given in Malawi time (UTC+2). */
function at(local: string): Date {
  return new Date(`${local}+02:00`);
}

function describeAt(hours: WeeklyHours, local: string) {
  const state = getOpeningState(hours, holidays, at(local));
  return { en: describeOpeningState(state, "en"), ny: describeOpeningState(state, "ny"), next: state.nextChange?.toISOString() };
}

describe("whether a branch is open", () => {
  it("is open on a weekday morning, until the closing-soon half hour", () => {
    // Wednesday 25 November 2026, 10:00 in Blantyre.
    expect(describeAt(branchHours, "2026-11-25T10:00")).toEqual({
      en: "Open now · closes at 16:00",
      ny: "Yotsegula tsopano · itseka nthawi ya 16:00",
      next: at("2026-11-25T15:30").toISOString(),
    });
  });

  it("is closing soon in the last half hour, and changes at the closing time", () => {
    expect(describeAt(branchHours, "2026-11-25T15:30")).toEqual({
      en: "Closing soon · closes at 16:00",
      ny: "Itseka posachedwa · itseka nthawi ya 16:00",
      next: at("2026-11-25T16:00").toISOString(),
    });
  });

  it("is closed after closing and says when it opens", () => {
    expect(describeAt(branchHours, "2026-11-25T16:00")).toMatchObject({
      en: "Closed · opens tomorrow at 08:00",
      ny: "Yatseka · itsegula mawa nthawi ya 08:00",
    });
    expect(describeAt(branchHours, "2026-11-25T06:59")).toMatchObject({
      en: "Closed · opens today at 08:00",
      ny: "Yatseka · itsegula lero nthawi ya 08:00",
    });
  });

  it("names the weekday it opens on after a weekend", () => {
    // Saturday 28 November 2026, 13:00: closed until Monday.
    expect(describeAt(branchHours, "2026-11-28T13:00")).toEqual({
      en: "Closed · opens Monday at 08:00",
      ny: "Yatseka · itsegula Lolemba nthawi ya 08:00",
      next: at("2026-11-30T08:00").toISOString(),
    });
  });

  it("is closed on a public holiday, with the holiday's name, and opens the next working day", () => {
    // Monday 6 July 2026: Independence Day.
    expect(describeAt(branchHours, "2026-07-06T10:00")).toEqual({
      en: "Closed today · Independence Day",
      ny: "Yatseka lero · Tsiku la Ufulu",
      next: at("2026-07-07T08:00").toISOString(),
    });
    // Monday 28 December 2026: Boxing Day's Monday.
    expect(describeAt(branchHours, "2026-12-28T09:00").en).toBe("Closed today · Boxing Day (observed)");
  });

  it("stays open past midnight on overnight hours", () => {
    // Friday 27 November 2026, 18:00 to Saturday 02:00.
    expect(describeAt(overnight, "2026-11-28T01:00")).toMatchObject({ en: "Open now · closes at 02:00" });
    expect(describeAt(overnight, "2026-11-27T23:00")).toMatchObject({ en: "Open now · closes at 02:00" });
    expect(describeAt(overnight, "2026-11-28T02:00")).toMatchObject({
      en: "Closed · opens Friday at 18:00",
      ny: "Yatseka · itsegula Lachisanu nthawi ya 18:00",
    });
  });

  it("is open 24 hours for an ATM, with no change ahead, holidays included", () => {
    expect(describeAt(atm, "2026-07-06T03:00")).toEqual({ en: "Open 24 hours", ny: "Yotsegula maola 24", next: undefined });
  });

  it("is closed with no opening to name when no day has hours", () => {
    const never: WeeklyHours = { always_open: false, days: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } };
    expect(describeAt(never, "2026-11-25T10:00")).toEqual({ en: "Closed", ny: "Yatseka", next: undefined });
  });

  it("filters: open and closing soon count as open, unknown hours do not", () => {
    expect(isOpenAt(branchHours, holidays, at("2026-11-25T15:45"))).toBe(true);
    expect(isOpenAt(branchHours, holidays, at("2026-11-25T16:00"))).toBe(false);
    expect(isOpenAt(null, holidays, at("2026-11-25T10:00"))).toBe(false);
  });
});
