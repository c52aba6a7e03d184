-- Staff passkeys (WebAuthn, ADR 053): each person's credentials, and the single-use challenges of
-- ceremonies in flight, kept in the database so any instance can finish a ceremony another began.
CREATE TABLE "staff_passkeys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts" ("id") ON DELETE CASCADE,
	"credential_id" text NOT NULL UNIQUE,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"passwordless" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"last_used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE INDEX "staff_passkeys_staff_idx" ON "staff_passkeys" ("staff_id");
--> statement-breakpoint
CREATE TABLE "staff_webauthn_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"staff_id" uuid REFERENCES "staff_accounts" ("id") ON DELETE CASCADE,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_webauthn_challenges_expires_idx" ON "staff_webauthn_challenges" ("expires_at");
