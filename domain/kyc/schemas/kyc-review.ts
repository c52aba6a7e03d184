import { z } from "zod";
import { DateFilterSchema, IdSchema, InstantSchema } from "../../schemas/common.ts";

// What the console shows an officer of the KYC records, and the officer's decisions (ADR 040).

/** Where a KYC submission stands with the bank. */
export const KYC_STATUSES = ["pending", "processed", "returned"] as const;
export const KycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof KycStatusSchema>;

/** Query of `GET /api/staff/kyc`. */
export const KycQueueQuerySchema = z.object({
  branch_id: IdSchema.optional(),
  status: KycStatusSchema.optional(),
  from: DateFilterSchema.optional(),
  to: DateFilterSchema.optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type KycQueueQuery = z.infer<typeof KycQueueQuerySchema>;

/** Answer of `GET /api/staff/kyc/pending-count`. */
export const KycPendingCountSchema = z.object({ pending: z.number().int() });

/**
 * Another submission naming the same account number, sent by another username (ADR 022): the site
 * cannot tell the account's owner, so the officer checks each against the core banking system.
 */
export const KycConflictSchema = z.object({
  id: IdSchema,
  created_at: InstantSchema,
  account_name: z.string(),
  username: z.string(),
  status: KycStatusSchema,
});
export type KycConflict = z.infer<typeof KycConflictSchema>;

/** One submission in the queue. */
export const KycQueueItemSchema = z.object({
  id: IdSchema,
  created_at: InstantSchema,
  account_number: z.string(),
  account_name: z.string(),
  username: z.string(),
  branch_id: IdSchema,
  branch_name: z.string(),
  kyc_account_type_name: z.string(),
  status: KycStatusSchema,
  /** The other submissions naming this account number, oldest first; empty when none does. */
  conflicts: z.array(KycConflictSchema),
});
export type KycQueueItem = z.infer<typeof KycQueueItemSchema>;

export const KycQueuePageSchema = z.object({ items: z.array(KycQueueItemSchema), total: z.number().int() });
export type KycQueuePage = z.infer<typeof KycQueuePageSchema>;

/** One document of a submission, as the console shows it. */
export const KycDocumentEntrySchema = z.object({
  index: z.number().int(),
  purpose: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  view_url: z.string(),
  download_url: z.string(),
});
export type KycDocumentEntry = z.infer<typeof KycDocumentEntrySchema>;

/** One submission with everything an officer needs: `GET /api/staff/kyc/:id`. */
export const KycReviewSchema = KycQueueItemSchema.extend({
  /** The language the customer used: their messages are sent in it. */
  lang: z.enum(["en", "ny"]),
  returned_reason: z.string().nullable(),
  processed_by: z.string().nullable(),
  processed_at: InstantSchema.nullable(),
  documents: z.array(KycDocumentEntrySchema),
});
export type KycReview = z.infer<typeof KycReviewSchema>;

/** Body of `POST /api/staff/kyc/:id/process`, which may be left out: then the customer is not messaged. */
export const ProcessKycBodySchema = z
  .object({
    /** Tell the customer, in their language, that their documents are accepted. */
    notify_customer: z.boolean().optional(),
  })
  .nullish();
export type ProcessKycBody = z.infer<typeof ProcessKycBodySchema>;

/** Body of `POST /api/staff/kyc/:id/return`. */
export const ReturnKycBodySchema = z.object({
  reason: z.string().trim().min(3, "say what the customer must change").max(1000),
});
export type ReturnKycBody = z.infer<typeof ReturnKycBodySchema>;
