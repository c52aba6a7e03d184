-- Every create, update and delete of a collection record keeps a version: the whole
-- record as the API answers it, who and when, in the same transaction as the write. A deleted
-- record's last version is what the bin lists and restores. Not to be confused with
-- "content_versions", the per-collection counter that tells caches a collection changed.
CREATE TABLE "record_versions" (
	"collection" text NOT NULL,
	"record_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"staff_id" uuid,
	"staff_username" text,
	"at" timestamp (3) with time zone NOT NULL,
	"record" jsonb NOT NULL,
	"restored_from" integer,
	CONSTRAINT "record_versions_pkey" PRIMARY KEY ("collection", "record_id", "version")
);
--> statement-breakpoint
-- The bin: a collection's records whose newest version is a delete.
CREATE INDEX "record_versions_deleted_idx" ON "record_versions" USING btree ("collection", "at") WHERE "action" = 'deleted';
