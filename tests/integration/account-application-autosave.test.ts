import { beforeAll, describe, expect, it } from "vitest";
import {
  getRequiredApplicationDocuments,
  type ApplicantView,
  type ApplicationValues,
} from "#domain/account-opening/schemas/account-application.ts";
import { createApplicantDetails, createDocumentForm, startApplication } from "#tests/support/account-applications.ts";
import { openKycSession, readOutbox } from "#tests/support/onboarding.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

describe.each(DRIVERS)("account opening keeps what is typed, on %s", (driver) => {
  const server = useTestServer(driver);
  let details: ApplicationValues;

  beforeAll(async () => {
    details = await createApplicantDetails(server.app);
  });

  const keep = (authorization: string, id: string, values: Partial<ApplicationValues>) =>
    server.app.inject({ method: "PATCH", url: `/api/account-applications/${id}/values`, headers: { authorization }, payload: { values } });
  const read = async (authorization: string, id: string) =>
    (await server.app.inject({ method: "GET", url: `/api/account-applications/${id}`, headers: { authorization } })).json<ApplicantView>();
  const submit = (authorization: string, id: string, key: string) =>
    server.app.inject({ method: "POST", url: `/api/account-applications/${id}/submit`, headers: { authorization, "idempotency-key": key } });

  it("keeps half-typed fields field by field, gives them back, and answers another session's draft with 404", async () => {
    const applicant = await openKycSession(server.app, server.database.dataDir, "0881234501", "+265881234501");
    const draft = await startApplication(server.app, applicant);

    expect((await keep(applicant.authorization, draft.id, { first_name: "Chiko" })).statusCode).toBe(200);
    // A later save of other fields keeps the earlier ones; a half-typed birth date is kept as typed.
    const second = await keep(applicant.authorization, draft.id, { surname: "Banda", date_of_birth: "199", first_name: "Chikondi" });
    expect(second.statusCode).toBe(200);
    const resumed = await read(applicant.authorization, draft.id);
    expect(resumed.values).toMatchObject({ first_name: "Chikondi", surname: "Banda", date_of_birth: "199" });

    const stranger = await openKycSession(server.app, server.database.dataDir, "0881234502", "+265881234502");
    const taken = await keep(stranger.authorization, draft.id, { first_name: "Mbava" });
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toHaveProperty("error");
    expect((await read(applicant.authorization, draft.id)).values.first_name).toBe("Chikondi");

    const anonymous = await server.app.inject({ method: "PATCH", url: `/api/account-applications/${draft.id}/values`, payload: { values: { first_name: "X" } } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("cannot submit a half-typed change: the details must be complete again first", async () => {
    const applicant = await openKycSession(server.app, server.database.dataDir, "autosave@example.mw");
    const draft = await startApplication(server.app, applicant);
    for (const purpose of getRequiredApplicationDocuments("personal_first_save")) {
      const form = await createDocumentForm(purpose);
      const uploaded = await server.app.inject({
        method: "POST",
        url: `/api/account-applications/${draft.id}/documents`,
        payload: form.payload,
        headers: { ...form.headers, authorization: applicant.authorization },
      });
      expect(uploaded.statusCode).toBe(201);
    }
    // Every field typed, one autosave at a time, makes a complete draft as a Continue would.
    expect((await keep(applicant.authorization, draft.id, details)).statusCode).toBe(200);
    expect((await read(applicant.authorization, draft.id)).values.national_id).toBe("AB12CD34");

    // The income cleared mid-edit: the draft is no longer complete.
    await keep(applicant.authorization, draft.id, { monthly_income: "" });
    const refused = await submit(applicant.authorization, draft.id, "autosave-key-0001");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "application_incomplete" });

    await keep(applicant.authorization, draft.id, { monthly_income: "350,000" });
    const submitted = await submit(applicant.authorization, draft.id, "autosave-key-0001");
    expect(submitted.statusCode).toBe(201);
    expect((await keep(applicant.authorization, draft.id, { first_name: "Late" })).statusCode).toBe(409);
  });

  it("tells a Chichewa applicant of the approval in Chichewa", async () => {
    const applicant = await openKycSession(server.app, server.database.dataDir, "0991234503", "+265991234503");
    const started = await server.app.inject({
      method: "POST",
      url: "/api/account-applications",
      headers: applicant,
      payload: { option: "personal_first_save", lang: "ny" },
    });
    const draft = started.json<ApplicantView>();
    await keep(applicant.authorization, draft.id, details);
    for (const purpose of getRequiredApplicationDocuments("personal_first_save")) {
      const form = await createDocumentForm(purpose);
      await server.app.inject({
        method: "POST",
        url: `/api/account-applications/${draft.id}/documents`,
        payload: form.payload,
        headers: { ...form.headers, authorization: applicant.authorization },
      });
    }
    expect((await submit(applicant.authorization, draft.id, "approve-key-0001")).statusCode).toBe(201);
    const approved = await server.app.inject({ method: "POST", url: `/api/staff/applications/${draft.id}/approve`, headers: server.staff });
    expect(approved.statusCode).toBe(200);
    const sms = readOutbox(server.database.dataDir, "+265991234503").at(-1);
    expect(sms?.text).toContain("lavomerezedwa");
    expect(sms?.text).not.toMatch(/approved|your account/i);
  });
});
