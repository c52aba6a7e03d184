-- Public holidays staff enter (ADR 064): Eid, a day the government declares, a corrected name.
CREATE TABLE "public_holidays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"date" date NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_created_at_key" ON "public_holidays" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "public_holidays_date_idx" ON "public_holidays" USING btree ("date");
--> statement-breakpoint
INSERT INTO "content_versions" ("collection") VALUES ('public_holidays') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "public_holidays_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public_holidays" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('public_holidays');
