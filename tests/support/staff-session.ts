import type { FastifyInstance } from "fastify";
import type { StaffRole } from "#domain/permissions.ts";

/** The origin test requests claim: inject's own host, so the origin check passes. */
export const SAME_ORIGIN = "http://localhost";

/** Signs in to the console and answers the headers a same-site browser request would carry. */
export async function signInWithCookie(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<{ cookie: string; origin: string }> {
  const response = await app.inject({ method: "POST", url: "/api/staff/session", payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((entry) => entry.name === "staff_session");
  if (!cookie) throw new Error("no staff_session cookie");
  return { cookie: `staff_session=${cookie.value}`, origin: SAME_ORIGIN };
}

let counter = 0;

/** Creates a staff account with a role straight through the service and answers its credentials. */
export async function createStaffMember(
  app: FastifyInstance,
  role: StaffRole,
): Promise<{ id: string; username: string; password: string }> {
  counter += 1;
  const username = `${role.replace("_", "-")}.${counter}.${Date.now().toString(36)}`;
  const password = "a long river of tea leaves";
  const account = await app.staffAccounts.createAccount({ username, role, password });
  return { id: account.id, username, password };
}
