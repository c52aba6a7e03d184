import { z } from "zod";
import { normaliseAmount, parseMonthlyIncome } from "../../risk.ts";
import { LANGUAGE_CODES } from "../../language.ts";
import { MALAWI_DISTRICT_IDS } from "../malawi-districts.ts";
import { DateFilterSchema, IdSchema, InstantSchema } from "../../schemas/common.ts";

// Account opening (DESIGN.md "Account opening", ADR 031): the options, the details form with its
// risk-assessment questions, the documents, and the answers the visitor and staff read. One
// module for the form and the server, so both refuse the same values with the same codes.

// ---------------------------------------------------------------------------------------------
// The account options (spec §9: the personal main account with First Save Savings Account is the default)

export const ACCOUNT_OPTION_IDS = ["personal_first_save", "personal_current", "business_current"] as const;
export type AccountOptionId = (typeof ACCOUNT_OPTION_IDS)[number];
export const AccountOptionIdSchema = z.enum(ACCOUNT_OPTION_IDS);

/** Spec §9 default onboarding account option: preselected on the first step. */
export const DEFAULT_ACCOUNT_OPTION: AccountOptionId = "personal_first_save";

export type AccountHolder = "personal" | "business";

export function getAccountHolder(option: AccountOptionId): AccountHolder {
  return option === "business_current" ? "business" : "personal";
}

// ---------------------------------------------------------------------------------------------
// Documents

export const APPLICATION_DOCUMENT_PURPOSES = [
  "national_id_front",
  "national_id_back",
  "selfie_with_id",
  "proof_of_residence",
  "signature",
  "business_registration",
] as const;
export type ApplicationDocumentPurpose = (typeof APPLICATION_DOCUMENT_PURPOSES)[number];
export const ApplicationDocumentPurposeSchema = z.enum(APPLICATION_DOCUMENT_PURPOSES);

const PERSONAL_DOCUMENTS: readonly ApplicationDocumentPurpose[] = [
  "national_id_front",
  "national_id_back",
  "selfie_with_id",
  "proof_of_residence",
  "signature",
];

/** The documents an option needs, in the order the form asks for them; a business also shows its registration. */
export function getRequiredApplicationDocuments(option: AccountOptionId): readonly ApplicationDocumentPurpose[] {
  return getAccountHolder(option) === "business" ? [...PERSONAL_DOCUMENTS, "business_registration"] : PERSONAL_DOCUMENTS;
}

/** Purposes a photo is taken for with the camera rather than picked as a scan. */
export function isPhotoPurpose(purpose: ApplicationDocumentPurpose): boolean {
  return purpose !== "proof_of_residence" && purpose !== "business_registration";
}

// ---------------------------------------------------------------------------------------------
// Malawi national ID number (ADR 032)

/** The National Registration Bureau's ID number: 8 capital letters and digits, as printed on the card. */
export const NATIONAL_ID_PATTERN = /^[A-Z0-9]{8}$/;

/** Upper case, without the spaces or hyphens people type to group it. */
export function normalizeNationalId(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, "");
}

