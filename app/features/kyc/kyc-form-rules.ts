import { getRequiredPurposes, isKycAccountTypeName, MAX_FILES_PER_PURPOSE, type KycPurpose } from "#domain/kyc/kyc.ts";
import { parseKycUsername } from "#domain/one-time-code.ts";

// The details form's rules in the browser (spec §3 KYC details form). They mirror the server's
// domain/kyc/schemas/kyc.ts, which this module does not import: the schemas bring zod, which the
// browser need not download to check five fields (ADR 023).

export const KYC_FORM_FIELDS = ["accountNumber", "accountName", "phoneEmail", "accountType", "branch"] as const;
export type KycFormField = (typeof KYC_FORM_FIELDS)[number];
export type KycFormValues = Record<KycFormField, string>;

export const EMPTY_KYC_FORM: KycFormValues = { accountNumber: "", accountName: "", phoneEmail: "", accountType: "", branch: "" };

export type KycFieldError =
  | "accountNumberRequired"
  | "accountNumberInvalid"
  | "accountNameRequired"
  | "accountNameInvalid"
  | "accountNameTooLong"
  | "phoneEmailRequired"
  | "phoneEmailInvalid"
  | "accountTypeRequired"
  | "branchRequired";

export type KycDocumentError = { code: "documentMissing" } | { code: "tooManyFiles"; max: number };

/** An account number as the server stores it: spaces and hyphens people type between groups dropped. */
export function normalizeAccountNumber(text: string): string {
  return text.replace(/[\s-]/g, "");
}

/** An account name as the server stores it: NFC, trimmed, runs of spaces collapsed. */
export function normalizeAccountName(text: string): string {
  return text.normalize("NFC").trim().replace(/\s+/g, " ");
}

const ACCOUNT_NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} .,'&()/-]+$/u;

/** What is wrong with one field of the details form; nothing when it is fine. */
export function getFieldError(field: KycFormField, value: string): KycFieldError | undefined {
  switch (field) {
    case "accountNumber": {
      const digits = normalizeAccountNumber(value);
      if (digits === "") return "accountNumberRequired";
      return /^\d{6,20}$/.test(digits) ? undefined : "accountNumberInvalid";
    }
    case "accountName": {
      const name = normalizeAccountName(value);
      if (name === "") return "accountNameRequired";
      if (name.length > 150) return "accountNameTooLong";
      return name.length >= 2 && ACCOUNT_NAME_CHARACTERS.test(name) && /\p{L}/u.test(name) ? undefined : "accountNameInvalid";
    }
    case "phoneEmail": {
      const text = value.trim();
      if (text === "") return "phoneEmailRequired";
      return text.length <= 254 && parseKycUsername(text) ? undefined : "phoneEmailInvalid";
    }
    case "accountType":
      return isKycAccountTypeName(value) ? undefined : "accountTypeRequired";
    case "branch":
      return value.trim() === "" ? "branchRequired" : undefined;
  }
}

/** Every field's problem, in the form's order. */
export function validateKycForm(values: KycFormValues): Partial<Record<KycFormField, KycFieldError>> {
  const errors: Partial<Record<KycFormField, KycFieldError>> = {};
  for (const field of KYC_FORM_FIELDS) {
    const error = getFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Each required purpose of an account type with no file or too many; nothing for a type that is not chosen. */
export function validateDocuments(
  accountType: string,
  fileCounts: Partial<Record<string, number>>,
): Partial<Record<KycPurpose, KycDocumentError>> {
  if (!isKycAccountTypeName(accountType)) return {};
  const errors: Partial<Record<KycPurpose, KycDocumentError>> = {};
  for (const purpose of getRequiredPurposes(accountType)) {
    const count = fileCounts[purpose] ?? 0;
    if (count === 0) errors[purpose] = { code: "documentMissing" };
    else if (count > MAX_FILES_PER_PURPOSE) errors[purpose] = { code: "tooManyFiles", max: MAX_FILES_PER_PURPOSE };
  }
  return errors;
}
