import { isErrorCode } from "#domain/error-codes.ts";
import { CODE_REQUEST_TIMEOUT_MS, type KycPurpose } from "#domain/kyc.ts";
import type { Language } from "#domain/language.ts";
import type { KycSubmissionInput } from "#domain/schemas/kyc.ts";
import { KycRequestError } from "./kyc-request-error.ts";

// The KYC calls of the upload screen (spec §7 onboarding API and main API). The session
// is the HttpOnly cookie verify-code sets: the page never stores the token or personal data.

/** A KYC record as far as the screen needs it. */
export interface KycRecordSummary {
  id: string;
  documents: Array<{ purpose: string; url: string }>;
}

/**
 * The body the screen sends: the domain's one submission schema (domain/schemas/kyc.ts), as a
 * type only, so the browser does not download zod for one POST (ADR 023).
 */
export type KycSubmissionBody = KycSubmissionInput;

/** An error answer `{ error, code, retry_after_seconds? }` as a KycRequestError; the code is what the screen words. */
function readErrorBody(status: number, body: unknown, retryAfterHeader: string | null): KycRequestError {
  const { error, code, retry_after_seconds: retryAfter } = (body ?? {}) as { error?: unknown; code?: unknown; retry_after_seconds?: unknown };
  return new KycRequestError("http", status, {
    code: isErrorCode(code) ? code : undefined,
    message: typeof error === "string" ? error : "",
    retryAfterSeconds: typeof retryAfter === "number" ? retryAfter : Number(retryAfterHeader) || undefined,
  });
}

async function toRequestError(response: Response): Promise<KycRequestError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A body that is not JSON (a proxy's error page): the status says enough.
  }
  return readErrorBody(response.status, body, response.headers.get("retry-after"));
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(init.body ? { "content-type": "application/json" } : {}), ...init.headers },
    });
  } catch (error) {
    const isTimeout = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new KycRequestError(isTimeout ? "timeout" : "network", 0, { message: error instanceof Error ? error.message : String(error) });
  }
  if (!response.ok) throw await toRequestError(response);
  return response;
}

/** Spec §7 `POST /verify-username`: sends a code; gives up after 20 s. */
export async function requestCode(username: string, lang: Language): Promise<void> {
  await send("/onboarding/verify-username", {
    method: "POST",
    body: JSON.stringify({ username, lang }),
    signal: AbortSignal.timeout(CODE_REQUEST_TIMEOUT_MS),
  });
}

/** Spec §7 `POST /verify-code`: on success the server sets the session cookie. */
export async function verifyCode(username: string, code: string): Promise<void> {
  await send("/onboarding/verify-code", { method: "POST", body: JSON.stringify({ username, code }) });
}

/**
 * Spec §4 continue flow: the record of this account number among the visitor's own, or nothing
 * when they have none (a 404). By account number, not username: one customer may hold several accounts.
 */
export async function findRecord(accountNumber: string): Promise<KycRecordSummary | undefined> {
  try {
    const response = await send(`/api/kyc_account_details/account_number/${encodeURIComponent(accountNumber)}`, { method: "GET" });
    return (await response.json()) as KycRecordSummary;
  } catch (error) {
    if (error instanceof KycRequestError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * `POST /api/uploads`: one file, as multipart with the text fields before the file part (the
 * server reads them before it inspects the file). XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadDocument(
  fields: { accountName: string; purpose: KycPurpose },
  file: Blob,
  fileName: string,
  onProgress: (sentBytes: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append("account_name", fields.accountName);
  form.append("purpose", fields.purpose);
  form.append("file", file, fileName);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/uploads");
    request.setRequestHeader("accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * file.size));
    };
    request.onload = () => {
      const body = (request.response ?? {}) as { url?: unknown };
      if (request.status === 201 && typeof body.url === "string") {
        onProgress(file.size);
        resolve(body.url);
        return;
      }
      reject(readErrorBody(request.status, request.response, request.getResponseHeader("retry-after")));
    };
    request.onerror = () => reject(new KycRequestError("network", 0, { message: "upload failed" }));
    request.ontimeout = () => reject(new KycRequestError("timeout", 0, { message: "upload timed out" }));
    request.send(form);
  });
}

/** A network failure or a 5xx is worth one more try; a 4xx is an answer. */
function isRetryable(error: unknown): boolean {
  return error instanceof KycRequestError && (error.kind !== "http" || error.status >= 500);
}

/** `POST /api/kyc_account_details`, retried once with the same Idempotency-Key, so a lost answer cannot make two records. */
export async function submitRecord(body: KycSubmissionBody, idempotencyKey: string): Promise<KycRecordSummary> {
  const init: RequestInit = { method: "POST", body: JSON.stringify(body), headers: { "idempotency-key": idempotencyKey } };
  try {
    return (await (await send("/api/kyc_account_details", init)).json()) as KycRecordSummary;
  } catch (error) {
    if (!isRetryable(error)) throw error;
    return (await (await send("/api/kyc_account_details", init)).json()) as KycRecordSummary;
  }
}

/** Spec §4 update action: `PUT /api/kyc_account_details/{id}` with the old documents and processed false. */
export async function updateRecord(record: KycRecordSummary, body: KycSubmissionBody): Promise<KycRecordSummary> {
  const payload = { ...body, id: record.id, old_documents: record.documents, processed: false };
  const response = await send(`/api/kyc_account_details/${encodeURIComponent(record.id)}`, {
    method: "PUT",
    body: JSON.stringify(payload),
  });
  return (await response.json()) as KycRecordSummary;
}
