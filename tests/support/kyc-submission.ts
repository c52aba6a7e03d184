import type { FastifyInstance } from "fastify";
import { REQUIRED_PURPOSES } from "#domain/kyc/kyc.ts";
import { createPaddedPdf, createUploadForm } from "./kyc-files.ts";
import { openKycSession } from "./onboarding.ts";

let accountSeed = 0;

/** Submits a KYC record as a visitor would (code, uploads, form) and answers its id and account number. */
export async function submitKycRecord(
  app: FastifyInstance,
  dataDir: string,
  options: { username: string; accountName: string; lang?: "en" | "ny"; accountNumber?: string },
): Promise<{ id: string; accountNumber: string }> {
  const session = await openKycSession(app, dataDir, options.username);
  const branches = (await app.inject({ url: "/api/branches?limit=100" })).json<Array<{ id: string; name: string; email: string }>>();
  const types = (await app.inject({ url: "/api/kyc_account_types?limit=100" })).json<Array<{ id: string; name: string }>>();
  const individual = types.find((type) => type.name === "Individual Account")!;
  const branch = branches.find((candidate) => candidate.email.trim() !== "")!;
  const documents = [];
  for (const purpose of REQUIRED_PURPOSES["Individual Account"]) {
    const form = await createUploadForm(
      { account_name: options.accountName, purpose },
      { name: "scan.pdf", content: createPaddedPdf(2_000, accountSeed) },
    );
    const response = await app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: form.payload,
      headers: { ...form.headers, authorization: session.authorization },
    });
    if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
    documents.push({ purpose, url: response.json<{ url: string }>().url });
  }
  accountSeed += 1;
  const accountNumber = options.accountNumber ?? String(4_000_000_000 + (Date.now() % 1_000_000) * 100 + accountSeed);
  const response = await app.inject({
    method: "POST",
    url: "/api/kyc_account_details",
    headers: { authorization: session.authorization },
    payload: {
      account_number: accountNumber,
      account_name: options.accountName,
      username: options.username,
      branch_id: branch.id,
      kyc_account_type_id: individual.id,
      documents,
      lang: options.lang ?? "en",
    },
  });
  if (response.statusCode !== 201) throw new Error(`submit: ${response.statusCode} ${response.body}`);
  return { id: response.json<{ id: string }>().id, accountNumber };
}
