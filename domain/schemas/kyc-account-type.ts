import { z } from "zod";
import { IdSchema, InstantSchema } from "./common.ts";

/** Spec §3: the built-in account types and their positions. */
export const KYC_ACCOUNT_TYPE_NAMES = ["Individual Account", "Sole Proprietorship", "SME", "Corporate Account"] as const;
export type KycAccountTypeName = (typeof KYC_ACCOUNT_TYPE_NAMES)[number];

/** The defaults the seed adds when the content lacks them: Individual Account 1 ... Corporate Account 4. */
export const DEFAULT_KYC_ACCOUNT_TYPES: ReadonlyArray<{ name: KycAccountTypeName; position: number }> = KYC_ACCOUNT_TYPE_NAMES.map(
  (name, index) => ({ name, position: index + 1 }),
);

const kycAccountTypeFields = {
  name: z.enum(KYC_ACCOUNT_TYPE_NAMES),
  position: z.number().int().min(1).max(4),
};

/** Body of `POST /api/kyc_account_types` and `PUT /api/kyc_account_types/{id}`. */
export const KycAccountTypeInputSchema = z.object(kycAccountTypeFields);
export type KycAccountTypeInput = z.infer<typeof KycAccountTypeInputSchema>;

/** A KYC account type as the API answers it. */
export const KycAccountTypeSchema = z.object({ id: IdSchema, ...kycAccountTypeFields, created_at: InstantSchema });
export type KycAccountType = z.infer<typeof KycAccountTypeSchema>;
