// No zod here: screens read `?type=` in the browser.

/**
 * A `?type=` value as it is compared: `+` read as a space however the address encoded it
 * (`Reverse+REPO`, `Reverse%20REPO`, `Reverse%2BREPO`), runs of spaces as one, lower case.
 */
export function normalizeQueryType(value: string): string {
  return value.replace(/\+/g, " ").replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * Whether a `?type=` value names a query type: the spec's whole value ("Reverse Repurchase
 * Order (Reverse REPO)") or the short name in its brackets, which is how the spec's search index
 * writes it ("Reverse+REPO"), whatever the case or the encoding of its spaces.
 */
export function isQueryTypeMatch(query: string, value: string | null | undefined): boolean {
  if (!value) return false;
  const wanted = normalizeQueryType(value);
  if (wanted === "") return false;
  if (normalizeQueryType(query) === wanted) return true;
  const short = /\(([^()]+)\)\s*$/.exec(query)?.[1];
  return short !== undefined && normalizeQueryType(short) === wanted;
}
