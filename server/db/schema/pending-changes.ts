// Maker-checker (ADR 062): a write to an approval collection waits here until another
// person with publishing rights approves it (then it is applied through the content service) or rejects it.
import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

export const pendingChanges = pgTable(
  "pending_changes",
  {
    id: uuid("id").primaryKey(),
    collection: text("collection").notNull(),
    record_id: uuid("record_id").notNull(),
    /** create, update or delete. */
    action: text("action").notNull(),
    /** The proposed body; for a delete, the record as it was; for a restore, the version's record. */
    record: jsonb("record").$type<Record<string, unknown>>(),
    /** For a restore: the version to bring back. */
    restore_version: integer("restore_version"),
    /** The record's version when the change was proposed; approving after it moved answers 409. */
    base_version: integer("base_version"),
    maker_id: uuid("maker_id"),
    maker: text("maker").notNull(),
    created_at: instant("created_at").notNull(),
    /** pending, approved or rejected. */
    status: text("status").notNull(),
    checker: text("checker"),
    decided_at: instant("decided_at"),
    reason: text("reason"),
  },
  (table) => [index("pending_changes_status_idx").on(table.status, table.created_at)],
);
