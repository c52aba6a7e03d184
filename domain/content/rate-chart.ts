// The rate history chart's geometry: where each day's rates fall in the drawing. Pure, so the
// server draws it (app/features/rates/rate-history.server.ts) and the tests read it.
import { addDays, toDayNumber, type CalendarDate } from "../calendar/calendar-date.ts";
import { RATE_HISTORY_PERIODS, type RateHistoryDay, type RateHistoryPeriod } from "./rate-history.ts";

/** The drawing's size in SVG units, and the margins its labels take. */
export const RATE_CHART = { width: 640, height: 240, left: 112, right: 12, top: 12, bottom: 28 } as const;

export interface RateChartGeometry {
  /** `x,y` pairs for a polyline, oldest first. */
  buying: string;
  selling: string;
  /** The rates at the top and the bottom of the drawing. */
  high: number;
  low: number;
  /** The period's first and last days, labelled under the drawing. */
  first: CalendarDate;
  last: CalendarDate;
}

/** Parses `?days=`: one of the periods, else the shortest. */
export function parseRatePeriod(value: string | null | undefined): RateHistoryPeriod {
  return RATE_HISTORY_PERIODS.find((period) => String(period) === value) ?? RATE_HISTORY_PERIODS[0];
}

/**
 * Places each day of `history` (from selectRateHistory: one entry per published day, oldest
 * first) on a line from the period's first day to `today`, with both rates between a low and
 * a high that leave a little room above and below. Days without a publication are skipped, so
 * the line joins the days around them.
 */
export function getRateChartGeometry(
  history: readonly RateHistoryDay[],
  options: { days: number; today: CalendarDate },
): RateChartGeometry {
  const first = addDays(options.today, 1 - options.days);
  const values = history.flatMap((day) => [day.buying, day.selling]);
  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  // A flat line sits in the middle; otherwise a twentieth of the range above and below.
  const margin = highest > lowest ? (highest - lowest) / 20 : Math.max(highest * 0.01, 0.0001);
  const low = lowest - margin;
  const high = highest + margin;
  const { width, height, left, right, top, bottom } = RATE_CHART;
  const spanDays = Math.max(options.days - 1, 1);
  const x = (date: CalendarDate) => left + ((toDayNumber(date) - toDayNumber(first)) / spanDays) * (width - left - right);
  const y = (value: number) => top + ((high - value) / (high - low)) * (height - top - bottom);
  const line = (pick: (day: RateHistoryDay) => number) => history.map((day) => `${round(x(day.date))},${round(y(pick(day)))}`).join(" ");
  return { buying: line((day) => day.buying), selling: line((day) => day.selling), high, low, first, last: options.today };
}

const round = (value: number) => Math.round(value * 10) / 10;
