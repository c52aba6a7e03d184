// Published media files (ADR 042), stored through the uploads kernel; the library's own facts (ADR 076).
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

/**
 * Every published media file (`media/…`, served at `/media/…`): a stored file with no row is what
 * an upload cut before its row left, and the sweep removes it once past its grace period (ADR 033).
 * Alt text and the focal point are the editor's (ADR 076); the name and a picture's size are the upload's.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    key: text("key").primaryKey(),
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    uploaded_by: text("uploaded_by"),
    created_at: instant("created_at").notNull(),
    original_name: text("original_name"),
    alt_en: text("alt_en"),
    alt_ny: text("alt_ny"),
    focal_x: integer("focal_x").notNull().default(50),
    focal_y: integer("focal_y").notNull().default(50),
    width: integer("width"),
    height: integer("height"),
  },
  (table) => [index("media_files_created_at_idx").on(table.created_at.desc(), table.key.desc())],
);
