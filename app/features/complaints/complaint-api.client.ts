import { isRetryable } from "#app/http/request-error.ts";
import { requestJson } from "#app/http/request.client.ts";
import type { ComplaintView } from "#domain/complaints/complaint.ts";

// The complainant's calls (ADR 059). The session is the HttpOnly cookie verify-code sets
// (one-time-code/code-api.client.ts), as for KYC. Types only from the domain: no zod in the browser.

export interface ComplaintFormBody {
  category: string;
  product: string;
  branchId: string;
  description: string;
  lang: "en" | "ny";
  files: ReadonlyArray<{ file: Blob; name: string }>;
}

/** `POST /api/complaints`, retried once with the same Idempotency-Key, so a lost answer cannot make two complaints. */
export async function submitComplaint(body: ComplaintFormBody, idempotencyKey: string): Promise<ComplaintView> {
  const form = new FormData();
  form.append("category", body.category);
  form.append("product", body.product);
  if (body.branchId) form.append("branch_id", body.branchId);
  form.append("description", body.description);
  form.append("lang", body.lang);
  for (const { file, name } of body.files) form.append("file", file, name);
  const options = { method: "POST", body: form, idempotencyKey } as const;
  try {
    return await requestJson<ComplaintView>("/api/complaints", options);
  } catch (error) {
    if (!isRetryable(error)) throw error;
    return requestJson<ComplaintView>("/api/complaints", options);
  }
}

/** `GET /api/complaints/{reference}`: the session's own complaint. */
export function getComplaint(reference: string): Promise<ComplaintView> {
  return requestJson<ComplaintView>(`/api/complaints/${encodeURIComponent(reference)}`);
}
