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
