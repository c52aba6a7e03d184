-- Scheduled publishing (ADR 063): every collection's records show to visitors from publish_at
-- until unpublish_at; null is no limit on that side. The check keeps the window in order, whatever
-- writes it (the API answers 400 first).
ALTER TABLE "branches" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "executives" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "executives" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "executives" ADD CONSTRAINT "executives_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "cares" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "cares" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "cares" ADD CONSTRAINT "cares_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "bank_rates" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "bank_rates" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "bank_rates" ADD CONSTRAINT "bank_rates_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "bank_rate_files" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "bank_rate_files" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "bank_rate_files" ADD CONSTRAINT "bank_rate_files_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "money_bureau_exchange_rates" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "money_bureau_exchange_rates" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "money_bureau_exchange_rates" ADD CONSTRAINT "money_bureau_exchange_rates_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "money_bureau_locations" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "money_bureau_locations" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "money_bureau_locations" ADD CONSTRAINT "money_bureau_locations_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "kyc_account_types" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "kyc_account_types" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "kyc_account_types" ADD CONSTRAINT "kyc_account_types_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
--> statement-breakpoint
ALTER TABLE "public_holidays" ADD COLUMN "publish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "public_holidays" ADD COLUMN "unpublish_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
