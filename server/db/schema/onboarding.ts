// One-time codes and the code sessions they open (ADR 022, 034): never a collection, never on the
// realtime feed.
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

/** One-time codes: only a salted HMAC of the code is stored. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey(),
    username: text("username").notNull(),
    code_hash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    wrong_tries: integer("wrong_tries").notNull().default(0),
    created_at: instant("created_at").notNull(),
    expires_at: instant("expires_at").notNull(),
    used_at: instant("used_at"),
  },
  (table) => [index("otp_codes_username_idx").on(table.username, table.created_at)],
);

/** Each code sent, by username and by client address: the send limits count these rows. */
export const otpSends = pgTable(
  "otp_sends",
  {
    id: uuid("id").primaryKey(),
    scope: text("scope").notNull(),
    subject: text("subject").notNull(),
    created_at: instant("created_at").notNull(),
  },
  (table) => [index("otp_sends_scope_subject_idx").on(table.scope, table.subject, table.created_at)],
);

/**
 * Wrong one-time codes, by username and client address: the guessing limits count them (ADR 034).
 * Kept a day; a username's are cleared when its owner verifies.
 */
export const otpFailures = pgTable(
  "otp_failures",
  {
    id: uuid("id").primaryKey(),
    username: text("username").notNull(),
    address: text("address").notNull(),
    created_at: instant("created_at").notNull(),
  },
  (table) => [
    index("otp_failures_username_idx").on(table.username, table.created_at),
    index("otp_failures_address_idx").on(table.address, table.created_at),
  ],
);

/** KYC sessions: a SHA-256 of the random token, bound to the verified username. */
export const kycSessions = pgTable("kyc_sessions", {
  token_hash: text("token_hash").primaryKey(),
  username: text("username").notNull(),
  created_at: instant("created_at").notNull(),
  expires_at: instant("expires_at").notNull(),
});
