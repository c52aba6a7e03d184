// Staff identity (ADR 040): accounts, sessions, sign-in delays and device cookies, and the append-only audit log.
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";
import type { AuditAction } from "#domain/staff-identity/schemas/staff.ts";
import type { StaffRole } from "#domain/permissions.ts";

/** Back-office staff; the password is an scrypt hash, never the password. */
export const staffAccounts = pgTable("staff_accounts", {
  id: uuid("id").primaryKey(),
  username: text("username").notNull().unique(),
  password_hash: text("password_hash").notNull(),
  role: text("role").$type<StaffRole>().notNull().default("editor"),
  disabled: boolean("disabled").notNull().default(false),
  /** The person's full name, as the console shows it; null for accounts made before it was asked. */
  display_name: text("display_name"),
  email: text("email"),
  last_sign_in_at: instant("last_sign_in_at"),
  /** Set when an admin chose the password: the person must pick their own at the next sign-in (ADR 052). */
  must_change_password: boolean("must_change_password").notNull().default(false),
  /**
   * The bank directory's `sub` for an account made by single sign-on (ADR 066), null for a local
   * account. Such an account has no password anyone knows; its role follows the directory's groups.
   */
  directory_subject: text("directory_subject").unique(),
  created_at: instant("created_at").notNull().defaultNow(),
  updated_at: instant("updated_at").notNull().defaultNow(),
});

/**
 * Staff sessions, bearer tokens and console cookies alike: only a SHA-256 of the token is
 * stored, so any instance can verify it and a database leak reveals none. A session ends at
 * `expires_at`, after the idle limit past `last_seen_at`, or when `revoked_at` is set.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    token_hash: text("token_hash").primaryKey(),
    /** What the session is named by when a person ends it: never the token or its hash. */
    id: uuid("id").notNull().defaultRandom(),
    staff_id: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"bearer" | "cookie">().notNull().default("bearer"),
    created_at: instant("created_at").notNull().defaultNow(),
    last_seen_at: instant("last_seen_at").notNull().defaultNow(),
    expires_at: instant("expires_at").notNull(),
    revoked_at: instant("revoked_at"),
    /** The User-Agent and address at sign-in, so a person recognises the session. */
    user_agent: text("user_agent"),
    ip: text("ip"),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staff_id), uniqueIndex("staff_sessions_id_idx").on(table.id)],
);

/**
 * A person's TOTP key (ADR 052), base32. `pending_secret` is a key shown for enrolment and not yet
 * confirmed with a code; `last_step` is the newest 30-second step a code was accepted for, so each
 * code works once.
 */
export const staffTotp = pgTable("staff_totp", {
  staff_id: uuid("staff_id")
    .primaryKey()
    .references(() => staffAccounts.id, { onDelete: "cascade" }),
  secret: text("secret"),
  pending_secret: text("pending_secret"),
  enrolled_at: instant("enrolled_at"),
  last_step: bigint("last_step", { mode: "number" }),
});

/** Single-use recovery codes (ADR 052): a SHA-256 of each, never the code. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    staff_id: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    used_at: instant("used_at"),
  },
  (table) => [primaryKey({ columns: [table.staff_id, table.code_hash] })],
);

/**
 * Consecutive wrong passwords per typed username, known or not (ADR 040, sign-in delays): an
 * attempt is counted when it starts, so parallel guesses cannot all pass the check; a sign-in
 * clears the row. Attempts before `next_attempt_at` are refused without checking the password.
 */
export const staffSignInThrottle = pgTable(
  "staff_sign_in_throttle",
  {
    username: text("username").primaryKey(),
    failures: integer("failures").notNull(),
    last_attempt_at: instant("last_attempt_at").notNull(),
    next_attempt_at: instant("next_attempt_at").notNull(),
  },
  (table) => [index("staff_sign_in_throttle_last_attempt_idx").on(table.last_attempt_at)],
);

/**
 * Device cookies (ADR 040, OWASP "device cookies"): a browser that signed in to an account keeps
 * signing in to it past the delay strangers cause, until it has 5 wrong passwords of its own. Only
 * a SHA-256 of the cookie is stored.
 */
export const staffSignInDevices = pgTable(
  "staff_sign_in_devices",
  {
    token_hash: text("token_hash").primaryKey(),
    username: text("username").notNull(),
    failures: integer("failures").notNull().default(0),
    created_at: instant("created_at").notNull(),
    expires_at: instant("expires_at").notNull(),
  },
  (table) => [index("staff_sign_in_devices_expires_idx").on(table.expires_at)],
);

/**
 * Who did what, when and from where: every staff write, sign-in and KYC document view. Append-only:
 * a trigger refuses UPDATE, DELETE and TRUNCATE, and only server/staff-identity/audit-log.ts inserts.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey(),
    at: instant("at").notNull(),
    actor_id: uuid("actor_id"),
    actor_username: text("actor_username"),
    action: text("action").$type<AuditAction>().notNull(),
    target_type: text("target_type"),
    target_id: text("target_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip").notNull(),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_actor_idx").on(table.actor_username, table.at),
    index("audit_log_target_idx").on(table.target_id, table.at),
  ],
);

/**
 * Personal access tokens (ADR 058): a SHA-256 of each token, never the token. A token carries a role
 * at most its owner's; it stops at `expires_at`, at `revoked_at`, or when its owner is disabled.
 */
export const staffAccessTokens = pgTable(
  "staff_access_tokens",
  {
    id: uuid("id").primaryKey(),
    staff_id: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    created_at: instant("created_at").notNull(),
    expires_at: instant("expires_at").notNull(),
    /** Written at most once a minute per token, with an audit row (ADR 058). */
    last_used_at: instant("last_used_at"),
    revoked_at: instant("revoked_at"),
  },
  (table) => [index("staff_access_tokens_staff_idx").on(table.staff_id)],
);
