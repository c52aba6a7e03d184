-- Account safety: an e-mail beside the full name (display_name), and what a person needs
-- to recognise their own sessions: an id to end one by, the browser and the address.
ALTER TABLE "staff_accounts" ADD COLUMN "email" text;
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_id_idx" ON "staff_sessions" USING btree ("id");
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "user_agent" text;
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "ip" text;
