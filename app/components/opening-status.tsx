import type { WeeklyHours } from "#domain/content/opening-state.ts";
import "./opening-status.css";
import type { Language } from "#domain/language.ts";
import type { OpeningClock } from "./use-opening-clock.ts";

/**
 * "Open now · closes at 16:00", worked out in the browser from the week in times. Nothing on the
 * server or before hydration: the cached page carries the hours as text only.
 */
export function OpeningStatus({ hours, clock, lang }: { hours: WeeklyHours | null | undefined; clock: OpeningClock; lang: Language }) {
  const { now, logic, holidays } = clock;
  if (!hours || !now || !logic) return null;
  const state = logic.getOpeningState(hours, holidays, now);
  return (
    <p className="opening-status" data-status={state.status}>
      {logic.describeOpeningState(state, lang)}
    </p>
  );
}
