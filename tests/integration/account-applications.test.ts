import fs from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  getMalawiToday,
  DRAFT_MAX_AGE_DAYS,
  getRequiredApplicationDocuments,
  type ApplicantView,
  type ApplicationValues,
  type StaffApplicationDetail,
} from "#domain/account-opening/schemas/account-application.ts";
import { accountApplications } from "#server/db/schema.ts";
import { getUploadsRoot } from "#server/storage/create-file-storage.ts";
import { createElf, createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { createApplicantDetails } from "#tests/support/account-applications.ts";
import { openKycSession, readOutbox } from "#tests/support/onboarding.ts";
import { createStaffMember, signInWithCookie } from "#tests/support/staff-session.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

interface Branch {
  id: string;
  name: string;
  email: string;
}

function listFiles(root: string): string[] {
  const folder = `${root}/accountapplications`;
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

describe.each(DRIVERS)("account applications on %s", (driver) => {
  const server = useTestServer(driver);
  let branch: Branch;
  let details: ApplicationValues;

  beforeAll(async () => {
    details = await createApplicantDetails(server.app);
    const branches = (await server.app.inject({ method: "GET", url: "/api/branches?limit=100" })).json<Branch[]>();
    branch = branches.find((candidate) => candidate.id === details.branch_id)!;
  });

  async function start(authorization: string, lang: "en" | "ny" = "en") {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/account-applications",
      headers: { authorization },
      payload: { option: "personal_first_save", lang },
    });
    expect(response.statusCode).toBe(201);
    return response.json<ApplicantView>();
  }

  async function attach(authorization: string, id: string, purpose: string, content = createPaddedPdf()) {
    const form = await createUploadForm({ purpose }, { name: `${purpose}.pdf`, content });
    return server.app.inject({
      method: "POST",
      url: `/api/account-applications/${id}/documents`,
      payload: form.payload,
      headers: { ...form.headers, authorization },
    });
  }

  async function completeDraft(authorization: string, lang: "en" | "ny" = "en", values: ApplicationValues = details) {
    const draft = await start(authorization, lang);
    const saved = await server.app.inject({
      method: "PUT",
      url: `/api/account-applications/${draft.id}/details`,
      headers: { authorization },
      payload: { values },
    });
    expect(saved.statusCode).toBe(200);
    for (const purpose of getRequiredApplicationDocuments("personal_first_save")) {
      expect((await attach(authorization, draft.id, purpose)).statusCode).toBe(201);
    }
    return draft;
  }

  it("refuses every applicant route without a code session, before looking at the body", async () => {
    const response = await server.app.inject({ method: "POST", url: "/api/account-applications", payload: { nonsense: true } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "code_expired" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("takes an application from draft to a reference, telling the applicant and the branch, and never shows the risk code", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "0991234567", "+265991234567");
    const draft = await completeDraft(authorization);

    const resumed = await server.app.inject({ method: "GET", url: `/api/account-applications/${draft.id}`, headers: { authorization } });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers["cache-control"]).toBe("no-store");
    expect(resumed.json<ApplicantView>().values.national_id).toBe("AB12CD34");
    expect(resumed.json<ApplicantView>().documents).toHaveLength(5);
    expect(resumed.body).not.toContain("risk");

    const submitted = await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/submit`,
      headers: { authorization, "idempotency-key": "submit-key-0001" },
    });
    expect(submitted.statusCode).toBe(201);
    const view = submitted.json<ApplicantView>();
    expect(view.status).toBe("received");
    expect(view.reference).toMatch(/^AO-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(submitted.body).not.toContain("risk");

    const sms = readOutbox(server.database.dataDir, "+265991234567").at(-1);
    expect(sms?.text).toContain(view.reference);
    expect(readOutbox(server.database.dataDir, branch.email).some((entry) => entry.text.includes(view.reference!))).toBe(true);

    const status = await server.app.inject({
      method: "GET",
      url: `/api/account-applications/status/${view.reference!.toLowerCase()}`,
      headers: { authorization },
    });
    expect(status.json()).toMatchObject({ reference: view.reference, status: "received", return_reason: null });

    // Staff see it, with the risk code worked out from 4,999,999 (spec §5: 11).
    const listed = await server.app.inject({ method: "GET", url: `/api/staff/applications?q=${view.reference}`, headers: server.staff });
    expect(listed.headers["cache-control"]).toBe("no-store");
    expect(listed.json()).toMatchObject({ total: 1, items: [{ reference: view.reference, risk_code: 11, status: "received" }] });
  });

  it("makes one application of a submit sent twice with the same key, and refuses a second key", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "twice@example.mw");
    const draft = await completeDraft(authorization);
    const send = (key: string) =>
      server.app.inject({
        method: "POST",
        url: `/api/account-applications/${draft.id}/submit`,
        headers: { authorization, "idempotency-key": key },
      });
    const [first, second] = await Promise.all([send("same-key-0002"), send("same-key-0002")]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json<ApplicantView>().reference).toBe(second.json<ApplicantView>().reference);
    expect(readOutbox(server.database.dataDir, "twice@example.mw").filter((entry) => entry.subject.includes("received"))).toHaveLength(1);
    const other = await send("other-key-0003");
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: "application_not_editable" });
  });

  it("refuses another visitor's session: their application, its status and its documents are not found", async () => {
    const owner = await openKycSession(server.app, server.database.dataDir, "owner@example.mw");
    const other = await openKycSession(server.app, server.database.dataDir, "other@example.mw");
    const draft = await completeDraft(owner.authorization);
    const submitted = await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/submit`,
      headers: { authorization: owner.authorization, "idempotency-key": "owner-key-0004" },
    });
    const reference = submitted.json<ApplicantView>().reference!;
    for (const request of [
      { method: "GET" as const, url: `/api/account-applications/${draft.id}` },
      { method: "PUT" as const, url: `/api/account-applications/${draft.id}/details`, payload: { values: details } },
      { method: "DELETE" as const, url: `/api/account-applications/${draft.id}` },
      { method: "GET" as const, url: `/api/account-applications/status/${reference}` },
    ]) {
      const response = await server.app.inject({ ...request, headers: { authorization: other.authorization } });
      expect(response.statusCode, request.url).toBe(404);
    }
    const upload = await attach(other.authorization, draft.id, "signature");
    expect(upload.statusCode).toBe(404);
    // A staff token is not an applicant's session.
    expect(
      (await server.app.inject({ method: "GET", url: `/api/account-applications/${draft.id}`, headers: server.staff })).statusCode,
    ).toBe(403);
  });

  it("explains each refused field with its code, an under-18 birth date and a wrong ID number among them", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "young@example.mw");
    const draft = await start(authorization);
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const response = await server.app.inject({
      method: "PUT",
      url: `/api/account-applications/${draft.id}/details`,
      headers: { authorization },
      payload: { values: { ...details, date_of_birth: seventeen, national_id: "12-34", district: "harare" } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "invalid_application_details",
      fields: { date_of_birth: "underage", national_id: "invalidNationalId", district: "invalidChoice" },
    });
  });

  it("refuses a file that is not a document, and a submit before the documents are there", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "files@example.mw");
    const draft = await start(authorization);
    const refused = await attach(authorization, draft.id, "signature", createElf());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "document_rejected" });
    await server.app.inject({
      method: "PUT",
      url: `/api/account-applications/${draft.id}/details`,
      headers: { authorization },
      payload: { values: details },
    });
    const early = await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/submit`,
      headers: { authorization, "idempotency-key": "early-key-0005" },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: "application_incomplete" });
  });

  it("removes a withdrawn application with its files", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "withdraw@example.mw");
    const draft = await start(authorization);
    const root = getUploadsRoot(server.database.dataDir);
    const before = listFiles(root).length;
    expect((await attach(authorization, draft.id, "signature")).statusCode).toBe(201);
    expect(listFiles(root)).toHaveLength(before + 1);
    const withdrawn = await server.app.inject({
      method: "DELETE",
      url: `/api/account-applications/${draft.id}`,
      headers: { authorization },
    });
    expect(withdrawn.statusCode).toBe(204);
    expect(listFiles(root)).toHaveLength(before);
    expect(
      (await server.app.inject({ method: "GET", url: `/api/account-applications/${draft.id}`, headers: { authorization } })).statusCode,
    ).toBe(404);
  });

  it("keeps a submitted application with the bank: it cannot be withdrawn, and its files stay", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "kept@example.mw");
    const draft = await completeDraft(authorization);
    const submitted = await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/submit`,
      headers: { authorization, "idempotency-key": "kept-key-0001" },
    });
    expect(submitted.statusCode).toBe(201);
    const files = listFiles(getUploadsRoot(server.database.dataDir)).length;
    const refused = await server.app.inject({ method: "DELETE", url: `/api/account-applications/${draft.id}`, headers: { authorization } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "application_not_editable" });
    expect(listFiles(getUploadsRoot(server.database.dataDir))).toHaveLength(files);
    const kept = await server.app.inject({ method: "GET", url: `/api/account-applications/${draft.id}`, headers: { authorization } });
    expect(kept.json<ApplicantView>()).toMatchObject({ status: "received", documents: expect.arrayContaining([expect.anything()]) });
  });

  it(`sweeps drafts left unchanged for ${DRAFT_MAX_AGE_DAYS} days with their files, and keeps younger drafts and submitted applications`, async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "sweep@example.mw");
    const root = getUploadsRoot(server.database.dataDir);
    const old = await start(authorization);
    expect((await attach(authorization, old.id, "national_id_front")).statusCode).toBe(201);
    expect((await attach(authorization, old.id, "signature")).statusCode).toBe(201);
    const recent = await start(authorization);
    expect((await attach(authorization, recent.id, "signature")).statusCode).toBe(201);
    const sent = await completeDraft(authorization);
    await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${sent.id}/submit`,
      headers: { authorization, "idempotency-key": "sweep-key-0001" },
    });
    const day = 24 * 60 * 60 * 1000;
    const setLastChange = (id: string, daysAgo: number) =>
      server.app.database.db
        .update(accountApplications)
        .set({ updated_at: new Date(Date.now() - daysAgo * day) })
        .where(eq(accountApplications.id, id));
    await setLastChange(old.id, DRAFT_MAX_AGE_DAYS + 1);
    await setLastChange(recent.id, DRAFT_MAX_AGE_DAYS - 1);
    await setLastChange(sent.id, DRAFT_MAX_AGE_DAYS + 100);
    const before = listFiles(root).length;

    const swept = await server.app.accountApplications.sweep({
      draftMaxAgeMs: DRAFT_MAX_AGE_DAYS * day,
      unrecordedFileMinAgeMs: 60 * 60 * 1000,
    });

    expect(swept).toEqual({ drafts: 1, files: 2 });
    expect(listFiles(root)).toHaveLength(before - 2);
    expect(listFiles(root).some((name) => name.startsWith(old.id))).toBe(false);
    const read = (id: string) => server.app.inject({ method: "GET", url: `/api/account-applications/${id}`, headers: { authorization } });
    expect((await read(old.id)).statusCode).toBe(404);
    expect((await read(recent.id)).json<ApplicantView>().documents).toHaveLength(1);
    expect((await read(sent.id)).json<ApplicantView>().documents).toHaveLength(5);
    expect(
      await server.app.accountApplications.sweep({ draftMaxAgeMs: DRAFT_MAX_AGE_DAYS * day, unrecordedFileMinAgeMs: 60 * 60 * 1000 }),
    ).toEqual({
      drafts: 0,
      files: 0,
    });
  });

  it("documents the routes in the OpenAPI document, with no risk code in what an applicant reads", async () => {
    const document = (await server.app.inject({ url: "/api/openapi.json" })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/account-applications", "/api/account-applications/{id}/submit", "/api/staff/applications/{id}/return"]),
    );
    expect(JSON.stringify(document.paths["/api/account-applications/{id}"])).not.toContain("risk_code");
    expect(JSON.stringify(document.paths["/api/staff/applications/{id}"])).toContain("risk_code");
  });

  async function submitApplication(username: string, lang: "en" | "ny" = "en", values: ApplicationValues = details) {
    const applicant = await openKycSession(server.app, server.database.dataDir, username);
    const draft = await completeDraft(applicant.authorization, lang, values);
    const submitted = await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/submit`,
      headers: { authorization: applicant.authorization, "idempotency-key": `key-${draft.id}` },
    });
    expect(submitted.statusCode).toBe(201);
    return { applicant, view: submitted.json<ApplicantView>() };
  }

  it("flags to officers, never to the applicant, another application giving the same national ID from another phone", async () => {
    const officerMember = await createStaffMember(server.app, "kyc_officer");
    const officer = await signInWithCookie(server.app, officerMember.username, officerMember.password);
    const withId = (nationalId: string) => ({ ...details, national_id: nationalId });
    const first = await submitApplication("first.phone@example.mw", "en", withId("MW42XY77"));
    // The same ID typed another way, from a new phone; and for comparison an ID nobody else gave.
    const second = await submitApplication("new.phone@example.mw", "en", withId("mw42-xy77"));
    const unique = await submitApplication("unique.id@example.mw", "en", withId("QZ90RT12"));
    // The first applicant applies again from the same address: that alone is no duplicate.
    const again = await submitApplication("first.phone@example.mw", "en", withId("MW42XY77"));

    const readMatches = async (id: string) =>
      (await server.app.inject({ url: `/api/staff/applications/${id}`, headers: officer })).json<StaffApplicationDetail>()
        .national_id_matches;
    expect(await readMatches(second.view.id)).toEqual([
      {
        id: first.view.id,
        reference: first.view.reference,
        username: "first.phone@example.mw",
        status: "received",
        submitted_at: expect.any(String),
      },
      {
        id: again.view.id,
        reference: again.view.reference,
        username: "first.phone@example.mw",
        status: "received",
        submitted_at: expect.any(String),
      },
    ]);
    expect((await readMatches(first.view.id)).map((match) => match.id)).toEqual([second.view.id]);
    expect((await readMatches(again.view.id)).map((match) => match.id)).toEqual([second.view.id]);
    expect(await readMatches(unique.view.id)).toEqual([]);
    const listed = (await server.app.inject({ url: `/api/staff/applications?q=${second.view.reference}`, headers: officer })).json<{
      items: Array<{ id: string; national_id_matches: Array<{ id: string }> }>;
    }>();
    expect(listed.items.map((item) => item.national_id_matches.map((match) => match.id))).toEqual([[first.view.id, again.view.id]]);

    // The applicant sees nothing of it: the same fields as an applicant whose ID nobody else gave.
    expect(Object.keys(second.view).sort()).toEqual(Object.keys(unique.view).sort());
    const own = await server.app.inject({ url: `/api/account-applications/${second.view.id}`, headers: second.applicant });
    expect(own.body).not.toContain(first.view.id);
    expect(own.body).not.toContain("first.phone");
  });

  it("refuses the staff API to an editor, on every route, and opens it to a KYC officer with the console's cookie", async () => {
    const { view } = await submitApplication("roles@example.mw");
    const editorAccount = await createStaffMember(server.app, "editor");
    const editor = await signInWithCookie(server.app, editorAccount.username, editorAccount.password);
    const routes = [
      { method: "GET", url: "/api/staff/applications" },
      { method: "GET", url: `/api/staff/applications/${view.id}` },
      { method: "GET", url: `/api/staff/applications/${view.id}/documents/signature?download=1` },
      { method: "POST", url: `/api/staff/applications/${view.id}/review` },
      { method: "POST", url: `/api/staff/applications/${view.id}/approve` },
      { method: "POST", url: `/api/staff/applications/${view.id}/return` },
    ] as const;
    for (const route of routes) {
      // No body on the return: the role is refused before the body is read.
      const refused = await server.app.inject({ ...route, headers: editor });
      expect(refused.statusCode, route.url).toBe(403);
      expect(refused.json(), route.url).toMatchObject({ code: "forbidden" });
    }
    const officerAccount = await createStaffMember(server.app, "kyc_officer");
    const officer = await signInWithCookie(server.app, officerAccount.username, officerAccount.password);
    const listed = await server.app.inject({ url: `/api/staff/applications?q=${view.reference}`, headers: officer });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1 });
    // The editor's refusals touched nothing: the application still waits.
    expect(listed.json<{ items: Array<{ status: string }> }>().items[0]!.status).toBe("received");
  });

  it("finds an application by the applicant's name, its branch, status and submission day", async () => {
    const { view } = await submitApplication("search.name@example.mw");
    const search = async (query: string) =>
      (await server.app.inject({ url: `/api/staff/applications?${query}`, headers: server.staff })).json<{ items: Array<{ id: string }> }>()
        .items;
    // Days as officers pick them: Malawian days.
    const today = getMalawiToday(new Date());
    const tomorrow = getMalawiToday(new Date(Date.now() + 24 * 60 * 60 * 1000));
    for (const query of [
      "q=chikondi%20banda",
      "q=BANDA",
      `q=${view.reference!.toLowerCase()}`,
      `branch_id=${branch.id}&status=received&from=${today}&to=${today}&limit=100`,
    ]) {
      expect(
        (await search(query)).map((item) => item.id),
        query,
      ).toContain(view.id);
    }
    expect(await search(`from=${tomorrow}`)).toEqual([]);
    expect(await search("q=Chikondi%20Phiri")).toEqual([]);
    expect(await search("status=approved&q=search.name")).toEqual([]);
  });

  it("records every staff view, document view, download and decision in the audit log: who, what, when, from where", async () => {
    const { view } = await submitApplication("audited@example.mw");
    const officerAccount = await createStaffMember(server.app, "kyc_officer");
    const officer = await signInWithCookie(server.app, officerAccount.username, officerAccount.password);
    const started = Date.now();
    const remoteAddress = "10.20.30.40";

    expect((await server.app.inject({ url: `/api/staff/applications/${view.id}`, headers: officer, remoteAddress })).statusCode).toBe(200);
    const base = `/api/staff/applications/${view.id}/documents`;
    expect((await server.app.inject({ url: `${base}/national_id_front`, headers: officer, remoteAddress })).statusCode).toBe(200);
    const download = await server.app.inject({ url: `${base}/selfie_with_id?download=1`, headers: officer, remoteAddress });
    expect(String(download.headers["content-disposition"])).toMatch(/^attachment/);
    const reviewed = await server.app.inject({
      method: "POST",
      url: `/api/staff/applications/${view.id}/review`,
      headers: officer,
      remoteAddress,
    });
    expect(reviewed.json()).toMatchObject({ status: "in_review" });
    // In review is not a state to enter twice: the console offers it only to a received application.
    const again = await server.app.inject({ method: "POST", url: `/api/staff/applications/${view.id}/review`, headers: officer });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "conflict" });
    const returned = await server.app.inject({
      method: "POST",
      url: `/api/staff/applications/${view.id}/return`,
      headers: officer,
      remoteAddress,
      payload: { reason: "The selfie does not show the ID card." },
    });
    expect(returned.statusCode).toBe(200);

    const adminAccount = await createStaffMember(server.app, "admin");
    const admin = await signInWithCookie(server.app, adminAccount.username, adminAccount.password);
    const audit = await server.app.inject({ url: `/api/staff/audit?target_id=${view.id}`, headers: admin });
    expect(audit.statusCode).toBe(200);
    const entries = audit
      .json<{ items: Array<{ action: string; actor_username: string; target_type: string; detail: object; ip: string; at: string }> }>()
      .items.toReversed();
    expect(entries.map((entry) => entry.action)).toEqual([
      "application_viewed",
      "application_document_viewed",
      "application_document_downloaded",
      "application_reviewed",
      "application_returned",
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor_username: officerAccount.username, target_type: "account_applications", ip: remoteAddress });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
    }
    expect(entries[1]!.detail).toEqual({ purpose: "national_id_front" });
    expect(entries[2]!.detail).toEqual({ purpose: "selfie_with_id" });
    expect(entries[4]!.detail).toEqual({ reference: view.reference, reason: "The selfie does not show the ID card." });
  });

  it("audits an approval, and refuses to return an approved application", async () => {
    const { view } = await submitApplication("approved@example.mw");
    const approved = await server.app.inject({ method: "POST", url: `/api/staff/applications/${view.id}/approve`, headers: server.staff });
    expect(approved.json()).toMatchObject({ status: "approved" });
    const late = await server.app.inject({
      method: "POST",
      url: `/api/staff/applications/${view.id}/return`,
      headers: server.staff,
      payload: { reason: "Too late for this." },
    });
    expect(late.statusCode).toBe(409);
    const audit = await server.app.inject({ url: `/api/staff/audit?target_id=${view.id}`, headers: server.staff });
    expect(audit.json<{ items: Array<{ action: string }> }>().items.map((entry) => entry.action)).toEqual(["application_approved"]);
  });

  it("lets staff review, return with a reason the applicant reads in Chichewa, and serves documents no-store and sandboxed", async () => {
    const applicant = await openKycSession(server.app, server.database.dataDir, "mayi@example.mw");
    const draft = await completeDraft(applicant.authorization, "ny");
    await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/submit`,
      headers: { authorization: applicant.authorization, "idempotency-key": "staff-key-0006" },
    });

    expect((await server.app.inject({ method: "GET", url: `/api/staff/applications/${draft.id}` })).statusCode).toBe(401);
    const opened = await server.app.inject({ method: "GET", url: `/api/staff/applications/${draft.id}`, headers: server.staff });
    expect(opened.statusCode).toBe(200);
    const url = opened
      .json<{ documents: Array<{ purpose: string; url: string }> }>()
      .documents.find((document) => document.purpose === "signature")!.url;
    const file = await server.app.inject({ method: "GET", url, headers: server.staff });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["cache-control"]).toBe("no-store");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-security-policy"]).toContain("sandbox");

    const reviewed = await server.app.inject({ method: "POST", url: `/api/staff/applications/${draft.id}/review`, headers: server.staff });
    expect(reviewed.json()).toMatchObject({ status: "in_review" });
    const returned = await server.app.inject({
      method: "POST",
      url: `/api/staff/applications/${draft.id}/return`,
      headers: server.staff,
      payload: { reason: "Chithunzi cha chiphaso sichikuwoneka bwino" },
    });
    expect(returned.json()).toMatchObject({ status: "returned", return_reason: "Chithunzi cha chiphaso sichikuwoneka bwino" });
    const message = readOutbox(server.database.dataDir, "mayi@example.mw").at(-1);
    expect(message?.text).toContain("labwezedwa");
    expect(message?.text).toContain("Chithunzi cha chiphaso sichikuwoneka bwino");

    const reference = returned.json<{ reference: string }>().reference;
    const status = await server.app.inject({
      method: "GET",
      url: `/api/account-applications/status/${reference}`,
      headers: { authorization: applicant.authorization },
    });
    expect(status.json()).toMatchObject({ status: "returned", return_reason: "Chithunzi cha chiphaso sichikuwoneka bwino" });
    expect(
      (await server.app.inject({ method: "POST", url: `/api/staff/applications/${draft.id}/approve`, headers: server.staff })).statusCode,
    ).toBe(409);
  });

  it("lets a returned application be fixed in place and sent again under its reference, the officer seeing what changed (ADR 067)", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "0881234567", "+265881234567");
    const draft = await completeDraft(authorization);
    const send = (key: string) =>
      server.app.inject({
        method: "POST",
        url: `/api/account-applications/${draft.id}/submit`,
        headers: { authorization, "idempotency-key": key },
      });
    const first = (await send("fix-key-0001")).json<ApplicantView>();
    const risk = async () =>
      (await server.app.inject({ url: `/api/staff/applications/${draft.id}`, headers: server.staff })).json<StaffApplicationDetail>()
        .risk_code;
    const riskBefore = await risk();
    await server.app.inject({
      method: "POST",
      url: `/api/staff/applications/${draft.id}/return`,
      headers: server.staff,
      payload: { reason: "The ID photo is blurred, and the monthly income is missing a digit." },
    });

    // Another number cannot touch it; the applicant's own session can, without a new draft.
    const stranger = await openKycSession(server.app, server.database.dataDir, "0887654321", "+265887654321");
    expect((await attach(stranger.authorization, draft.id, "national_id_front")).statusCode).toBe(404);
    const status = await server.app.inject({ url: `/api/account-applications/status/${first.reference}`, headers: { authorization } });
    expect(status.json()).toMatchObject({ id: draft.id, status: "returned" });

    // The account type stays: its documents were asked for this one.
    const otherAccount = await server.app.inject({
      method: "PUT",
      url: `/api/account-applications/${draft.id}/details`,
      headers: { authorization },
      payload: { option: "business_current", values: details },
    });
    expect(otherAccount.statusCode).toBe(409);

    const fixed = await server.app.inject({
      method: "PUT",
      url: `/api/account-applications/${draft.id}/details`,
      headers: { authorization },
      payload: { values: { ...details, monthly_income: "K 1,250,000" } },
    });
    expect(fixed.statusCode).toBe(200);
    expect((await attach(authorization, draft.id, "national_id_front", createPaddedPdf(2_500, 7))).statusCode).toBe(201);

    const resent = await send("fix-key-0002");
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toMatchObject({ status: "received", reference: first.reference, return_reason: null });
    // The same key again is the same answer, not a third submission.
    expect((await send("fix-key-0002")).json()).toMatchObject({ status: "received", reference: first.reference });
    // Received again: no more changes until the officer decides.
    expect((await attach(authorization, draft.id, "national_id_front")).statusCode).toBe(409);
    expect(readOutbox(server.database.dataDir, "+265881234567").filter((sms) => sms.text.includes(first.reference!))).toHaveLength(3);

    const staffView = (
      await server.app.inject({ url: `/api/staff/applications/${draft.id}`, headers: server.staff })
    ).json<StaffApplicationDetail>();
    expect(staffView).toMatchObject({
      status: "received",
      reference: first.reference,
      resubmission: {
        return_reason: "The ID photo is blurred, and the monthly income is missing a digit.",
        changed_fields: ["monthly_income"],
        replaced_documents: ["national_id_front"],
      },
    });
    // The risk code is worked out again on the server from the corrected income.
    expect(await risk()).not.toBeNull();
    expect(riskBefore).not.toBeNull();
    const approved = await server.app.inject({ method: "POST", url: `/api/staff/applications/${draft.id}/approve`, headers: server.staff });
    expect(approved.statusCode).toBe(200);
  });
});
