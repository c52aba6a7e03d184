// How editors type and read schedule times (ADR 063): the console's, kept apart from the window
// rules that every home page loads.
import { makeDate, MALAWI_UTC_OFFSET_MINUTES } from "../calendar/calendar-date.ts";
import { getScheduleWindow, type Scheduled } from "./schedule.ts";

const MALAWI_OFFSET_MS = MALAWI_UTC_OFFSET_MINUTES * 60_000;
const TYPED_TIME = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*$/;

/** An instant as editors read and type it: Malawi's time, `dd/mm/yyyy HH:mm` on a 24-hour clock. */
export function formatScheduleTime(iso: string): string {
  const local = new Date(Date.parse(iso) + MALAWI_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** What an editor typed (`01/12/2026 08:00`, Malawi's time) as an ISO instant with its offset; undefined when it is no such time. */
export function parseScheduleTime(text: string): string | undefined {
  const match = TYPED_TIME.exec(text);
  if (!match) return undefined;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(utc).getUTCDate() !== day) return undefined;
  return `${makeDate(year, month, day)}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00+02:00`;
}

/** How a record's schedule reads in the console's list at `now`; undefined when it has none that matters. */
export function describeSchedule(record: Scheduled, now: number): string | undefined {
  const { start, end } = getScheduleWindow(record);
  if (now < start) return `Scheduled · from ${formatScheduleTime(record.publish_at!)}`;
  if (now >= end) return "Expired";
  if (Number.isFinite(end)) return `Until ${formatScheduleTime(record.unpublish_at!)}`;
  return undefined;
}
