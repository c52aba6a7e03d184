-- Complaints (ADR 059): a complaint bound to the username its code session proved, and its files.
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"username" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"lang" text NOT NULL,
	"category" text NOT NULL,
	"product" text NOT NULL,
	"branch_id" uuid,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"respond_by" date NOT NULL,
	"assigned_to" text,
	"answer" text,
	"answered_at" timestamp (3) with time zone,
	"escalated_to" text,
	"escalation_note" text,
	"closed_at" timestamp (3) with time zone,
	"submitted_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_reference_key" ON "complaints" USING btree ("reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_idempotency_key" ON "complaints" USING btree ("username","idempotency_key");
--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","respond_by");
--> statement-breakpoint
CREATE INDEX "complaints_submitted_idx" ON "complaints" USING btree ("submitted_at");
--> statement-breakpoint
CREATE TABLE "complaint_attachments" (
	"key" text PRIMARY KEY NOT NULL,
	"complaint_id" uuid NOT NULL REFERENCES "complaints"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_attachments_position_key" ON "complaint_attachments" USING btree ("complaint_id","position");
--> statement-breakpoint
-- The complaints officer role (ADR 059): the role check widens; every earlier role stays valid.
ALTER TABLE "staff_accounts" DROP CONSTRAINT "staff_accounts_role_check";
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_role_check" CHECK ("role" IN ('admin', 'editor', 'kyc_officer', 'complaints_officer'));
