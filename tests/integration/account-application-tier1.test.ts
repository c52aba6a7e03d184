import { beforeAll, describe, expect, it } from "vitest";
import {
  type ApplicantView,
  type ApplicationValues,
  type StaffApplicationDetail,
} from "#domain/account-opening/schemas/account-application.ts";
import { createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { createApplicantDetails } from "#tests/support/account-applications.ts";
import { openKycSession, readOutbox } from "#tests/support/onboarding.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

// The First Save tier (ADR 072): opened on the name, national ID, birth date, district, phone and
// one ID photo; the risk code computed as for every tier; staff see the tier and approve it.

describe.each(DRIVERS)("the First Save tier on %s", (driver) => {
  const server = useTestServer(driver);
  let tier1: Partial<ApplicationValues>;

  beforeAll(async () => {
    const full = await createApplicantDetails(server.app);
    // Only what tier 1 asks: no gender, address, work, source of funds or risk questions.
    tier1 = {
      first_name: full.first_name,
      surname: full.surname,
      date_of_birth: full.date_of_birth,
      national_id: "tq57 mw21",
      district: "zomba",
      monthly_income: "K350,000",
      branch_id: full.branch_id,
    };
  });

  async function startTier1(authorization: string) {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/account-applications",
      headers: { authorization },
      payload: { option: "first_save_tier1", lang: "ny" },
    });
    expect(response.statusCode).toBe(201);
    return response.json<ApplicantView>();
  }

  async function attach(authorization: string, id: string, purpose: string) {
    const form = await createUploadForm({ purpose }, { name: `${purpose}.pdf`, content: createPaddedPdf() });
    return server.app.inject({
      method: "POST",
      url: `/api/account-applications/${id}/documents`,
      payload: form.payload,
      headers: { ...form.headers, authorization },
    });
  }

  it("submits on its few details and one ID photo, with the risk code from the income; staff see tier 1 and approve it; the upgrade reuses every detail and the photo and asks only the rest", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "0881112233", "+265881112233");
    const draft = await startTier1(authorization);

    // The details it does not ask are not needed, and anything sent for them is not kept.
    const saved = await server.app.inject({
      method: "PUT",
      url: `/api/account-applications/${draft.id}/details`,
      headers: { authorization },
      payload: { values: { ...tier1, occupation: "Not asked" } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ApplicantView>().values).toMatchObject({ national_id: "TQ57MW21", monthly_income: "350000", occupation: "" });

    // Only the front of the ID card: proof of residence, signature and the rest are refused as not this option's.
    expect((await attach(authorization, draft.id, "proof_of_residence")).statusCode).toBe(400);
    const early = await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/submit`,
      headers: { authorization, "idempotency-key": "tier1-key-0001" },
    });
    expect(early.json()).toMatchObject({ code: "application_incomplete" });
    expect((await attach(authorization, draft.id, "national_id_front")).statusCode).toBe(201);

    const submitted = await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/submit`,
      headers: { authorization, "idempotency-key": "tier1-key-0001" },
    });
    expect(submitted.statusCode).toBe(201);
    const view = submitted.json<ApplicantView>();
    expect(view).toMatchObject({ option: "first_save_tier1", status: "received" });
    // The branch that confirms it is told it is a tier-1 account.
    const branchEmail = (await server.app.inject({ url: `/api/branches/${tier1.branch_id}` })).json<{ email: string }>().email;
    expect(
      readOutbox(server.database.dataDir, branchEmail).some(
        (entry) => entry.subject === `New First Save tier-1 application ${view.reference} to confirm`,
      ),
    ).toBe(true);
    expect(submitted.body).not.toContain("risk");

    // Spec §5 bands, the same for every tier: K350,000 a month is code 9.
    const listed = await server.app.inject({ url: `/api/staff/applications?q=${view.reference}`, headers: server.staff });
    expect(listed.json()).toMatchObject({ total: 1, items: [{ reference: view.reference, tier: 1, risk_code: 9 }] });
    const detail = await server.app.inject({ url: `/api/staff/applications/${view.id}`, headers: server.staff });
    const application = detail.json<StaffApplicationDetail>();
    expect(application.documents.map((document) => document.purpose)).toEqual(["national_id_front"]);

    const approved = await server.app.inject({ method: "POST", url: `/api/staff/applications/${view.id}/approve`, headers: server.staff });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", tier: 1 });

    // The applicant reads it approved, as tier 1, and upgrades it: the full account's draft starts with everything already given.
    const status = await server.app.inject({ url: `/api/account-applications/status/${view.reference}`, headers: { authorization } });
    expect(status.json()).toMatchObject({ status: "approved", option: "first_save_tier1" });
    const upgrade = (who = authorization) =>
      server.app.inject({ method: "POST", url: `/api/account-applications/${view.id}/upgrade`, headers: { authorization: who } });
    const upgraded = await upgrade();
    expect(upgraded.statusCode).toBe(201);
    const full = upgraded.json<ApplicantView>();
    expect(full).toMatchObject({ option: "personal_first_save", status: "draft", upgrade_of: view.id, reference: null });
    expect(full.values).toMatchObject({
      first_name: "Chikondi",
      national_id: "TQ57MW21",
      district: "zomba",
      monthly_income: "350000",
      gender: "",
    });
    expect(full.documents.map((document) => document.purpose)).toEqual(["national_id_front"]);
    // Asked again, the same draft: one upgrade at a time.
    const again = await upgrade();
    expect(again.statusCode).toBe(200);
    expect(again.json<ApplicantView>().id).toBe(full.id);
    // Another number cannot upgrade it.
    const other = await openKycSession(server.app, server.database.dataDir, "someone-else@example.mw");
    expect((await upgrade(other.authorization)).statusCode).toBe(404);

    // Only what is missing: the rest of the details, and four documents (the ID's front is already there).
    const details = await server.app.inject({
      method: "PUT",
      url: `/api/account-applications/${full.id}/details`,
      headers: { authorization },
      payload: {
        values: {
          ...full.values,
          gender: "female",
          address: "Chinamwali, House 7",
          occupation: "Nurse",
          employer: "Zomba Central Hospital",
          source_of_funds: "salary",
          monthly_income: "K600,000",
          politically_exposed: "no",
          account_purpose: "savings",
          expected_deposits: "500k_to_5m",
        },
      },
    });
    expect(details.statusCode).toBe(200);
    for (const purpose of ["national_id_back", "selfie_with_id", "proof_of_residence", "signature"]) {
      expect((await attach(authorization, full.id, purpose)).statusCode).toBe(201);
    }
    const sent = await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${full.id}/submit`,
      headers: { authorization, "idempotency-key": "upgrade-key-0001" },
    });
    expect(sent.statusCode).toBe(201);
    const upgradeReference = sent.json<ApplicantView>().reference;

    // The officer sees a full-tier application that upgrades the tier-1 one, its risk code from the new income (code 10), and approves it.
    const seen = await server.app.inject({ url: `/api/staff/applications/${full.id}`, headers: server.staff });
    expect(seen.json()).toMatchObject({
      reference: upgradeReference,
      tier: 2,
      risk_code: 10,
      upgrade_of: { id: view.id, reference: view.reference },
    });
    expect(seen.json<StaffApplicationDetail>().documents).toHaveLength(5);
    const approvedUpgrade = await server.app.inject({
      method: "POST",
      url: `/api/staff/applications/${full.id}/approve`,
      headers: server.staff,
    });
    expect(approvedUpgrade.json()).toMatchObject({ status: "approved", tier: 2 });
    // The tier-1 application keeps its own file: the copy is the upgrade's.
    const tier1Files = (
      await server.app.inject({ url: `/api/staff/applications/${view.id}`, headers: server.staff })
    ).json<StaffApplicationDetail>();
    expect(tier1Files.documents.map((document) => document.purpose)).toEqual(["national_id_front"]);
  });

  it("upgrades only an approved tier-1 account: one not yet decided is refused (the walk refuses a full account too)", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "not-yet@example.mw");
    const draft = await startTier1(authorization);
    const early = await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/upgrade`,
      headers: { authorization },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "not_upgradable" });
  });

  it("refuses tier 1 without what it does ask: the ID, the birth date, the district, the income and the branch", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "tier1-missing@example.mw");
    const draft = await startTier1(authorization);
    const refused = await server.app.inject({
      method: "PUT",
      url: `/api/account-applications/${draft.id}/details`,
      headers: { authorization },
      payload: { values: { first_name: "Chikondi", surname: "Banda" } },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: object }>().fields).sort()).toEqual(
      ["branch_id", "date_of_birth", "district", "monthly_income", "national_id"].sort(),
    );
  });

  it("keeps a full application asking for everything tier 1 leaves out", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "full-tier@example.mw");
    const response = await server.app.inject({
      method: "POST",
      url: "/api/account-applications",
      headers: { authorization },
      payload: { option: "personal_first_save", lang: "en" },
    });
    const draft = response.json<ApplicantView>();
    const refused = await server.app.inject({
      method: "PUT",
      url: `/api/account-applications/${draft.id}/details`,
      headers: { authorization },
      payload: { values: tier1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: object }>().fields)).toEqual(
      expect.arrayContaining(["gender", "address", "occupation", "source_of_funds", "politically_exposed"]),
    );
  });
});
