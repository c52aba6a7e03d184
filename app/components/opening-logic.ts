// What the open-now lines compute, loaded after hydration (use-opening-clock.ts) so that it does
// not count in a page's first-load JS.
export { getMalawiDate } from "#domain/calendar/calendar-date.ts";
export { getMalawiPublicHolidays, mergePublicHolidays } from "#domain/calendar/malawi-holidays.ts";
export { describeOpeningState, getOpeningState, isOpenAt } from "#domain/content/opening-state.ts";
