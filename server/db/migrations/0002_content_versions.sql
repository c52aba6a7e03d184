-- The database's own record of which public collection changed (ADR 031): a statement-level
-- trigger bumps the collection's version in the same transaction as any write, whichever path
-- made it (the API, the seed, an operator's SQL). Every instance polls this small table, so a
-- cache that missed a Redis event still notices the change by itself.
CREATE TABLE "content_versions" (
	"collection" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_versions" ("collection") VALUES ('branches'), ('blogs'), ('documents'), ('executives'), ('teams'), ('banners'), ('promotions'), ('loans'), ('cares'), ('bank_rates'), ('bank_rate_files'), ('images'), ('money_bureau_exchange_rates'), ('money_bureau_locations'), ('kyc_account_types');
--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "content_versions" ("collection", "version") VALUES (TG_ARGV[0], 1)
	ON CONFLICT ("collection") DO UPDATE SET "version" = "content_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "branches_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('branches');
--> statement-breakpoint
CREATE TRIGGER "blogs_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blogs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('blogs');
--> statement-breakpoint
CREATE TRIGGER "documents_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('documents');
--> statement-breakpoint
CREATE TRIGGER "executives_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "executives" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('executives');
--> statement-breakpoint
CREATE TRIGGER "teams_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('teams');
--> statement-breakpoint
CREATE TRIGGER "banners_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('banners');
--> statement-breakpoint
CREATE TRIGGER "promotions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('promotions');
--> statement-breakpoint
CREATE TRIGGER "loans_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('loans');
--> statement-breakpoint
CREATE TRIGGER "cares_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cares" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('cares');
--> statement-breakpoint
CREATE TRIGGER "bank_rates_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bank_rates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('bank_rates');
--> statement-breakpoint
CREATE TRIGGER "bank_rate_files_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bank_rate_files" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('bank_rate_files');
--> statement-breakpoint
CREATE TRIGGER "images_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('images');
--> statement-breakpoint
CREATE TRIGGER "money_bureau_exchange_rates_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "money_bureau_exchange_rates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('money_bureau_exchange_rates');
--> statement-breakpoint
CREATE TRIGGER "money_bureau_locations_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "money_bureau_locations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('money_bureau_locations');
--> statement-breakpoint
CREATE TRIGGER "kyc_account_types_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kyc_account_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('kyc_account_types');
