import { expect, type APIRequestContext } from "@playwright/test";
import { getRequiredApplicationDocuments, type ApplicantView } from "#domain/account-opening/schemas/account-application.ts";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { readOutbox } from "#tests/support/onboarding.ts";
import { waitForCode } from "./fixtures.ts";

/** A 1x1 PNG: a real image, which the server decodes and re-encodes. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

export interface Applicant {
  email: string;
  firstName: string;
  surname: string;
  lang: "en" | "ny";
  /** Each applicant's own, unless a test means two to share one: the console flags an ID another applicant gave (ADR 031). */
  nationalId: string;
}

/**
 * A submitted application, made as the open-account screen makes it: a code session (the code read
 * from the outbox in `dataDir`), the details, each document, submit. The ID's front is a photo and
 * the rest scans, so officers see both kinds; with `scansOnly` every document is a PDF, so the first
 * one an officer opens is drawn by the PDF viewer.
 */
export async function submitApplication(
  request: APIRequestContext,
  dataDir: string,
  applicant: Applicant,
  { scansOnly = false }: { scansOnly?: boolean } = {},
): Promise<{ id: string; reference: string }> {
  const before = readOutbox(dataDir, applicant.email).length;
  expect((await request.post("/onboarding/verify-username", { data: { username: applicant.email } })).status()).toBe(200);
  const code = await waitForCode(dataDir, applicant.email, before);
  const verified = await request.post("/onboarding/verify-code", { data: { username: applicant.email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const authorization = `Bearer ${((await verified.json()) as { token: string }).token}`;

  const started = await request.post("/api/account-applications", {
    headers: { authorization },
    data: { option: "personal_first_save", lang: applicant.lang },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as ApplicantView;
  const branches = (await (await request.get("/api/branches?limit=100")).json()) as Array<{ id: string; name: string }>;
  const saved = await request.put(`/api/account-applications/${id}/details`, {
    headers: { authorization },
    data: {
      values: {
        first_name: applicant.firstName,
        middle_name: "",
        surname: applicant.surname,
        date_of_birth: "1991-03-08",
        gender: "female",
        national_id: applicant.nationalId,
        district: "zomba",
        address: "Chikanda, House 14",
        occupation: "Nurse",
        employer: "Zomba Central Hospital",
        business_name: "",
        source_of_funds: "salary",
        monthly_income: "420,000",
        politically_exposed: "no",
        account_purpose: "savings",
        expected_deposits: "200k_to_500k",
        branch_id: branches.find((branch) => branch.name === "Lilongwe Branch")!.id,
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const [index, purpose] of getRequiredApplicationDocuments("personal_first_save").entries()) {
    const file =
      purpose === "national_id_front" && !scansOnly
        ? { name: "id-front.png", mimeType: "image/png", buffer: PNG }
        : { name: `${purpose}.pdf`, mimeType: "application/pdf", buffer: createPaddedPdf(1_500, 40 + index) };
    const attached = await request.post(`/api/account-applications/${id}/documents`, {
      headers: { authorization },
      multipart: { purpose, file },
    });
    expect(attached.status(), await attached.text()).toBe(201);
  }
  const submitted = await request.post(`/api/account-applications/${id}/submit`, {
    headers: { authorization, "idempotency-key": `e2e-${id}` },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return { id, reference: ((await submitted.json()) as ApplicantView).reference! };
}
