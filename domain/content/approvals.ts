import { z } from "zod";
import type { CollectionName } from "./schemas/collections.ts";

/**
 * Maker-checker (ADR 062): the collections whose writes should wait for a second person,
 * the value to give APPROVAL_COLLECTIONS: the money bureau's exchange rates, the bank's rates and
 * tariff files, documents, loans and promotions. It is the default (server/config.ts) since the
 * console's Approvals screen approves them.
 */
export const RECOMMENDED_APPROVAL_COLLECTIONS: readonly CollectionName[] = [
  "money_bureau_exchange_rates",
  "bank_rates",
  "bank_rate_files",
  "documents",
  "loans",
  "promotions",
];

export const CHANGE_ACTIONS = ["create", "update", "delete"] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];
export const CHANGE_STATUSES = ["pending", "approved", "rejected"] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** A change waiting for (or past) a second person's approval, as the API answers it. */
export const PendingChangeSchema = z
  .object({
    id: z.uuid(),
    collection: z.string(),
    record_id: z.uuid(),
    action: z.enum(CHANGE_ACTIONS),
    /** The proposed record (its body; for a delete, the record as it is). */
    record: z.record(z.string(), z.unknown()).nullable(),
    /** The record's version the change was made against; approving after it moved answers 409. */
    base_version: z.number().int().nullable(),
    /** For a restore: the kept version it brings back. */
    restore_version: z.number().int().positive().optional(),
    maker: z.string(),
    created_at: z.iso.datetime(),
    status: z.enum(CHANGE_STATUSES),
    checker: z.string().nullable(),
    decided_at: z.iso.datetime().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: "PendingChange" });
export type PendingChange = z.infer<typeof PendingChangeSchema>;

/** How many changes wait for the signed-in editor's decision (their own are not counted). */
export const PendingChangeCountSchema = z.object({ pending: z.number().int().nonnegative() }).meta({ id: "PendingChangeCount" });
export type PendingChangeCount = z.infer<typeof PendingChangeCountSchema>;
