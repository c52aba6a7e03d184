import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AccessToken, CreatedAccessToken } from "#domain/staff-identity/schemas/access-tokens.ts";
import { queryRows } from "#server/db/client.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { registerTestClock } from "#tests/support/staff-authenticator.ts";
import { createStaffMember, signInWithCookie } from "#tests/support/staff-session.ts";
import { createTestClock } from "#tests/support/test-clock.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

const ADMIN_TOKEN = "admin-token-for-the-tests-0123456789abcdef";
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DRIVERS)("personal access tokens on %s", (driver) => {
  const clock = createTestClock({ ticking: true });
  const server = useTestServer(driver, { staff: { now: clock.now }, signIn: false, env: { ADMIN_TOKEN } });
  beforeAll(() => registerTestClock(server.app, clock));

  type Session = Record<string, string>;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, headers: Session) => server.app.inject({ url, headers });
  async function makeToken(session: Session, body: { name: string; role: string; expires_in_days: number }) {
    const response = await server.app.inject({ method: "POST", url: "/api/staff/me/tokens", headers: session, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedAccessToken>();
  }
  const auditRows = (action: string, targetId: string) =>
    queryRows<{ actor_username: string; detail: Record<string, unknown> }>(
      server.app.database.db,
      sql`select actor_username, detail from audit_log where action = ${action} and target_id = ${targetId} order by at`,
    );

  it("is shown once, stored hashed, listed without the token, and works with the role it carries", async () => {
    const member = await createStaffMember(server.app, "editor");
    const session = await signInWithCookie(server.app, member.username, member.password);
    const created = await makeToken(session, { name: "Rates feed", role: "editor", expires_in_days: 30 });
    expect(created.token).toMatch(/^fdhpat_[A-Za-z0-9_-]{43}$/);
    expect(new Date(created.expires_at).getTime() - new Date(created.created_at).getTime()).toBe(30 * DAY_MS);

    const stored = await queryRows<{ token_hash: string }>(
      server.app.database.db,
      sql`select token_hash from staff_access_tokens where id = ${created.id}`,
    );
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.token);
    const list = await get("/api/staff/me/tokens", session);
    expect(list.json<AccessToken[]>()).toEqual([expect.objectContaining({ id: created.id, name: "Rates feed", last_used_at: null })]);
    expect(list.body).not.toContain(created.token);

    const me = await get("/api/staff/me", bearer(created.token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: member.username, role: "editor" });
    const write = await server.app.inject({
      method: "POST",
      url: "/api/branches",
      headers: bearer(created.token),
      payload: makeInput("branches"),
    });
    expect(write.statusCode).toBe(201);
    const [used] = (await get("/api/staff/me/tokens", session)).json<AccessToken[]>();
    expect(used!.last_used_at).not.toBeNull();
    expect(await auditRows("access_token_created", created.id)).toEqual([
      expect.objectContaining({ actor_username: member.username, detail: expect.objectContaining({ name: "Rates feed", role: "editor" }) }),
    ]);
  });

  it("carries at most its owner's role: an editor's token cannot reach KYC, an admin may make a KYC officer's", async () => {
    const editor = await createStaffMember(server.app, "editor");
    const session = await signInWithCookie(server.app, editor.username, editor.password);
    const refused = await server.app.inject({
      method: "POST",
      url: "/api/staff/me/tokens",
      headers: session,
      payload: { name: "More than mine", role: "admin", expires_in_days: 7 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "forbidden" });
    const tooLong = await server.app.inject({
      method: "POST",
      url: "/api/staff/me/tokens",
      headers: session,
      payload: { name: "Forever", role: "editor", expires_in_days: 91 },
    });
    expect(tooLong.statusCode).toBe(400);

    const editorToken = await makeToken(session, { name: "Publishing", role: "editor", expires_in_days: 7 });
    expect((await get("/api/staff/kyc", bearer(editorToken.token))).statusCode).toBe(403);
    expect((await get("/api/staff/accounts", bearer(editorToken.token))).statusCode).toBe(403);

    const admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const kycToken = await makeToken(admin, { name: "KYC export", role: "kyc_officer", expires_in_days: 7 });
    expect((await get("/api/staff/kyc", bearer(kycToken.token))).statusCode).toBe(200);
    // A KYC officer's token is not an admin's, though an admin made it.
    expect((await get("/api/staff/accounts", bearer(kycToken.token))).statusCode).toBe(403);
  });

  it("audits each write, reads once a minute, and names the token in the write's own row", async () => {
    const member = await createStaffMember(server.app, "editor");
    const session = await signInWithCookie(server.app, member.username, member.password);
    const { id, token } = await makeToken(session, { name: "Poller", role: "editor", expires_in_days: 7 });
    for (let read = 0; read < 3; read += 1) expect((await get("/api/staff/me", bearer(token))).statusCode).toBe(200);
    expect(await auditRows("access_token_used", id)).toHaveLength(1);
    clock.advance(61 * 1000);
    await get("/api/staff/me", bearer(token));
    expect(await auditRows("access_token_used", id)).toHaveLength(2);

    for (let write = 0; write < 2; write += 1) {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/branches",
        headers: bearer(token),
        payload: makeInput("branches"),
      });
      expect(response.statusCode).toBe(201);
    }
    const uses = await auditRows("access_token_used", id);
    expect(uses).toHaveLength(4);
    expect(uses.at(-1)).toMatchObject({
      actor_username: member.username,
      detail: { name: "Poller", method: "POST", route: "/api/branches" },
    });
    const created = await queryRows<{ detail: Record<string, unknown> }>(
      server.app.database.db,
      sql`select detail from audit_log where action = 'content_created' and actor_username = ${member.username}`,
    );
    expect(created).toHaveLength(2);
    expect(created.every((row) => row.detail.access_token_id === id)).toBe(true);
  });

  it("stops at once when revoked, when it expires and when its owner is disabled", async () => {
    const member = await createStaffMember(server.app, "kyc_officer");
    const session = await signInWithCookie(server.app, member.username, member.password);
    const revoked = await makeToken(session, { name: "Old laptop", role: "kyc_officer", expires_in_days: 7 });
    const shortLived = await makeToken(session, { name: "One day", role: "kyc_officer", expires_in_days: 1 });
    const lasting = await makeToken(session, { name: "Nightly", role: "kyc_officer", expires_in_days: 90 });

    const revoke = await server.app.inject({ method: "DELETE", url: `/api/staff/me/tokens/${revoked.id}`, headers: session });
    expect(revoke.statusCode).toBe(204);
    expect((await get("/api/staff/me", bearer(revoked.token))).statusCode).toBe(401);
    expect((await server.app.inject({ method: "DELETE", url: `/api/staff/me/tokens/${revoked.id}`, headers: session })).statusCode).toBe(
      404,
    );
    expect(await auditRows("access_token_revoked", revoked.id)).toEqual([expect.objectContaining({ actor_username: member.username })]);

    expect((await get("/api/staff/me", bearer(shortLived.token))).statusCode).toBe(200);
    clock.advance(DAY_MS + 1000);
    expect((await get("/api/staff/me", bearer(shortLived.token))).statusCode).toBe(401);
    expect((await get("/api/staff/kyc", bearer(lasting.token))).statusCode).toBe(200);

    // Someone else cannot revoke it.
    const other = await createStaffMember(server.app, "kyc_officer");
    const otherSession = await signInWithCookie(server.app, other.username, other.password);
    expect(
      (await server.app.inject({ method: "DELETE", url: `/api/staff/me/tokens/${lasting.id}`, headers: otherSession })).statusCode,
    ).toBe(404);

    const admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const disable = await server.app.inject({
      method: "PATCH",
      url: `/api/staff/accounts/${member.id}`,
      headers: admin,
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    expect((await get("/api/staff/kyc", bearer(lasting.token))).statusCode).toBe(401);
    // Enabled again, the account's tokens stay revoked: its person makes new ones.
    await server.app.inject({ method: "PATCH", url: `/api/staff/accounts/${member.id}`, headers: admin, payload: { disabled: false } });
    expect((await get("/api/staff/kyc", bearer(lasting.token))).statusCode).toBe(401);
  });

  it("never opens a cookie session, nor makes tokens of its own", async () => {
    const member = await createStaffMember(server.app, "editor");
    const session = await signInWithCookie(server.app, member.username, member.password);
    const { token } = await makeToken(session, { name: "Script", role: "editor", expires_in_days: 7 });
    // As a cookie, a token is nothing: a page's cookie-signed write cannot ride on it.
    const asCookie = { cookie: `staff_session=${token}`, origin: session.origin! };
    expect((await get("/api/staff/me", asCookie)).statusCode).toBe(401);
    const cookieWrite = await server.app.inject({
      method: "POST",
      url: "/api/branches",
      headers: asCookie,
      payload: makeInput("branches"),
    });
    expect([401, 403]).toContain(cookieWrite.statusCode);
    const breed = await server.app.inject({
      method: "POST",
      url: "/api/staff/me/tokens",
      headers: bearer(token),
      payload: { name: "Child", role: "editor", expires_in_days: 7 },
    });
    expect(breed.statusCode).toBe(403);
    expect(breed.json()).toMatchObject({ code: "session_required" });
    // Nor does it stand in for the console's session clock.
    expect((await get("/api/staff/me/session", bearer(token))).statusCode).toBe(401);
  });

  it("takes ADMIN_TOKEN as the start-up admin, audited, and nothing close to it", async () => {
    const me = await get("/api/staff/me", bearer(ADMIN_TOKEN));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: STAFF.username, role: "admin" });
    expect((await get("/api/staff/accounts", bearer(ADMIN_TOKEN))).statusCode).toBe(200);
    expect((await get("/api/staff/me", bearer(`${ADMIN_TOKEN}x`))).statusCode).toBe(401);
    const write = await server.app.inject({
      method: "POST",
      url: "/api/branches",
      headers: bearer(ADMIN_TOKEN),
      payload: makeInput("branches"),
    });
    expect(write.statusCode).toBe(201);
    const uses = await auditRows("access_token_used", "admin-token");
    expect(uses.at(-1)).toMatchObject({ actor_username: STAFF.username, detail: { name: "ADMIN_TOKEN", method: "POST" } });
  });
});
