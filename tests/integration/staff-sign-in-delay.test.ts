import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { createStaffMember } from "#tests/support/staff-session.ts";
import { buildTestApp, DRIVERS, useTestServer } from "#tests/support/test-server.ts";

const WRONG = "not the password at all";
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * These tests are about wrong passwords (ADR 040): their accounts have no second factor, on a
 * server that asks none of their roles; wrong codes are counted the same way, tested in
 * staff-second-factor.test.ts (ADR 052).
 */
const PASSWORD_ONLY = { enrol: false };
const NO_MFA_ROLES = { STAFF_MFA_ROLES: "" };

let addressCount = 0;
/** A client address no earlier request used: the per-address limit (10 a minute here) is not what is under test. */
const freshAddress = () => {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

describe.each(DRIVERS)("per-account sign-in delays on %s (ADR 040)", (driver) => {
  // A frozen clock the tests move: the delays are checked to the second without sleeping.
  let clockMs = Date.parse("2026-11-27T08:00:00.000Z");
  const now = () => new Date(clockMs);
  const wait = (seconds: number) => (clockMs += seconds * 1000);
  // The real per-address limit, so "80 attempts from 8 addresses" passes it as the attack did.
  const server = useTestServer(driver, {
    staff: { now },
    signIn: false,
    env: NO_MFA_ROLES,
    loginRateLimit: { max: 10, timeWindowMs: 60_000 },
  });

  const consoleSignIn = (
    username: string,
    password: string,
    options: { device?: string | undefined; address?: string; app?: FastifyInstance } = {},
  ) =>
    (options.app ?? server.app).inject({
      method: "POST",
      url: "/api/staff/session",
      remoteAddress: options.address ?? freshAddress(),
      payload: { username, password },
      ...(options.device ? { headers: { cookie: `staff_device=${options.device}` } } : {}),
    });
  const tokenSignIn = (username: string, password: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "POST", url: "/api/login", remoteAddress: freshAddress(), payload: { username, password }, headers });

  const deviceOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === "staff_device")?.value;

  const auditCount = async (action: string, username: string) => {
    const [row] = await queryRows<{ count: number | string }>(
      server.app.database.db,
      sql`select count(*) as count from audit_log where action = ${action} and actor_username = ${username}`,
    );
    return Number(row!.count);
  };

  /** Wrong passwords until the account must wait: the 5 it takes, one after the other. */
  const failFiveTimes = async (username: string) => {
    for (let i = 0; i < 5; i++) expect((await consoleSignIn(username, WRONG)).statusCode).toBe(401);
  };

  const expectDelayed = (response: LightMyRequestResponse, retryAfter?: number) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: expect.any(String), code: "sign_in_delayed" });
    if (retryAfter !== undefined) expect(response.headers["retry-after"]).toBe(String(retryAfter));
    return Number(response.headers["retry-after"]);
  };

  it("evaluates only 5 of 80 wrong passwords sent at once from 8 addresses; the rest wait, and the waits double up to 5 minutes", async () => {
    const victim = await createStaffMember(server.app, "admin", PASSWORD_ONLY);
    const addresses = Array.from({ length: 8 }, () => freshAddress());
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => consoleSignIn(victim.username, `${WRONG} ${i}`, { address: addresses[i % 8]! })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(75);
    for (const answer of answers.filter((entry) => entry.statusCode === 429)) expectDelayed(answer, 1);
    // Only evaluated passwords write sign_in_failed; each refusal is recorded too.
    expect(await auditCount("sign_in_failed", victim.username)).toBe(5);
    expect(await auditCount("sign_in_delayed", victim.username)).toBe(75);

    // From here each wait is honoured to the second: one more guess is evaluated, the next must wait twice as long.
    const waits: number[] = [];
    let retryAfter = 1;
    for (let guess = 6; guess <= 15; guess++) {
      wait(retryAfter - 1);
      expectDelayed(await consoleSignIn(victim.username, WRONG), 1);
      wait(1);
      expect((await tokenSignIn(victim.username, WRONG)).statusCode).toBe(401);
      retryAfter = expectDelayed(await consoleSignIn(victim.username, WRONG));
      waits.push(retryAfter);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    expect(await auditCount("sign_in_failed", victim.username)).toBe(15);
    const [delayed] = await queryRows<{ detail: Record<string, unknown> }>(
      server.app.database.db,
      sql`select detail from audit_log where action = 'sign_in_delayed' and actor_username = ${victim.username} order by at desc limit 1`,
    );
    expect(delayed!.detail).toEqual({ via: "console", retry_after_seconds: 300 });
    wait(300);
  });

  it("lets the owner's browser, which signed in before, in with the right password while strangers are made to wait", async () => {
    const owner = await createStaffMember(server.app, "editor", PASSWORD_ONLY);
    const first = await consoleSignIn(owner.username, owner.password);
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);
    expect(device).toMatch(/^[\w-]{43}$/);
    const setCookie = [first.headers["set-cookie"]].flat().find((value) => String(value).startsWith("staff_device="));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/staff\/session/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(String(setCookie))![1]!);
    expect(expires - clockMs).toBeGreaterThan(179 * DAY_MS);
    // The server keeps only a digest of the cookie.
    const stored = await queryRows<{ token_hash: string }>(
      server.app.database.db,
      sql`select token_hash from staff_sign_in_devices where username = ${owner.username}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(device!);

    // The attack: the account now makes everyone without the owner's cookie wait.
    await failFiveTimes(owner.username);
    for (let i = 0; i < 20; i++) expectDelayed(await consoleSignIn(owner.username, WRONG));
    expectDelayed(await consoleSignIn(owner.username, owner.password));
    expectDelayed(await tokenSignIn(owner.username, owner.password, { cookie: `staff_device=${device}` }));

    const owners = await consoleSignIn(owner.username, owner.password, { device });
    expect(owners.statusCode).toBe(200);
    expect(owners.json()).toMatchObject({ staff: { username: owner.username } });
    expect(owners.cookies.find((cookie) => cookie.name === "staff_session")).toBeDefined();
    // The owner's sign-in leaves the strangers' wait in place.
    expectDelayed(await consoleSignIn(owner.username, owner.password));

    // The cookie is replaced at each sign-in; the one shown is spent.
    const renewed = deviceOf(owners)!;
    expect(renewed).not.toBe(device);
    expectDelayed(await consoleSignIn(owner.username, owner.password, { device }));

    // Someone with the browser but not the password has 5 wrong passwords, then the account's rule applies.
    for (let i = 0; i < 5; i++) expect((await consoleSignIn(owner.username, WRONG, { device: renewed })).statusCode).toBe(401);
    expectDelayed(await consoleSignIn(owner.username, owner.password, { device: renewed }));
    // A device cookie is for the account it signed in to.
    const other = await createStaffMember(server.app, "editor", PASSWORD_ONLY);
    const othersDevice = deviceOf(await consoleSignIn(other.username, other.password))!;
    expectDelayed(await consoleSignIn(owner.username, owner.password, { device: othersDevice }));
    wait(300);
  });

  it("refuses a right password without a device cookie during the wait, without checking it, and accepts it once the wait is over", async () => {
    const staff = await createStaffMember(server.app, "kyc_officer", PASSWORD_ONLY);
    await failFiveTimes(staff.username);
    const refused = await consoleSignIn(staff.username, staff.password);
    const retryAfter = expectDelayed(refused, 1);
    expect(refused.cookies).toEqual([]);
    expect(await auditCount("sign_in", staff.username)).toBe(0);
    const [row] = await queryRows<{ detail: unknown }>(
      server.app.database.db,
      sql`select detail from audit_log where action = 'sign_in_delayed' and actor_username = ${staff.username}`,
    );
    expect(JSON.stringify(row!.detail)).not.toContain(staff.password);
    wait(retryAfter);
    const accepted = await consoleSignIn(staff.username, staff.password);
    expect(accepted.statusCode).toBe(200);
    expect(await auditCount("sign_in", staff.username)).toBe(1);
  });

  it("starts the count again after a right password, and forgets wrong passwords a day old", async () => {
    const staff = await createStaffMember(server.app, "editor", PASSWORD_ONLY);
    for (let i = 0; i < 4; i++) expect((await tokenSignIn(staff.username, WRONG)).statusCode).toBe(401);
    expect((await tokenSignIn(staff.username, staff.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await tokenSignIn(staff.username, WRONG)).statusCode).toBe(401);
    expectDelayed(await tokenSignIn(staff.username, staff.password), 1);

    wait(DAY_MS / 1000);
    for (let i = 0; i < 5; i++) expect((await tokenSignIn(staff.username, WRONG)).statusCode).toBe(401);
    expectDelayed(await tokenSignIn(staff.username, WRONG), 1);
    wait(1);
  });

  it("answers a username no account has exactly as a known one, so the wait reveals nothing", async () => {
    const unknown = `nobody.${clockMs.toString(36)}`;
    const known = await createStaffMember(server.app, "editor", PASSWORD_ONLY);
    for (const username of [unknown, known.username]) {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await consoleSignIn(username, WRONG));
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 429]);
      expect(answers[5]!.json()).toEqual({ error: expect.any(String), code: "sign_in_delayed" });
      expect(answers[5]!.headers["retry-after"]).toBe("1");
    }
    wait(1);
  });

  it.runIf(driver === "postgres")("counts an account's wrong passwords across instances", async () => {
    const second = await buildTestApp(server.database, {
      seed: false,
      staff: { now },
      env: NO_MFA_ROLES,
      loginRateLimit: { max: 10, timeWindowMs: 60_000 },
    });
    try {
      const staff = await createStaffMember(server.app, "editor", PASSWORD_ONLY);
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? server.app : second;
        expect((await consoleSignIn(staff.username, WRONG, { app })).statusCode).toBe(401);
      }
      expectDelayed(await consoleSignIn(staff.username, staff.password, { app: second }), 1);
      expectDelayed(await consoleSignIn(staff.username, staff.password), 1);
    } finally {
      await second.close();
    }
  });
});
