-- KYC records are per username and account number (ADR 022): the owner's submission is never
-- refused because a stranger named the number first; an officer sees both side by side.
DROP INDEX "kyc_account_details_account_number_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_account_details_username_account_number_key" ON "kyc_account_details" USING btree ("username","account_number");
--> statement-breakpoint
CREATE INDEX "kyc_account_details_account_number_idx" ON "kyc_account_details" USING btree ("account_number");
--> statement-breakpoint
-- The orphan sweep never removes a file a committed record lists (ADR 033): it asks this index.
CREATE INDEX "kyc_account_details_documents_idx" ON "kyc_account_details" USING gin ("documents" jsonb_path_ops);
--> statement-breakpoint
-- Officers see other submitted applications giving the same national ID (ADR 031).
CREATE INDEX "account_applications_national_id_idx" ON "account_applications" USING btree (("values"->>'national_id')) WHERE "status" <> 'draft';
--> statement-breakpoint
-- Every published media file has a row, so the sweep can tell a file an upload lost from a published one (ADR 033).
CREATE TABLE "media_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
-- Media stored before this table: every address ever answered was written to the audit log first.
INSERT INTO "media_files" ("key", "content_type", "size", "sha256", "uploaded_by", "created_at")
SELECT DISTINCT ON (substr("target_id", 2))
	substr("target_id", 2),
	coalesce("detail"->>'content_type', 'application/octet-stream'),
	coalesce(("detail"->>'size')::integer, 0),
	coalesce("detail"->>'sha256', ''),
	"actor_username",
	"at"
FROM "audit_log"
WHERE "action" = 'media_uploaded' AND "target_id" LIKE '/media/%'
ORDER BY substr("target_id", 2), "at";
