import type { FastifyInstance, InjectOptions } from "fastify";
import type { StaffRole } from "#domain/permissions.ts";
import { completeFirstSignIn, loginWithToken } from "./staff-session.ts";

/** One request of the OpenAPI walk and the status it must answer. */
export interface Call extends InjectOptions {
  status: number;
}

/** Requests for one operation: some it must take, some it must refuse. */
export interface Walk {
  valid: Call[];
  invalid: Call[];
}

/** The requests for one operation of the document (`method` lower case, `path` as the document writes it), or undefined for one it does not know. */
export type Walker = (method: string, path: string) => Promise<Walk | undefined>;

/** What every walker needs: the app, its data folder (the outbox) and the bootstrap admin's bearer header. */
export interface WalkContext {
  app: FastifyInstance;
  dataDir: string;
  admin: { authorization: string };
}

export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** A password no blocklist refuses. */
export const MEMBER_PASSWORD = "a long river of tea leaves";

let members = 0;

/** Creates a staff account through the admin API and signs it in: answers its id and bearer header. */
export async function createMemberThroughApi(
  context: WalkContext,
  role: StaffRole,
): Promise<{ id: string; username: string; password: string; headers: { authorization: string } }> {
  members += 1;
  const username = `walk.${role.replace("_", "-")}.${members}.${Date.now().toString(36)}`;
  const created = await context.app.inject({
    method: "POST",
    url: "/api/staff/accounts",
    headers: context.admin,
    payload: { username, full_name: "Walk Member", email: `${username}@example.mw`, role, password: MEMBER_PASSWORD },
  });
  if (created.statusCode !== 201) throw new Error(`create ${role}: ${created.statusCode} ${created.body}`);
  const { password } = await completeFirstSignIn(context.app, { username, password: MEMBER_PASSWORD });
  const token = await loginWithToken(context.app, username, password);
  return { id: created.json<{ id: string }>().id, username, password, headers: { authorization: `Bearer ${token}` } };
}

/** One signed-in member per role, made on first use and kept for the walk. */
export function createRoleHeaders(context: WalkContext): (role: StaffRole) => Promise<{ authorization: string }> {
  const made = new Map<StaffRole, Promise<{ authorization: string }>>();
  return (role) => {
    if (role === "admin") return Promise.resolve(context.admin);
    if (!made.has(role))
      made.set(
        role,
        createMemberThroughApi(context, role).then((member) => member.headers),
      );
    return made.get(role)!;
  };
}
