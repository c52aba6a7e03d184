// Staff passkeys (WebAuthn, ADR 053): credentials and the challenges of ceremonies in flight.
import { bigint, boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";
import { staffAccounts } from "./staff-identity.ts";

/**
 * A person's passkeys. `credential_id` and `public_key` are base64url; `counter` is the
 * authenticator's signature counter (0 for those that keep none); `passwordless` is the person's
 * choice that this passkey alone signs them in.
 */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: uuid("id").primaryKey(),
    staff_id: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    credential_id: text("credential_id").notNull().unique(),
    public_key: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    passwordless: boolean("passwordless").notNull().default(false),
    created_at: instant("created_at").notNull(),
    last_used_at: instant("last_used_at"),
  },
  (table) => [index("staff_passkeys_staff_idx").on(table.staff_id)],
);

/**
 * Challenges given out and not yet answered: each is deleted when used, so it works once, and is
 * refused after `expires_at`. `staff_id` is set for adding a passkey (the person asking).
 */
export const staffWebauthnChallenges = pgTable(
  "staff_webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose").$type<"registration" | "authentication">().notNull(),
    staff_id: uuid("staff_id").references(() => staffAccounts.id, { onDelete: "cascade" }),
    expires_at: instant("expires_at").notNull(),
  },
  (table) => [index("staff_webauthn_challenges_expires_idx").on(table.expires_at)],
);
