-- Pages and blocks an editor writes whole, by a fixed slug (ADR 071): the fraud-awareness page, the
-- complaint escalation path and the USSD block of the bank's home and contact pages.
CREATE TABLE "site_pages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"publish_at" timestamp (3) with time zone,
	"unpublish_at" timestamp (3) with time zone,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "site_pages_schedule_order" CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_pages_created_at_key" ON "site_pages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "site_pages_slug_idx" ON "site_pages" USING btree ("slug");
--> statement-breakpoint
INSERT INTO "content_versions" ("collection") VALUES ('site_pages') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "site_pages_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('site_pages');
