import type { FastifyInstance } from "fastify";
import { generateTotpCode, getTotpStep } from "#server/staff-identity/second-factor.ts";
import type { TestClock } from "./test-clock.ts";

/**
 * The tests' authenticator app (ADR 052): the TOTP key of each account the tests know, and the
 * newest time step a code was given for on each server, since the server takes each step once.
 */
const secrets = new Map<string, string>();
const lastSteps = new WeakMap<object, Map<string, number>>();
/** Servers on one database share its record of used steps: a code one took, the other refuses. */
const databases = new WeakMap<FastifyInstance, object>();
/** Servers whose staff clock the helpers may move on when every code of the window was used. */
const clocks = new WeakMap<FastifyInstance, TestClock>();

/** The start-up admin's key in tests (ADMIN_TOTP_SECRET). */
export const STAFF_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** Marks a server as one of several on the same database (`buildTestApp`). */
export function registerTestDatabase(app: FastifyInstance, database: object): void {
  databases.set(app, database);
}

export function registerTestClock(app: FastifyInstance, clock: TestClock): void {
  clocks.set(app, clock);
}

export function rememberSecret(username: string, secret: string): void {
  secrets.set(username, secret.replace(/\s/g, "").toUpperCase());
}

export function secretOf(username: string): string | undefined {
  return secrets.get(username);
}

/** Notes that a code of this step was accepted (an enrolment's confirmation). */
export function noteStepUsed(app: FastifyInstance, username: string, step: number): void {
  const key = databases.get(app) ?? app;
  const used = lastSteps.get(key) ?? new Map<string, number>();
  used.set(username, Math.max(step, used.get(username) ?? -Infinity));
  lastSteps.set(key, used);
}

/**
 * The code an authenticator shows now for a known account, never one of a step used before: the
 * current step, else the next (within the server's ±1 window), else the test clock moves one step on.
 */
export function nextCode(app: FastifyInstance, username: string): string | undefined {
  const secret = secrets.get(username);
  if (!secret) return undefined;
  const used = lastSteps.get(databases.get(app) ?? app)?.get(username) ?? -Infinity;
  let current = getTotpStep(app.staffSecondFactor.now());
  if (used >= current + 1) {
    const clock = clocks.get(app);
    if (!clock) throw new Error(`every code of ${username} in this step was used: move the test's clock on`);
    clock.advance((used - current) * 30_000);
    current = getTotpStep(app.staffSecondFactor.now());
  }
  const step = Math.max(current, used + 1);
  noteStepUsed(app, username, step);
  return generateTotpCode(secret, step);
}

/** The key inside an otpauth:// URI, as an app reads it from the QR code. */
export function readTotpKey(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${otpauthUri}`);
  return secret;
}

/** The code an app shows for a key just scanned (an enrolment's confirmation), noted as used. */
export function confirmationCode(app: FastifyInstance, username: string, secret: string): string {
  rememberSecret(username, secret);
  return nextCode(app, username)!;
}
