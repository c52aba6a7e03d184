import { beforeAll, describe, expect, it } from "vitest";
import { getMalawiToday } from "#domain/account-opening/schemas/account-application.ts";
import type { AuditEntry, StaffAccount } from "#domain/staff-identity/schemas/staff.ts";
import { completeFirstSignIn, signInWithCookie } from "#tests/support/staff-session.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

describe.each(DRIVERS)("staff accounts and the audit log on %s", (driver) => {
  const server = useTestServer(driver, { signIn: false });
  let admin: { cookie: string; origin: string };

  beforeAll(async () => {
    admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
  });

  const create = (username: string, role: string, password = "a quiet morning on the shire river") =>
    server.app.inject({
      method: "POST",
      url: "/api/staff/accounts",
      headers: admin,
      payload: { username, full_name: "Test Person", email: `${username}@example.mw`, role, password },
    });

  it("lets an admin create an account with a role, and lists it without any password", async () => {
    const response = await create("grace.mwale", "editor");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: "grace.mwale", role: "editor", disabled: false, last_sign_in_at: null });
    const list = await server.app.inject({ url: "/api/staff/accounts", headers: admin });
    const accounts = list.json<StaffAccount[]>();
    expect(accounts.map((account) => account.username)).toContain("grace.mwale");
    expect(list.body).not.toMatch(/scrypt|password/);
    expect((await create("grace.mwale", "editor")).json()).toMatchObject({ code: "username_taken" });
  });

  it("keeps a full name and an e-mail, refusing a missing name or a malformed address with a JSON error", async () => {
    const body = { username: "chikondi.banda", role: "kyc_officer", password: "a quiet morning on the shire river" };
    const post = (payload: Record<string, unknown>) =>
      server.app.inject({ method: "POST", url: "/api/staff/accounts", headers: admin, payload });
    const noName = await post({ ...body, full_name: "  ", email: "chikondi@example.mw" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({ error: "body.full_name: must not be empty", code: "invalid_request" });
    const badEmail = await post({ ...body, full_name: "Chikondi Banda", email: "chikondi at example" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ error: "body.email: must be an e-mail address", code: "invalid_request" });
    expect((await post({ ...body, full_name: "Chikondi Banda" })).json()).toMatchObject({ code: "invalid_request" });

    const created = await post({ ...body, full_name: " Chikondi Banda ", email: "chikondi.banda@example.mw" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ full_name: "Chikondi Banda", email: "chikondi.banda@example.mw" });
    const accounts = (await server.app.inject({ url: "/api/staff/accounts", headers: admin })).json<StaffAccount[]>();
    // The start-up admin was made before names were asked: the console shows a dash.
    expect(accounts.find((account) => account.username === STAFF.username)).toMatchObject({ full_name: null, email: null });
    const { password } = await completeFirstSignIn(server.app, body);
    const me = await server.app.inject({ url: "/api/staff/me", headers: await signInWithCookie(server.app, body.username, password) });
    expect(me.json()).toMatchObject({ display_name: "Chikondi Banda" });
  });

  it("refuses weak passwords under NIST rules, without composition rules", async () => {
    for (const password of ["short", "password1234", "qwerty123456", "mphatso.banda-secret"]) {
      const refused = await create("mphatso.banda", "editor", password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json(), password).toMatchObject({ code: "weak_password" });
    }
    expect((await create("mphatso.banda", "editor", "lowercase words only are fine")).statusCode).toBe(201);
  });

  it("disables an account, ending its sessions at once, and resets a password", async () => {
    const account = (await create("yamikani.kachale", "kyc_officer")).json<StaffAccount>();
    const { password } = await completeFirstSignIn(server.app, {
      username: "yamikani.kachale",
      password: "a quiet morning on the shire river",
    });
    const session = await signInWithCookie(server.app, "yamikani.kachale", password);
    expect((await server.app.inject({ url: "/api/staff/me", headers: session })).statusCode).toBe(200);
    const disabled = await server.app.inject({
      method: "PATCH",
      url: `/api/staff/accounts/${account.id}`,
      headers: admin,
      payload: { disabled: true },
    });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await server.app.inject({ url: "/api/staff/me", headers: session })).statusCode).toBe(401);
    await server.app.inject({ method: "PATCH", url: `/api/staff/accounts/${account.id}`, headers: admin, payload: { disabled: false } });
    const again = await signInWithCookie(server.app, "yamikani.kachale", password);
    const reset = await server.app.inject({
      method: "POST",
      url: `/api/staff/accounts/${account.id}/password`,
      headers: admin,
      payload: { password: "new words for a new week" },
    });
    expect(reset.statusCode).toBe(204);
    expect((await server.app.inject({ url: "/api/staff/me", headers: again })).statusCode).toBe(401);
    // The password the admin set is the person's only until they choose their own (ADR 052).
    await expect(
      completeFirstSignIn(server.app, { username: "yamikani.kachale", password: "new words for a new week" }),
    ).resolves.toBeDefined();
  });

  it("lets a person change their own password and keeps other roles out of account management", async () => {
    await create("chikondi.zulu", "editor");
    const { password } = await completeFirstSignIn(server.app, {
      username: "chikondi.zulu",
      password: "a quiet morning on the shire river",
    });
    const session = await signInWithCookie(server.app, "chikondi.zulu", password);
    const other = await signInWithCookie(server.app, "chikondi.zulu", password);
    const wrong = await server.app.inject({
      method: "PUT",
      url: "/api/staff/me/password",
      headers: session,
      payload: { current_password: "not it at all, sorry", new_password: "tea at the lake shore" },
    });
    expect(wrong.json()).toMatchObject({ code: "wrong_credentials" });
    const changed = await server.app.inject({
      method: "PUT",
      url: "/api/staff/me/password",
      headers: session,
      payload: { current_password: password, new_password: "tea at the lake shore" },
    });
    expect(changed.statusCode).toBe(204);
    expect((await server.app.inject({ url: "/api/staff/me", headers: session })).statusCode).toBe(200);
    expect((await server.app.inject({ url: "/api/staff/me", headers: other })).statusCode).toBe(401);
    for (const request of [
      { url: "/api/staff/accounts" },
      { url: "/api/staff/audit" },
      {
        method: "POST" as const,
        url: "/api/staff/accounts",
        payload: { username: "x.y.z", role: "admin", password: "a quiet morning on the shire river" },
      },
    ]) {
      expect((await server.app.inject({ ...request, headers: session })).statusCode, request.url).toBe(403);
    }
  });

  it("keeps an admin from locking themselves out", async () => {
    const me = (await server.app.inject({ url: "/api/staff/me", headers: admin })).json<{ id: string }>();
    const response = await server.app.inject({
      method: "PATCH",
      url: `/api/staff/accounts/${me.id}`,
      headers: admin,
      payload: { disabled: true },
    });
    expect(response.statusCode).toBe(409);
  });

  it("shows admins the audit log newest first, filtered by person, record and date", async () => {
    const all = (await server.app.inject({ url: "/api/staff/audit?limit=200", headers: admin })).json<{ items: AuditEntry[] }>().items;
    const times = all.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const actions = new Set(all.map((entry) => entry.action));
    for (const action of ["sign_in", "account_created", "account_updated", "account_password_reset", "password_changed"])
      expect(actions).toContain(action);
    const byPerson = (await server.app.inject({ url: "/api/staff/audit?actor=chikondi.zulu", headers: admin })).json<{
      items: AuditEntry[];
    }>().items;
    expect(byPerson.length).toBeGreaterThan(0);
    expect(byPerson.every((entry) => entry.actor_username === "chikondi.zulu")).toBe(true);
    const created = all.find((entry) => entry.action === "account_created")!;
    const byRecord = (await server.app.inject({ url: `/api/staff/audit?target_id=${created.target_id}`, headers: admin })).json<{
      items: AuditEntry[];
    }>().items;
    expect(byRecord.length).toBeGreaterThan(0);
    expect(byRecord.every((entry) => entry.target_id === created.target_id)).toBe(true);
    const tomorrow = getMalawiToday(new Date(Date.now() + 86_400_000));
    expect(
      (await server.app.inject({ url: `/api/staff/audit?from=${tomorrow}`, headers: admin })).json<{ items: AuditEntry[] }>().items,
    ).toEqual([]);
    const page = (await server.app.inject({ url: `/api/staff/audit?limit=2`, headers: admin })).json<{ items: AuditEntry[] }>().items;
    const next = (await server.app.inject({ url: `/api/staff/audit?limit=2&before=${page[1]!.at}`, headers: admin })).json<{
      items: AuditEntry[];
    }>().items;
    expect(next[0]!.at < page[1]!.at).toBe(true);
  });

  it("finds a person by part of the name in any case, filters by action, and exports what it finds as CSV", async () => {
    const entries = async (query: string) =>
      (await server.app.inject({ url: `/api/staff/audit?${query}`, headers: admin })).json<{ items: AuditEntry[] }>().items;
    const byPart = await entries("actor=CHIKONDI.Z");
    expect(byPart.length).toBeGreaterThan(0);
    expect(byPart.every((entry) => entry.actor_username === "chikondi.zulu")).toBe(true);
    const byName = await entries("actor=test%20pers");
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((entry) => entry.actor_full_name === "Test Person")).toBe(true);
    // A % or _ typed is a letter, not a pattern.
    expect(await entries("actor=%25")).toEqual([]);
    const changes = await entries("action=password_changed");
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((entry) => entry.action === "password_changed")).toBe(true);
    expect((await server.app.inject({ url: "/api/staff/audit?action=dancing", headers: admin })).statusCode).toBe(400);

    // A name typed as a formula stays text in a spreadsheet.
    const formula = await server.app.inject({
      method: "POST",
      url: "/api/staff/accounts",
      headers: admin,
      payload: {
        username: "formula.person",
        full_name: "=HYPERLINK(1)",
        email: "formula.person@example.mw",
        role: "editor",
        password: "a quiet morning on the shire river",
      },
    });
    expect(formula.statusCode).toBe(201);
    const { password } = await completeFirstSignIn(server.app, {
      username: "formula.person",
      password: "a quiet morning on the shire river",
    });
    const csv = await server.app.inject({ url: "/api/staff/audit/export.csv?actor=formula", headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename=audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe("at,actor_username,actor_full_name,action,action_label,target_type,target_id,detail,ip");
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(1, -1).every((line) => line.includes(",formula.person,'=HYPERLINK(1),"))).toBe(true);
    expect(csv.body).toContain("Signed in");
    // The export is itself in the log, with what it held.
    const exported = (await entries("action=audit_exported"))[0]!;
    expect(exported.detail).toMatchObject({ actor: "formula", rows: lines.length - 2 });

    const editor = await signInWithCookie(server.app, "formula.person", password);
    expect((await server.app.inject({ url: "/api/staff/audit/export.csv", headers: editor })).statusCode).toBe(403);
  });
});
