import { normaliseAmount, parseMonthlyIncome } from "../risk.ts";
import { MALAWI_DISTRICT_IDS } from "./malawi-districts.ts";

// Account opening's rules without zod (ADR 031, ADR 069): the options, the documents, the details
// form's fields and the codes it refuses them with, references. The journey's page imports this
// module only, so its first load carries no zod (25 KB gzip); the server's schemas
// (schemas/account-application.ts) re-export it and stay the authority.

// ---------------------------------------------------------------------------------------------
// The account options (spec §9: the personal main account with First Save Savings Account is the default)

export const ACCOUNT_OPTION_IDS = ["personal_first_save", "first_save_tier1", "personal_current", "business_current"] as const;
export type AccountOptionId = (typeof ACCOUNT_OPTION_IDS)[number];

/**
 * The First Save tier (ADR 072): a low-limit First Save account opened on the name, national ID,
 * birth date, district, phone and one ID photo, confirmed by the branch; the bank's TIER1_*
 * settings limit it until it is upgraded to the full account. Every other option is the full tier.
 */
export const TIER1_OPTION = "first_save_tier1" satisfies AccountOptionId;
export type AccountTier = 1 | 2;

export function getAccountTier(option: AccountOptionId): AccountTier {
  return option === TIER1_OPTION ? 1 : 2;
}

/** The full account a tier-1 account is upgraded to (ADR 072). */
export const TIER1_UPGRADE_OPTION: AccountOptionId = "personal_first_save";

/** The limits the bank sets on a tier-1 account (TIER1_* settings), in kwacha. */
export interface Tier1Limits {
  max_balance: number;
  daily_limit: number;
}

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

/** Tier 1 needs one photo: the front of the national ID card (ADR 072). */
const TIER1_DOCUMENTS: readonly ApplicationDocumentPurpose[] = ["national_id_front"];

const PERSONAL_DOCUMENTS: readonly ApplicationDocumentPurpose[] = [
  "national_id_front",
  "national_id_back",
  "selfie_with_id",
  "proof_of_residence",
  "signature",
];

