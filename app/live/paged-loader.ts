import type { ContentRecord } from "#domain/collection-stores.ts";

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

/** A list read that failed (spec §8): the status and the server's message. */
export class ListReadError extends Error {
  readonly status: number;
  constructor(collection: string, status: number, message: string) {
    super(`Reading ${collection} failed (${status}): ${message}`);
    this.name = "ListReadError";
    this.status = status;
  }
}

/** The most pages one load may read: a guard against a server that never answers an empty page. */
const MAX_PAGES = 1000;

/**
 * Spec §4 paged loading: reads `GET /api/{collection}?limit=&last_created_at=` newest first,
 * with the last record's `created_at` as the cursor, until an empty page returns.
 */
export async function loadAllPages<T extends ContentRecord>(collection: string, options: PagedLoadOptions<T>): Promise<T[]> {
  const request = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl ?? "";
  const records: T[] = [];
  let cursor: string | undefined;
  for (let count = 0; count < MAX_PAGES; count++) {
    const query = new URLSearchParams({ limit: String(options.pageSize) });
    if (cursor !== undefined) query.set("last_created_at", cursor);
    const response = await request(`${base}/api/${collection}?${query}`, {
      headers: { accept: "application/json" },
      signal: options.signal ?? null,
      credentials: "same-origin",
    });
    if (!response.ok) {
      const body = await response.text().catch(() => "");
      let message = body;
      try {
        const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
        message = String(parsed.error ?? parsed.message ?? body);
      } catch {
        // not JSON: the whole body is the message
      }
      throw new ListReadError(collection, response.status, message || response.statusText);
    }
    const page = (await response.json()) as T[];
    if (!Array.isArray(page)) throw new ListReadError(collection, response.status, "the answer is not a list");
    options.onPage?.(page);
    if (page.length === 0) return records;
    const next = page.at(-1)!.created_at;
    // A cursor that does not move back in time would read the same page forever.
    if (cursor !== undefined && next >= cursor) throw new ListReadError(collection, response.status, "the cursor did not advance");
    records.push(...page);
    cursor = next;
  }
  throw new ListReadError(collection, 0, `more than ${MAX_PAGES} pages`);
}
