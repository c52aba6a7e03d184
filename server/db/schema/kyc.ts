// KYC (ADR 020-022): account types, visitors' records, their stored files, submission keys and the
// officers' decisions. Personal data: the records leave only through server/kyc/ and the staff queue.
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, recordColumns, scheduleColumns } from "./columns.ts";
import type { Language } from "#domain/language.ts";
import type { KycStatus } from "#domain/kyc/schemas/kyc-review.ts";
import { branches } from "./content.ts";

export const kycAccountTypes = pgTable(
  "kyc_account_types",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [
    uniqueIndex("kyc_account_types_created_at_key").on(table.created_at),
    uniqueIndex("kyc_account_types_name_key").on(table.name),
  ],
);

export const kycAccountDetails = pgTable(
  "kyc_account_details",
  {
    ...recordColumns(),
    account_number: text("account_number").notNull(),
    account_name: text("account_name").notNull(),
    username: text("username").notNull(),
    branch_id: uuid("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "restrict" }),
    kyc_account_type_id: uuid("kyc_account_type_id")
      .notNull()
      .references(() => kycAccountTypes.id, { onDelete: "restrict" }),
    documents: jsonb("documents").$type<Array<{ purpose: string; url: string }>>().notNull(),
    emails: jsonb("emails").$type<Array<{ email: string; message: string }>>().notNull(),
    processed: boolean("processed").notNull(),
    /** The language the visitor submitted in: the bank answers them in it. */
    lang: text("lang").$type<Language>(),
  },
  (table) => [
    uniqueIndex("kyc_account_details_created_at_key").on(table.created_at),
    // One record per username and account number: a stranger's earlier claim on a number never
    // refuses its owner; both wait for an officer, shown side by side (ADR 022, migration 0009).
    uniqueIndex("kyc_account_details_username_account_number_key").on(table.username, table.account_number),
    index("kyc_account_details_account_number_idx").on(table.account_number),
    // The orphan sweep asks whether any record lists a file (ADR 033).
    index("kyc_account_details_documents_idx").using("gin", table.documents.op("jsonb_path_ops")),
  ],
);

/** Every stored KYC file, so that files no record refers to can be found and removed. */
export const kycUploads = pgTable(
  "kyc_uploads",
  {
    key: text("key").primaryKey(),
    username: text("username").notNull(),
    purpose: text("purpose").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    created_at: instant("created_at").notNull(),
    record_id: uuid("record_id"),
  },
  (table) => [index("kyc_uploads_username_idx").on(table.username), index("kyc_uploads_record_idx").on(table.record_id)],
);

/** `Idempotency-Key` of a KYC submission: a retried submit answers the record the first one made. */
export const kycIdempotencyKeys = pgTable(
  "kyc_idempotency_keys",
  {
    username: text("username").notNull(),
    key: text("key").notNull(),
    record_id: uuid("record_id").notNull(),
    created_at: instant("created_at").notNull(),
  },
  (table) => [uniqueIndex("kyc_idempotency_keys_key").on(table.username, table.key)],
);

/** A KYC officer's decision on a submission; no row means it waits. Written only by server/kyc/kyc-review-service.ts. */
export const kycReviews = pgTable("kyc_reviews", {
  record_id: uuid("record_id")
    .primaryKey()
    .references(() => kycAccountDetails.id, { onDelete: "cascade" }),
  status: text("status").$type<Exclude<KycStatus, "pending">>().notNull(),
  returned_reason: text("returned_reason"),
  reviewed_by: text("reviewed_by").notNull(),
  reviewed_at: instant("reviewed_at").notNull(),
});
