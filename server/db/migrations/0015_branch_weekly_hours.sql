-- Open now: a branch's and a bureau's week in times, beside the free text of their hours.
-- Null for a record the back office gave no times for: the card then shows the text alone.
ALTER TABLE "branches" ADD COLUMN "weekly_hours" jsonb;
--> statement-breakpoint
ALTER TABLE "money_bureau_locations" ADD COLUMN "weekly_hours" jsonb;
