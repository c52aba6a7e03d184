// Account opening (ADR 031): applications and their documents. Personal data: never a
// collection, never on the realtime feed. The account-opening services own both tables.
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";
import { sql } from "drizzle-orm";
import type { Resubmission, ReturnedSnapshot } from "#domain/account-opening/schemas/account-application.ts";

/** An account application: a draft bound to the code session's username until it is submitted. */
export const accountApplications = pgTable(
  "account_applications",
  {
    id: uuid("id").primaryKey(),
    username: text("username").notNull(),
    option: text("option").notNull(),
    status: text("status").notNull(),
    lang: text("lang").notNull(),
    /** The form's values as typed (normalised once valid). */
    values: jsonb("values").$type<Record<string, string>>().notNull(),
    branch_id: uuid("branch_id"),
    /** Spec §5 risk code from the monthly income: staff only, never sent to the applicant. */
    risk_code: integer("risk_code"),
    reference: text("reference"),
    idempotency_key: text("idempotency_key"),
    return_reason: text("return_reason"),
    /** What the officer saw when returning it (ADR 067): the resubmission's changes are measured against it. */
    returned_snapshot: jsonb("returned_snapshot").$type<ReturnedSnapshot>(),
    /** The last resubmission after a return (ADR 067): when, why it was returned, and what the applicant changed. */
    resubmission: jsonb("resubmission").$type<Resubmission>(),
    /** The approved tier-1 application this one upgrades to the full account (ADR 072); its details and documents were copied in. */
    upgrade_of: uuid("upgrade_of"),
    created_at: instant("created_at").notNull(),
    updated_at: instant("updated_at").notNull(),
    submitted_at: instant("submitted_at"),
  },
  (table) => [
    uniqueIndex("account_applications_reference_key").on(table.reference),
    index("account_applications_username_idx").on(table.username),
    index("account_applications_status_idx").on(table.status, table.submitted_at),
    index("account_applications_upgrade_of_idx").on(table.upgrade_of),
    // Officers see other submitted applications that give the same national ID (ADR 031).
    index("account_applications_national_id_idx")
      .on(sql`(${table.values}->>'national_id')`)
      .where(sql`${table.status} <> 'draft'`),
  ],
);

/** One stored file per application and purpose; a new upload for the purpose replaces it. */
export const accountApplicationDocuments = pgTable(
  "account_application_documents",
  {
    key: text("key").primaryKey(),
    application_id: uuid("application_id")
      .notNull()
      .references(() => accountApplications.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    file_name: text("file_name").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    created_at: instant("created_at").notNull(),
  },
  (table) => [uniqueIndex("account_application_documents_purpose_key").on(table.application_id, table.purpose)],
);
