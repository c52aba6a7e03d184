import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { createStaffMember, SAME_ORIGIN, signInWithCookie } from "#tests/support/staff-session.ts";
import { registerTestClock } from "#tests/support/staff-authenticator.ts";
import { buildTestApp, createTestDatabase, DRIVERS, STAFF, staffCredentials, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

describe.each(DRIVERS)("staff console sessions on %s", (driver) => {
  // A clock the tests move forward to pass the inactivity limit.
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const server = useTestServer(driver, { staff: { now }, signIn: false });
  // The sign-in helpers move it a step on when a step's codes are used (each is accepted once).
  beforeAll(() => registerTestClock(server.app, { now, advance: (ms) => (offsetMs += ms) }));

  const auditRows = (action: string) =>
    queryRows<{ actor_username: string | null; target_type: string | null; target_id: string | null; ip: string }>(
      server.app.database.db,
      sql`select actor_username, target_type, target_id, ip from audit_log where action = ${action} order by at`,
    );

  it("signs in with an HttpOnly, SameSite=Strict cookie and answers who is signed in, never cached", async () => {
    const response = await server.app.inject({ method: "POST", url: "/api/staff/session", payload: staffCredentials(server.app) });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ staff: Json }>().staff).toMatchObject({ username: STAFF.username, role: "admin" });
    expect(response.headers["cache-control"]).toBe("no-store");
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/^staff_session=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = setCookie.split(";")[0]!;
    const me = await server.app.inject({ url: "/api/staff/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: STAFF.username, role: "admin" });
    expect(me.headers["cache-control"]).toBe("no-store");
  });

  it("marks the cookie Secure behind a TLS proxy", async () => {
    const proxied = await createTestDatabase(driver);
    const behindProxy = await buildTestApp(proxied, { seed: false, env: { TRUST_PROXY: "true" } });
    const response = await behindProxy.inject({
      method: "POST",
      url: "/api/staff/session",
      headers: { "x-forwarded-proto": "https" },
      payload: staffCredentials(behindProxy),
    });
    await behindProxy.close();
    await proxied.drop();
    expect(String(response.headers["set-cookie"])).toMatch(/Secure/);
  });

  it("refuses a wrong password with wrong_credentials and a disabled account with account_disabled, recording both", async () => {
    const wrong = await server.app.inject({
      method: "POST",
      url: "/api/staff/session",
      payload: { ...STAFF, password: "not the password at all" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "wrong_credentials" });
    const editor = await createStaffMember(server.app, "editor");
    await server.app.staffAccounts.updateAccount(editor.id, { disabled: true });
    const disabled = await server.app.inject({
      method: "POST",
      url: "/api/staff/session",
      payload: { username: editor.username, password: editor.password },
    });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject({ code: "account_disabled" });
    const failed = await auditRows("sign_in_failed");
    expect(failed.map((row) => row.actor_username)).toEqual(expect.arrayContaining([STAFF.username, editor.username]));
    expect(failed.every((row) => row.ip.length > 0)).toBe(true);
  });

  it("signs out at once: the same cookie is refused everywhere afterwards", async () => {
    const session = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    expect((await server.app.inject({ url: "/api/staff/me", headers: session })).statusCode).toBe(200);
    const signOut = await server.app.inject({ method: "DELETE", url: "/api/staff/session", headers: session });
    expect(signOut.statusCode).toBe(204);
    expect(String(signOut.headers["set-cookie"])).toMatch(/staff_session=;/);
    const after = await server.app.inject({ url: "/api/staff/me", headers: session });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: "unauthenticated" });
    const write = await server.app.inject({ method: "POST", url: "/api/branches", headers: session, payload: makeInput("branches") });
    expect(write.statusCode).toBe(401);
  });

  it("answers who is signed in without a 401, for the console's first look", async () => {
    const session = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const signedIn = await server.app.inject({ url: "/api/staff/session", headers: session });
    expect(signedIn.json()).toMatchObject({ staff: { username: STAFF.username, role: "admin" } });
    const signedOut = await server.app.inject({ url: "/api/staff/session" });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ staff: null });
  });

  it("signs a bearer token out with POST /api/logout", async () => {
    const { token } = (await server.app.inject({ method: "POST", url: "/api/login", payload: staffCredentials(server.app) })).json<{
      token: string;
    }>();
    const headers = { authorization: `Bearer ${token}` };
    expect((await server.app.inject({ url: "/api/staff/me", headers })).statusCode).toBe(200);
    expect((await server.app.inject({ method: "POST", url: "/api/logout", headers })).statusCode).toBe(204);
    expect((await server.app.inject({ url: "/api/kyc_account_details", headers })).statusCode).toBe(401);
  });

  it("refuses a console cookie's session shown as a bearer token, and keeps real bearer tokens working", async () => {
    const session = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const value = session.cookie.slice("staff_session=".length);
    const asBearer = { authorization: `Bearer ${value}` };
    const me = await server.app.inject({ url: "/api/staff/me", headers: asBearer });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ error: expect.any(String) });
    // The same value in Authorization would otherwise write from any site, without an Origin.
    const write = await server.app.inject({ method: "POST", url: "/api/branches", headers: asBearer, payload: makeInput("branches") });
    expect(write.statusCode).toBe(401);
    expect((await server.app.inject({ url: "/api/staff/me", headers: session })).statusCode).toBe(200);
    const { token } = (await server.app.inject({ method: "POST", url: "/api/login", payload: staffCredentials(server.app) })).json<{
      token: string;
    }>();
    const bearerWrite = await server.app.inject({
      method: "POST",
      url: "/api/branches",
      headers: { authorization: `Bearer ${token}` },
      payload: makeInput("branches"),
    });
    expect(bearerWrite.statusCode).toBe(201);
  });

  it("ends a session after 30 minutes without a request, and keeps a busy one alive", async () => {
    const idle = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const busy = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    // The sign-in helpers may have moved the clock a step or two on: the times count from here.
    const start = offsetMs;
    try {
      offsetMs = start + 20 * 60 * 1000;
      expect((await server.app.inject({ url: "/api/staff/me", headers: busy })).statusCode).toBe(200);
      offsetMs = start + 40 * 60 * 1000;
      expect((await server.app.inject({ url: "/api/staff/me", headers: idle })).statusCode).toBe(401);
      expect((await server.app.inject({ url: "/api/staff/me", headers: busy })).statusCode).toBe(200);
      // However busy, a session ends 12 hours after sign-in.
      for (let minutes = 60; minutes <= 12 * 60; minutes += 25) {
        offsetMs = start + minutes * 60 * 1000;
        await server.app.inject({ url: "/api/staff/me", headers: busy });
      }
      offsetMs = start + 12 * 60 * 60 * 1000 + 1000;
      expect((await server.app.inject({ url: "/api/staff/me", headers: busy })).statusCode).toBe(401);
    } finally {
      offsetMs = start;
    }
  });

  it("accepts a cookie-signed write from our own origin and refuses one from another site", async () => {
    const session = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const created = await server.app.inject({ method: "POST", url: "/api/branches", headers: session, payload: makeInput("branches") });
    expect(created.statusCode).toBe(201);
    const id = created.json<Json>().id as string;
    const refusals = [
      { cookie: session.cookie, origin: "https://evil.example" },
      { cookie: session.cookie, origin: "null" },
      { cookie: session.cookie },
      { cookie: session.cookie, origin: SAME_ORIGIN, "sec-fetch-site": "cross-site" },
      { cookie: session.cookie, referer: "https://evil.example/page" },
    ];
    for (const headers of refusals) {
      const refused = await server.app.inject({ method: "DELETE", url: `/api/branches/${id}`, headers });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json()).toMatchObject({ code: "cross_site_request" });
    }
    const viaReferer = await server.app.inject({
      method: "DELETE",
      url: `/api/branches/${id}`,
      headers: { cookie: session.cookie, referer: `${SAME_ORIGIN}/staff` },
    });
    expect(viaReferer.statusCode).toBe(204);
  });

  it("lets editors publish, refuses KYC officers, and keeps KYC records from editors", async () => {
    const editor = await signInWithCookie(server.app, ...credentials(await createStaffMember(server.app, "editor")));
    const officer = await signInWithCookie(server.app, ...credentials(await createStaffMember(server.app, "kyc_officer")));
    const byEditor = await server.app.inject({ method: "POST", url: "/api/banners", headers: editor, payload: makeInput("banners") });
    expect(byEditor.statusCode).toBe(201);
    const byOfficer = await server.app.inject({ method: "POST", url: "/api/banners", headers: officer, payload: makeInput("banners") });
    expect(byOfficer.statusCode).toBe(403);
    expect(byOfficer.json()).toMatchObject({ code: "forbidden" });
    expect((await server.app.inject({ url: "/api/kyc_account_details", headers: editor })).statusCode).toBe(403);
    expect((await server.app.inject({ url: "/api/kyc_account_details", headers: officer })).statusCode).toBe(200);
    const typeByOfficer = await server.app.inject({
      method: "POST",
      url: "/api/kyc_account_types",
      headers: officer,
      payload: { name: "SME", position: 9 },
    });
    expect(typeByOfficer.statusCode).toBe(403);
  });

  it("records every staff write with who, what and from where", async () => {
    const session = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const created = await server.app.inject({ method: "POST", url: "/api/teams", headers: session, payload: makeInput("teams") });
    const id = created.json<Json>().id as string;
    await server.app.inject({ method: "DELETE", url: `/api/teams/${id}`, headers: session });
    const createdRows = (await auditRows("content_created")).filter((row) => row.target_id === id);
    const deletedRows = (await auditRows("content_deleted")).filter((row) => row.target_id === id);
    expect(createdRows).toEqual([{ actor_username: STAFF.username, target_type: "teams", target_id: id, ip: "127.0.0.1" }]);
    expect(deletedRows).toHaveLength(1);
    expect((await auditRows("sign_in")).length).toBeGreaterThan(0);
  });

  it("keeps the audit log append-only in the database itself", async () => {
    await expect(server.app.database.db.execute(sql`update audit_log set action = 'sign_in'`)).rejects.toThrow();
    await expect(server.app.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await auditRows("sign_in")).length).toBeGreaterThan(0);
  });
});

function credentials(member: { username: string; password: string }): [string, string] {
  return [member.username, member.password];
}
