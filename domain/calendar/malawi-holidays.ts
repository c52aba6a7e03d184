// No zod here: the branch cards run this in the browser.
import type { Bilingual } from "../language.ts";
import { addDays, getMondayBasedWeekday, makeDate, type CalendarDate } from "./calendar-date.ts";

/** A day the banks close: a date and its name in both languages. */
export interface PublicHoliday {
  date: CalendarDate;
  name: Bilingual;
}

/**
 * Malawi's holidays on a fixed date (Public Holidays Act; ADR "malawi-public-holidays"). Mother's
 * Day has been 15 October since the 2010s (before, it was the second Monday of October).
 */
const FIXED_HOLIDAYS: ReadonlyArray<{ month: number; day: number; name: Bilingual }> = [
  { month: 1, day: 1, name: { en: "New Year's Day", ny: "Tsiku la Chaka Chatsopano" } },
  { month: 1, day: 15, name: { en: "John Chilembwe Day", ny: "Tsiku la John Chilembwe" } },
  { month: 3, day: 3, name: { en: "Martyrs' Day", ny: "Tsiku la Ofera Ufulu" } },
  { month: 5, day: 1, name: { en: "Labour Day", ny: "Tsiku la Ogwira Ntchito" } },
  { month: 5, day: 14, name: { en: "Kamuzu Day", ny: "Tsiku la Kamuzu" } },
  { month: 7, day: 6, name: { en: "Independence Day", ny: "Tsiku la Ufulu" } },
  { month: 10, day: 15, name: { en: "Mother's Day", ny: "Tsiku la Amayi" } },
  { month: 12, day: 25, name: { en: "Christmas Day", ny: "Tsiku la Khirisimasi" } },
  { month: 12, day: 26, name: { en: "Boxing Day", ny: "Tsiku lotsatira Khirisimasi" } },
];

const GOOD_FRIDAY: Bilingual = { en: "Good Friday", ny: "Lachisanu Loyera" };
const EASTER_MONDAY: Bilingual = { en: "Easter Monday", ny: "Lolemba la Isitala" };

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function getEasterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return makeDate(year, month, day);
}

function isWeekend(date: CalendarDate): boolean {
  return getMondayBasedWeekday(date) >= 5;
}

/**
 * Malawi's public holidays of a year that fall on a known date: the fixed ones, Good Friday and
 * Easter Monday. A holiday on a Saturday or Sunday gives the next free weekday off as well (the
 * Monday; the Tuesday when Christmas and Boxing Day both fall on a weekend). Eid and any holiday
 * the government declares are entered by staff.
 */
export function getMalawiPublicHolidays(year: number): PublicHoliday[] {
  const easter = getEasterSunday(year);
  const holidays: PublicHoliday[] = [
    ...FIXED_HOLIDAYS.map((holiday) => ({ date: makeDate(year, holiday.month, holiday.day), name: holiday.name })),
    { date: addDays(easter, -2), name: GOOD_FRIDAY },
    { date: addDays(easter, 1), name: EASTER_MONDAY },
  ];
  const taken = new Set(holidays.map((holiday) => holiday.date));
  const observed: PublicHoliday[] = [];
  for (const holiday of holidays.toSorted((a, b) => a.date.localeCompare(b.date))) {
    if (!isWeekend(holiday.date)) continue;
    let day = addDays(holiday.date, 1);
    while (isWeekend(day) || taken.has(day)) day = addDays(day, 1);
    taken.add(day);
    observed.push({ date: day, name: { en: `${holiday.name.en} (observed)`, ny: `${holiday.name.ny} (tchuthi chake)` } });
  }
  return [...holidays, ...observed].toSorted((a, b) => a.date.localeCompare(b.date));
}

/**
 * The computed holidays of the given years with the ones staff entered (the `public_holidays`
 * collection: Eid, a day the government declares). An entered day on a date the computation already
 * has replaces its name (an editor's correction); any other entered day is added. Entered days of
 * other years are left out, so callers get exactly the years they asked for. Sorted by date.
 */
export function mergePublicHolidays(years: readonly number[], entered: readonly PublicHoliday[]): PublicHoliday[] {
  const wanted = new Set(years.map(String));
  const byDate = new Map<CalendarDate, PublicHoliday>();
  for (const year of years) for (const holiday of getMalawiPublicHolidays(year)) byDate.set(holiday.date, holiday);
  for (const holiday of entered) {
    if (wanted.has(holiday.date.slice(0, 4))) byDate.set(holiday.date, { date: holiday.date, name: holiday.name });
  }
  return [...byDate.values()].toSorted((a, b) => a.date.localeCompare(b.date));
}
