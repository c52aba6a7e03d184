ALTER TABLE "staff_accounts" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_role_check" CHECK ("role" IN ('admin', 'editor', 'kyc_officer'));
--> statement-breakpoint
ALTER TABLE "staff_accounts" ALTER COLUMN "role" SET DEFAULT 'editor';
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "display_name" text;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "last_sign_in_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "kind" text DEFAULT 'bearer' NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "revoked_at" timestamp (3) with time zone;
--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" ("staff_id");
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"actor_id" uuid,
	"actor_username" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at");
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_username", "at");
--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" ("target_id", "at");
--> statement-breakpoint
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
ALTER TABLE "kyc_account_details" ADD COLUMN "lang" text;
--> statement-breakpoint
CREATE TABLE "kyc_reviews" (
	"record_id" uuid PRIMARY KEY NOT NULL REFERENCES "kyc_account_details" ("id") ON DELETE CASCADE,
	"status" text NOT NULL CHECK ("status" IN ('processed', 'returned')),
	"returned_reason" text,
	"reviewed_by" text NOT NULL,
	"reviewed_at" timestamp (3) with time zone NOT NULL
);
