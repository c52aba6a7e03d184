import { CODE_REQUEST_TIMEOUT_MS, type KycPurpose } from "#domain/kyc.ts";
import type { Language } from "#domain/language.ts";
import { KycRequestError } from "./kyc-request-error.ts";

// The KYC calls of the upload screen (spec §7 onboarding API and main API, issue 6). The session
// is the HttpOnly cookie verify-code sets: the page never stores the token or personal data.

/** A KYC record as far as the screen needs it. */
export interface KycRecordSummary {
  id: string;
  documents: Array<{ purpose: string; url: string }>;
}

export interface KycSubmissionBody {
  account_number: string;
  account_name: string;
  branch: string;
  kyc_account_type: string;
  documents: Array<{ purpose: KycPurpose; url: string }>;
  lang: Language;
}

async function toRequestError(response: Response): Promise<KycRequestError> {
  let message = "";
  let retryAfter: number | undefined;
  try {
    const body = (await response.json()) as { error?: unknown; retry_after_seconds?: unknown };
    if (typeof body.error === "string") message = body.error;
    if (typeof body.retry_after_seconds === "number") retryAfter = body.retry_after_seconds;
  } catch {
    // A body that is not JSON (a proxy's error page): the status says enough.
  }
  retryAfter ??= Number(response.headers.get("retry-after")) || undefined;
  return new KycRequestError("http", response.status, message, retryAfter);
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
    throw new KycRequestError(isTimeout ? "timeout" : "network", 0, error instanceof Error ? error.message : String(error));
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

/** Spec §4 continue flow: the username's record, or nothing when it has none (a 404). */
export async function findRecord(username: string): Promise<KycRecordSummary | undefined> {
  try {
    const response = await send(`/api/kyc_account_details/username/${encodeURIComponent(username)}`, { method: "GET" });
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
      const body = (request.response ?? {}) as { url?: unknown; error?: unknown; retry_after_seconds?: unknown };
      if (request.status === 201 && typeof body.url === "string") {
        onProgress(file.size);
        resolve(body.url);
        return;
      }
      const retryAfter = typeof body.retry_after_seconds === "number" ? body.retry_after_seconds : undefined;
      reject(new KycRequestError("http", request.status, typeof body.error === "string" ? body.error : "", retryAfter));
    };
    request.onerror = () => reject(new KycRequestError("network", 0, "upload failed"));
    request.ontimeout = () => reject(new KycRequestError("timeout", 0, "upload timed out"));
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
