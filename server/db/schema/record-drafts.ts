// Drafts (ADR 057): a record's unpublished form, kept apart from the collection tables so that no
// visitor read can see it. One per record; publishing writes it to its table and drops it.
import { jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

export const recordDrafts = pgTable(
  "record_drafts",
  {
    collection: text("collection").notNull(),
    /** The record's id: a published record's, or a new one for a record not yet published. */
    record_id: uuid("record_id").notNull(),
    /** The body as it will be published (validated and cleaned when saved). */
    record: jsonb("record").$type<Record<string, unknown>>().notNull(),
    staff_id: uuid("staff_id"),
    staff_username: text("staff_username"),
    saved_at: instant("saved_at").notNull(),
  },
  (table) => [primaryKey({ name: "record_drafts_pkey", columns: [table.collection, table.record_id] })],
);
