-- Per-account sign-in delays and device cookies (ADR 040): counted in the database, so every
-- instance sees the same count.
CREATE TABLE "staff_sign_in_throttle" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_attempt_at" timestamp (3) with time zone NOT NULL,
	"next_attempt_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_sign_in_throttle_last_attempt_idx" ON "staff_sign_in_throttle" USING btree ("last_attempt_at");
--> statement-breakpoint
CREATE TABLE "staff_sign_in_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_sign_in_devices_expires_idx" ON "staff_sign_in_devices" USING btree ("expires_at");
