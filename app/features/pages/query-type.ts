// No zod here: screens read `?type=` in the browser.
import { isQueryTypeMatch } from "#domain/query-type.ts";

/**
 * The entry a `?type=` value selects (spec §2 "Query parameter type"). Values are compared as
 * the spec writes them ("Fixed Deposite Account") or by their short name ("Reverse+REPO"), ignoring
 * case and how spaces are encoded (domain/query-type.ts); no
 * value, an "All" value or an unknown one selects nothing, which the screens show as "all".
 */
export function findByQueryType<T extends { query: string }>(entries: readonly T[], value: string | null | undefined): T | undefined {
  return entries.find((entry) => isQueryTypeMatch(entry.query, value));
}

/** The address of a `?type=` value on the current page; no value is the page's "all" view. */
export function queryTypeHref(pathname: string, value: string | undefined): string {
  return value ? `${pathname}?type=${encodeURIComponent(value)}` : pathname;
}
