// Every kept version of every collection record (ADR 054): not the per-collection
// counter `content_versions`, which only tells caches that something changed.
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { instant } from "./columns.ts";

export const recordVersions = pgTable(
  "record_versions",
  {
    collection: text("collection").notNull(),
    record_id: uuid("record_id").notNull(),
    /** Per record: 1, 2, … */
    version: integer("version").notNull(),
    /** created, updated, deleted or restored. */
    action: text("action").notNull(),
    /** Null for writes no staff member made (the seed, scripts). */
    staff_id: uuid("staff_id"),
    staff_username: text("staff_username"),
    at: instant("at").notNull(),
    /** The whole record as the API answered it after the write; for a delete, as it was. */
    record: jsonb("record").$type<Record<string, unknown>>().notNull(),
    /** For a restore: the version it brought back. */
    restored_from: integer("restored_from"),
  },
  (table) => [
    primaryKey({ name: "record_versions_pkey", columns: [table.collection, table.record_id, table.version] }),
    index("record_versions_deleted_idx").on(table.collection, table.at).where(sql`${table.action} = 'deleted'`),
  ],
);
