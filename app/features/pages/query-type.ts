// No zod here: screens read `?type=` in the browser.

/**
 * The entry a `?type=` value selects (spec §2 "Query parameter type"). Values are compared as
 * the spec writes them ("Fixed Deposite Account"), ignoring case and surrounding spaces; no
 * value, an "All" value or an unknown one selects nothing, which the screens show as "all".
 */
export function findByQueryType<T extends { query: string }>(entries: readonly T[], value: string | null | undefined): T | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return entries.find((entry) => entry.query.toLowerCase() === wanted);
}

/** The address of a `?type=` value on the current page; no value is the page's "all" view. */
export function queryTypeHref(pathname: string, value: string | undefined): string {
  return value ? `${pathname}?type=${encodeURIComponent(value)}` : pathname;
}
