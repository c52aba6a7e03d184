import { isRetryable } from "#app/http/request-error.ts";
import { requestJson, type RequestOptions } from "#app/http/request.client.ts";
import type { Language } from "#domain/language.ts";
import type {
  AccountOptionId,
  ApplicantView,
  ApplicationDocumentPurpose,
  ApplicationStatusAnswer,
  ApplicationValues,
  CodeSession,
} from "#domain/account-opening/schemas/account-application.ts";

// The account-opening calls (server/account-opening). The session is the HttpOnly cookie the
// one-time code sets; the page keeps only the draft's id (draft-session.client.ts).

export function startApplication(option: AccountOptionId, lang: Language): Promise<ApplicantView> {
  return requestJson("/api/account-applications", { method: "POST", body: { option, lang } });
}

export function getApplication(id: string): Promise<ApplicantView> {
  return requestJson(`/api/account-applications/${encodeURIComponent(id)}`);
}

export function saveDetails(id: string, option: AccountOptionId, values: ApplicationValues): Promise<ApplicantView> {
  return requestJson(`/api/account-applications/${encodeURIComponent(id)}/details`, { method: "PUT", body: { option, values } });
}

/** An autosave of the details step: only the fields changed since the last one, unchecked until Continue. */
export function keepDraftValues(id: string, values: Partial<ApplicationValues>): Promise<ApplicantView> {
  return requestJson(`/api/account-applications/${encodeURIComponent(id)}/values`, { method: "PATCH", body: { values } });
}

/** One document, the purpose before the file (the server reads it first). */
export function uploadApplicationDocument(
  id: string,
  purpose: ApplicationDocumentPurpose,
  file: Blob,
  fileName: string,
): Promise<ApplicantView> {
  const form = new FormData();
  form.append("purpose", purpose);
  form.append("file", file, fileName);
  return requestJson(`/api/account-applications/${encodeURIComponent(id)}/documents`, { method: "POST", body: form });
}

/** Submits with an Idempotency-Key, retried once on a lost answer: the server makes one application either way. */
export async function submitApplication(id: string, idempotencyKey: string): Promise<ApplicantView> {
  const init: RequestOptions = { method: "POST", idempotencyKey };
  const path = `/api/account-applications/${encodeURIComponent(id)}/submit`;
  try {
    return await requestJson<ApplicantView>(path, init);
  } catch (error) {
    if (!isRetryable(error)) throw error;
    return requestJson<ApplicantView>(path, init);
  }
}

/** Whose a draft is, masked: asked by another number's session on a phone that keeps the draft (ADR 060). */
export async function getDraftHolder(id: string): Promise<string> {
  return (await requestJson<{ holder: string }>(`/api/account-applications/${encodeURIComponent(id)}/holder`)).holder;
}

/** The live code session (ADR 060), or null when there is none: a screen reuses it instead of asking a new code. */
export async function getCodeSession(): Promise<CodeSession | null> {
  return (await requestJson<{ session: CodeSession | null }>("/api/account-applications/session")).session;
}

export function getApplicationStatus(reference: string): Promise<ApplicationStatusAnswer> {
  return requestJson(`/api/account-applications/status/${encodeURIComponent(reference)}`);
}

/** Withdraws a draft: it and its documents are deleted (a submitted application answers 409). */
export async function withdrawApplication(id: string): Promise<void> {
  await requestJson<undefined>(`/api/account-applications/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Upgrades an approved First Save tier-1 account (ADR 072): the full account's draft, with what tier 1 gave. */
export function upgradeApplication(id: string): Promise<ApplicantView> {
  return requestJson(`/api/account-applications/${encodeURIComponent(id)}/upgrade`, { method: "POST" });
}
