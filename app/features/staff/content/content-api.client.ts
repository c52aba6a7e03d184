import { isErrorCode, type ErrorCode } from "#domain/error-codes.ts";
import type { CollectionName } from "#domain/schemas/collections.ts";
import { MAX_LIMIT } from "#domain/schemas/paging.ts";

export type ContentRecord = Record<string, unknown> & { id: string; created_at: string };

/** A refused or failed request, by the server's stable code (never its English text). */
export class ContentRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  constructor(status: number, code: ErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** What the console tells an editor for each code it may meet while publishing. */
export function getErrorText(error: unknown): string {
  if (!(error instanceof ContentRequestError)) return "The server could not be reached. Check the connection and try again.";
  switch (error.code) {
    case "unauthenticated":
      return "Your session has ended. Sign in again, then repeat the change.";
    case "forbidden":
      return "Your role may not change this. Ask an admin.";
    case "cross_site_request":
      return "The change was refused because it did not come from this console. Reload the page and try again.";
    case "invalid_request":
      return "The server refused some fields. Check the messages beside them.";
    case "not_found":
      return "This record no longer exists: someone may have deleted it.";
    case "conflict":
      return "Another record already has these details.";
    case "payload_too_large":
      return "The file is too large.";
    case "unsupported_media_type":
      return "This kind of file is not accepted.";
    case "rate_limited":
      return "Too many requests. Wait a moment and try again.";
    case "unavailable":
      return "The database is away for a moment. Try again shortly.";
    default:
      return "Something went wrong on the server. Try again; if it persists, tell the web team.";
  }
}

async function readError(response: Response): Promise<ContentRequestError> {
  const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
  const code = isErrorCode(body.code) ? body.code : "internal";
  return new ContentRequestError(response.status, code, body.error ?? response.statusText);
}

/** Same-origin JSON request with the staff cookie; throws ContentRequestError on an error answer. */
export async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: "same-origin",
    headers: { accept: "application/json", ...(init.body && typeof init.body === "string" ? { "content-type": "application/json" } : {}), ...init.headers },
  });
  if (!response.ok) throw await readError(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Every record of a collection, paging through the API until an empty page (spec §4). */
export async function listAllRecords(collection: CollectionName, signal?: AbortSignal): Promise<ContentRecord[]> {
  const records: ContentRecord[] = [];
  let cursor: string | undefined;
  for (;;) {
    const query = new URLSearchParams({ limit: String(MAX_LIMIT) });
    if (cursor) query.set("last_created_at", cursor);
    // no-store: the console must see the write it just made, not a revalidated copy.
    const page = await requestJson<ContentRecord[]>(`/api/${collection}?${query}`, { signal, cache: "no-store" });
    records.push(...page);
    if (page.length < MAX_LIMIT) return records;
    cursor = page.at(-1)!.created_at;
  }
}

export function getRecord(collection: CollectionName, id: string, signal?: AbortSignal): Promise<ContentRecord> {
  return requestJson(`/api/${collection}/${encodeURIComponent(id)}`, { signal, cache: "no-store" });
}

export function createRecord(collection: CollectionName, input: unknown): Promise<ContentRecord> {
  return requestJson(`/api/${collection}`, { method: "POST", body: JSON.stringify(input) });
}

export function updateRecord(collection: CollectionName, id: string, input: unknown): Promise<ContentRecord> {
  return requestJson(`/api/${collection}/${encodeURIComponent(id)}`, { method: "PUT", body: JSON.stringify(input) });
}

export function deleteRecord(collection: CollectionName, id: string): Promise<void> {
  return requestJson(`/api/${collection}/${encodeURIComponent(id)}`, { method: "DELETE" });
}
