-- Staff second factor (ADR 052): one TOTP key per account, its recovery codes, and the flag that
-- makes a password an admin set be changed at the first sign-in.
CREATE TABLE "staff_totp" (
	"staff_id" uuid PRIMARY KEY NOT NULL REFERENCES "staff_accounts" ("id") ON DELETE CASCADE,
	"secret" text,
	"pending_secret" text,
	"enrolled_at" timestamp (3) with time zone,
	"last_step" bigint
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts" ("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp (3) with time zone,
	PRIMARY KEY ("staff_id", "code_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;
