// No zod here: the deadline a customer is shown can be worked out in the browser as well.
import { addDays, getMondayBasedWeekday, type CalendarDate } from "./calendar-date.ts";
import type { PublicHoliday } from "./malawi-holidays.ts";

/** Whether banks work on a date: a weekday that is no public holiday. */
export function isWorkingDay(date: CalendarDate, holidays: ReadonlyArray<Pick<PublicHoliday, "date">>): boolean {
  return getMondayBasedWeekday(date) < 5 && !holidays.some((holiday) => holiday.date === date);
}

/**
 * The date a number of working days after a date (the date itself not counted), skipping weekends
 * and public holidays: a complaint received on a Friday with 10 working days is due two weeks
 * later on Friday, or later when a holiday falls in between.
 */
export function addWorkingDays(
  start: CalendarDate,
  workingDays: number,
  holidays: ReadonlyArray<Pick<PublicHoliday, "date">>,
): CalendarDate {
  if (!Number.isInteger(workingDays) || workingDays < 0) throw new RangeError("workingDays must be a whole number of zero or more");
  let date = start;
  let left = workingDays;
  while (left > 0) {
    date = addDays(date, 1);
    if (isWorkingDay(date, holidays)) left -= 1;
  }
  return date;
}

/** Working days from one date to a later one (the start not counted, the end counted). */
export function countWorkingDays(from: CalendarDate, to: CalendarDate, holidays: ReadonlyArray<Pick<PublicHoliday, "date">>): number {
  let count = 0;
  for (let date = addDays(from, 1); date <= to; date = addDays(date, 1)) if (isWorkingDay(date, holidays)) count += 1;
  return count;
}
