import type { KycFormField } from "./kyc-form-rules.ts";

/** The id of a details field's input, which the form focuses when it is wrong. */
export const getKycFieldId = (field: KycFormField) => `kyc-${field}`;
