// No zod here: the KYC upload screen reads these in the browser (ADR 023).

/** Spec §3: the built-in account types and their positions. */
export const KYC_ACCOUNT_TYPE_NAMES = ["Individual Account", "Sole Proprietorship", "SME", "Corporate Account"] as const;
export type KycAccountTypeName = (typeof KYC_ACCOUNT_TYPE_NAMES)[number];

/** The defaults the seed adds when the content lacks them: Individual Account 1 ... Corporate Account 4. */
export const DEFAULT_KYC_ACCOUNT_TYPES: ReadonlyArray<{ name: KycAccountTypeName; position: number }> = KYC_ACCOUNT_TYPE_NAMES.map(
  (name, index) => ({ name, position: index + 1 }),
);
