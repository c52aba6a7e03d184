import type { CollectionName } from "#domain/content/schemas/collections.ts";
import { MAX_LIMIT } from "#domain/schemas/paging.ts";
import type { Draft, PreviewLink } from "#domain/content/schemas/draft.ts";
import { callStaffApi } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { RequestError, type RequestErrorCode } from "#app/http/request-error.ts";
import { toVersionEtag, type BinEntry, type RecordVersion, type RecordVersionSummary } from "#domain/content/schemas/record-version.ts";

export type ContentRecord = Record<string, unknown> & { id: string; created_at: string };

/** Publishing's own words where the console's general ones (staff-error-text.ts) say too little. */
const PUBLISHING_TEXT: Partial<Record<RequestErrorCode, string>> = {
  unauthenticated: "Your session has ended. Sign in again, then repeat the change.",
  forbidden: "Your role may not publish content. Ask an admin.",
  invalid_request: "The server refused some fields. Check the messages beside them.",
  not_found: "This record no longer exists: someone may have deleted it. Look in the bin below the list.",
  version_changed: "Someone else saved this record after you opened it.",
  media_in_use: "This file is still used, so it cannot be deleted.",
  media_file_gone:
    "This version uses a file that was deleted from the media library, so it cannot be restored. Open the record, choose another file and save.",
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
    const page = await callStaffApi<ContentRecord[]>(`/api/${collection}`, {
      query: { limit: MAX_LIMIT, last_created_at: cursor, include: "scheduled" },
    });
    records.push(...page);
    if (page.length < MAX_LIMIT) return records;
    cursor = page.at(-1)!.created_at;
  }
}

export function getRecord(collection: CollectionName, id: string): Promise<ContentRecord> {
  return callStaffApi(`/api/${collection}/${encodeURIComponent(id)}`, { query: { include: "scheduled" } });
}

export function createRecord(collection: CollectionName, input: unknown): Promise<ContentRecord> {
  return callStaffApi(`/api/${collection}`, { method: "POST", body: input });
}

/** Saves over the version the editor opened (`If-Match`): someone else's save since answers 412 (see getStaleVersion). */
export function updateRecord(collection: CollectionName, id: string, input: unknown, version?: number): Promise<ContentRecord> {
  return callStaffApi(`/api/${collection}/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
    ...(version === undefined ? {} : { ifMatch: toVersionEtag(version) }),
  });
}

/** Deletes; with the version the editor opened, a record changed since is not deleted (412). */
export function deleteRecord(collection: CollectionName, id: string, version?: number): Promise<void> {
  return callStaffApi(`/api/${collection}/${encodeURIComponent(id)}`, {
    method: "DELETE",
    ...(version === undefined ? {} : { ifMatch: toVersionEtag(version) }),
  });
}

/** A record as it is now, read from its newest kept version (never a cache), with that version. */
export async function getCurrentRecord(collection: CollectionName, id: string): Promise<{ record: ContentRecord; version: number }> {
  const versions = await listRecordVersions(collection, id);
  const newest = versions[0];
  if (!newest || newest.action === "deleted") return { record: await getRecord(collection, id), version: newest?.version ?? 0 };
  const kept = await getRecordVersion(collection, id, newest.version);
  return { record: kept.record as ContentRecord, version: newest.version };
}

export const listRecordVersions = (collection: CollectionName, id: string) =>
  callStaffApi<RecordVersionSummary[]>(`/api/${collection}/${encodeURIComponent(id)}/versions`);

export const getRecordVersion = (collection: CollectionName, id: string, version: number) =>
  callStaffApi<RecordVersion>(`/api/${collection}/${encodeURIComponent(id)}/versions/${version}`);

/** Makes a kept version current again; `current` is the version the editor saw (If-Match), none from the bin. */
export const restoreRecordVersion = (collection: CollectionName, id: string, version: number, current?: number) =>
  callStaffApi<ContentRecord>(`/api/${collection}/${encodeURIComponent(id)}/versions/${version}/restore`, {
    method: "POST",
    ...(current === undefined ? {} : { ifMatch: toVersionEtag(current) }),
  });

export const listBin = (collection: CollectionName) => callStaffApi<BinEntry[]>(`/api/${collection}/bin`);

/** A save refused because someone else saved first (412): the record as it is now and its version. */
export function getStaleVersion(error: unknown): { current: ContentRecord | undefined; version: number } | undefined {
  if (!(error instanceof RequestError) || error.code !== "version_changed") return undefined;
  const body = error.body as { current?: ContentRecord; current_version?: number } | undefined;
  return { current: body?.current, version: body?.current_version ?? 0 };
}

/**
 * A record's draft (ADR 057), or undefined when it has none: found in its collection's drafts, so
 * that "none" is an answer rather than a 404 (which browsers log as an error).
 */
export async function findDraft(collection: CollectionName, id: string): Promise<Draft | undefined> {
  return (await listDrafts(collection)).find((draft) => draft.id === id);
}

/** Saves a draft: of a record (published or not) by its id, or of a new record (which then gets its id). */
export function saveDraft(collection: CollectionName, id: string | undefined, input: unknown): Promise<Draft> {
  return id === undefined
    ? callStaffApi(`/api/${collection}/drafts`, { method: "POST", body: input })
    : callStaffApi(`/api/${collection}/${encodeURIComponent(id)}/draft`, { method: "PUT", body: input });
}

/** Publishes a draft; `version` is the published record's version the editor saw (If-Match). */
export function publishDraft(collection: CollectionName, id: string, version?: number): Promise<ContentRecord> {
  return callStaffApi(`/api/${collection}/${encodeURIComponent(id)}/draft/publish`, {
    method: "POST",
    ...(version === undefined ? {} : { ifMatch: toVersionEtag(version) }),
  });
}

export const discardDraft = (collection: CollectionName, id: string) =>
  callStaffApi<void>(`/api/${collection}/${encodeURIComponent(id)}/draft`, { method: "DELETE" });

export const makePreviewLink = (collection: CollectionName, id: string, path: string) =>
  callStaffApi<PreviewLink>(`/api/${collection}/${encodeURIComponent(id)}/draft/preview`, { method: "POST", body: { path } });

export const listDrafts = (collection: CollectionName) => callStaffApi<Draft[]>("/api/staff/drafts", { query: { collection } });
