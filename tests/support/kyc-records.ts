import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { REQUIRED_PURPOSES } from "#domain/kyc/kyc.ts";
import { createPaddedPdf, createUploadForm } from "./kyc-files.ts";

let nextAccount = 0;

/**
 * A KYC record made as the back office makes one: staff upload the individual account's
 * documents, then submit them for a customer. Answers the submission's response.
 */
export async function submitKycRecordAsStaff(
  app: FastifyInstance,
  staff: { authorization: string },
  references: { branchId: string; kycAccountTypeId: string },
  accountNumber = `90${Date.now().toString().slice(-6)}${(nextAccount++).toString().padStart(2, "0")}`,
): Promise<LightMyRequestResponse> {
  const documents: Array<{ purpose: string; url: string }> = [];
  for (const purpose of REQUIRED_PURPOSES["Individual Account"]) {
    const form = await createUploadForm({ account_name: "Test Customer", purpose }, { name: "scan.pdf", content: createPaddedPdf() });
    const uploaded = await app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: form.payload,
      headers: { ...form.headers, ...staff },
    });
    if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
    documents.push({ purpose, url: uploaded.json<{ url: string }>().url });
  }
  return app.inject({
    method: "POST",
    url: "/api/kyc_account_details",
    headers: staff,
    payload: {
      account_number: accountNumber,
      account_name: "Test Customer",
      username: "+265999000111",
      branch_id: references.branchId,
      kyc_account_type_id: references.kycAccountTypeId,
      documents,
    },
  });
}
