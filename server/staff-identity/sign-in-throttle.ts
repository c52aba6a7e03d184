import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { staffSignInDevices, staffSignInThrottle } from "../db/schema.ts";

/** Wrong passwords in a row an account takes before each further attempt must wait (ADR 040). */
export const FREE_SIGN_IN_FAILURES = 5;
/** The longest wait between two attempts at one account. */
export const MAX_SIGN_IN_DELAY_SECONDS = 300;
/** Failures older than this no longer count. */
const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
/** How long a browser's device cookie lets it past the delay others cause. */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;
/** Wrong passwords a device cookie takes before it is no longer trusted. */
export const DEVICE_FAILURE_LIMIT = 5;

/**
 * The wait after the `failures`-th wrong password in a row: none for the first four, then 1 s,
 * 2 s, 4 s … doubling, at most 5 minutes.
 */
export function getSignInDelaySeconds(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  const doublings = failures - FREE_SIGN_IN_FAILURES;
  return doublings >= 9 ? MAX_SIGN_IN_DELAY_SECONDS : Math.min(2 ** doublings, MAX_SIGN_IN_DELAY_SECONDS);
}

export type AttemptClaim = { status: "allowed" } | { status: "delayed"; retryAfterSeconds: number };

export interface SignInThrottle {
  /**
   * Counts an attempt at an account as a wrong password before its password is checked, unless the
   * account must still wait: parallel attempts each see the ones before them, on every instance.
   */
  claimAccountAttempt(username: string): Promise<AttemptClaim>;
  /** A right password: the account's count starts again. */
  clearAccount(username: string): Promise<void>;
  /**
   * Counts an attempt through a device cookie (a wrong password until cleared); false when the
   * cookie is unknown, expired, for another username or has had its 5 wrong passwords.
   */
  claimDeviceAttempt(deviceToken: string, username: string): Promise<boolean>;
  /** A new device cookie for a browser that signed in to `username`, replacing the one it showed. */
  issueDevice(username: string, replacing?: string): Promise<{ token: string; expiresAt: Date }>;
}

const hashDeviceToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createSignInThrottle(db: Database, now: () => Date): SignInThrottle {
  return {
    async claimAccountAttempt(username) {
      const at = now();
      return db.transaction(async (tx) => {
        // The row is made, then locked: two instances claiming at once take turns.
        await tx
          .insert(staffSignInThrottle)
          .values({ username, failures: 0, last_attempt_at: at, next_attempt_at: at })
          .onConflictDoNothing({ target: staffSignInThrottle.username });
        const [row] = await tx.select().from(staffSignInThrottle).where(eq(staffSignInThrottle.username, username)).for("update");
        const forgotten = row!.last_attempt_at.getTime() <= at.getTime() - FAILURE_MEMORY_MS;
        const waitMs = forgotten ? 0 : row!.next_attempt_at.getTime() - at.getTime();
        if (waitMs > 0) return { status: "delayed", retryAfterSeconds: Math.ceil(waitMs / 1000) } as const;
        const failures = (forgotten ? 0 : row!.failures) + 1;
        await tx
          .update(staffSignInThrottle)
          .set({ failures, last_attempt_at: at, next_attempt_at: new Date(at.getTime() + getSignInDelaySeconds(failures) * 1000) })
          .where(eq(staffSignInThrottle.username, username));
        return { status: "allowed" } as const;
      });
    },

    async clearAccount(username) {
      await db.delete(staffSignInThrottle).where(eq(staffSignInThrottle.username, username));
      // Rows of usernames no one has tried for a day count nothing: guesses at made-up names
      // leave no lasting rows.
      await db.delete(staffSignInThrottle).where(lte(staffSignInThrottle.last_attempt_at, new Date(now().getTime() - FAILURE_MEMORY_MS)));
    },

    async claimDeviceAttempt(deviceToken, username) {
      const [row] = await db
        .update(staffSignInDevices)
        .set({ failures: sql`${staffSignInDevices.failures} + 1` })
        .where(
          and(
            eq(staffSignInDevices.token_hash, hashDeviceToken(deviceToken)),
            eq(staffSignInDevices.username, username),
            gt(staffSignInDevices.expires_at, now()),
            lt(staffSignInDevices.failures, DEVICE_FAILURE_LIMIT),
          ),
        )
        .returning({ failures: staffSignInDevices.failures });
      return row !== undefined;
    },

    async issueDevice(username, replacing) {
      const at = now();
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(at.getTime() + DEVICE_COOKIE_MAX_AGE_MS);
      await db.transaction(async (tx) => {
        await tx.delete(staffSignInDevices).where(lte(staffSignInDevices.expires_at, at));
        if (replacing) await tx.delete(staffSignInDevices).where(eq(staffSignInDevices.token_hash, hashDeviceToken(replacing)));
        await tx
          .insert(staffSignInDevices)
          .values({ token_hash: hashDeviceToken(token), username, failures: 0, created_at: at, expires_at: expiresAt });
      });
      return { token, expiresAt };
    },
  };
}
