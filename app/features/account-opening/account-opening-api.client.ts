import { isErrorCode, type ErrorCode } from "#domain/error-codes.ts";
import type { Language } from "#domain/language.ts";
import type {
  AccountOptionId,
  ApplicantView,
  ApplicationDocumentPurpose,
  ApplicationFieldErrors,
  ApplicationStatusAnswer,
  ApplicationValues,
} from "#domain/schemas/account-application.ts";

// The account-opening calls (server/account-opening). The session is the HttpOnly cookie the
// one-time code sets; the page keeps only the draft's id (draft-session.client.ts).

/** A failed call: its stable code (the app words it), or no answer at all. */
export class ApplicationRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode | "network";
  readonly fields: ApplicationFieldErrors;

  constructor(status: number, code: ErrorCode | "network", message: string, fields: ApplicationFieldErrors = {}) {
    super(message);
    this.name = "ApplicationRequestError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

async function send<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(typeof init.body === "string" ? { "content-type": "application/json" } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    throw new ApplicationRequestError(0, "network", error instanceof Error ? error.message : String(error));
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown; fields?: unknown };
  if (!response.ok) {
    const code = isErrorCode(body.code) ? body.code : response.status >= 500 ? "internal" : "invalid_request";
    const fields = typeof body.fields === "object" && body.fields !== null ? (body.fields as ApplicationFieldErrors) : {};
    throw new ApplicationRequestError(response.status, code, typeof body.error === "string" ? body.error : "", fields);
  }
  return body as T;
}

export function startApplication(option: AccountOptionId, lang: Language): Promise<ApplicantView> {
  return send("/api/account-applications", { method: "POST", body: JSON.stringify({ option, lang }) });
}

export function getApplication(id: string): Promise<ApplicantView> {
  return send(`/api/account-applications/${encodeURIComponent(id)}`);
}

export function saveDetails(id: string, option: AccountOptionId, values: ApplicationValues): Promise<ApplicantView> {
  return send(`/api/account-applications/${encodeURIComponent(id)}/details`, { method: "PUT", body: JSON.stringify({ option, values }) });
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
  return send(`/api/account-applications/${encodeURIComponent(id)}/documents`, { method: "POST", body: form });
}

/** Submits with an Idempotency-Key, retried once on a lost answer: the server makes one application either way. */
export async function submitApplication(id: string, idempotencyKey: string): Promise<ApplicantView> {
  const init: RequestInit = { method: "POST", headers: { "idempotency-key": idempotencyKey } };
  const path = `/api/account-applications/${encodeURIComponent(id)}/submit`;
  try {
    return await send<ApplicantView>(path, init);
  } catch (error) {
    if (!(error instanceof ApplicationRequestError) || (error.code !== "network" && error.status < 500)) throw error;
    return send<ApplicantView>(path, init);
  }
}

export function getApplicationStatus(reference: string): Promise<ApplicationStatusAnswer> {
  return send(`/api/account-applications/status/${encodeURIComponent(reference)}`);
}

/** Withdraws a draft: it and its documents are deleted (a submitted application answers 409). */
export async function withdrawApplication(id: string): Promise<void> {
  await send<undefined>(`/api/account-applications/${encodeURIComponent(id)}`, { method: "DELETE" });
}
