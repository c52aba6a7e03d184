import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { StaffApplicationDetail } from "#domain/account-opening/schemas/account-application.ts";
import type { AuditEntry } from "#domain/staff-identity/schemas/staff.ts";
import type { KycReview } from "#domain/kyc/schemas/kyc-review.ts";
import { submitApplication } from "#tests/support/account-applications.ts";
import { submitKycRecord } from "#tests/support/kyc-submission.ts";
import { openKycSession } from "#tests/support/onboarding.ts";
import { createStaffMember, signInWithCookie } from "#tests/support/staff-session.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

/** Where the officer sits, as the load balancer (127.0.0.1, trusted with TRUST_PROXY) reports it. */
const OFFICE_ADDRESS = "41.77.10.5";

describe.each(DRIVERS)("staff looks at personal data on %s", (driver) => {
  const server = useTestServer(driver, { env: { TRUST_PROXY: "127.0.0.1" } });
  let officer: { cookie: string; origin: string; "x-forwarded-for": string };
  let officerName: string;
  let admin: { cookie: string; origin: string };
  let record: { id: string; accountNumber: string };
  const username = "audit.customer@example.mw";

  beforeAll(async () => {
    const member = await createStaffMember(server.app, "kyc_officer");
    officerName = member.username;
    officer = { ...(await signInWithCookie(server.app, member.username, member.password)), "x-forwarded-for": OFFICE_ADDRESS };
    admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    record = await submitKycRecord(server.app, server.database.dataDir, { username, accountName: "Audit Customer" });
  });

  async function listOfficerEntries(): Promise<AuditEntry[]> {
    const response = await server.app.inject({ url: `/api/staff/audit?actor=${officerName}&limit=200`, headers: admin });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: AuditEntry[] }>().items;
  }

  /** Makes one request as the officer and answers the audit entries it added. */
  async function look(url: string): Promise<AuditEntry[]> {
    const before = new Set((await listOfficerEntries()).map((entry) => entry.id));
    const response = await server.app.inject({ url, headers: officer });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return (await listOfficerEntries()).filter((entry) => !before.has(entry.id));
  }

  it("records every view and download of a KYC record or document, with who, what and the address the server sees", async () => {
    const stored = (await server.app.inject({ url: `/api/kyc_account_details/${record.id}`, headers: admin })).json<{
      documents: Array<{ url: string }>;
    }>();
    const submission = (await server.app.inject({ url: `/api/staff/kyc/${record.id}`, headers: admin })).json<KycReview>();
    const looks: Array<[string, string]> = [
      ["/api/kyc_account_details?limit=100", "kyc_records_listed"],
      [`/api/kyc_account_details/${record.id}`, "kyc_record_viewed"],
      [`/api/kyc_account_details/username/${encodeURIComponent(username)}`, "kyc_record_viewed"],
      [`/api/kyc_account_details/account_number/${record.accountNumber}`, "kyc_record_viewed"],
      [stored.documents[0]!.url, "kyc_document_downloaded"],
      [`/api/staff/kyc/${record.id}`, "kyc_record_viewed"],
      [submission.documents[1]!.view_url, "kyc_document_viewed"],
      [submission.documents[1]!.download_url, "kyc_document_downloaded"],
    ];
    for (const [url, action] of looks) {
      const entries = await look(url);
      expect(
        entries.map((entry) => entry.action),
        url,
      ).toEqual([action]);
      const [entry] = entries;
      expect(entry).toMatchObject({ actor_username: officerName, ip: OFFICE_ADDRESS });
      expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
      if (action === "kyc_records_listed") expect(entry!.detail.ids).toContain(record.id);
      else expect(entry!.target_id, url).toBe(record.id);
    }

    // The record's history names every look, the list that showed it included.
    const history = await server.app.inject({ url: `/api/staff/audit?target_id=${record.id}&actor=${officerName}`, headers: admin });
    expect(history.json<{ items: AuditEntry[] }>().items).toHaveLength(looks.length);
  });

  it("records each look at an account application and its documents", async () => {
    const session = await openKycSession(server.app, server.database.dataDir, "audit.applicant@example.mw");
    const application = await submitApplication(server.app, session);
    const opened = await look(`/api/staff/applications/${application.id}`);
    expect(opened.map((entry) => entry.action)).toEqual(["application_viewed"]);
    const detail = (
      await server.app.inject({ url: `/api/staff/applications/${application.id}`, headers: admin })
    ).json<StaffApplicationDetail>();
    expect((await look(detail.documents[0]!.url)).map((entry) => entry.action)).toEqual(["application_document_viewed"]);
    const downloaded = await look(`${detail.documents[0]!.url}?download=1`);
    expect(downloaded).toMatchObject([{ action: "application_document_downloaded", ip: OFFICE_ADDRESS, target_id: application.id }]);
  });

  it("records nothing for the customer's own look, for an unchanged list or for a miss", async () => {
    const before = (await server.app.inject({ url: "/api/staff/audit?limit=200", headers: admin })).json<{ items: AuditEntry[] }>().items;
    const session = await openKycSession(server.app, server.database.dataDir, username);
    const own = await server.app.inject({ url: `/api/kyc_account_details/username/${encodeURIComponent(username)}`, headers: session });
    expect(own.statusCode).toBe(200);
    const listed = await server.app.inject({ url: "/api/kyc_account_details?limit=100", headers: officer });
    const unchanged = await server.app.inject({
      url: "/api/kyc_account_details?limit=100",
      headers: { ...officer, "if-none-match": String(listed.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(
      (await server.app.inject({ url: "/api/kyc_account_details/00000000-0000-4000-8000-000000000000", headers: officer })).statusCode,
    ).toBe(404);
    const after = (await server.app.inject({ url: "/api/staff/audit?limit=200", headers: admin })).json<{ items: AuditEntry[] }>().items;
    const added = after.filter((entry) => !before.some((earlier) => earlier.id === entry.id));
    expect(added.map((entry) => entry.action)).toEqual(["kyc_records_listed"]);
  });

  it("sends no document whose look could not be recorded", async () => {
    const stored = (await server.app.inject({ url: `/api/kyc_account_details/${record.id}`, headers: admin })).json<{
      documents: Array<{ url: string }>;
    }>();
    const db = server.app.database.db;
    // The audit log refuses this action for a moment: as if its insert failed.
    await db.execute(sql.raw(`alter table audit_log add constraint audit_refused check (action <> 'kyc_document_downloaded') not valid`));
    try {
      const response = await server.app.inject({ url: stored.documents[0]!.url, headers: officer });
      expect(response.statusCode).toBe(500);
      expect(response.rawPayload.includes(Buffer.from("%PDF-"))).toBe(false);
    } finally {
      await db.execute(sql.raw("alter table audit_log drop constraint audit_refused"));
    }
  });
});
