// No zod here: links are built in the browser.

/**
 * The one order of query parameters in the site's links: what the page shows first (`type`,
 * `tab`, `page`, the board's filters), then what it opens (`loan`, `detail`, `id`), and the
 * language last. One order means one address per view, not two a crawler counts twice.
 */
export const QUERY_PARAMETER_ORDER = ["type", "tab", "page", "company", "role", "loan", "detail", "id", "lang"] as const;

function rank(name: string): number {
  if (name === "lang") return QUERY_PARAMETER_ORDER.length;
  const index = (QUERY_PARAMETER_ORDER as readonly string[]).indexOf(name);
  return index === -1 ? QUERY_PARAMETER_ORDER.length - 1 : index;
}

/** A query string (`?type=…&lang=ny`, or "" when empty) with its parameters in QUERY_PARAMETER_ORDER; unknown ones before `lang`, in their order. */
export function formatUrlQuery(params: URLSearchParams): string {
  const entries = [...params.entries()].map((entry, at) => ({ entry, at }));
  entries.sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.at - b.at);
  const sorted = new URLSearchParams(entries.map(({ entry }) => entry));
  const text = sorted.toString();
  return text === "" ? "" : `?${text}`;
}
