import { z } from "zod";
import { normaliseAmount, parseMonthlyIncome } from "../../risk.ts";
import { LANGUAGE_CODES } from "../../language.ts";
import { MALAWI_DISTRICT_IDS } from "../malawi-districts.ts";
import { DateFilterSchema, IdSchema, InstantSchema } from "../../schemas/common.ts";
import {
  ACCOUNT_OPTION_IDS,
  ACCOUNT_PURPOSES,
  APPLICATION_DOCUMENT_PURPOSES,
  APPLICATION_FIELD_ERROR_CODES,
  APPLICATION_FIELDS,
  APPLICATION_STATUSES,
  EMPTY_APPLICATION_VALUES,
  EXPECTED_DEPOSITS,
  GENDERS,
  getAccountHolder,
  getAgeInYears,
  isNationalId,
  isFieldAsked,
  isRealDate,
  MAXIMUM_AGE_YEARS,
  MINIMUM_AGE_YEARS,
  NAME_PATTERN,
  normalizeNationalId,
  normalizeReference,
  REFERENCE_PATTERN,
  SOURCES_OF_FUNDS,
  YES_NO,
  type AccountOptionId,
  type ApplicationDetailsCheck,
  type ApplicationField,
  type ApplicationFieldErrorCode,
  type ApplicationFieldErrors,
  type ApplicationValues,
} from "../application-rules.ts";

// Account opening (DESIGN.md "Account opening", ADR 031): the schemas the server checks with and
// the answers the visitor and staff read. The rules without zod (options, fields, error codes,
// references) are in ../application-rules.ts, which the journey's page imports instead (ADR 069);
// they are re-exported here, so server code has one module to import.
export * from "../application-rules.ts";

export const AccountOptionIdSchema = z.enum(ACCOUNT_OPTION_IDS);
export const ApplicationDocumentPurposeSchema = z.enum(APPLICATION_DOCUMENT_PURPOSES);
/** A draft's values on the wire: every field a bounded string (the form sends what was typed). */
export const ApplicationValuesSchema = z.strictObject(
  Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, z.string().max(300).optional()])) as Record<
    ApplicationField,
    z.ZodOptional<z.ZodString>
  >,
);

const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
const personName = text(60).regex(NAME_PATTERN, "invalidName");
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .min(1, "required")
    .pipe(z.enum(values, { error: "invalidChoice" }));

