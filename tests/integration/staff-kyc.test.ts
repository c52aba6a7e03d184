import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { getMalawiToday } from "#domain/account-opening/schemas/account-application.ts";
import type { KycQueuePage, KycReview } from "#domain/kyc/schemas/kyc-review.ts";
import { countGsm7Length, GSM7_SMS_LIMIT } from "#domain/sms-length.ts";
import { submitKycRecord } from "#tests/support/kyc-submission.ts";
import { readOutbox } from "#tests/support/onboarding.ts";
import { createStaffMember, signInWithCookie } from "#tests/support/staff-session.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

describe.each(DRIVERS)("KYC processing by staff on %s", (driver) => {
  const server = useTestServer(driver, { signIn: false });
  let officer: { cookie: string; origin: string };
  let officerName: string;
  let editor: { cookie: string; origin: string };
  let english: { id: string; accountNumber: string };
  let chichewa: { id: string; accountNumber: string };

  beforeAll(async () => {
    const member = await createStaffMember(server.app, "kyc_officer");
    officerName = member.username;
    officer = await signInWithCookie(server.app, member.username, member.password);
    const editorMember = await createStaffMember(server.app, "editor");
    editor = await signInWithCookie(server.app, editorMember.username, editorMember.password);
    english = await submitKycRecord(server.app, server.database.dataDir, { username: "tamanda@example.mw", accountName: "Tamanda Phiri" });
    chichewa = await submitKycRecord(server.app, server.database.dataDir, {
      username: "+265991230456",
      accountName: "Kondwani Banda",
      lang: "ny",
    });
  });

  it("lists the queue newest first with branch, type and status, never cached", async () => {
    const response = await server.app.inject({ url: "/api/staff/kyc", headers: officer });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const page = response.json<KycQueuePage>();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.account_name)).toEqual(["Kondwani Banda", "Tamanda Phiri"]);
    expect(page.items[0]).toMatchObject({ status: "pending", kyc_account_type_name: "Individual Account" });
    expect(page.items[0]!.branch_name.length).toBeGreaterThan(0);
  });

  it("searches by account number or name and filters by status and date", async () => {
    const byNumber = (await server.app.inject({ url: `/api/staff/kyc?q=${english.accountNumber}`, headers: officer })).json<KycQueuePage>();
    expect(byNumber.items.map((item) => item.id)).toEqual([english.id]);
    const byName = (await server.app.inject({ url: "/api/staff/kyc?q=kondwani", headers: officer })).json<KycQueuePage>();
    expect(byName.items.map((item) => item.id)).toEqual([chichewa.id]);
    const tomorrow = getMalawiToday(new Date(Date.now() + 86_400_000));
    expect((await server.app.inject({ url: `/api/staff/kyc?from=${tomorrow}`, headers: officer })).json<KycQueuePage>().total).toBe(0);
    expect((await server.app.inject({ url: "/api/staff/kyc?status=processed", headers: officer })).json<KycQueuePage>().total).toBe(0);
  });

  it("shows a submission's documents inline and as downloads, no-store and sandboxed, and records each view", async () => {
    const submission = (await server.app.inject({ url: `/api/staff/kyc/${english.id}`, headers: officer })).json<KycReview>();
    expect(submission.documents.length).toBeGreaterThan(0);
    const first = submission.documents[0]!;
    expect(first).toMatchObject({ index: 0, content_type: "application/pdf" });
    expect(first.size).toBeGreaterThan(1000);
    const view = await server.app.inject({ url: first.view_url, headers: officer });
    expect(view.statusCode).toBe(200);
    expect(view.headers["content-type"]).toBe("application/pdf");
    expect(view.headers["cache-control"]).toBe("no-store");
    expect(view.headers["x-content-type-options"]).toBe("nosniff");
    expect(view.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'/);
    expect(String(view.headers["content-disposition"])).toMatch(/^inline/);
    expect(view.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const download = await server.app.inject({ url: first.download_url, headers: officer });
    expect(String(download.headers["content-disposition"])).toMatch(/^attachment/);
    const audit = await server.app.inject({ url: `/api/staff/audit?target_id=${english.id}`, headers: await signInAdmin() });
    const actions = audit.json<{ items: Array<{ action: string; actor_username: string }> }>().items.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["kyc_document_viewed", "kyc_document_downloaded"]));
  });

  it("shows an officer every other submission naming the account number, in the queue and beside the submission", async () => {
    const claim = await submitKycRecord(server.app, server.database.dataDir, {
      username: "claimant@example.mw",
      accountName: "Someone Else",
    });
    const owner = await submitKycRecord(server.app, server.database.dataDir, {
      username: "+265881230789",
      accountName: "Chimwemwe Owner",
      accountNumber: claim.accountNumber,
    });
    const submission = (await server.app.inject({ url: `/api/staff/kyc/${owner.id}`, headers: officer })).json<KycReview>();
    expect(submission.status).toBe("pending");
    expect(submission.conflicts).toEqual([
      { id: claim.id, account_name: "Someone Else", username: "claimant@example.mw", status: "pending", created_at: expect.any(String) },
    ]);
    const other = (await server.app.inject({ url: `/api/staff/kyc/${claim.id}`, headers: officer })).json<KycReview>();
    expect(other.conflicts.map((conflict) => conflict.id)).toEqual([owner.id]);
    const queue = (await server.app.inject({ url: `/api/staff/kyc?q=${claim.accountNumber}`, headers: officer })).json<KycQueuePage>();
    expect(queue.items.map((item) => [item.id, item.conflicts.map((conflict) => conflict.id)])).toEqual([
      [owner.id, [claim.id]],
      [claim.id, [owner.id]],
    ]);
    // A submission nobody else's names shows no conflict.
    const single = (await server.app.inject({ url: `/api/staff/kyc/${english.id}`, headers: officer })).json<KycReview>();
    expect(single.conflicts).toEqual([]);
  });

  it("counts the submissions waiting for the console's menu, without writing to the audit log", async () => {
    const auditRows = async () =>
      (await queryRows<{ n: number }>(server.app.database.db, sql`select count(*)::int as n from audit_log`))[0]!.n;
    const before = await auditRows();
    const counted = await server.app.inject({ url: "/api/staff/kyc/pending-count", headers: officer });
    expect(counted.statusCode).toBe(200);
    expect(counted.headers["cache-control"]).toBe("no-store");
    expect(await auditRows()).toBe(before);
    const waiting = (await server.app.inject({ url: "/api/staff/kyc?status=pending", headers: officer })).json<KycQueuePage>().total;
    expect(waiting).toBeGreaterThan(0);
    expect(counted.json()).toEqual({ pending: waiting });
  });

  it("keeps the queue and its documents from editors and signed-out people", async () => {
    for (const url of [
      "/api/staff/kyc",
      "/api/staff/kyc/pending-count",
      `/api/staff/kyc/${english.id}`,
      `/api/staff/kyc/${english.id}/documents/0`,
    ]) {
      const refused = await server.app.inject({ url, headers: editor });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: "forbidden" });
      expect((await server.app.inject({ url })).statusCode, url).toBe(401);
    }
    expect((await server.app.inject({ method: "POST", url: `/api/staff/kyc/${english.id}/process`, headers: editor })).statusCode).toBe(
      403,
    );
    expect((await server.app.inject({ url: "/api/kyc_account_details", headers: editor })).statusCode).toBe(403);
  });

  it("marks a submission processed, naming who and when", async () => {
    const response = await server.app.inject({ method: "POST", url: `/api/staff/kyc/${english.id}/process`, headers: officer });
    expect(response.statusCode).toBe(200);
    const submission = response.json<KycReview>();
    expect(submission).toMatchObject({ status: "processed", processed_by: officerName, returned_reason: null });
    expect(Date.parse(submission.processed_at!)).toBeGreaterThan(Date.now() - 60_000);
    const record = (await server.app.inject({ url: `/api/kyc_account_details/${english.id}`, headers: officer })).json<{
      processed: boolean;
    }>();
    expect(record.processed).toBe(true);
    expect(
      (await server.app.inject({ url: "/api/staff/kyc?status=processed", headers: officer }))
        .json<KycQueuePage>()
        .items.map((item) => item.id),
    ).toEqual([english.id]);
  });

  it("returns a submission with a reason and texts the customer in the language they used", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: `/api/staff/kyc/${chichewa.id}/return`,
      headers: officer,
      payload: { reason: "Chithunzi cha chiphaso sichikuwoneka bwino." },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<KycReview>()).toMatchObject({
      status: "returned",
      returned_reason: "Chithunzi cha chiphaso sichikuwoneka bwino.",
    });
    const sms = readOutbox(server.database.dataDir, "+265991230456").at(-1)!;
    expect(sms.channel).toBe("sms");
    expect(sms.text).toMatch(/zikufunika kukonzedwa/);
    expect(sms.text).toMatch(/Chithunzi cha chiphaso/);
    expect(
      (await server.app.inject({ url: "/api/staff/kyc?status=returned", headers: officer }))
        .json<KycQueuePage>()
        .items.map((item) => item.id),
    ).toEqual([chichewa.id]);
    const noReason = await server.app.inject({
      method: "POST",
      url: `/api/staff/kyc/${chichewa.id}/return`,
      headers: officer,
      payload: { reason: "" },
    });
    expect(noReason.statusCode).toBe(400);
  });

  it("keeps a decision final unless reopened on purpose: no second message, no return of a processed one", async () => {
    const post = (id: string, action: string, payload?: unknown) =>
      server.app.inject({ method: "POST", url: `/api/staff/kyc/${id}/${action}`, headers: officer, ...(payload ? { payload } : {}) });
    const messages = () => readOutbox(server.database.dataDir, "+265991230456").length;
    const sent = messages();
    // Returned above: returning again is refused, and sends nothing; two at once send one message.
    expect((await post(chichewa.id, "return", { reason: "Again" })).json()).toMatchObject({ code: "conflict" });
    // Processed above: it cannot be returned or processed twice.
    expect((await post(english.id, "return", { reason: "Too late" })).statusCode).toBe(409);
    expect((await post(english.id, "process")).statusCode).toBe(409);
    expect(messages()).toBe(sent);

    // Reopened on purpose, it is pending and may be returned once more: one message for two clicks.
    const reopened = await post(chichewa.id, "reopen");
    expect(reopened.json<KycReview>().status).toBe("pending");
    expect((await post(chichewa.id, "reopen")).statusCode).toBe(409);
    const both = await Promise.all([
      post(chichewa.id, "return", { reason: "Tsamba lachiwiri likusowa." }),
      post(chichewa.id, "return", { reason: "Tsamba lachiwiri likusowa." }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(messages()).toBe(sent + 1);
    // A returned one the customer put right may be processed.
    expect((await post(chichewa.id, "process")).json<KycReview>().status).toBe("processed");
    const audit = await server.app.inject({
      url: `/api/staff/audit?target_id=${chichewa.id}&action=kyc_reopened`,
      headers: await signInAdmin(),
    });
    expect(audit.json<{ items: Array<{ detail: { was: string } }> }>().items.map((entry) => entry.detail.was)).toEqual(["returned"]);
  });

  it("tells the customer a processed submission is accepted, in their language, in one SMS, once for two clicks", async () => {
    const post = (id: string, action: string, payload?: unknown) =>
      server.app.inject({ method: "POST", url: `/api/staff/kyc/${id}/${action}`, headers: officer, ...(payload ? { payload } : {}) });
    const shown = await server.app.inject({ url: `/api/staff/kyc/${chichewa.id}`, headers: officer });
    expect(shown.json<KycReview>().lang).toBe("ny");
    expect((await post(chichewa.id, "reopen")).json<KycReview>().status).toBe("pending");
    const sent = readOutbox(server.database.dataDir, "+265991230456").length;
    const both = await Promise.all([
      post(chichewa.id, "process", { notify_customer: true }),
      post(chichewa.id, "process", { notify_customer: true }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const outbox = readOutbox(server.database.dataDir, "+265991230456");
    expect(outbox).toHaveLength(sent + 1);
    const sms = outbox.at(-1)!;
    expect(sms.channel).toBe("sms");
    expect(sms.text).toContain(`****${chichewa.accountNumber.slice(-4)}`);
    expect(sms.text).toMatch(/zalandiridwa/);
    expect(sms.text).not.toContain("Kondwani");
    expect(countGsm7Length(sms.text)).toBeLessThanOrEqual(GSM7_SMS_LIMIT);

    // Without the choice, nothing is sent: the English customer, by e-mail, hears nothing.
    expect((await post(english.id, "reopen")).statusCode).toBe(200);
    const mails = readOutbox(server.database.dataDir, "tamanda@example.mw").length;
    expect((await post(english.id, "process")).statusCode).toBe(200);
    expect(readOutbox(server.database.dataDir, "tamanda@example.mw")).toHaveLength(mails);
    const audit = await server.app.inject({
      url: `/api/staff/audit?target_id=${chichewa.id}&action=kyc_processed`,
      headers: await signInAdmin(),
    });
    expect(audit.json<{ items: Array<{ detail: { customer_notified?: boolean } }> }>().items[0]!.detail.customer_notified).toBe(true);
  });

  async function signInAdmin() {
    const admin = await createStaffMember(server.app, "admin");
    return signInWithCookie(server.app, admin.username, admin.password);
  }
});
