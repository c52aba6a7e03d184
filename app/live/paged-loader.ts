import { RequestError } from "#app/http/request-error.ts";
import { requestJson } from "#app/http/request.client.ts";
import type { ContentRecord } from "#domain/content/collection-stores.ts";

export interface PagedLoadOptions<T> {
  /** Records per request: 100, promotions 10 (spec §4). */
  pageSize: number;
  /** Origin of the API; the page's own by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Called with each page as it arrives (an empty page ends the load). */
  onPage?: (page: T[]) => void;
}

/** The most pages one load may read: a guard against a server that never answers an empty page. */
const MAX_PAGES = 1000;

/**
 * Spec §4 paged loading: reads `GET /api/{collection}?limit=&last_created_at=` newest first,
 * with the last record's `created_at` as the cursor, until an empty page returns. A failed read
 * throws the RequestError of its answer.
 */
export async function loadAllPages<T extends ContentRecord>(collection: string, options: PagedLoadOptions<T>): Promise<T[]> {
  const base = options.baseUrl ?? "";
  const records: T[] = [];
  let cursor: string | undefined;
  for (let count = 0; count < MAX_PAGES; count++) {
    const page = await requestJson<T[]>(`${base}/api/${collection}`, {
      query: { limit: options.pageSize, last_created_at: cursor },
      signal: options.signal,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    if (!Array.isArray(page)) throw new RequestError(200, "invalid_answer", { message: `${collection}: the answer is not a list` });
    options.onPage?.(page);
    if (page.length === 0) return records;
    const next = page.at(-1)!.created_at;
    // A cursor that does not move back in time would read the same page forever.
    if (cursor !== undefined && next >= cursor)
      throw new RequestError(200, "invalid_answer", { message: `${collection}: the cursor did not advance` });
    records.push(...page);
    cursor = next;
  }
  throw new RequestError(200, "invalid_answer", { message: `${collection}: more than ${MAX_PAGES} pages` });
}
