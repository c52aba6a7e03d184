import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { LoginAnswer } from "#domain/schemas/auth.ts";
import type { Database } from "../db/client.ts";
import { staffAccounts, staffSessions } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from "./passwords.ts";

/** How long a staff token works after login. */
export const STAFF_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;

export interface StaffMember {
  id: string;
  username: string;
}

export type TokenCheck = { status: "valid"; staff: StaffMember } | { status: "invalid" } | { status: "expired" };

/** Staff accounts and their bearer tokens (issue 3 item 3, spec §6). */
export interface StaffAuth {
  /** Creates the account, or sets its password (signing out its sessions when the password changed). */
  upsertAccount(username: string, password: string): Promise<"created" | "updated" | "unchanged">;
  /** A new token for the right username and password; undefined otherwise. */
  login(username: string, password: string): Promise<LoginAnswer | undefined>;
  checkToken(token: string): Promise<TokenCheck>;
  /** onRequest hook (before any body parsing or validation): 401 without a bearer token, 403 with a bad or expired one. */
  requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The staff member whose token the request carried, once `requireStaff` has run. */
    staff?: StaffMember;
  }
}

/** Only this is stored: a token cannot be recovered from the database. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Reads `Authorization: Bearer <token>`; undefined when there is no such header. */
function readBearerToken(request: FastifyRequest): string | undefined | null {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === "") return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export interface StaffAuthOptions {
  tokenTtlMs?: number;
}

export function createStaffAuth(db: Database, options: StaffAuthOptions = {}): StaffAuth {
  const tokenTtlMs = options.tokenTtlMs ?? STAFF_TOKEN_TTL_MS;

  async function findAccount(username: string) {
    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username)).limit(1);
    return account;
  }

  async function checkToken(token: string): Promise<TokenCheck> {
    // The lookup is by a SHA-256 of the token: timing reveals nothing usable about the token itself.
    const [session] = await db
      .select({ expires_at: staffSessions.expires_at, id: staffAccounts.id, username: staffAccounts.username })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staff_id))
      .where(eq(staffSessions.token_hash, hashToken(token)))
      .limit(1);
    if (!session) return { status: "invalid" };
    if (session.expires_at.getTime() <= Date.now()) return { status: "expired" };
    return { status: "valid", staff: { id: session.id, username: session.username } };
  }

  return {
    async upsertAccount(username, password) {
      const account = await findAccount(username);
      if (!account) {
        await db
          .insert(staffAccounts)
          .values({ id: randomUUID(), username, password_hash: await hashPassword(password) })
          .onConflictDoNothing({ target: staffAccounts.username });
        return "created";
      }
      if (await verifyPassword(password, account.password_hash)) return "unchanged";
      await db.transaction(async (tx) => {
        await tx
          .update(staffAccounts)
          .set({ password_hash: await hashPassword(password), updated_at: new Date() })
          .where(eq(staffAccounts.id, account.id));
        await tx.delete(staffSessions).where(eq(staffSessions.staff_id, account.id));
      });
      return "updated";
    },

    async login(username, password) {
      const account = await findAccount(username);
      const matches = await verifyPassword(password, account?.password_hash ?? UNKNOWN_ACCOUNT_HASH);
      if (!account || !matches) return undefined;
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(Date.now() + tokenTtlMs);
      await db.delete(staffSessions).where(and(eq(staffSessions.staff_id, account.id), lte(staffSessions.expires_at, new Date())));
      await db.insert(staffSessions).values({ token_hash: hashToken(token), staff_id: account.id, expires_at: expiresAt });
      return { token, expires_at: expiresAt.toISOString() };
    },

    checkToken,

    async requireStaff(request) {
      const token = readBearerToken(request);
      if (token === undefined) throw new HttpError(401, "This needs a staff bearer token: sign in with POST /api/login", { code: "unauthenticated" });
      if (token === null) throw new HttpError(403, "The Authorization header must be: Bearer <token>", { code: "forbidden" });
      const check = await checkToken(token);
      if (check.status === "expired") throw new HttpError(403, "The token has expired: sign in again", { code: "forbidden" });
      if (check.status === "invalid") throw new HttpError(403, "The token is not valid", { code: "forbidden" });
      request.staff = check.staff;
    },
  };
}