/** Whether text is a national ID number once normalised: 8 letters and digits with at least one of each. */
export function isNationalId(text: string): boolean {
  const value = normalizeNationalId(text);
  return NATIONAL_ID_PATTERN.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

// ---------------------------------------------------------------------------------------------
// Ages

/** A holder of their own account is an adult: 18 or over on the day they apply. */
export const MINIMUM_AGE_YEARS = 18;
const MAXIMUM_AGE_YEARS = 120;

/** Whole years from a birth date to a day, both `YYYY-MM-DD`. */
export function getAgeInYears(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Today in Malawi (UTC+2 all year, no daylight saving), as `YYYY-MM-DD`: ages turn over at Malawian midnight. */
export function getMalawiToday(now: Date): string {
  return new Date(now.getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The details form

export const GENDERS = ["female", "male"] as const;
export const SOURCES_OF_FUNDS = ["salary", "business", "farming", "remittances", "pension", "other"] as const;
export const ACCOUNT_PURPOSES = ["savings", "salary", "business", "school_fees", "remittances", "other"] as const;
export const EXPECTED_DEPOSITS = ["below_200k", "200k_to_500k", "500k_to_5m", "above_5m"] as const;
export const YES_NO = ["no", "yes"] as const;

/**
 * The one description of the details form: its sections and their fields, in the order the form
 * asks for them and the review reads them back. The schema below must name exactly these fields
 * (a `satisfies` check), and the review is built from this list, so a field cannot be added to
 * one and forgotten in the other.
 */
export const APPLICATION_FIELD_SECTIONS = {
  personal: ["first_name", "middle_name", "surname", "date_of_birth", "gender", "national_id"],
  address: ["district", "address", "occupation", "employer", "business_name", "source_of_funds", "monthly_income"],
  risk: ["politically_exposed", "account_purpose", "expected_deposits"],
  branch: ["branch_id"],
} as const;
export type ApplicationFieldSection = keyof typeof APPLICATION_FIELD_SECTIONS;
export const APPLICATION_FIELD_SECTION_NAMES = Object.keys(APPLICATION_FIELD_SECTIONS) as ApplicationFieldSection[];

export const APPLICATION_FIELDS = Object.values(APPLICATION_FIELD_SECTIONS).flat();
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** Whether an option asks for a field: only a business gives its business name. */
export function isFieldAsked(option: AccountOptionId, field: ApplicationField): boolean {
  return field !== "business_name" || getAccountHolder(option) === "business";
}

/** The sections of fields an option asks for, in the form's order: the review step and the staff console show them so. */
export function getApplicationFieldGroups(
  option: AccountOptionId,
): Array<{ group: ApplicationFieldSection; fields: readonly ApplicationField[] }> {
  return APPLICATION_FIELD_SECTION_NAMES.map((group) => ({
    group,
    fields: APPLICATION_FIELD_SECTIONS[group].filter((field) => isFieldAsked(option, field)),
  }));
}

/** What the visitor typed, as typed: a draft keeps these, so a half-filled form comes back as it was. */
export type ApplicationValues = Record<ApplicationField, string>;

export const EMPTY_APPLICATION_VALUES: ApplicationValues = Object.fromEntries(
  APPLICATION_FIELDS.map((field) => [field, ""]),
) as ApplicationValues;

/** A draft's values on the wire: every field a bounded string (the form sends what was typed). */
export const ApplicationValuesSchema = z.strictObject(
  Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, z.string().max(300).optional()])) as Record<
    ApplicationField,
    z.ZodOptional<z.ZodString>
  >,
);

/** Why a field was refused; the app words each code in the visitor's language. */
export const APPLICATION_FIELD_ERROR_CODES = [
  "required",
  "tooLong",
  "invalidName",
  "invalidDate",
  "underage",
  "invalidNationalId",
  "invalidChoice",
  "invalidIncome",
] as const;
export type ApplicationFieldErrorCode = (typeof APPLICATION_FIELD_ERROR_CODES)[number];
export type ApplicationFieldErrors = Partial<Record<ApplicationField, ApplicationFieldErrorCode>>;

const NAME_PATTERN = /^[\p{L}][\p{L}' .-]*$/u;

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
  return z.object(fields);
}
export type ApplicationDetails = z.output<ReturnType<typeof createApplicationDetailsSchema>>;

export type ApplicationDetailsCheck =
  { status: "valid"; details: ApplicationDetails } | { status: "invalid"; errors: ApplicationFieldErrors };

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

// ---------------------------------------------------------------------------------------------
// Applications on the wire

/**
 * A draft left unchanged this many days is deleted with its documents (ADR 031): identity
 * documents of someone who never applied are not kept. The applicant is told on the first step.
 */
export const DRAFT_MAX_AGE_DAYS = 30;

export const APPLICATION_STATUSES = ["draft", "received", "in_review", "returned", "approved"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** The decisions staff take on a submitted application (ADR 031). */
export const APPLICATION_DECISIONS = ["in_review", "approved", "returned"] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/**
 * The decisions an application's status allows: a received one may go into review or be decided
 * at once, one in review only decided; an approved or returned one takes no decision (a returned
 * applicant fixes it and sends it again, when it is received anew: ADR 067).
 */
export function getAllowedDecisions(status: ApplicationStatus): readonly ApplicationDecision[] {
  if (status === "received") return APPLICATION_DECISIONS;
  if (status === "in_review") return ["approved", "returned"];
  return [];
}

/** A reference as the visitor reads it: `AO-` and 8 letters and digits without look-alikes (no I, L, O, U, 0, 1). */
export const REFERENCE_PATTERN = /^AO-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/**
 * A reference as people type or read it back (ADR 060): any case, with spaces, hyphens, dashes or
 * dots between the groups, or none ("ao xpp9 p85x", "AOXPP9P85X"), even without the "AO", comes
 * out as `AO-XPP9-P85X`. Anything else is left as typed, for the pattern to refuse.
 */
export function normalizeReference(typed: string): string {
  const bare = typed.toUpperCase().replace(/[\s\-\u2010-\u2015.]/g, "");
  const body = /^AO[2-9A-HJKMNP-TV-Z]{8}$/.test(bare) ? bare.slice(2) : /^[2-9A-HJKMNP-TV-Z]{8}$/.test(bare) ? bare : undefined;
  return body === undefined ? typed.trim().toUpperCase() : `AO-${body.slice(0, 4)}-${body.slice(4)}`;
}

export const ReferenceSchema = z
  .string()
  .transform(normalizeReference)
  .pipe(z.string().regex(REFERENCE_PATTERN, "not an application reference"));

export const ApplicationDocumentSchema = z.object({
  purpose: ApplicationDocumentPurposeSchema,
  file_name: z.string(),
  size: z.number().int(),
});

/** What an officer saw when returning an application (ADR 067): its details, and each document's SHA-256. */
export interface ReturnedSnapshot {
  values: Partial<ApplicationValues>;
  documents: Partial<Record<ApplicationDocumentPurpose, string>>;
}

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
});
export type ApplicantView = z.infer<typeof ApplicantViewSchema>;

/** The status an applicant sees by reference number. */
export const ApplicationStatusAnswerSchema = z.object({
  /** The application's id, for its own session to open a returned one and fix it (ADR 067). */
  id: IdSchema,
  reference: z.string(),
  status: ApplicationStatusSchema,
  return_reason: z.string().nullable(),
  submitted_at: InstantSchema.nullable(),
});
export type ApplicationStatusAnswer = z.infer<typeof ApplicationStatusAnswerSchema>;

/**
 * A username shown to someone who has not proved it (ADR 060): enough for its owner to know it,
 * too little for anyone else to use. "+265 99• ••• •67"; "c•••@example.mw".
 */
export function maskUsername(username: string): string {
  const phone = /^\+265(\d{7,9})$/.exec(username);
  if (phone) {
    const digits = phone[1]!;
    const shown = digits.slice(0, 2) + "•".repeat(digits.length - 4) + digits.slice(-2);
    return `+265 ${shown.slice(0, 3)} ${shown.slice(3, 6)} ${shown.slice(6)}`.trim();
  }
  const at = username.lastIndexOf("@");
  return at > 0 ? `${username[0]}•••${username.slice(at)}` : "•••";
}

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
