import { z } from "zod";
import { EmailSchema, IdSchema, InstantSchema, NameSchema, SafeUrlSchema } from "../../schemas/common.ts";

/** One uploaded document of a KYC record: what it is for and where it is stored. */
export const KycDocumentSchema = z.object({ purpose: NameSchema, url: SafeUrlSchema });
/** One confirmation message sent for a KYC record. */
export const KycEmailSchema = z.object({ email: EmailSchema, message: z.string().trim().min(1).max(10_000) });

const kycAccountDetailsFields = {
  account_number: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, "must be 6 to 20 digits"),
  account_name: NameSchema,
  /** The phone number or e-mail address the visitor verified (spec §3 phoneEmail). */
  username: NameSchema,
  branch_id: IdSchema,
  kyc_account_type_id: IdSchema,
  documents: z.array(KycDocumentSchema).max(50),
  emails: z.array(KycEmailSchema).max(10),
  processed: z.boolean().default(false),
};

/**
 * A customer-details (KYC account details) record as the API answers it. What visitors and staff
 * send is `KycSubmissionSchema` (domain/kyc/schemas/kyc.ts): the record is built by the KYC service.
 */
export const KycAccountDetailsSchema = z.object({
  id: IdSchema,
  ...kycAccountDetailsFields,
  processed: z.boolean(),
  created_at: InstantSchema,
});
export type KycAccountDetails = z.infer<typeof KycAccountDetailsSchema>;
