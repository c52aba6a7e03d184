import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Secret } from "otpauth";
import type { StaffRole } from "#domain/permissions.ts";
import type { RequiredStep } from "#domain/staff-identity/schemas/second-factor.ts";
import { staffAccounts } from "#server/db/schema.ts";
import { confirmationCode, nextCode, readTotpKey, rememberSecret } from "./staff-authenticator.ts";

/** The origin test requests claim: inject's own host, so the origin check passes. */
export const SAME_ORIGIN = "http://localhost";

/**
 * Signs in to the console as a person does: the password, the authenticator app's code when the
 * account has one, and the enrolment when the account's role needs one and it has none yet.
 * Answers the headers a same-site browser request would carry.
 */
export async function signInWithCookie(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<{ cookie: string; origin: string }> {
  const code = nextCode(app, username);
  const response = await app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: { username, password, ...(code ? { code } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((entry) => entry.name === "staff_session");
  if (!cookie) throw new Error("no staff_session cookie");
  const session = { cookie: `staff_session=${cookie.value}`, origin: SAME_ORIGIN };
  const step = response.json<{ staff: { required_step?: RequiredStep } }>().staff.required_step;
  if (step === "enrol_second_factor") await enrolThroughApi(app, username, session);
  else if (step) throw new Error(`${username} must first choose a password: call completeFirstSignIn`);
  return session;
}

/** A bearer token for an account, with its authenticator's code when it has one. */
export async function loginWithToken(app: FastifyInstance, username: string, password: string): Promise<string> {
  const code = nextCode(app, username);
  const response = await app.inject({ method: "POST", url: "/api/login", payload: { username, password, ...(code ? { code } : {}) } });
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** Enrols the signed-in account's authenticator app as the enrolment screen does; the tests keep its key. */
export async function enrolThroughApi(app: FastifyInstance, username: string, headers: Record<string, string>): Promise<string[]> {
  const start = await app.inject({ method: "POST", url: "/api/staff/me/second-factor", headers });
  if (start.statusCode !== 200) throw new Error(`enrolment failed: ${start.statusCode} ${start.body}`);
  const secret = readTotpKey(start.json<{ otpauth_uri: string }>().otpauth_uri);
  const confirm = await app.inject({
    method: "POST",
    url: "/api/staff/me/second-factor/confirm",
    headers,
    payload: { code: confirmationCode(app, username, secret) },
  });
  if (confirm.statusCode !== 200) throw new Error(`enrolment confirmation failed: ${confirm.statusCode} ${confirm.body}`);
  return confirm.json<{ recovery_codes: string[] }>().recovery_codes;
}

/**
 * The first sign-in of an account an admin made through the API, as its person does it: a
 * password of their own (the admin's one plus a word), then the authenticator app. Answers the new password.
 */
export async function completeFirstSignIn(
  app: FastifyInstance,
  account: { username: string; password: string },
): Promise<{ password: string }> {
  const token = await loginWithToken(app, account.username, account.password);
  const headers = { authorization: `Bearer ${token}` };
  const password = `${account.password} anew`;
  const changed = await app.inject({
    method: "PUT",
    url: "/api/staff/me/password",
    headers,
    payload: { current_password: account.password, new_password: password },
  });
  if (changed.statusCode !== 204) throw new Error(`password change failed: ${changed.statusCode} ${changed.body}`);
  const me = await app.inject({ url: "/api/staff/me", headers });
  if (me.json<{ required_step?: RequiredStep }>().required_step === "enrol_second_factor") {
    await enrolThroughApi(app, account.username, headers);
  }
  return { password };
}

let counter = 0;

/**
 * Creates a staff account with a role straight through the service, as one whose person has
 * already chosen the password and enrolled an authenticator app (whose key the tests hold;
 * `enrol: false` leaves it without one), and answers its credentials.
 */
export async function createStaffMember(
  app: FastifyInstance,
  role: StaffRole,
  options: { enrol?: boolean } = {},
): Promise<{ id: string; username: string; password: string }> {
  counter += 1;
  const username = `${role.replace("_", "-")}.${counter}.${Date.now().toString(36)}`;
  const password = "a long river of tea leaves";
  const account = await app.staffAccounts.createAccount({ username, role, password });
  await app.database.db.update(staffAccounts).set({ must_change_password: false }).where(eq(staffAccounts.id, account.id));
  if (options.enrol === false) return { id: account.id, username, password };
  const secret = new Secret({ size: 20 }).base32;
  await app.staffSecondFactor.enrolWithSecret(account.id, secret);
  rememberSecret(username, secret);
  return { id: account.id, username, password };
}
