CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_sends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"purpose" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"record_id" uuid
);
--> statement-breakpoint
CREATE TABLE "kyc_idempotency_keys" (
	"username" text NOT NULL,
	"key" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "otp_codes_username_idx" ON "otp_codes" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "otp_sends_scope_subject_idx" ON "otp_sends" USING btree ("scope","subject","created_at");--> statement-breakpoint
CREATE INDEX "kyc_uploads_username_idx" ON "kyc_uploads" USING btree ("username");--> statement-breakpoint
CREATE INDEX "kyc_uploads_record_idx" ON "kyc_uploads" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_idempotency_keys_key" ON "kyc_idempotency_keys" USING btree ("username","key");
