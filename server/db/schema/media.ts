// Published media files (ADR 042), stored through the uploads kernel.
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

/**
 * Every published media file (`media/…`, served at `/media/…`): a stored file with no row is what
 * an upload cut before its row left, and the sweep removes it once past its grace period (ADR 033).
 */
export const mediaFiles = pgTable("media_files", {
  key: text("key").primaryKey(),
  content_type: text("content_type").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  uploaded_by: text("uploaded_by"),
  created_at: instant("created_at").notNull(),
});
