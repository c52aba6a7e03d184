import { z } from "zod";
import { KYC_ACCOUNT_TYPE_NAMES } from "../kyc-account-types.ts";
import { IdSchema, InstantSchema } from "../../schemas/common.ts";
import { scheduleFields } from "../../content/schemas/schedule.ts";

export { DEFAULT_KYC_ACCOUNT_TYPES, KYC_ACCOUNT_TYPE_NAMES, type KycAccountTypeName } from "../kyc-account-types.ts";

const kycAccountTypeFields = {
  name: z.enum(KYC_ACCOUNT_TYPE_NAMES),
  position: z.number().int().min(1).max(4),
  ...scheduleFields,
};

/** Body of `POST /api/kyc_account_types` and `PUT /api/kyc_account_types/{id}`. */
export const KycAccountTypeInputSchema = z.object(kycAccountTypeFields);
export type KycAccountTypeInput = z.infer<typeof KycAccountTypeInputSchema>;

/** A KYC account type as the API answers it. */
export const KycAccountTypeSchema = z.object({ id: IdSchema, ...kycAccountTypeFields, created_at: InstantSchema });
export type KycAccountType = z.infer<typeof KycAccountTypeSchema>;
