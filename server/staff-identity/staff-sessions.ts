import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import Bowser from "bowser";
import type { StaffSession, StaffSessionTimes } from "#domain/staff-identity/schemas/staff-sessions.ts";
import type { Database } from "../db/client.ts";
import { staffSessions } from "../db/schema.ts";
import { hashToken, STAFF_IDLE_TIMEOUT_MS, STAFF_SESSION_MAX_AGE_MS } from "./staff-auth.ts";

/** A person's own sessions and an admin's view of anyone's: listed, described, ended. */
export interface StaffSessions {
  /** The live sessions of an account, newest first; `currentToken` marks the one asking. */
  list(staffId: string, currentToken?: string): Promise<StaffSession[]>;
  /** Ends one live session of this account; false when it has no such live session. */
  end(staffId: string, sessionId: string): Promise<StaffSession | undefined>;
  /** Ends every live session of the account but the one this token opened; answers how many ended. */
  endOthers(staffId: string, keepToken: string | undefined): Promise<number>;
  /** How long the session of this token has left, and whether staying active extends it. */
  times(token: string): Promise<StaffSessionTimes | undefined>;
  /** Counts the session as active now (the console's "Stay signed in"), and answers its new times. */
  extend(token: string): Promise<StaffSessionTimes | undefined>;
}

export interface StaffSessionsOptions {
  idleTimeoutMs?: number;
  maxAgeMs?: number;
  now?: () => Date;
}

/** "Chrome on Android", "Firefox on Windows"; a script's token names its client as it can. */
export function summariseUserAgent(userAgent: string | null, kind: "bearer" | "cookie"): string {
  if (!userAgent) return kind === "bearer" ? "Script (no browser named)" : "Unknown browser";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  if (browser) return browser;
  // A script's own User-Agent, such as curl/8.5.0, says more than "unknown".
  const product = /^([\w.-]{1,40})\//.exec(userAgent)?.[1];
  return product ? `${product} (script)` : os ? `Unknown browser on ${os}` : "Unknown browser";
}

export function createStaffSessions(db: Database, options: StaffSessionsOptions = {}): StaffSessions {
  const idleMs = options.idleTimeoutMs ?? STAFF_IDLE_TIMEOUT_MS;
  const maxAgeMs = options.maxAgeMs ?? STAFF_SESSION_MAX_AGE_MS;
  const now = options.now ?? (() => new Date());

  /** Not revoked, not past its absolute end, not idle past the limit: the rows checkToken would accept. */
  function live(at: Date) {
    return and(
      isNull(staffSessions.revoked_at),
      gt(staffSessions.expires_at, at),
      gt(staffSessions.last_seen_at, new Date(at.getTime() - idleMs)),
    );
  }

  type Row = typeof staffSessions.$inferSelect;
  function toView(row: Row, currentHash: string | undefined): StaffSession {
    return {
      id: row.id,
      kind: row.kind,
      device: summariseUserAgent(row.user_agent, row.kind),
      user_agent: row.user_agent,
      ip: row.ip,
      signed_in_at: row.created_at.toISOString(),
      last_seen_at: row.last_seen_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      current: row.token_hash === currentHash,
    };
  }

  function toTimes(row: Pick<Row, "expires_at" | "last_seen_at">, at: Date): StaffSessionTimes {
    const absoluteLeft = row.expires_at.getTime() - at.getTime();
    const idleLeft = row.last_seen_at.getTime() + idleMs - at.getTime();
    return {
      ends_in_seconds: Math.max(0, Math.floor(Math.min(absoluteLeft, idleLeft) / 1000)),
      ends_by: idleLeft <= absoluteLeft ? "idle" : "limit",
      limit_ends_in_seconds: Math.max(0, Math.floor(absoluteLeft / 1000)),
      idle_timeout_seconds: Math.floor(idleMs / 1000),
      max_age_seconds: Math.floor(maxAgeMs / 1000),
    };
  }

  async function findLive(tokenHash: string) {
    const at = now();
    const [row] = await db
      .select()
      .from(staffSessions)
      .where(and(eq(staffSessions.token_hash, tokenHash), live(at)))
      .limit(1);
    return row ? { row, at } : undefined;
  }

  return {
    async list(staffId, currentToken) {
      const rows = await db
        .select()
        .from(staffSessions)
        .where(and(eq(staffSessions.staff_id, staffId), live(now())))
        .orderBy(desc(staffSessions.last_seen_at), desc(staffSessions.created_at));
      const currentHash = currentToken ? hashToken(currentToken) : undefined;
      return rows.map((row) => toView(row, currentHash));
    },

    async end(staffId, sessionId) {
      const [row] = await db
        .update(staffSessions)
        .set({ revoked_at: now() })
        .where(and(eq(staffSessions.staff_id, staffId), eq(staffSessions.id, sessionId), live(now())))
        .returning();
      return row ? toView(row, undefined) : undefined;
    },

    async endOthers(staffId, keepToken) {
      const keep = keepToken ? ne(staffSessions.token_hash, hashToken(keepToken)) : sql`true`;
      const rows = await db
        .update(staffSessions)
        .set({ revoked_at: now() })
        .where(and(eq(staffSessions.staff_id, staffId), live(now()), keep))
        .returning({ id: staffSessions.id });
      return rows.length;
    },

    async times(token) {
      const found = await findLive(hashToken(token));
      return found ? toTimes(found.row, found.at) : undefined;
    },

    async extend(token) {
      const tokenHash = hashToken(token);
      const found = await findLive(tokenHash);
      if (!found) return undefined;
      await db.update(staffSessions).set({ last_seen_at: found.at }).where(eq(staffSessions.token_hash, tokenHash));
      return toTimes({ expires_at: found.row.expires_at, last_seen_at: found.at }, found.at);
    },
  };
}
