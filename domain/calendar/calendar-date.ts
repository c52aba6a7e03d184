// No zod here: the branch cards run this in the browser.

/** Malawi keeps Central Africa Time all year: UTC+2, no daylight saving. */
export const MALAWI_UTC_OFFSET_MINUTES = 120;

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;

/** A calendar date written YYYY-MM-DD, as holidays and working days are counted. */
export type CalendarDate = string;

/** Days since 1970-01-01 of a calendar date (a whole-day count, free of time zones). */
export function toDayNumber(date: CalendarDate): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / (MINUTES_PER_DAY * MS_PER_MINUTE);
}

/** The calendar date of a day number. */
export function fromDayNumber(dayNumber: number): CalendarDate {
  return new Date(dayNumber * MINUTES_PER_DAY * MS_PER_MINUTE).toISOString().slice(0, 10);
}

/** The calendar date a number of days after (or before) another. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Monday 0 to Sunday 6 (1970-01-01 was a Thursday). */
export function getMondayBasedWeekday(date: CalendarDate): number {
  return (((toDayNumber(date) + 3) % 7) + 7) % 7;
}

/** The date a calendar day falls on in a given year, written YYYY-MM-DD. */
export function makeDate(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Minutes since 1970-01-01 00:00 Malawi time: a clock that day and weekday arithmetic can share. */
export function toMalawiMinutes(instant: Date): number {
  return Math.floor(instant.getTime() / MS_PER_MINUTE) + MALAWI_UTC_OFFSET_MINUTES;
}

/** The instant of a Malawi-time minute count. */
export function fromMalawiMinutes(minutes: number): Date {
  return new Date((minutes - MALAWI_UTC_OFFSET_MINUTES) * MS_PER_MINUTE);
}

/** The calendar date in Malawi at an instant. */
export function getMalawiDate(instant: Date): CalendarDate {
  return fromDayNumber(Math.floor(toMalawiMinutes(instant) / MINUTES_PER_DAY));
}

export { MINUTES_PER_DAY };
