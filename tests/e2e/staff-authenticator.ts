import { Secret, TOTP } from "otpauth";

/** The start-up admin's key on the test servers (playwright.config.ts sets it as ADMIN_TOTP_SECRET). */
export const E2E_TOTP_SECRET = "KRUGKIDROVUWG2ZAMJZG653OEBTG66BA";
/** The start-up admin playwright.config.ts creates. */
export const E2E_ADMIN = { username: "e2e-staff", password: "e2e-staff-password-long" } as const;

const STEP_MS = 30_000;

/**
 * The tests' authenticator app (ADR 052): the key of each account this worker knows, and the
 * newest step it gave a code for, since the server takes each step's code once per account.
 */
const keys = new Map<string, string>([[E2E_ADMIN.username, E2E_TOTP_SECRET]]);
const lastSteps = new Map<string, number>();

export function rememberTotpKey(username: string, secret: string): void {
  keys.set(username, secret.replace(/\s/g, "").toUpperCase());
}

export function hasTotpKey(username: string): boolean {
  return keys.has(username);
}

/** The key inside an otpauth:// URI, as an app reads it from the QR code. */
export function readTotpKey(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${otpauthUri}`);
  return secret;
}

/** The code a key shows at a step. */
export function generateCode(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: step * STEP_MS });
}

/**
 * Tries codes of an account until `attempt` takes one: this step's, else the next (the server's
 * window is ±1 step), never a step this worker used. Another worker signing the start-up admin in
 * may have used a step: the attempt answers false and the next step is tried. When both steps of
 * the window are used, the next step is awaited: the server runs on the real clock.
 */
export async function withCode<T>(username: string, attempt: (code: string) => Promise<T | false>): Promise<T> {
  const secret = keys.get(username);
  if (!secret) throw new Error(`no authenticator key for ${username}`);
  for (let tries = 0; tries < 6; tries += 1) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (lastSteps.get(username) ?? -Infinity) + 1);
    if (step > now + 1) {
      await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 50));
      continue;
    }
    lastSteps.set(username, step);
    const outcome = await attempt(generateCode(secret, step));
    if (outcome !== false) return outcome;
  }
  throw new Error(`no code of ${username} was accepted`);
}

/** A code of a step this worker has not used for the account (for accounts only this worker signs in). */
export function nextCode(username: string): Promise<string> {
  return withCode(username, async (code) => code);
}
