-- Spec §3 records (ADR 026): a document or tariff file may come without its size, a team member
-- without a bio, a banner without a subtitle or link, a promotion without a description, link or
-- end, a care item without a category, a money bureau outlet without opening hours.
ALTER TABLE "documents" ALTER COLUMN "file_size" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "bank_rate_files" ALTER COLUMN "file_size" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "teams" ALTER COLUMN "bio" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "subtitle" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "link_href" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "description" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "link_href" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "ends_at" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "cares" ALTER COLUMN "category" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "money_bureau_locations" ALTER COLUMN "opening_hours" DROP NOT NULL;
