-- A document may be published as spec §3 describes it, before its file (ADR 026): its file and
-- the file's media type are null until a file is set, and the visitor screens leave it out.
ALTER TABLE "documents" ALTER COLUMN "file_url" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "mime_type" DROP NOT NULL;
