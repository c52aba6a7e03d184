// No zod here: the branch and bureau cards run this in the browser, at the visitor's clock.
import {
  fromMalawiMinutes,
  getMalawiDate,
  getMondayBasedWeekday,
  addDays,
  MINUTES_PER_DAY,
  toDayNumber,
  toMalawiMinutes,
} from "../calendar/calendar-date.ts";
import type { PublicHoliday } from "../calendar/malawi-holidays.ts";
import type { Bilingual, Language } from "../language.ts";

// Here rather than in language.ts, which every page loads: only the branch and bureau cards (after
// hydration) and the console need weekday names.
/** Weekday names from Monday, as Malawian publications write them (the runtime has no `ny` locale data). */
const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  ny: ["Lolemba", "Lachiwiri", "Lachitatu", "Lachinayi", "Lachisanu", "Loweruka", "Lamulungu"],
};

/** A weekday's name, counted from Monday (0) to Sunday (6). */
export function getWeekdayName(mondayBasedDay: number, lang: Language): string {
  return WEEKDAYS[lang][((mondayBasedDay % 7) + 7) % 7]!;
}

/** Monday first, as the console's fieldsets and the cards list them. */
export const WEEKDAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** Opening and closing times, "08:00" to "16:30"; a close at or before the opening runs past midnight. */
export interface OpeningInterval {
  opens: string;
  closes: string;
}

/** A place's week: open around the clock (ATMs), or per weekday the intervals it is open (none: closed). */
export interface WeeklyHours {
  always_open: boolean;
  days: Record<WeekdayKey, OpeningInterval[]>;
}

/** The last half hour before closing is "closing soon". */
export const CLOSING_SOON_MINUTES = 30;

/** Where a place stands at an instant, and when that next changes (undefined: never). */
export type OpeningState =
  | { status: "always-open"; nextChange: undefined }
  | { status: "open" | "closing-soon"; closes: string; nextChange: Date }
  | {
      status: "closed";
      /** The holiday that closes it today, if one does. */
      holiday: Bilingual | undefined;
      /** When it next opens: days from today (0 today, 1 tomorrow), Monday-based weekday, time. */
      opens: { inDays: number; weekday: number; time: string } | undefined;
      nextChange: Date | undefined;
    };

function toMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

function formatMinutes(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
}

/** Open spans in Malawi minutes from yesterday to a week ahead, holidays left out, touching spans joined. */
function listOpenSpans(hours: WeeklyHours, holidays: ReadonlyArray<Pick<PublicHoliday, "date">>, today: string) {
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  const spans: Array<{ start: number; end: number }> = [];
  for (let offset = -1; offset <= 8; offset += 1) {
    const date = addDays(today, offset);
    if (holidayDates.has(date)) continue;
    const dayStart = toDayNumber(date) * MINUTES_PER_DAY;
    for (const interval of hours.days[WEEKDAY_KEYS[getMondayBasedWeekday(date)]!]) {
      const opens = toMinutes(interval.opens);
      let closes = toMinutes(interval.closes);
      if (closes <= opens) closes += MINUTES_PER_DAY;
      spans.push({ start: dayStart + opens, end: dayStart + closes });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const joined: typeof spans = [];
  for (const span of spans) {
    const last = joined.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

/**
 * Whether a place is open at an instant, in Malawi time: open (closing soon in its last half
 * hour), closed until its next opening, closed for a public holiday, or open around the clock.
 */
export function getOpeningState(hours: WeeklyHours, holidays: readonly PublicHoliday[], now: Date): OpeningState {
  if (hours.always_open) return { status: "always-open", nextChange: undefined };
  const today = getMalawiDate(now);
  const minutes = toMalawiMinutes(now);
  const spans = listOpenSpans(hours, holidays, today);
  const current = spans.find((span) => span.start <= minutes && minutes < span.end);
  if (current) {
    const soonFrom = current.end - CLOSING_SOON_MINUTES;
    const closingSoon = minutes >= soonFrom;
    return {
      status: closingSoon ? "closing-soon" : "open",
      closes: formatMinutes(current.end),
      nextChange: fromMalawiMinutes(closingSoon ? current.end : soonFrom),
    };
  }
  const holiday = holidays.find((day) => day.date === today)?.name;
  const next = spans.find((span) => span.start > minutes);
  if (!next) return { status: "closed", holiday, opens: undefined, nextChange: undefined };
  const todayNumber = toDayNumber(today);
  const opensDay = Math.floor(next.start / MINUTES_PER_DAY);
  return {
    status: "closed",
    holiday,
    opens: {
      inDays: opensDay - todayNumber,
      weekday: getMondayBasedWeekday(addDays(today, opensDay - todayNumber)),
      time: formatMinutes(next.start),
    },
    nextChange: fromMalawiMinutes(next.start),
  };
}

const WORDS = {
  en: {
    alwaysOpen: "Open 24 hours",
    open: "Open now",
    closingSoon: "Closing soon",
    closes: (time: string) => `closes at ${time}`,
    closed: "Closed",
    closedToday: "Closed today",
    opens: (day: string, time: string) => `opens ${day} at ${time}`,
    today: "today",
    tomorrow: "tomorrow",
  },
  ny: {
    alwaysOpen: "Yotsegula maola 24",
    open: "Yotsegula tsopano",
    closingSoon: "Itseka posachedwa",
    closes: (time: string) => `itseka nthawi ya ${time}`,
    closed: "Yatseka",
    closedToday: "Yatseka lero",
    opens: (day: string, time: string) => `itsegula ${day} nthawi ya ${time}`,
    today: "lero",
    tomorrow: "mawa",
  },
} as const;

/** "Open now · closes at 16:00", "Closed · opens Monday at 08:00", "Closed today · Kamuzu Day"... */
export function describeOpeningState(state: OpeningState, lang: Language): string {
  const words = WORDS[lang];
  switch (state.status) {
    case "always-open":
      return words.alwaysOpen;
    case "open":
      return `${words.open} · ${words.closes(state.closes)}`;
    case "closing-soon":
      return `${words.closingSoon} · ${words.closes(state.closes)}`;
    case "closed": {
      if (state.holiday) return `${words.closedToday} · ${state.holiday[lang]}`;
      if (!state.opens) return words.closed;
      const { inDays, weekday, time } = state.opens;
      const day = inDays === 0 ? words.today : inDays === 1 ? words.tomorrow : getWeekdayName(weekday, lang);
      return `${words.closed} · ${words.opens(day, time)}`;
    }
  }
}

/** Whether a place with these hours is open (or closing soon) at an instant; no hours given: unknown, so not. */
export function isOpenAt(hours: WeeklyHours | null | undefined, holidays: readonly PublicHoliday[], now: Date): boolean {
  if (!hours) return false;
  return getOpeningState(hours, holidays, now).status !== "closed";
}

/** One weekday's hours in words, "08:00–16:00", "Closed" or "Open 24 hours" (the neutral server-rendered line). */
export function describeDayHours(hours: WeeklyHours, day: WeekdayKey, lang: Language): string {
  if (hours.always_open) return WORDS[lang].alwaysOpen;
  const intervals = hours.days[day];
  if (intervals.length === 0) return WORDS[lang].closed;
  return intervals.map((interval) => `${interval.opens}–${interval.closes}`).join(", ");
}