/** The documents an option needs, in the order the form asks for them; a business also shows its registration. */
export function getRequiredApplicationDocuments(option: AccountOptionId): readonly ApplicationDocumentPurpose[] {
  if (getAccountTier(option) === 1) return TIER1_DOCUMENTS;
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
/** Older than this is a mistyped year. */
export const MAXIMUM_AGE_YEARS = 120;

/** Whole years from a birth date to a day, both `YYYY-MM-DD`. */
export function getAgeInYears(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Whether text is a real calendar day as `YYYY-MM-DD`. */
export function isRealDate(text: string): boolean {
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

/**
 * What tier 1 asks (ADR 072): the name, birth date, national ID and district the issue names,
 * the monthly income (the risk code is computed from it for every tier, spec §5) and the branch
 * that confirms the account. The phone is the code session's.
 */
const TIER1_FIELDS: ReadonlySet<string> = new Set([
  "first_name",
  "middle_name",
  "surname",
  "date_of_birth",
  "national_id",
  "district",
  "monthly_income",
  "branch_id",
]);

/** Whether an option asks for a field: only a business gives its business name; tier 1 asks only its few. */
export function isFieldAsked(option: AccountOptionId, field: ApplicationField): boolean {
  if (getAccountTier(option) === 1) return TIER1_FIELDS.has(field);
  return field !== "business_name" || getAccountHolder(option) === "business";
}

/** The sections of fields an option asks for, in the form's order (a section it asks nothing of left out): the review step and the staff console show them so. */
export function getApplicationFieldGroups(
  option: AccountOptionId,
): Array<{ group: ApplicationFieldSection; fields: readonly ApplicationField[] }> {
  return APPLICATION_FIELD_SECTION_NAMES.map((group) => ({
    group,
    fields: APPLICATION_FIELD_SECTIONS[group].filter((field) => isFieldAsked(option, field)),
  })).filter((section) => section.fields.length > 0);
}

/** What the visitor typed, as typed: a draft keeps these, so a half-filled form comes back as it was. */
export type ApplicationValues = Record<ApplicationField, string>;

export const EMPTY_APPLICATION_VALUES: ApplicationValues = Object.fromEntries(
  APPLICATION_FIELDS.map((field) => [field, ""]),
) as ApplicationValues;

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

/** A name: letters, then letters, apostrophes, spaces, dots or hyphens. */
export const NAME_PATTERN = /^[\p{L}][\p{L}' .-]*$/u;
// ---------------------------------------------------------------------------------------------
// Applications on the wire

/**
 * A draft left unchanged this many days is deleted with its documents (ADR 031): identity
 * documents of someone who never applied are not kept. The applicant is told on the first step.
 */
export const DRAFT_MAX_AGE_DAYS = 30;

export const APPLICATION_STATUSES = ["draft", "received", "in_review", "returned", "approved"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

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

/** What an officer saw when returning an application (ADR 067): its details, and each document's SHA-256. */
export interface ReturnedSnapshot {
  values: Partial<ApplicationValues>;
  documents: Partial<Record<ApplicationDocumentPurpose, string>>;
}

// ---------------------------------------------------------------------------------------------
// The details form's check in the browser (ADR 069)

/** The details as the server stores them: each field trimmed, the national ID and the income normalised. */
export type ApplicationDetails = Record<ApplicationField, string>;

export type ApplicationDetailsCheck =
  { status: "valid"; details: ApplicationDetails } | { status: "invalid"; errors: ApplicationFieldErrors };

/** zod's `z.uuid()`: RFC 9562 versions 1 to 8, or the nil and max UUIDs. */
const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const MIDDLE_NAME_PATTERN = /^(?:[\p{L}][\p{L}' .-]*)?$/u;

/** A field's first problem, checked in order, or its value as stored. */
type FieldRule = (value: string) => ApplicationFieldErrorCode | { value: string };

const text =
  (max: number, pattern?: RegExp): FieldRule =>
  (value) =>
    value === "" ? "required" : value.length > max ? "tooLong" : pattern && !pattern.test(value) ? "invalidName" : { value };
const optionalText =
  (max: number, pattern?: RegExp): FieldRule =>
  (value) =>
    value.length > max ? "tooLong" : pattern && !pattern.test(value) ? "invalidName" : { value };
const choice =
  (values: readonly string[]): FieldRule =>
  (value) =>
    value === "" ? "required" : values.includes(value) ? { value } : "invalidChoice";

/**
 * The details form's check without zod: the same first code for each field as the server's schema
 * (createApplicationDetailsSchema, which a test holds this to), and the same details. The browser
 * checks with this to word problems before a round trip; the server checks again with the schema.
 */
export function precheckApplicationDetails(
  option: AccountOptionId,
  values: Partial<ApplicationValues>,
  today: string,
): ApplicationDetailsCheck {
  const rules: Record<ApplicationField, FieldRule> = {
    first_name: text(60, NAME_PATTERN),
    middle_name: optionalText(60, MIDDLE_NAME_PATTERN),
    surname: text(60, NAME_PATTERN),
    date_of_birth: (value) => {
      if (value === "") return "required";
      if (!isRealDate(value) || !(getAgeInYears(value, today) <= MAXIMUM_AGE_YEARS && value <= today)) return "invalidDate";
      return getAgeInYears(value, today) >= MINIMUM_AGE_YEARS ? { value } : "underage";
    },
    gender: choice(GENDERS),
    national_id: (value) => (value === "" ? "required" : isNationalId(value) ? { value: normalizeNationalId(value) } : "invalidNationalId"),
    district: choice(MALAWI_DISTRICT_IDS),
    address: text(200),
    occupation: text(100),
    employer: text(100),
    business_name: getAccountHolder(option) === "business" ? text(150) : optionalText(150),
    source_of_funds: choice(SOURCES_OF_FUNDS),
    monthly_income: (value) => {
      if (value === "") return "required";
      const income = parseMonthlyIncome(value);
      return income !== undefined && income < 1e12 ? { value: normaliseAmount(value) ?? value } : "invalidIncome";
    },
    politically_exposed: choice(YES_NO),
    account_purpose: choice(ACCOUNT_PURPOSES),
    expected_deposits: choice(EXPECTED_DEPOSITS),
    branch_id: (value) => (value === "" ? "required" : UUID_PATTERN.test(value) ? { value } : "invalidChoice"),
  };
  const details = {} as ApplicationDetails;
  const errors: ApplicationFieldErrors = {};
  for (const field of APPLICATION_FIELDS) {
    const typed: unknown = values[field] ?? "";
    // A field the option does not ask (tier 1's, ADR 072) is stored empty, whatever was sent.
    const outcome = !isFieldAsked(option, field) ? { value: "" } : typeof typed === "string" ? rules[field](typed.trim()) : "required";
    if (typeof outcome === "string") errors[field] = outcome;
    else details[field] = outcome.value;
  }
  return Object.keys(errors).length === 0 ? { status: "valid", details } : { status: "invalid", errors };
}

/** Whether text is an application reference as people type it (ADR 060), the server's ReferenceSchema without zod. */
export function isApplicationReference(typed: string): boolean {
  return REFERENCE_PATTERN.test(normalizeReference(typed));
}
