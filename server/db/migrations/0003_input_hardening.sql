CREATE TABLE "content_idempotency_keys" (
	"staff_username" text NOT NULL,
	"key" text NOT NULL,
	"collection" text NOT NULL,
	"request_sha256" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_idempotency_keys_key" ON "content_idempotency_keys" USING btree ("staff_username","key");--> statement-breakpoint
CREATE INDEX "content_idempotency_keys_created_idx" ON "content_idempotency_keys" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "otp_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "otp_failures_username_idx" ON "otp_failures" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "otp_failures_address_idx" ON "otp_failures" USING btree ("address","created_at");
