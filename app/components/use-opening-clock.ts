import { useEffect, useMemo, useState } from "react";
import type { PublicHoliday } from "#domain/calendar/malawi-holidays.ts";
import type { CalendarDate } from "#domain/calendar/calendar-date.ts";
import type { Bilingual } from "#domain/language.ts";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import type { WeeklyHours } from "#domain/content/opening-state.ts";
import type * as OpeningLogicModule from "./opening-logic.ts";

type OpeningLogic = typeof OpeningLogicModule;

export interface OpeningClock {
  /** The visitor's clock; undefined on the server and until hydration, so no cached page says "open". */
  now: Date | undefined;
  holidays: readonly PublicHoliday[];
  /** The open-now arithmetic, loaded after hydration; undefined until then. */
  logic: OpeningLogic | undefined;
}

/**
 * The time the open-now lines are worked out at. It moves on at the next change of any of these
 * places (one timer to the earliest opening, half hour before closing or closing, not a tick
 * every second), and when the visitor comes back to a tab the browser put to sleep.
 */
interface EnteredHoliday {
  id: string;
  created_at: string;
  date: CalendarDate;
  name: Bilingual;
}

const NO_ENTERED_HOLIDAYS: readonly EnteredHoliday[] = [];

export function useOpeningClock(weeks: ReadonlyArray<WeeklyHours | null | undefined>): OpeningClock {
  const [now, setNow] = useState<Date>();
  // The holidays staff entered (ADR 064): the live store loads them after hydration (the browser
  // database's copy offline) and keeps them current while the page is open.
  const entered = useLiveCollection<EnteredHoliday>("public_holidays", NO_ENTERED_HOLIDAYS);
  const [logic, setLogic] = useState<OpeningLogic>();
  const year = now && logic ? Number(logic.getMalawiDate(now).slice(0, 4)) : undefined;
  // This year's and next year's holidays, so a week ahead over New Year is known.
  const holidays = useMemo(
    () => (year === undefined || !logic ? [] : logic.mergePublicHolidays([year, year + 1], entered)),
    [year, logic, entered],
  );

  useEffect(() => {
    let isMounted = true;
    void import("./opening-logic.ts").then((module) => {
      if (!isMounted) return;
      setLogic(module);
      setNow(new Date());
    });
    const onVisible = () => {
      if (document.visibilityState === "visible") setNow(new Date());
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      isMounted = false;
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  useEffect(() => {
    if (!now || !logic) return;
    let next: number | undefined;
    for (const hours of weeks) {
      if (!hours) continue;
      const change = logic.getOpeningState(hours, holidays, now).nextChange?.getTime();
      if (change !== undefined && (next === undefined || change < next)) next = change;
    }
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(new Date()), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [now, logic, weeks, holidays]);

  return { now: logic ? now : undefined, holidays, logic };
}
