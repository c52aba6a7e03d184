CREATE TABLE "account_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"option" text NOT NULL,
	"status" text NOT NULL,
	"lang" text NOT NULL,
	"values" jsonb NOT NULL,
	"branch_id" uuid,
	"risk_code" integer,
	"reference" text,
	"idempotency_key" text,
	"return_reason" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"submitted_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_applications_reference_key" ON "account_applications" USING btree ("reference");
--> statement-breakpoint
CREATE INDEX "account_applications_username_idx" ON "account_applications" USING btree ("username");
--> statement-breakpoint
CREATE INDEX "account_applications_status_idx" ON "account_applications" USING btree ("status","submitted_at");
--> statement-breakpoint
CREATE TABLE "account_application_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL REFERENCES "account_applications"("id") ON DELETE CASCADE,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_application_documents_purpose_key" ON "account_application_documents" USING btree ("application_id","purpose");
