// No zod here: the exchange-rate page draws its chart from this in the browser as well as on the server.
import { addDays, getMalawiDate, type CalendarDate } from "../calendar/calendar-date.ts";
import type { ExchangeRate } from "./exchange-rates.ts";

/** The periods a visitor may chart: a month, a quarter, a year. */
export const RATE_HISTORY_PERIODS = [30, 90, 365] as const;
export type RateHistoryPeriod = (typeof RATE_HISTORY_PERIODS)[number];

/** One day's rate: the last the money bureau published that day (Malawi time). */
export interface RateHistoryDay {
  date: CalendarDate;
  buying: number;
  selling: number;
}

/**
 * A currency's daily rates over the last `days` days up to today (Malawi time), oldest first: for
 * each day with a publication, the last one published that day. Every publication is kept as its
 * own record (POST /api/staff/exchange-rates adds, never overwrites), so the history is the records.
 */
export function selectRateHistory(
  rates: ReadonlyArray<Pick<ExchangeRate, "source" | "currency_code" | "set_at" | "created_at" | "buying" | "selling">>,
  options: { currency: string; days: number; now: Date; source?: ExchangeRate["source"] },
): RateHistoryDay[] {
  const today = getMalawiDate(options.now);
  const first = addDays(today, 1 - options.days);
  const source = options.source ?? "moneyBureau";
  const latest = new Map<CalendarDate, (typeof rates)[number]>();
  for (const rate of rates) {
    if (rate.source !== source || rate.currency_code !== options.currency) continue;
    const date = getMalawiDate(new Date(rate.set_at));
    if (date < first || date > today) continue;
    const seen = latest.get(date);
    const setAt = Date.parse(rate.set_at);
    const seenAt = seen ? Date.parse(seen.set_at) : Number.NEGATIVE_INFINITY;
    if (!seen || setAt > seenAt || (setAt === seenAt && rate.created_at > seen.created_at)) latest.set(date, rate);
  }
  return [...latest.entries()]
    .toSorted(([a], [b]) => a.localeCompare(b))
    .map(([date, rate]) => ({ date, buying: rate.buying, selling: rate.selling }));
}
