import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, count, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKENS_PER_PERSON,
  canGrantRole,
  type AccessToken,
  type CreateAccessTokenBody,
  type CreatedAccessToken,
} from "#domain/staff-identity/schemas/access-tokens.ts";
import type { StaffRole } from "#domain/permissions.ts";
import type { Database } from "../db/client.ts";
import { staffAccessTokens, staffAccounts } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { StaffMember } from "./staff-auth-types.ts";

/** `last_used_at` (and the audit row for a read) is written at most this often per token. */
export const ACCESS_TOKEN_TOUCH_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only this is stored (as for sessions): a token cannot be recovered from the database. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type AccessTokenCheck =
  | {
      status: "valid";
      staff: StaffMember;
      token: { id: string; name: string };
      /** True when this use wrote `last_used_at`: the first use in a minute. */
      touched: boolean;
    }
  | { status: "invalid" }
  | { status: "expired" };

/** Personal access tokens (ADR 058): made, listed and revoked by their owner, checked on every bearer request. */
export interface AccessTokens {
  create(owner: { id: string; role: StaffRole }, body: CreateAccessTokenBody): Promise<CreatedAccessToken>;
  /** The owner's live tokens (neither revoked nor expired), newest first. */
  list(staffId: string): Promise<AccessToken[]>;
  /** Revokes one of the owner's live tokens; undefined when they have no such live token. */
  revoke(staffId: string, id: string): Promise<AccessToken | undefined>;
  /** Revokes every token of an account (disabled, password or second factor reset). */
  revokeAll(staffId: string): Promise<number>;
  check(token: string): Promise<AccessTokenCheck>;
}

/** Whether a bearer token is a personal access token (and not a session token from POST /api/login). */
export function isAccessToken(token: string): boolean {
  return token.startsWith(ACCESS_TOKEN_PREFIX);
}

function toAccessToken(row: typeof staffAccessTokens.$inferSelect): AccessToken {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

export function createAccessTokens(db: Database, options: { now?: () => Date } = {}): AccessTokens {
  const now = options.now ?? (() => new Date());
  const live = (staffId: string, at: Date) =>
    and(eq(staffAccessTokens.staff_id, staffId), isNull(staffAccessTokens.revoked_at), gt(staffAccessTokens.expires_at, at));

  return {
    async create(owner, body) {
      if (!canGrantRole(owner.role, body.role)) {
        throw new HttpError(403, `A token can carry your own role (${owner.role}) at most`, { code: "forbidden" });
      }
      const at = now();
      const [held] = await db.select({ n: count() }).from(staffAccessTokens).where(live(owner.id, at));
      if ((held?.n ?? 0) >= ACCESS_TOKENS_PER_PERSON) {
        throw new HttpError(409, `You hold ${ACCESS_TOKENS_PER_PERSON} live tokens: revoke one you no longer use first`, {
          code: "too_many_tokens",
        });
      }
      const token = ACCESS_TOKEN_PREFIX + randomBytes(32).toString("base64url");
      const [row] = await db
        .insert(staffAccessTokens)
        .values({
          id: randomUUID(),
          staff_id: owner.id,
          token_hash: hashToken(token),
          name: body.name,
          role: body.role,
          created_at: at,
          expires_at: new Date(at.getTime() + body.expires_in_days * DAY_MS),
        })
        .returning();
      return { ...toAccessToken(row!), token };
    },

    async list(staffId) {
      const rows = await db
        .select()
        .from(staffAccessTokens)
        .where(live(staffId, now()))
        .orderBy(desc(staffAccessTokens.created_at), desc(staffAccessTokens.id));
      return rows.map(toAccessToken);
    },

    async revoke(staffId, id) {
      const at = now();
      const [row] = await db
        .update(staffAccessTokens)
        .set({ revoked_at: at })
        .where(and(eq(staffAccessTokens.id, id), live(staffId, at)))
        .returning();
      return row ? toAccessToken(row) : undefined;
    },

    async revokeAll(staffId) {
      const rows = await db
        .update(staffAccessTokens)
        .set({ revoked_at: now() })
        .where(and(eq(staffAccessTokens.staff_id, staffId), isNull(staffAccessTokens.revoked_at)))
        .returning({ id: staffAccessTokens.id });
      return rows.length;
    },

    async check(token) {
      const [row] = await db
        .select({
          id: staffAccessTokens.id,
          name: staffAccessTokens.name,
          role: staffAccessTokens.role,
          expires_at: staffAccessTokens.expires_at,
          revoked_at: staffAccessTokens.revoked_at,
          staff_id: staffAccounts.id,
          username: staffAccounts.username,
          display_name: staffAccounts.display_name,
          account_role: staffAccounts.role,
          disabled: staffAccounts.disabled,
        })
        .from(staffAccessTokens)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffAccessTokens.staff_id))
        .where(eq(staffAccessTokens.token_hash, hashToken(token)))
        .limit(1);
      // A disabled owner, or one whose role no longer covers the token's, stops the token at once.
      if (!row || row.revoked_at !== null || row.disabled || !canGrantRole(row.account_role, row.role)) return { status: "invalid" };
      const at = now();
      if (row.expires_at.getTime() <= at.getTime()) return { status: "expired" };
      // One write a minute per token, whichever instance wins: the conditional update says which.
      const touched = await db
        .update(staffAccessTokens)
        .set({ last_used_at: at })
        .where(
          and(
            eq(staffAccessTokens.id, row.id),
            or(isNull(staffAccessTokens.last_used_at), lte(staffAccessTokens.last_used_at, new Date(at.getTime() - ACCESS_TOKEN_TOUCH_MS))),
          ),
        )
        .returning({ id: staffAccessTokens.id });
      const staff: StaffMember = { id: row.staff_id, username: row.username, role: row.role };
      if (row.display_name) staff.display_name = row.display_name;
      return { status: "valid", staff, token: { id: row.id, name: row.name }, touched: touched.length > 0 };
    },
  };
}
