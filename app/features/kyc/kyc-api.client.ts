import { isRetryable, RequestError } from "#app/http/request-error.ts";
import { requestJson } from "#app/http/request.client.ts";
import type { KycPurpose } from "#domain/kyc/kyc.ts";
import type { KycSubmissionInput } from "#domain/kyc/schemas/kyc.ts";

// The KYC calls of the upload screen (spec §7 main API). The session is the HttpOnly cookie
// verify-code sets (one-time-code/code-api.client.ts): the page never stores the token or personal data.

/** A KYC record as far as the screen needs it. */
export interface KycRecordSummary {
  id: string;
  documents: Array<{ purpose: string; url: string }>;
}

/**
 * The body the screen sends: the domain's one submission schema (domain/kyc/schemas/kyc.ts), as a
 * type only, so the browser does not download zod for one POST (ADR 023).
 */
export type KycSubmissionBody = KycSubmissionInput;

/**
 * Spec §4 continue flow: the record of this account number among the visitor's own, or nothing
 * when they have none (a 404). By account number, not username: one customer may hold several accounts.
 */
export async function findRecord(accountNumber: string): Promise<KycRecordSummary | undefined> {
  try {
    return await requestJson<KycRecordSummary>(`/api/kyc_account_details/account_number/${encodeURIComponent(accountNumber)}`);
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * `POST /api/uploads`: one file, as multipart with the text fields before the file part (the
 * server reads them before it inspects the file), with its progress.
 */
export async function uploadDocument(
  fields: { accountName: string; purpose: KycPurpose },
  file: Blob,
  fileName: string,
  onProgress: (sentBytes: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append("account_name", fields.accountName);
  form.append("purpose", fields.purpose);
  form.append("file", file, fileName);
  const answer = await requestJson<{ url?: unknown }>("/api/uploads", {
    method: "POST",
    body: form,
    // The body is the file and a few fields: its share sent, in the file's bytes.
    onUploadProgress: (sent, total) => onProgress(Math.round((sent / total) * file.size)),
  });
  if (typeof answer?.url !== "string") throw new RequestError(201, "invalid_answer", { message: "the upload's answer names no url" });
  onProgress(file.size);
  return answer.url;
}

/** `POST /api/kyc_account_details`, retried once with the same Idempotency-Key, so a lost answer cannot make two records. */
export async function submitRecord(body: KycSubmissionBody, idempotencyKey: string): Promise<KycRecordSummary> {
  const options = { method: "POST", body, idempotencyKey } as const;
  try {
    return await requestJson<KycRecordSummary>("/api/kyc_account_details", options);
  } catch (error) {
    if (!isRetryable(error)) throw error;
    return requestJson<KycRecordSummary>("/api/kyc_account_details", options);
  }
}

/** Spec §4 update action: `PUT /api/kyc_account_details/{id}` with the old documents and processed false. */
export async function updateRecord(record: KycRecordSummary, body: KycSubmissionBody): Promise<KycRecordSummary> {
  const payload = { ...body, id: record.id, old_documents: record.documents, processed: false };
  return requestJson<KycRecordSummary>(`/api/kyc_account_details/${encodeURIComponent(record.id)}`, { method: "PUT", body: payload });
}
