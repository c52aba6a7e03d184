// Complaints (ADR 059): a complaint, its attachments. Personal data: never a collection, never on
// the realtime feed. The complaints services own both tables.
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

/** A complaint, bound to the username (phone or e-mail) its code session proved. */
export const complaints = pgTable(
  "complaints",
  {
    id: uuid("id").primaryKey(),
    reference: text("reference").notNull(),
    username: text("username").notNull(),
    idempotency_key: text("idempotency_key").notNull(),
    lang: text("lang").notNull(),
    category: text("category").notNull(),
    product: text("product").notNull(),
    branch_id: uuid("branch_id"),
    description: text("description").notNull(),
    status: text("status").notNull(),
    /** The Malawi date by which the bank answers (COMPLAINT_RESPONSE_DAYS working days). */
    respond_by: date("respond_by", { mode: "string" }).notNull(),
    assigned_to: text("assigned_to"),
    answer: text("answer"),
    answered_at: instant("answered_at"),
    escalated_to: text("escalated_to"),
    escalation_note: text("escalation_note"),
    closed_at: instant("closed_at"),
    submitted_at: instant("submitted_at").notNull(),
    updated_at: instant("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("complaints_reference_key").on(table.reference),
    uniqueIndex("complaints_idempotency_key").on(table.username, table.idempotency_key),
    index("complaints_status_idx").on(table.status, table.respond_by),
    index("complaints_submitted_idx").on(table.submitted_at),
  ],
);

/** Up to three checked files per complaint (PDF, JPEG, PNG, as KYC's). */
export const complaintAttachments = pgTable(
  "complaint_attachments",
  {
    key: text("key").primaryKey(),
    complaint_id: uuid("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    file_name: text("file_name").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    created_at: instant("created_at").notNull(),
  },
  (table) => [uniqueIndex("complaint_attachments_position_key").on(table.complaint_id, table.position)],
);
