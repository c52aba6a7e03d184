import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import {
  getRequiredApplicationDocuments,
  type AccountOptionId,
  type ApplicantView,
  type ApplicationValues,
} from "#domain/account-opening/schemas/account-application.ts";
import { createPaddedPdf, createUploadForm } from "./kyc-files.ts";

/** Details an adult in Lilongwe would give, at a branch that has an e-mail address. */
export async function createApplicantDetails(app: FastifyInstance): Promise<ApplicationValues> {
  const branches = (await app.inject({ url: "/api/branches?limit=100" })).json<Array<{ id: string; email: string }>>();
  const branch = branches.find((candidate) => candidate.email.trim() !== "")!;
  return {
    first_name: "Chikondi",
    middle_name: "",
    surname: "Banda",
    date_of_birth: "1990-05-14",
    gender: "female",
    national_id: "ab12 cd34",
    district: "lilongwe",
    address: "Area 47, Sector 3, House 12",
    occupation: "Teacher",
    employer: "Ministry of Education",
    business_name: "",
    source_of_funds: "salary",
    monthly_income: "4,999,999",
    politically_exposed: "no",
    account_purpose: "savings",
    expected_deposits: "500k_to_5m",
    branch_id: branch.id,
  };
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

/** Starts a draft for the session: answers its view. */
export async function startApplication(
  app: FastifyInstance,
  session: { authorization: string },
  option: AccountOptionId = "personal_first_save",
): Promise<ApplicantView> {
  const response = await app.inject({
    method: "POST",
    url: "/api/account-applications",
    headers: session,
    payload: { option, lang: "en" },
  });
  expectStatus(response, 201, "start");
  return response.json<ApplicantView>();
}

/** The multipart body the form sends for one document: the purpose first, then the file. */
export async function createDocumentForm(purpose: string, content = createPaddedPdf()) {
  return createUploadForm({ purpose }, { name: `${purpose}.pdf`, content, type: "application/pdf" });
}

/** A draft with its details saved and no document yet: answers its view. */
export async function saveApplicationDetails(
  app: FastifyInstance,
  session: { authorization: string },
  option: AccountOptionId = "personal_first_save",
): Promise<ApplicantView> {
  const draft = await startApplication(app, session, option);
  const saved = await app.inject({
    method: "PUT",
    url: `/api/account-applications/${draft.id}/details`,
    headers: session,
    payload: { values: await createApplicantDetails(app) },
  });
  expectStatus(saved, 200, "details");
  return saved.json<ApplicantView>();
}

/** A draft with its details saved and every document the option asks for attached. */
export async function completeApplication(
  app: FastifyInstance,
  session: { authorization: string },
  option: AccountOptionId = "personal_first_save",
): Promise<ApplicantView> {
  const draft = await saveApplicationDetails(app, session, option);
  let view = draft;
  for (const purpose of getRequiredApplicationDocuments(draft.option)) {
    const form = await createDocumentForm(purpose);
    const attached = await app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/documents`,
      headers: { ...session, ...form.headers },
      payload: form.payload,
    });
    expectStatus(attached, 201, `document ${purpose}`);
    view = attached.json<ApplicantView>();
  }
  return view;
}

let submits = 0;

/** A complete application, submitted: answers its view with the reference. */
export async function submitApplication(
  app: FastifyInstance,
  session: { authorization: string },
  option: AccountOptionId = "personal_first_save",
): Promise<ApplicantView> {
  const draft = await completeApplication(app, session, option);
  submits += 1;
  const response = await app.inject({
    method: "POST",
    url: `/api/account-applications/${draft.id}/submit`,
    headers: { ...session, "idempotency-key": `helper-submit-${submits}-${Date.now().toString(36)}` },
  });
  expectStatus(response, 201, "submit");
  return response.json<ApplicantView>();
}
