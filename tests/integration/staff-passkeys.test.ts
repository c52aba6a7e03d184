import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { createSoftwarePasskey, type SoftwarePasskey } from "#tests/support/software-passkey.ts";
import { registerTestClock } from "#tests/support/staff-authenticator.ts";
import { createStaffMember, loginWithToken, signInWithCookie } from "#tests/support/staff-session.ts";
import { createTestClock } from "#tests/support/test-clock.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;
type Options = { challenge: string; rp: { id?: string }; user: { id: string }; rpId?: string };

/** The console's address: the relying party's ID is its host, and answers must come from its origin. */
const PUBLIC_URL = "https://console.example.mw";
const ORIGIN = "https://console.example.mw";

describe.each(DRIVERS)("staff passkeys on %s", (driver) => {
  const clock = createTestClock({ ticking: true });
  const server = useTestServer(driver, { staff: { now: clock.now }, env: { PUBLIC_URL }, signIn: false });
  let admin: { cookie: string; origin: string };

  beforeAll(async () => {
    registerTestClock(server.app, clock);
    admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
  });

  const inject = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers: Record<string, string>, payload?: Json) =>
    server.app.inject({ method, url, headers: { ...headers, origin: PUBLIC_URL }, ...(payload ? { payload } : {}) });

  async function person(options: { enrol?: boolean } = {}) {
    const account = await createStaffMember(server.app, "kyc_officer", options);
    const token = await loginWithToken(server.app, account.username, account.password);
    return { ...account, headers: { authorization: `Bearer ${token}` } };
  }

  const registrationOptions = async (headers: Record<string, string>) => {
    const answer = await inject("POST", "/api/staff/me/passkeys/options", headers);
    expect(answer.statusCode).toBe(200);
    return answer.json<Options>();
  };

  async function addPasskey(headers: Record<string, string>, passkey: SoftwarePasskey, name: string, passwordless: boolean) {
    const answer = passkey.register(await registrationOptions(headers), ORIGIN);
    return inject("POST", "/api/staff/me/passkeys", headers, { name, passwordless, answer });
  }

  const signInOptions = async () => (await inject("POST", "/api/staff/session/passkey/options", {})).json<Options>();
  const passwordless = (answer: unknown) => inject("POST", "/api/staff/session/passkey", {}, { answer: answer as Json });
  const withPassword = (account: { username: string; password: string }, passkey: unknown) =>
    inject("POST", "/api/staff/session", {}, { username: account.username, password: account.password, passkey: passkey as Json });

  const audit = (staffId: string) =>
    queryRows<{ action: string; detail: Json }>(
      server.app.database.db,
      sql`select action, detail from audit_log where actor_id = ${staffId} or target_id = ${staffId} order by at, id`,
    );

  it("adds a named passkey for the console's own host, lists it, and audits the addition", async () => {
    const member = await person();
    const options = await registrationOptions(member.headers);
    expect(options.rp.id).toBe("console.example.mw");
    const passkey = createSoftwarePasskey();
    const added = await inject("POST", "/api/staff/me/passkeys", member.headers, {
      name: "Work laptop",
      passwordless: false,
      answer: passkey.register(options, ORIGIN),
    });
    expect(added.statusCode).toBe(201);
    const listed = await inject("GET", "/api/staff/me/passkeys", member.headers);
    expect(listed.json()).toEqual({
      passkeys: [expect.objectContaining({ name: "Work laptop", passwordless: false, last_used_at: null })],
    });
    expect(await audit(member.id)).toContainEqual(
      expect.objectContaining({ action: "passkey_added", detail: { name: "Work laptop", passwordless: false } }),
    );
  });

  it("refuses an answer signed for another site, a challenge used twice, and one past its five minutes", async () => {
    const member = await person();
    const forged = createSoftwarePasskey().register(await registrationOptions(member.headers), "https://console.example.mw.evil.example");
    const refused = await inject("POST", "/api/staff/me/passkeys", member.headers, { name: "Phone", passwordless: false, answer: forged });
    expect(refused.json()).toMatchObject({ code: "passkey_not_accepted" });
    // The forged answer used its challenge up: sent again, even a right answer to it is refused.
    const options = { ...(await registrationOptions(member.headers)) };
    const passkey = createSoftwarePasskey();
    const answer = passkey.register(options, ORIGIN);
    expect(
      (await inject("POST", "/api/staff/me/passkeys", member.headers, { name: "Phone", passwordless: false, answer })).statusCode,
    ).toBe(201);
    const again = await inject("POST", "/api/staff/me/passkeys", member.headers, { name: "Phone", passwordless: false, answer });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "passkey_challenge_expired" });

    const late = createSoftwarePasskey().register(await registrationOptions(member.headers), ORIGIN);
    clock.advance(5 * 60 * 1000 + 1000);
    const expired = await inject("POST", "/api/staff/me/passkeys", member.headers, { name: "Key", passwordless: false, answer: late });
    expect(expired.json()).toMatchObject({ code: "passkey_challenge_expired" });
    const signIn = passkey.authenticate(await signInOptions(), ORIGIN);
    clock.advance(5 * 60 * 1000 + 1000);
    expect((await withPassword(member, signIn)).json()).toMatchObject({ code: "passkey_challenge_expired" });
  });

  it("is a second factor: the password and the passkey sign in, each answer once, and the use is audited", async () => {
    const member = await person();
    const passkey = createSoftwarePasskey();
    expect((await addPasskey(member.headers, passkey, "Phone", false)).statusCode).toBe(201);

    const answer = passkey.authenticate(await signInOptions(), ORIGIN);
    const signedIn = await withPassword(member, answer);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.some((cookie) => cookie.name === "staff_session")).toBe(true);
    expect(signedIn.json<{ staff: Json }>().staff).not.toHaveProperty("required_step");
    expect(await audit(member.id)).toContainEqual(
      expect.objectContaining({ action: "sign_in", detail: expect.objectContaining({ passkey: "Phone" }) }),
    );
    expect((await withPassword(member, answer)).json()).toMatchObject({ code: "passkey_challenge_expired" });

    // A passkey of someone else, or of no one here, is not this person's second factor.
    const stranger = createSoftwarePasskey();
    expect((await withPassword(member, stranger.authenticate(await signInOptions(), ORIGIN))).json()).toMatchObject({
      code: "passkey_not_recognised",
    });
    const other = await person();
    const theirs = createSoftwarePasskey();
    await addPasskey(other.headers, theirs, "Theirs", true);
    expect((await withPassword(member, theirs.authenticate(await signInOptions(), ORIGIN))).statusCode).toBe(401);

    const listed = await inject("GET", "/api/staff/me/passkeys", member.headers);
    expect(listed.json<{ passkeys: { last_used_at: string | null }[] }>().passkeys[0]!.last_used_at).not.toBeNull();
  });

  it("signs in without the password only with a passkey its owner chose for that, and never a disabled account", async () => {
    const member = await person();
    const secondOnly = createSoftwarePasskey();
    await addPasskey(member.headers, secondOnly, "Second factor only", false);
    const refused = await passwordless(secondOnly.authenticate(await signInOptions(), ORIGIN));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: "passkey_needs_password" });

    const alone = createSoftwarePasskey();
    await addPasskey(member.headers, alone, "Laptop", true);
    const signedIn = await passwordless(alone.authenticate(await signInOptions(), ORIGIN));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ staff: { username: member.username } });
    const cookie = signedIn.cookies.find((entry) => entry.name === "staff_session")!;
    const me = await server.app.inject({ url: "/api/staff/me", headers: { cookie: `staff_session=${cookie.value}` } });
    expect(me.json()).toMatchObject({ username: member.username });
    expect(await audit(member.id)).toContainEqual(
      expect.objectContaining({ action: "sign_in", detail: { via: "passkey", passkey: "Laptop" } }),
    );

    const disabled = await inject("PATCH", `/api/staff/accounts/${member.id}`, admin, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    const afterDisable = await passwordless(alone.authenticate(await signInOptions(), ORIGIN));
    expect(afterDisable.statusCode).toBe(403);
    expect(afterDisable.json()).toMatchObject({ code: "account_disabled" });
  });

  it("counts as enrolment for STAFF_MFA_ROLES, after which a password alone is not enough", async () => {
    const member = await person({ enrol: false });
    const before = await inject("GET", "/api/staff/me", member.headers);
    expect(before.json()).toMatchObject({ required_step: "enrol_second_factor" });
    expect((await addPasskey(member.headers, createSoftwarePasskey(), "Security key", false)).statusCode).toBe(201);
    const after = await inject("GET", "/api/staff/me", member.headers);
    expect(after.json()).not.toHaveProperty("required_step");
    const passwordOnly = await inject("POST", "/api/login", {}, { username: member.username, password: member.password });
    expect(passwordOnly.json()).toMatchObject({ code: "second_factor_required" });
    const accounts = await inject("GET", "/api/staff/accounts", admin);
    expect(
      accounts.json<{ username: string; second_factor: boolean }[]>().find((account) => account.username === member.username),
    ).toMatchObject({
      second_factor: true,
    });
  });

  it("removes a passkey (only the owner's own), audited; it signs in no more, and an admin's reset removes them all", async () => {
    const member = await person();
    const passkey = createSoftwarePasskey();
    const id = (await addPasskey(member.headers, passkey, "Old phone", true)).json<{ id: string }>().id;
    const other = await person();
    expect((await inject("DELETE", `/api/staff/me/passkeys/${id}`, other.headers)).statusCode).toBe(404);
    expect((await inject("DELETE", `/api/staff/me/passkeys/${id}`, member.headers)).statusCode).toBe(204);
    expect(await audit(member.id)).toContainEqual(expect.objectContaining({ action: "passkey_removed", detail: { name: "Old phone" } }));
    expect((await passwordless(passkey.authenticate(await signInOptions(), ORIGIN))).json()).toMatchObject({
      code: "passkey_not_recognised",
    });

    const kept = createSoftwarePasskey();
    await addPasskey(member.headers, kept, "New phone", true);
    expect((await inject("DELETE", `/api/staff/accounts/${member.id}/second-factor`, admin)).statusCode).toBe(204);
    expect((await passwordless(kept.authenticate(await signInOptions(), ORIGIN))).json()).toMatchObject({ code: "passkey_not_recognised" });
  });
});
