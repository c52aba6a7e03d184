import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { generateTotpCode, getTotpStep } from "#server/staff-identity/second-factor.ts";
import { readTotpKey, registerTestClock } from "#tests/support/staff-authenticator.ts";
import { createStaffMember, SAME_ORIGIN, signInWithCookie } from "#tests/support/staff-session.ts";
import { createTestClock } from "#tests/support/test-clock.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

describe.each(DRIVERS)("the staff second factor on %s", (driver) => {
  // Standing still, so each code's step is the test's choice (ADR 052: ±1 step of 30 s).
  const clock = createTestClock({ start: new Date("2026-11-28T08:00:10Z") });
  const server = useTestServer(driver, { staff: { now: clock.now }, signIn: false });
  let admin: { cookie: string; origin: string };

  beforeAll(async () => {
    registerTestClock(server.app, clock);
    admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
  });

  const step = () => getTotpStep(clock.now());
  const consoleSignIn = (payload: Json) => server.app.inject({ method: "POST", url: "/api/staff/session", payload });
  const apiLogin = (payload: Json) => server.app.inject({ method: "POST", url: "/api/login", payload });
  const auditActions = async (username: string) =>
    await queryRows<{ action: string; detail: Json }>(
      server.app.database.db,
      sql`select action, detail from audit_log where actor_username = ${username} order by at, id`,
    );

  /** An account as an admin makes it in the console, whose person has picked their own password (not enrolled yet). */
  async function createPerson(role = "editor") {
    const username = `person.${Math.random().toString(36).slice(2, 8)}`;
    const made = await server.app.inject({
      method: "POST",
      url: "/api/staff/accounts",
      headers: admin,
      payload: {
        username,
        full_name: "Second Factor Tester",
        email: `${username}@example.mw`,
        role,
        password: "a quiet morning on the shire river",
      },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json<{ id: string }>().id;
    const token = (await apiLogin({ username, password: "a quiet morning on the shire river" })).json<{ token: string }>().token;
    const headers = { authorization: `Bearer ${token}` };
    const password = "tea at the lake shore of nkhata bay";
    const changed = await server.app.inject({
      method: "PUT",
      url: "/api/staff/me/password",
      headers,
      payload: { current_password: "a quiet morning on the shire river", new_password: password },
    });
    expect(changed.statusCode).toBe(204);
    return { id, username, password, headers };
  }

  /** Enrols with the key the start answer shows and the code of this step; answers the key and the recovery codes. */
  async function enrol(headers: Record<string, string>) {
    const started = await server.app.inject({ method: "POST", url: "/api/staff/me/second-factor", headers });
    expect(started.statusCode).toBe(200);
    const secret = readTotpKey(started.json<{ otpauth_uri: string }>().otpauth_uri);
    const confirmed = await server.app.inject({
      method: "POST",
      url: "/api/staff/me/second-factor/confirm",
      headers,
      payload: { code: generateTotpCode(secret, step()) },
    });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json<{ recovery_codes: string[] }>().recovery_codes };
  }

  it("shows the key as a QR code and as text, replaces a key not yet confirmed, and answers 10 recovery codes once", async () => {
    const person = await createPerson();
    const me = await server.app.inject({ url: "/api/staff/me", headers: person.headers });
    expect(me.json()).toMatchObject({ required_step: "enrol_second_factor" });
    const first = await server.app.inject({ method: "POST", url: "/api/staff/me/second-factor", headers: person.headers });
    const answer = first.json<{ otpauth_uri: string; key: string; qr_svg: string }>();
    expect(answer.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}/);
    expect(answer.otpauth_uri).toContain(encodeURIComponent(person.username));
    expect(answer.key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(answer.key.replace(/ /g, "")).toBe(readTotpKey(answer.otpauth_uri));
    expect(answer.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const firstKey = readTotpKey(answer.otpauth_uri);

    const { secret, recoveryCodes } = await enrol(person.headers);
    expect(secret).not.toBe(firstKey);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect((await server.app.inject({ url: "/api/staff/me", headers: person.headers })).json()).not.toHaveProperty("required_step");
    // Enrolled once: starting again is refused, and the codes are never shown again.
    const again = await server.app.inject({ method: "POST", url: "/api/staff/me/second-factor", headers: person.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "already_enrolled" });
    const stored = await queryRows<{ code_hash: string }>(server.app.database.db, sql`select code_hash from staff_recovery_codes`);
    expect(stored.map((row) => row.code_hash).join()).not.toContain(recoveryCodes[0]!.replace("-", ""));
    const actions = (await auditActions(person.username)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["second_factor_enrolment_started", "second_factor_enrolled"]));
  });

  it("refuses a wrong first code without enrolling", async () => {
    const person = await createPerson();
    await server.app.inject({ method: "POST", url: "/api/staff/me/second-factor", headers: person.headers });
    const wrong = await server.app.inject({
      method: "POST",
      url: "/api/staff/me/second-factor/confirm",
      headers: person.headers,
      payload: { code: "000000" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "wrong_code" });
    expect((await server.app.inject({ url: "/api/staff/me", headers: person.headers })).json()).toMatchObject({
      required_step: "enrol_second_factor",
    });
  });

  it("lets an unenrolled session reach only enrolment, who am I and sign-out", async () => {
    const person = await createPerson("admin");
    for (const url of ["/api/staff/accounts", "/api/staff/audit", "/api/kyc_account_details"]) {
      const refused = await server.app.inject({ url, headers: person.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ code: "enrolment_required" });
    }
    expect((await server.app.inject({ url: "/api/staff/me", headers: person.headers })).statusCode).toBe(200);
    expect((await server.app.inject({ method: "POST", url: "/api/logout", headers: person.headers })).statusCode).toBe(204);
  });

  it("asks an enrolled account for its code: no session on the password alone, a wrong or reused code refused", async () => {
    const person = await createPerson();
    const { secret } = await enrol(person.headers);
    clock.advance(30_000);
    const credentials = { username: person.username, password: person.password };
    for (const attempt of [await consoleSignIn(credentials), await apiLogin(credentials)]) {
      expect(attempt.statusCode).toBe(401);
      expect(attempt.json()).toMatchObject({ code: "second_factor_required" });
      expect(attempt.headers["set-cookie"]).toBeUndefined();
      expect(attempt.body).not.toMatch(/token/);
    }
    const wrong = await apiLogin({ ...credentials, code: "123456" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "wrong_code" });
    const code = generateTotpCode(secret, step());
    const right = await apiLogin({ ...credentials, code });
    expect(right.statusCode).toBe(200);
    expect(Object.keys(right.json<Json>()).sort()).toEqual(["expires_at", "token"]);
    const reused = await consoleSignIn({ ...credentials, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: "wrong_code" });
    // The earlier step's code, within the window, is refused too: it is older than the one used.
    expect((await consoleSignIn({ ...credentials, code: generateTotpCode(secret, step() - 1) })).statusCode).toBe(401);
    const failures = (await auditActions(person.username)).filter((row) => row.action === "sign_in_failed").map((row) => row.detail.reason);
    expect(failures).toEqual(expect.arrayContaining(["wrong_code", "reused_code"]));
  });

  it("takes the code of the step before and after, and not two steps off", async () => {
    const person = await createPerson();
    const { secret } = await enrol(person.headers);
    clock.advance(5 * 30_000);
    const credentials = { username: person.username, password: person.password };
    expect((await apiLogin({ ...credentials, code: generateTotpCode(secret, step() - 2) })).statusCode).toBe(401);
    expect((await apiLogin({ ...credentials, code: generateTotpCode(secret, step() + 2) })).statusCode).toBe(401);
    expect((await apiLogin({ ...credentials, code: generateTotpCode(secret, step() - 1) })).statusCode).toBe(200);
    expect((await apiLogin({ ...credentials, code: generateTotpCode(secret, step() + 1) })).statusCode).toBe(200);
  });

  it("takes each recovery code once, tells how many are left, and audits its use", async () => {
    const person = await createPerson();
    const { recoveryCodes } = await enrol(person.headers);
    const credentials = { username: person.username, password: person.password };
    const first = await consoleSignIn({ ...credentials, code: recoveryCodes[0]!.toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ recovery_codes_left: 9 });
    const second = await apiLogin({ ...credentials, code: recoveryCodes[1]!.replace("-", " ") });
    expect(second.json()).toMatchObject({ recovery_codes_left: 8 });
    const again = await consoleSignIn({ ...credentials, code: recoveryCodes[0] });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: "wrong_code" });
    const used = (await auditActions(person.username)).filter((row) => row.action === "recovery_code_used");
    expect(used.map((row) => row.detail.remaining).sort()).toEqual([8, 9]);
  });

  it("delays an account after wrong codes as after wrong passwords", async () => {
    const person = await createPerson();
    await enrol(person.headers);
    const credentials = { username: person.username, password: person.password };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await apiLogin({ ...credentials, code: "000000" })).statusCode, `attempt ${attempt}`).toBe(401);
    }
    const delayed = await apiLogin({ ...credentials, code: "000000" });
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toMatchObject({ code: "sign_in_delayed" });
    expect(delayed.headers["retry-after"]).toBe("1");
  });

  it("lets an admin reset a second factor: the person's sessions end and they enrol again at the next sign-in", async () => {
    const member = await createStaffMember(server.app, "kyc_officer");
    const session = await signInWithCookie(server.app, member.username, member.password);
    const refused = await server.app.inject({ method: "DELETE", url: `/api/staff/accounts/${member.id}/second-factor`, headers: session });
    expect(refused.statusCode).toBe(403);
    const listed = await server.app.inject({ url: "/api/staff/accounts", headers: admin });
    expect(listed.json<Array<{ id: string; second_factor: boolean }>>().find((row) => row.id === member.id)).toMatchObject({
      second_factor: true,
    });
    const reset = await server.app.inject({ method: "DELETE", url: `/api/staff/accounts/${member.id}/second-factor`, headers: admin });
    expect(reset.statusCode).toBe(204);
    expect((await server.app.inject({ url: "/api/staff/me", headers: session })).statusCode).toBe(401);
    const next = await consoleSignIn({ username: member.username, password: member.password });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ staff: { required_step: "enrol_second_factor" } });
    const rows = await queryRows<{ target_id: string }>(
      server.app.database.db,
      sql`select target_id from audit_log where action = 'second_factor_reset'`,
    );
    expect(rows.map((row) => row.target_id)).toContain(member.id);
  });

  it("makes a password an admin set be changed first, before enrolment and anything else", async () => {
    const username = "tamanda.phiri";
    const password = "a quiet morning on the shire river";
    await server.app.inject({
      method: "POST",
      url: "/api/staff/accounts",
      headers: admin,
      payload: { username, full_name: "Second Factor Tester", email: `${username}@example.mw`, role: "editor", password },
    });
    const signedIn = await consoleSignIn({ username, password });
    expect(signedIn.json()).toMatchObject({ staff: { required_step: "change_password" } });
    const cookie = String(signedIn.headers["set-cookie"]).split(";")[0]!;
    const headers = { cookie, origin: SAME_ORIGIN };
    for (const request of [{ url: "/api/staff/accounts" }, { method: "POST" as const, url: "/api/staff/me/second-factor" }]) {
      const refused = await server.app.inject({ ...request, headers });
      expect(refused.statusCode, request.url).toBe(403);
      expect(refused.json(), request.url).toMatchObject({ code: "password_change_required" });
    }
    const same = await server.app.inject({
      method: "PUT",
      url: "/api/staff/me/password",
      headers,
      payload: { current_password: password, new_password: password },
    });
    expect(same.statusCode).toBe(400);
    const changed = await server.app.inject({
      method: "PUT",
      url: "/api/staff/me/password",
      headers,
      payload: { current_password: password, new_password: "baobab shade at liwonde park" },
    });
    expect(changed.statusCode).toBe(204);
    expect((await server.app.inject({ url: "/api/staff/me", headers })).json()).toMatchObject({ required_step: "enrol_second_factor" });
    expect((await consoleSignIn({ username, password })).json()).toMatchObject({ code: "wrong_credentials" });
  });
});
