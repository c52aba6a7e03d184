-- Personal access tokens (ADR 058): only a SHA-256 of each token is kept.
CREATE TABLE "staff_access_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts" ("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL UNIQUE,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"last_used_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE INDEX "staff_access_tokens_staff_idx" ON "staff_access_tokens" ("staff_id");