/** The details form's schema for an option on a day (`today` is the Malawian date, for the age). */
export function createApplicationDetailsSchema(option: AccountOptionId, today: string) {
  const isBusiness = getAccountHolder(option) === "business";
  const fields = {
    first_name: personName,
    middle_name: z
      .string()
      .trim()
      .max(60, "tooLong")
      .regex(/^(?:[\p{L}][\p{L}' .-]*)?$/u, "invalidName"),
    surname: personName,
    date_of_birth: z
      .string()
      .trim()
      .min(1, "required")
      .refine(isRealDate, "invalidDate")
      .refine((value) => getAgeInYears(value, today) <= MAXIMUM_AGE_YEARS && value <= today, "invalidDate")
      .refine((value) => getAgeInYears(value, today) >= MINIMUM_AGE_YEARS, "underage"),
    gender: choice(GENDERS),
    national_id: z.string().trim().min(1, "required").refine(isNationalId, "invalidNationalId").transform(normalizeNationalId),
    district: choice(MALAWI_DISTRICT_IDS),
    address: text(200),
    occupation: text(100),
    employer: text(100),
    business_name: isBusiness ? text(150) : z.string().trim().max(150, "tooLong"),
    source_of_funds: choice(SOURCES_OF_FUNDS),
    monthly_income: z
      .string()
      .trim()
      .min(1, "required")
      .refine((value) => {
        const income = parseMonthlyIncome(value);
        return income !== undefined && income < 1e12;
      }, "invalidIncome")
      // Spec §5: commas are stripped (and a K or MK, and spaces); the amount is kept as the visitor's digits.
      .transform((value) => normaliseAmount(value) ?? value),
    politically_exposed: choice(YES_NO),
    account_purpose: choice(ACCOUNT_PURPOSES),
    expected_deposits: choice(EXPECTED_DEPOSITS),
    branch_id: z
      .string()
      .trim()
      .min(1, "required")
      .pipe(z.uuid({ error: "invalidChoice" })),
  } satisfies Record<ApplicationField, z.ZodType>;
  // A field the option does not ask (tier 1's, ADR 072) is stored empty, whatever was sent.
  const asked = Object.fromEntries(
    APPLICATION_FIELDS.map((field) => [field, isFieldAsked(option, field) ? fields[field] : z.unknown().transform(() => "")]),
  ) as unknown as typeof fields;
  return z.object(asked);
}

function isFieldErrorCode(value: unknown): value is ApplicationFieldErrorCode {
  return (APPLICATION_FIELD_ERROR_CODES as readonly unknown[]).includes(value);
}

/** Checks the details form: valid details, or the first problem of each field as a code. */
export function checkApplicationDetails(
  option: AccountOptionId,
  values: Partial<ApplicationValues>,
  today: string,
): ApplicationDetailsCheck {
  const input = { ...EMPTY_APPLICATION_VALUES, ...values };
  const result = createApplicationDetailsSchema(option, today).safeParse(input);
  if (result.success) return { status: "valid", details: result.data };
  const errors: ApplicationFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ApplicationField;
    if (errors[field]) continue;
    errors[field] = isFieldErrorCode(issue.message) ? issue.message : "required";
  }
  return { status: "invalid", errors };
}

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const ReferenceSchema = z
  .string()
  .transform(normalizeReference)
  .pipe(z.string().regex(REFERENCE_PATTERN, "not an application reference"));

export const ApplicationDocumentSchema = z.object({
  purpose: ApplicationDocumentPurposeSchema,
  file_name: z.string(),
  size: z.number().int(),
});

/** A returned application sent again under its reference (ADR 067), for the officer: what changed since the return. */
export const ResubmissionSchema = z.object({
  at: InstantSchema,
  /** Why it had been returned. */
  return_reason: z.string(),
  /** The details fields whose value changed, in the form's order. */
  changed_fields: z.array(z.string()),
  /** The documents sent anew (a different file). */
  replaced_documents: z.array(ApplicationDocumentPurposeSchema),
});
export type Resubmission = z.infer<typeof ResubmissionSchema>;

/** What the applicant's own session reads of their application: never the risk code (ADR 031). */
export const ApplicantViewSchema = z.object({
  id: IdSchema,
  option: AccountOptionIdSchema,
  status: ApplicationStatusSchema,
  values: ApplicationValuesSchema,
  documents: z.array(ApplicationDocumentSchema),
  reference: z.string().nullable(),
  return_reason: z.string().nullable(),
  submitted_at: InstantSchema.nullable(),
  /** The approved tier-1 application this one upgrades to the full account (ADR 072). */
  upgrade_of: IdSchema.nullable(),
});
export type ApplicantView = z.infer<typeof ApplicantViewSchema>;

/** The status an applicant sees by reference number. */
export const ApplicationStatusAnswerSchema = z.object({
  /** The application's id, for its own session to open a returned one and fix it (ADR 067). */
  id: IdSchema,
  /** The account applied for: an approved First Save tier-1 account may be upgraded (ADR 072). */
  option: AccountOptionIdSchema,
  reference: z.string(),
  status: ApplicationStatusSchema,
  return_reason: z.string().nullable(),
  submitted_at: InstantSchema.nullable(),
});
export type ApplicationStatusAnswer = z.infer<typeof ApplicationStatusAnswerSchema>;

/** Whose a draft is, masked (ADR 060): a phone that keeps another number's draft says so. */
export const DraftHolderSchema = z.object({ holder: z.string().describe("The draft's phone number or e-mail address, masked") });

/** The live code session a screen may reuse instead of asking a new code (ADR 060): whose it is and until when. */
export const CodeSessionSchema = z.object({
  username: z.string().describe("The confirmed phone number (+265…) or e-mail address"),
  expires_at: InstantSchema,
});
export type CodeSession = z.infer<typeof CodeSessionSchema>;

export const StartApplicationBodySchema = z.object({ option: AccountOptionIdSchema, lang: z.enum(LANGUAGE_CODES) });

export const SaveDetailsBodySchema = z.object({ option: AccountOptionIdSchema.optional(), values: ApplicationValuesSchema });

/** An autosave: the fields typed since the last one (at least one). */
export const KeepDraftValuesBodySchema = z.object({
  values: ApplicationValuesSchema.refine((values) => Object.keys(values).length > 0, "send at least one field"),
});

/**
 * Another submitted application giving the same national ID from another phone number or e-mail
 * address: flagged to the officer, never refused (one person may rightly apply again from a new
 * phone) and never shown to the applicant.
 */
export const NationalIdMatchSchema = z.object({
  id: IdSchema,
  reference: z.string().nullable(),
  username: z.string(),
  status: ApplicationStatusSchema,
  submitted_at: InstantSchema.nullable(),
});
export type NationalIdMatch = z.infer<typeof NationalIdMatchSchema>;

/** A staff member's view: everything, the risk code included. */
export const StaffApplicationSchema = z.object({
  id: IdSchema,
  reference: z.string().nullable(),
  username: z.string(),
  option: AccountOptionIdSchema,
  /** 1: the First Save tier, opened on the ID, phone and one photo with the TIER1_* limits; 2: a full account (ADR 072). */
  tier: z.union([z.literal(1), z.literal(2)]),
  status: ApplicationStatusSchema,
  lang: z.enum(LANGUAGE_CODES),
  branch_id: IdSchema.nullable(),
  values: ApplicationValuesSchema,
  risk_code: z.number().int().nullable(),
  return_reason: z.string().nullable(),
  created_at: InstantSchema,
  updated_at: InstantSchema,
  submitted_at: InstantSchema.nullable(),
  /** Other submitted applications with this national ID from other usernames, oldest first. */
  national_id_matches: z.array(NationalIdMatchSchema),
  /** Set once a returned application was fixed and sent again (ADR 067). */
  resubmission: ResubmissionSchema.nullable(),
  /** The approved tier-1 application this one upgrades to the full account (ADR 072). */
  upgrade_of: z.object({ id: IdSchema, reference: z.string().nullable() }).nullable(),
});
export type StaffApplication = z.infer<typeof StaffApplicationSchema>;

/** One application with its documents: `url` shows a document inline, `url?download=1` downloads it. */
export const StaffApplicationDetailSchema = StaffApplicationSchema.extend({
  documents: z.array(ApplicationDocumentSchema.extend({ url: z.string(), content_type: z.string() })),
});
export type StaffApplicationDetail = z.infer<typeof StaffApplicationDetailSchema>;

export const StaffApplicationListQuerySchema = z.object({
  status: ApplicationStatusSchema.exclude(["draft"]).optional(),
  branch_id: IdSchema.optional(),
  /** A reference, a name (first, middle, surname or business) or the phone or e-mail applied with. */
  q: z.string().trim().max(100).optional(),
  /** Submitted on or after this day (or instant). */
  from: DateFilterSchema.optional(),
  /** Submitted on or before this day (or instant). */
  to: DateFilterSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type StaffApplicationListQuery = z.infer<typeof StaffApplicationListQuerySchema>;

export const StaffApplicationPageSchema = z.object({ items: z.array(StaffApplicationSchema), total: z.number().int() });
export type StaffApplicationPage = z.infer<typeof StaffApplicationPageSchema>;

export const ReturnApplicationBodySchema = z.object({ reason: z.string().trim().min(3).max(1000) });
