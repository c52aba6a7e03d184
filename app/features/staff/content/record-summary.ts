import { isSiteId, type SiteId } from "#domain/site.ts";

type AnyRecord = Record<string, unknown>;

function getEnglish(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof (value as AnyRecord).en === "string") return (value as AnyRecord).en as string;
  return undefined;
}

/** The words that name a record in lists and confirms: its title, its name, or what it is of. */
export function getRecordName(record: AnyRecord): string {
  const named = getEnglish(record.title) ?? getEnglish(record.name) ?? getEnglish(record.alt);
  if (named) return named;
  if (typeof record.currency_code === "string")
    return `${record.currency_code} (${record.source === "bank" ? "bank" : "money bureau"}, ${String(record.set_at ?? "")})`;
  if (typeof record.url === "string") return record.url;
  return String(record.id ?? "record");
}

/** What the documents list and the editor say of a document still awaiting its file (ADR 026). */
export const NO_FILE_TEXT = "No file yet: visitors don't see it until a file is uploaded.";

/** Whether a record is a download still awaiting its file: the API answers it, visitors never see it. */
export function isAwaitingFile(record: AnyRecord): boolean {
  return "file_url" in record && (record.file_url === null || record.file_url === undefined);
}

/** The companies a record belongs to (`site`, `sites`, or its board roles), empty when it has none. */
export function getRecordCompanies(record: AnyRecord): SiteId[] {
  if (isSiteId(record.site)) return [record.site];
  if (Array.isArray(record.sites)) return record.sites.filter(isSiteId);
  if (Array.isArray(record.roles)) return [...new Set(record.roles.map((role) => (role as AnyRecord).company_name).filter(isSiteId))];
  return [];
}

/** Whether any record of a list has a company to filter by. */
export function hasCompanies(records: readonly AnyRecord[]): boolean {
  return records.some((record) => getRecordCompanies(record).length > 0);
}

function collectText(value: unknown, into: string[]): void {
  if (typeof value === "string") into.push(value);
  else if (typeof value === "number") into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) collectText(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) collectText(item, into);
}

/** Whether a record's text (any field, either language) contains the words, ignoring case. */
export function matchesText(record: AnyRecord, text: string): boolean {
  const wanted = text.trim().toLocaleLowerCase();
  if (wanted === "") return true;
  const parts: string[] = [];
  collectText(record, parts);
  return parts.some((part) => part.toLocaleLowerCase().includes(wanted));
}

export interface RecordFilter {
  text: string;
  company: SiteId | "";
}

export const CONSOLE_PAGE_SIZE = 20;

/** Whether a record is a featured news article: the news pages show those first. */
export function isFeatured(record: AnyRecord): boolean {
  return record.featured === true;
}

/**
 * One page of the records that pass the filter, newest first, and how many pages there are. With
 * `featuredFirst` (news), featured articles come first, as the visitors' news pages show them.
 */
export function filterRecords<R extends AnyRecord>(
  records: readonly R[],
  filter: RecordFilter,
  page: number,
  options: { featuredFirst?: boolean } = {},
): { items: R[]; pageCount: number; total: number } {
  const passing = records
    .filter((record) => matchesText(record, filter.text))
    .filter((record) => filter.company === "" || getRecordCompanies(record).includes(filter.company))
    .sort(
      (a, b) =>
        (options.featuredFirst ? Number(isFeatured(b)) - Number(isFeatured(a)) : 0) ||
        String(b.created_at ?? "").localeCompare(String(a.created_at ?? "")),
    );
  const pageCount = Math.max(1, Math.ceil(passing.length / CONSOLE_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: passing.slice((current - 1) * CONSOLE_PAGE_SIZE, current * CONSOLE_PAGE_SIZE), pageCount, total: passing.length };
}
