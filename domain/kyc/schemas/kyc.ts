import { z } from "zod";
import {
  KYC_PURPOSES,
  KYC_ACCOUNT_TYPE_NAMES,
  MAX_FILES_PER_PURPOSE,
  parseKycDocumentUrl,
  type KycPurpose,
  type UploadItem,
} from "../kyc.ts";
import { OTP_LENGTH, isCompleteOtp, isEmailAddress, parseKycUsername } from "../../one-time-code.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../../language.ts";
import { IdSchema } from "../../schemas/common.ts";

// The rules below are a bank's, chosen where the spec says "other form rules are not shown"
// (spec §5); docs/decisions/020-kyc-validation.md gives the reasons.

/** A bank account number: 6 to 20 digits; spaces and hyphens people type between groups are dropped. */
export const KycAccountNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6,20}$/, "must be 6 to 20 digits"));

/**
 * The name on the account: a person's or a business's. Letters of any language, digits, spaces
 * and the punctuation business names use (. , ' & ( ) / -); runs of spaces collapse to one.
 * No angle brackets, quotes, pipes or control characters: the name reaches e-mails, file names
 * and the back office.
 */
export const KycAccountNameSchema = z
  .string()
  .transform((value) => value.normalize("NFC").trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(2, "must be at least 2 characters")
      .max(150, "must be at most 150 characters")
      .regex(/^[\p{L}\p{M}\p{N} .,'&()/-]+$/u, "may hold only letters, digits, spaces and . , ' & ( ) / -")
      .regex(/\p{L}/u, "must contain a letter"),
  );

/**
 * Spec §3 phoneEmail, the username a one-time code is sent to: a Malawian mobile number (stored
 * as +265…) or an e-mail address (stored lowercased). Numbers abroad are refused: codes go by SMS
 * only to Malawian networks (ADR 020).
 */
export const KycUsernameSchema = z.string().transform((value, ctx) => {
  const username = value.length <= 254 ? parseKycUsername(value) : undefined;
  if (username === undefined) {
    ctx.addIssue({ code: "custom", message: "must be a Malawian mobile number (like 0991 234 567) or an e-mail address" });
    return z.NEVER;
  }
  return username.value;
});

/** A branch chosen by name (spec §3 branch_id is found from it). */
export const KycBranchNameSchema = z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters");

/** Spec §3: one of the four account types, by name. */
export const KycAccountTypeNameSchema = z.enum(KYC_ACCOUNT_TYPE_NAMES);

/** Spec §5 one-time code: exactly six digits. */
export const OtpCodeSchema = z.string().refine(isCompleteOtp, `must be ${OTP_LENGTH} digits`);

/** One of the document purposes of spec §3. */
export const KycPurposeSchema = z.enum(KYC_PURPOSES as [KycPurpose, ...KycPurpose[]]);

/** A stored KYC document's address: a path under /api/kyc_documents/kycdocuments/, never an outside URL. */
export const KycDocumentUrlSchema = z
  .string()
  .max(400)
  .refine((url) => parseKycDocumentUrl(url) !== undefined, "must be the address of an uploaded KYC document");

/** Spec §3: one document of a submission. */
export const KycSubmissionDocumentSchema = z.strictObject({ purpose: KycPurposeSchema, url: KycDocumentUrlSchema });
export type KycSubmissionDocument = z.infer<typeof KycSubmissionDocumentSchema>;

/** Spec §3: one message of a submission's emails list. */
export const KycSubmissionEmailSchema = z.strictObject({
  email: z.string().refine(isEmailAddress, "must be an e-mail address"),
  message: z.string().trim().min(1, "must not be empty").max(5_000),
});

// The largest account type asks for 8 purposes; five files each is the ceiling.
const MAX_DOCUMENTS = 8 * MAX_FILES_PER_PURPOSE;

const KycDocumentListSchema = z
  .array(KycSubmissionDocumentSchema)
  .max(MAX_DOCUMENTS, `must list at most ${MAX_DOCUMENTS} documents`)
  .superRefine((documents, ctx) => {
    const seen = new Set<string>();
    documents.forEach((document, index) => {
      if (seen.has(document.url)) ctx.addIssue({ code: "custom", path: [index, "url"], message: "lists the same document twice" });
      seen.add(document.url);
    });
  });

const kycSubmissionFields = {
  account_number: KycAccountNumberSchema,
  account_name: KycAccountNameSchema,
  /**
   * The customer's verified mobile number or e-mail address. A visitor's comes from their KYC
   * session and whatever is written here is ignored; staff name the customer here.
   */
  username: KycUsernameSchema.optional(),
  /** Spec §3: found from the branch name; the form sends the id it already knows. */
  branch_id: IdSchema,
  /** Spec §3: found from the type name; the form sends the id it already knows. */
  kyc_account_type_id: IdSchema,
  documents: KycDocumentListSchema.min(1, "must list the uploaded documents"),
  /**
   * Kept for the spec's payload shape, but the server never sends what a caller writes here: it
   * writes the branch's and the customer's messages itself (ADR 020), so the site cannot be used
   * to mail anyone anything.
   */
  emails: z.array(KycSubmissionEmailSchema).max(2).optional(),
  /** The language the customer used: their confirmation e-mail is written in it. */
  lang: z.enum(LANGUAGE_CODES).default(DEFAULT_LANGUAGE),
};

/**
 * Spec §3 KYC submission payload: the one body of `POST /api/kyc_account_details`, for visitors
 * and staff alike. Whether its documents cover the purposes the account type requires is checked
 * by the server (listPurposeProblems) once the type id is resolved.
 */
export const KycSubmissionSchema = z.strictObject(kycSubmissionFields);
export type KycSubmissionInput = z.input<typeof KycSubmissionSchema>;
export type KycSubmission = z.output<typeof KycSubmissionSchema>;

/**
 * Spec §3/§4 update, the body of `PUT /api/kyc_account_details/{id}`: the submission plus, as the
 * spec sends them, the record id, the documents it replaces and processed false. The server
 * deletes the old documents of the stored record, not whatever old_documents names, and keeps the
 * record's account number: an update that names another account is refused (account_number_changed).
 */
export const KycUpdateSchema = z.strictObject({
  ...kycSubmissionFields,
  id: IdSchema.optional(),
  old_documents: z.array(KycSubmissionDocumentSchema).max(MAX_DOCUMENTS).optional(),
  processed: z.literal(false).optional(),
});
export type KycUpdateInput = z.input<typeof KycUpdateSchema>;
export type KycUpdate = z.output<typeof KycUpdateSchema>;

/** Path parameter of the continue-flow look-up (spec §4): an account number as people type it. */
export const KycAccountNumberParamsSchema = z.object({ account_number: KycAccountNumberSchema });

/** Spec §3 upload item: one file in the upload progress panel. */
export const UploadItemSchema = z
  .object({
    description: z.string().trim().min(1).max(300),
    size: z.number().int().min(0),
    progress: z.number().min(0),
  })
  .refine((item) => item.progress <= item.size, {
    message: "progress cannot pass the size",
    path: ["progress"],
  }) satisfies z.ZodType<UploadItem>;
