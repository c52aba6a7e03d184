import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { ComplaintView, StaffComplaint, StaffComplaintPage } from "#domain/complaints/complaint.ts";
import { getUploadsRoot } from "#server/storage/create-file-storage.ts";
import { createElf, createPaddedPdf } from "#tests/support/kyc-files.ts";
import { openKycSession, readOutbox } from "#tests/support/onboarding.ts";
import { createComplaintForm } from "#tests/support/openapi-walk-complaints.ts";
import { createStaffMember, loginWithToken, signInWithCookie } from "#tests/support/staff-session.ts";
import { createTestClock } from "#tests/support/test-clock.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

// Friday 18 December 2026, 10:00 in Blantyre. Ten working days later skips Christmas (Friday 25),
// Boxing Day (Saturday 26, observed Monday 28) and New Year's Day (Friday 1 January): Wednesday
// 6 January 2027, where weekends alone would give Friday 1 January.
const RECEIVED_AT = new Date("2026-12-18T08:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;

interface Branch {
  id: string;
}

const FIELDS = {
  category: "atm",
  product: "Current account",
  description: "The ATM at Mandala took my card and did not give me the money I asked for.",
};

describe.each(DRIVERS)("complaints on %s", (driver) => {
  const clock = createTestClock({ start: RECEIVED_AT });
  const server = useTestServer(driver, { onboarding: { now: clock.now } });
  let branch: Branch;
  let officer: { authorization: string };
  let officerName: string;

  beforeAll(async () => {
    [branch] = (await server.app.inject({ method: "GET", url: "/api/branches?limit=1" })).json<Branch[]>() as [Branch];
    const member = await createStaffMember(server.app, "complaints_officer");
    officerName = member.username;
    officer = { authorization: `Bearer ${await loginWithToken(server.app, member.username, member.password)}` };
  });

  async function submit(
    authorization: string,
    key: string,
    fields: Record<string, string> = FIELDS,
    files: Array<{ name: string; content: Buffer }> = [],
  ) {
    const form = await createComplaintForm(fields, files);
    return server.app.inject({
      method: "POST",
      url: "/api/complaints",
      payload: form.payload,
      headers: { ...form.headers, authorization, "idempotency-key": key },
    });
  }

  it("refuses a complaint without a code session, before reading the body", async () => {
    const form = await createComplaintForm(FIELDS);
    const response = await server.app.inject({
      method: "POST",
      url: "/api/complaints",
      payload: form.payload,
      headers: { ...form.headers, "idempotency-key": "no-session-0001" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers["cache-control"]).toBe("no-store");
    // Staff tokens are not a complainant's session either.
    const staff = await submit(server.staff.authorization, "staff-key-0001");
    expect(staff.statusCode).toBe(403);
  });

  it("takes a complaint with attachments to a reference, an answer-by date past the holidays and an SMS in Chichewa", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "0991112233", "+265991112233");
    const response = await submit(authorization, "complaint-key-0001", { ...FIELDS, branch_id: branch.id, lang: "ny" }, [
      { name: "receipt.pdf", content: createPaddedPdf() },
      { name: "slip.pdf", content: createPaddedPdf(3_000, 1) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const view = response.json<ComplaintView>();
    expect(view.reference).toMatch(/^CMP-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(response.headers.location).toBe(`/api/complaints/${view.reference}`);
    expect(view).toMatchObject({ status: "received", category: "atm", branch_id: branch.id, respond_by: "2027-01-06", answer: null });
    expect(view.attachments.map((attachment) => attachment.file_name)).toEqual(["receipt.pdf", "slip.pdf"]);
    expect(fs.readdirSync(`${getUploadsRoot(server.database.dataDir)}/complaints`)).toHaveLength(2);

    const sms = readOutbox(server.database.dataDir, "+265991112233").at(-1)!;
    expect(sms.text).toContain(view.reference);
    expect(sms.text).toContain("talandira dandaulo lanu");
    expect(sms.text).toContain("06/01/2027");

    const status = await server.app.inject({
      method: "GET",
      url: `/api/complaints/${view.reference.toLowerCase()}`,
      headers: { authorization },
    });
    expect(status.statusCode).toBe(200);
    expect(status.headers["cache-control"]).toBe("no-store");
    expect(status.json<ComplaintView>()).toEqual(view);
  });

  it("makes one complaint of a submit sent twice with the same key", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "twice.complaint@example.mw");
    const [first, second] = await Promise.all([submit(authorization, "same-key-0002"), submit(authorization, "same-key-0002")]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json<ComplaintView>().reference).toBe(second.json<ComplaintView>().reference);
    const again = await submit(authorization, "same-key-0002", { ...FIELDS, product: "Something else" });
    expect(again.statusCode).toBe(200);
    expect(again.json<ComplaintView>().product).toBe(FIELDS.product);
    const received = readOutbox(server.database.dataDir, "twice.complaint@example.mw").filter((entry) =>
      entry.subject.includes("complaint"),
    );
    expect(received).toHaveLength(1);
  });

  it("refuses another session's complaint as not found", async () => {
    const owner = await openKycSession(server.app, server.database.dataDir, "owner@example.mw");
    const other = await openKycSession(server.app, server.database.dataDir, "other@example.mw");
    const { reference } = (await submit(owner.authorization, "owner-key-0001")).json<ComplaintView>();
    const response = await server.app.inject({
      method: "GET",
      url: `/api/complaints/${reference}`,
      headers: { authorization: other.authorization },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(FIELDS.description);
    const bad = await server.app.inject({
      method: "GET",
      url: "/api/complaints/AO-2345-6789",
      headers: { authorization: owner.authorization },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("holds the limits: fields checked, 3 files at most, files checked like KYC's, 5 complaints a day", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "limits@example.mw");
    const short = await submit(authorization, "limits-key-0001", { ...FIELDS, description: "Too short" });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toMatch(/^description/);
    const category = await submit(authorization, "limits-key-0002", { ...FIELDS, category: "weather" });
    expect(category.statusCode).toBe(400);
    const unknownBranch = await submit(authorization, "limits-key-0003", { ...FIELDS, branch_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknownBranch.statusCode).toBe(400);
    const pdf = { name: "a.pdf", content: createPaddedPdf() };
    const four = await submit(authorization, "limits-key-0004", FIELDS, [pdf, pdf, pdf, pdf]);
    expect(four.statusCode).toBe(413);
    const program = await submit(authorization, "limits-key-0005", FIELDS, [{ name: "run.pdf", content: createElf() }]);
    expect(program.statusCode).toBe(400);
    expect(program.json()).toMatchObject({ code: "document_rejected" });
    // Nothing refused was kept.
    expect(readOutbox(server.database.dataDir, "limits@example.mw").filter((entry) => entry.subject.includes("complaint"))).toHaveLength(0);

    for (let index = 0; index < 5; index++) expect((await submit(authorization, `limits-day-${index}000`)).statusCode).toBe(201);
    const sixth = await submit(authorization, "limits-day-6000");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: "rate_limited" });
  });

  it("gives the queue to complaints officers and admins only, and audits every action", async () => {
    const editor = await createStaffMember(server.app, "editor");
    const kyc = await createStaffMember(server.app, "kyc_officer");
    for (const member of [editor, kyc]) {
      const { cookie } = await signInWithCookie(server.app, member.username, member.password);
      const list = await server.app.inject({ method: "GET", url: "/api/staff/complaints", headers: { cookie } });
      expect(list.statusCode).toBe(403);
      expect((await server.app.inject({ url: "/api/staff/complaints/open-count", headers: { cookie } })).statusCode).toBe(403);
    }
    expect((await server.app.inject({ method: "GET", url: "/api/staff/complaints" })).statusCode).toBe(401);
    expect((await server.app.inject({ method: "GET", url: "/api/staff/complaints", headers: server.staff })).statusCode).toBe(200);
    expect((await server.app.inject({ method: "GET", url: "/api/staff/complaints", headers: officer })).statusCode).toBe(200);
    // The console's menu count: a number, for officers only, and no line in the audit log.
    const listed = async () =>
      (await server.app.inject({ url: `/api/staff/audit?actor=${officerName}&limit=200`, headers: server.staff }))
        .json<{
          items: Array<{ action: string }>;
        }>()
        .items.filter((entry) => entry.action === "complaints_listed");
    const before = await listed();
    const count = await server.app.inject({ url: "/api/staff/complaints/open-count", headers: officer });
    expect(count.statusCode).toBe(200);
    const all = await server.app.inject({ url: "/api/staff/complaints?limit=100", headers: officer });
    const open = all.json<StaffComplaintPage>().items.filter((item) => item.status === "received" || item.status === "in_progress");
    expect(count.json<{ open: number }>().open).toBe(open.length);
    const after = await listed();
    expect(after.length, "the list is audited, the count is not").toBe(before.length + 1);
  });

  it("assigns, answers in the customer's language onto the status page, escalates and closes", async () => {
    const customer = await openKycSession(server.app, server.database.dataDir, "0881234567", "+265881234567");
    const made = (
      await submit(customer.authorization, "answer-key-0001", { ...FIELDS, category: "fees_and_charges", lang: "ny" }, [
        { name: "statement.pdf", content: createPaddedPdf() },
      ])
    ).json<ComplaintView>();
    const page = (
      await server.app.inject({ method: "GET", url: "/api/staff/complaints?category=fees_and_charges", headers: officer })
    ).json<StaffComplaintPage>();
    const listed = page.items.find((item) => item.reference === made.reference)!;
    expect(listed).toMatchObject({ username: "+265881234567", lang: "ny", status: "received", overdue: false });
    const id = listed.id;

    const detail = await server.app.inject({ method: "GET", url: `/api/staff/complaints/${id}`, headers: officer });
    const url = detail.json<{ attachments: Array<{ url: string }> }>().attachments[0]!.url;
    const file = await server.app.inject({ method: "GET", url, headers: officer });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    // The customer's files are for complaints staff only.
    const editor = await createStaffMember(server.app, "editor");
    const editorSession = await signInWithCookie(server.app, editor.username, editor.password);
    expect((await server.app.inject({ method: "GET", url, headers: { cookie: editorSession.cookie } })).statusCode).toBe(403);
    expect((await server.app.inject({ method: "GET", url, headers: { authorization: customer.authorization } })).statusCode).toBe(401);

    const post = (action: string, payload?: object) =>
      server.app.inject({
        method: "POST",
        url: `/api/staff/complaints/${id}/${action}`,
        headers: officer,
        ...(payload ? { payload } : {}),
      });
    const wrongAssignee = await post("assign", { assignee: editor.username });
    expect(wrongAssignee.statusCode).toBe(400);
    const assigned = await post("assign", { assignee: officerName });
    expect(assigned.json<StaffComplaint>()).toMatchObject({ status: "in_progress", assigned_to: officerName });

    const answer = "Tabweza ndalama zonse za MWK 5,000 ku akaunti yanu lero.";
    const replied = await post("reply", { message: answer });
    expect(replied.json<StaffComplaint>()).toMatchObject({ status: "answered", answer });
    const sms = readOutbox(server.database.dataDir, "+265881234567").at(-1)!;
    expect(sms.text).toContain("tayankha dandaulo lanu");
    expect(sms.text).toContain(made.reference);

    const status = await server.app.inject({ method: "GET", url: `/api/complaints/${made.reference}`, headers: customer });
    expect(status.json<ComplaintView>()).toMatchObject({ status: "answered", answer });

    const escalated = await post("escalate", { to: "internal_appeal", note: "The customer appealed by phone." });
    expect(escalated.json<StaffComplaint>()).toMatchObject({ escalated_to: "internal_appeal", status: "in_progress" });
    expect((await post("escalate", { to: "internal_appeal", note: "Again." })).statusCode).toBe(409);
    const closed = await post("close");
    expect(closed.json<StaffComplaint>().status).toBe("closed");
    expect(closed.json<StaffComplaint>().closed_at).not.toBeNull();
    expect((await post("close")).statusCode).toBe(409);

    const audit = await server.app.inject({ method: "GET", url: `/api/staff/audit?target_id=${id}`, headers: server.staff });
    const actions = audit.json<{ items: Array<{ action: string; actor_username: string }> }>().items.map((entry) => entry.action);
    for (const action of [
      "complaint_viewed",
      "complaint_attachment_viewed",
      "complaint_assigned",
      "complaint_replied",
      "complaint_escalated",
      "complaint_closed",
    ])
      expect(actions).toContain(action);
  });

  it("counts a complaint overdue only once its answer-by date, past the holidays, has gone", async () => {
    const customer = await openKycSession(server.app, server.database.dataDir, "late@example.mw");
    const made = (await submit(customer.authorization, "late-key-0001", { ...FIELDS, category: "loan" })).json<ComplaintView>();
    expect(made.respond_by).toBe("2027-01-06");
    const overdueOnes = async () =>
      (await server.app.inject({ method: "GET", url: "/api/staff/complaints?overdue=true&category=loan", headers: officer }))
        .json<StaffComplaintPage>()
        .items.map((item) => item.reference);
    // 1 January would be the deadline with weekends alone: on 5 January it is not overdue.
    clock.advance(new Date("2027-01-05T08:00:00.000Z").getTime() - clock.now().getTime());
    expect(await overdueOnes()).not.toContain(made.reference);
    clock.advance(DAY_MS);
    expect(await overdueOnes()).not.toContain(made.reference);
    clock.advance(DAY_MS);
    expect(await overdueOnes()).toContain(made.reference);
    const notOverdue = await server.app.inject({
      method: "GET",
      url: "/api/staff/complaints?overdue=false&category=loan",
      headers: officer,
    });
    expect(notOverdue.json<StaffComplaintPage>().items.map((item) => item.reference)).not.toContain(made.reference);
  });

  it("exports counts by category, status and age in working days as CSV", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/staff/complaints/export.csv", headers: officer });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename=complaints-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("category,status,age_working_days,count");
    // 9 categories, 4 statuses, 4 age bands: every cell, zeros included.
    expect(lines).toHaveLength(1 + 9 * 4 * 4);
    const counts = Object.fromEntries(lines.slice(1).map((line) => [line.slice(0, line.lastIndexOf(",")), Number(line.split(",")[3])]));
    // The loan complaint of 18 December is 13 working days old on 7 January (holidays skipped).
    expect(counts["loan,received,11-20"]).toBe(1);
    expect(counts["fees_and_charges,closed,0-10"]).toBe(1);
    const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
    const listed = (await server.app.inject({ method: "GET", url: "/api/staff/complaints", headers: officer })).json<StaffComplaintPage>();
    expect(total).toBe(listed.total);
  });

  it("sweeps a complaint file no complaint refers to, and keeps the attachments", async () => {
    const folder = `${getUploadsRoot(server.database.dataDir)}/complaints`;
    const kept = fs.readdirSync(folder);
    const stray = `${folder}/00000000-0000-4000-8000-000000000000_1.pdf`;
    fs.writeFileSync(stray, createPaddedPdf());
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(stray, hourAgo, hourAgo);
    for (const name of kept) fs.utimesSync(`${folder}/${name}`, hourAgo, hourAgo);
    // The sweep reads its clock from the server's (the test clock, weeks ahead): files are old enough.
    expect(await server.app.complaints.sweepUnrecordedFiles(60 * 60 * 1000)).toBe(1);
    expect(fs.existsSync(stray)).toBe(false);
    expect(fs.readdirSync(folder).sort()).toEqual(kept.sort());
  });

  it("answers broken or hostile bodies with a 4xx, never a 5xx", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, "hostile@example.mw");
    const send = (payload: string | Buffer, contentType: string, key = `hostile-${Math.random().toString(36).slice(2, 12)}`) =>
      server.app.inject({
        method: "POST",
        url: "/api/complaints",
        payload,
        headers: { authorization, "idempotency-key": key, "content-type": contentType },
      });
    const answers = [
      await send(JSON.stringify(FIELDS), "application/json"),
      await send("", "multipart/form-data; boundary=zz"),
      await send('--zz\r\nContent-Disposition: form-data; name="category"\r\n\r\natm', "multipart/form-data; boundary=zz"),
      await send("garbage", "multipart/form-data"),
      await send((await createComplaintForm({ ...FIELDS, description: "x".repeat(20_000) })).payload, "multipart/form-data"),
    ];
    const tooLong = await createComplaintForm({ ...FIELDS, description: "x".repeat(20_000) });
    answers.push(await send(tooLong.payload, tooLong.headers["content-type"]!));
    const noKey = await server.app.inject({ method: "POST", url: "/api/complaints", headers: { authorization } });
    answers.push(noKey);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json()).toHaveProperty("error");
    }
    expect(readOutbox(server.database.dataDir, "hostile@example.mw").filter((entry) => entry.subject.includes("complaint"))).toHaveLength(
      0,
    );
  });
});
