-- Maker-checker (issue 24, ADR 062): writes to approval collections wait for a second person.
CREATE TABLE "pending_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"record" jsonb,
	"restore_version" integer,
	"base_version" integer,
	"maker_id" uuid,
	"maker" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"status" text NOT NULL,
	"checker" text,
	"decided_at" timestamp (3) with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE INDEX "pending_changes_status_idx" ON "pending_changes" USING btree ("status","created_at");
