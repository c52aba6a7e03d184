-- The media library (ADR 076): what an editor says of a file (alt text in both languages, the
-- focal point crops keep in view) and what the upload told (its file name, a picture's size).
-- Every column is optional or has a default, so the files uploaded before stay valid as they are.
ALTER TABLE "media_files" ADD COLUMN "original_name" text;
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "alt_en" text;
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "alt_ny" text;
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "focal_x" integer DEFAULT 50 NOT NULL;
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "focal_y" integer DEFAULT 50 NOT NULL;
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "width" integer;
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "height" integer;
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_focal_check" CHECK ("focal_x" BETWEEN 0 AND 100 AND "focal_y" BETWEEN 0 AND 100);
--> statement-breakpoint
-- The library lists newest first and pages by upload time.
CREATE INDEX "media_files_created_at_idx" ON "media_files" ("created_at" DESC, "key" DESC);
