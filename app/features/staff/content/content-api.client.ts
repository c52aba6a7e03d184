import type { CollectionName } from "#domain/content/schemas/collections.ts";
import { MAX_LIMIT } from "#domain/schemas/paging.ts";
import { callStaffApi } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { RequestError, type RequestErrorCode } from "#app/http/request-error.ts";

export type ContentRecord = Record<string, unknown> & { id: string; created_at: string };

/** Publishing's own words where the console's general ones (staff-error-text.ts) say too little. */
const PUBLISHING_TEXT: Partial<Record<RequestErrorCode, string>> = {
  unauthenticated: "Your session has ended. Sign in again, then repeat the change.",
  forbidden: "Your role may not publish content. Ask an admin.",
  invalid_request: "The server refused some fields. Check the messages beside them.",
  not_found: "This record no longer exists: someone may have deleted it.",
};

/** What the console tells an editor about a failed request, by the server's code. */
export function getErrorText(error: unknown): string {
  if (!(error instanceof RequestError)) return "Something went wrong. Try again.";
  return PUBLISHING_TEXT[error.code] ?? getStaffErrorText(error.code);
}

/**
 * The field a refusal names, and what the server said of it. The content service names a field
 * only inside its English message (`body.content.en: elements nest 101 deep…`), and the console is
 * in English (ADR 040), so the console shows that part beside the field. Visitor screens never do:
 * they word the code (ADR 044).
 */
export function getFieldRefusal(error: unknown): { path: string; text: string } | undefined {
  if (!(error instanceof RequestError) || error.status !== 400) return undefined;
  const match = /^body\.([\w.]+): (.+)$/s.exec(error.message);
  return match ? { path: match[1]!, text: match[2]! } : undefined;
}

/** Every record of a collection, paging through the API until a short page (spec §4). */
export async function listAllRecords(collection: CollectionName): Promise<ContentRecord[]> {
  const records: ContentRecord[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await callStaffApi<ContentRecord[]>(`/api/${collection}`, { query: { limit: MAX_LIMIT, last_created_at: cursor } });
    records.push(...page);
    if (page.length < MAX_LIMIT) return records;
    cursor = page.at(-1)!.created_at;
  }
}

export function getRecord(collection: CollectionName, id: string): Promise<ContentRecord> {
  return callStaffApi(`/api/${collection}/${encodeURIComponent(id)}`);
}

export function createRecord(collection: CollectionName, input: unknown): Promise<ContentRecord> {
  return callStaffApi(`/api/${collection}`, { method: "POST", body: input });
}

export function updateRecord(collection: CollectionName, id: string, input: unknown): Promise<ContentRecord> {
  return callStaffApi(`/api/${collection}/${encodeURIComponent(id)}`, { method: "PUT", body: input });
}

export function deleteRecord(collection: CollectionName, id: string): Promise<void> {
  return callStaffApi(`/api/${collection}/${encodeURIComponent(id)}`, { method: "DELETE" });
}
