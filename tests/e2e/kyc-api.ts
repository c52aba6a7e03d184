import { expect, type APIRequestContext } from "@playwright/test";
import { REQUIRED_PURPOSES } from "#domain/kyc/kyc.ts";
import { getStaffToken } from "./staff-api.ts";

export interface KycFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A KYC record the back office makes for a customer, as the API lets it: each Individual Account
 * document uploaded (`fileFor` gives the file of the n-th purpose; `onUploaded` sees each stored
 * URL), then the record at Lilongwe Branch. Answers the record's id.
 */
export async function createKycRecord(
  request: APIRequestContext,
  customer: { username: string; accountName: string; accountNumber: string; lang?: "en" | "ny" },
  fileFor: (index: number) => KycFile,
  onUploaded?: (index: number, url: string) => void,
): Promise<string> {
  const authorization = `Bearer ${await getStaffToken(request)}`;
  const documents: Array<{ purpose: string; url: string }> = [];
  for (const [index, purpose] of REQUIRED_PURPOSES["Individual Account"].entries()) {
    const uploaded = await request.post("/api/uploads", {
      headers: { authorization },
      multipart: { account_name: customer.accountName, purpose, file: fileFor(index) },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    onUploaded?.(index, url);
    documents.push({ purpose, url });
  }
  const branches = (await (await request.get("/api/branches?limit=100")).json()) as Array<{ id: string; name: string }>;
  const types = (await (await request.get("/api/kyc_account_types?limit=100")).json()) as Array<{ id: string; name: string }>;
  const created = await request.post("/api/kyc_account_details", {
    headers: { authorization },
    data: {
      account_number: customer.accountNumber,
      account_name: customer.accountName,
      username: customer.username,
      branch_id: branches.find((branch) => branch.name === "Lilongwe Branch")!.id,
      kyc_account_type_id: types.find((type) => type.name === "Individual Account")!.id,
      documents,
      ...(customer.lang ? { lang: customer.lang } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}
