-- Drafts (ADR 057): a record's unpublished form, one per record, kept apart from the collection's
-- table so that nothing a visitor reads (pages, the public API, search, the sitemap, live events,
-- offline copies) can ever see it. A draft of a new record has an id no table row has yet.
CREATE TABLE "record_drafts" (
	"collection" text NOT NULL,
	"record_id" uuid NOT NULL,
	"record" jsonb NOT NULL,
	"staff_id" uuid,
	"staff_username" text,
	"saved_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "record_drafts_pkey" PRIMARY KEY ("collection", "record_id")
);
