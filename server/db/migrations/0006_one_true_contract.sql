-- Spec §3 records: a branch may come without opening hours, a board member without a bio, a blog
-- carries its creator's id.
ALTER TABLE "branches" ALTER COLUMN "opening_hours" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "creator_id" text;
--> statement-breakpoint
ALTER TABLE "executives" ALTER COLUMN "bio" DROP NOT NULL;
