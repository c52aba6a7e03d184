// The one database schema (Postgres dialect) for PGlite and PostgreSQL alike (ADR 010).
// Property names are the API's wire names, so a row maps to a record field by field; where
// the spec misspells a wire name (`longtude`, `creater_name`, `shareDiscription`) or writes it
// in camelCase, the SQL column carries the correct snake_case name (STYLE.md "Names").
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { Bilingual, Language } from "#domain/language.ts";
import type { AuditAction, KycStatus, StaffRole } from "#domain/schemas/staff.ts";
import type { SiteId } from "#domain/site.ts";

interface ExecutiveRoleValue {
  company_name: SiteId;
  executive_role_type_name: string;
  title: Bilingual;
  position: number;
}
interface LoanItemValue {
  name: Bilingual;
}

const instant = (name: string) => timestamp(name, { precision: 3, withTimezone: true, mode: "date" });
const bilingual = (name: string) => jsonb(name).$type<Bilingual>().notNull();
const loanItems = (name: string) => jsonb(name).$type<LoanItemValue[]>().notNull();
const money = (name: string) => numeric(name, { precision: 18, scale: 4, mode: "number" });

/**
 * Every record has a UUID and a `created_at` the server keeps strictly increasing within its
 * table (unique, millisecond precision), so paging by `created_at` alone never skips or repeats.
 */
const recordColumns = () => ({
  id: uuid("id").primaryKey(),
  created_at: instant("created_at").notNull(),
});

export const branches = pgTable(
  "branches",
  {
    ...recordColumns(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    region_id: integer("region_id").notNull(),
    region_name: text("region_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longtude: doublePrecision("longitude").notNull(),
    address: text("address").notNull(),
    opening_hours: jsonb("opening_hours").$type<Bilingual>(),
  },
  (table) => [uniqueIndex("branches_created_at_key").on(table.created_at)],
);

export const blogs = pgTable(
  "blogs",
  {
    ...recordColumns(),
    title: bilingual("title"),
    content: bilingual("content"),
    summary: bilingual("summary"),
    published_at: instant("published_at").notNull(),
    image_cover_url: text("image_cover_url").notNull(),
    createrId: text("creator_id"),
    creater_name: text("creator_name").notNull(),
    featured: boolean("featured").notNull(),
    readingTime: integer("reading_time").notNull(),
    showSocialIcons: boolean("show_social_icons").notNull(),
    shareTitle: bilingual("share_title"),
    shareDiscription: bilingual("share_description"),
    sites: jsonb("sites").$type<SiteId[]>().notNull(),
  },
  (table) => [uniqueIndex("blogs_created_at_key").on(table.created_at)],
);

export const documents = pgTable(
  "documents",
  {
    ...recordColumns(),
    title: bilingual("title"),
    document_type_name: text("document_type_name").notNull(),
    site: text("site").notNull(),
    // Null while the document awaits its file (ADR 026): visitors do not see it.
    file_url: text("file_url"),
    file_size: integer("file_size"),
    mime_type: text("mime_type"),
    published_at: instant("published_at").notNull(),
    kyc_account_type_name: text("kyc_account_type_name"),
  },
  (table) => [uniqueIndex("documents_created_at_key").on(table.created_at)],
);

export const executives = pgTable(
  "executives",
  {
    ...recordColumns(),
    name: text("name").notNull(),
    image_url: text("image_url").notNull(),
    qualifications: text("qualifications").notNull(),
    bio: jsonb("bio").$type<Bilingual>(),
    roles: jsonb("roles").$type<ExecutiveRoleValue[]>().notNull(),
  },
  (table) => [uniqueIndex("executives_created_at_key").on(table.created_at)],
);

export const teams = pgTable(
  "teams",
  {
    ...recordColumns(),
    name: text("name").notNull(),
    image_url: text("image_url").notNull(),
    title: bilingual("title"),
    qualifications: text("qualifications").notNull(),
    bio: jsonb("bio").$type<Bilingual>(),
    site: text("site").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [uniqueIndex("teams_created_at_key").on(table.created_at)],
);

export const banners = pgTable(
  "banners",
  {
    ...recordColumns(),
    title: bilingual("title"),
    subtitle: jsonb("subtitle").$type<Bilingual>(),
    image_url: text("image_url").notNull(),
    link_href: text("link_href"),
    site: text("site").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [uniqueIndex("banners_created_at_key").on(table.created_at)],
);

export const promotions = pgTable(
  "promotions",
  {
    ...recordColumns(),
    title: bilingual("title"),
    description: jsonb("description").$type<Bilingual>(),
    image_cover_url: text("image_cover_url").notNull(),
    link_href: text("link_href"),
    site: text("site").notNull(),
    starts_at: instant("starts_at").notNull(),
    ends_at: instant("ends_at"),
  },
  (table) => [uniqueIndex("promotions_created_at_key").on(table.created_at)],
);

export const loans = pgTable(
  "loans",
  {
    ...recordColumns(),
    title: bilingual("title"),
    description: bilingual("description"),
    image: text("image").notNull(),
    category: text("category").notNull(),
    category2: text("category2").notNull(),
    query_type: text("query_type"),
    max_amount: money("max_amount"),
    max_term_months: integer("max_term_months"),
    requirements: loanItems("requirements"),
    benefits: loanItems("benefits"),
    features: loanItems("features"),
    accessibility: loanItems("accessibility"),
    target_group: loanItems("target_group"),
    term: loanItems("term"),
  },
  (table) => [uniqueIndex("loans_created_at_key").on(table.created_at)],
);

export const cares = pgTable(
  "cares",
  {
    ...recordColumns(),
    title: bilingual("title"),
    description: bilingual("description"),
    image_url: text("image_url").notNull(),
    category: jsonb("category").$type<Bilingual>(),
    active: boolean("active").notNull(),
    published_at: instant("published_at").notNull(),
  },
  (table) => [uniqueIndex("cares_created_at_key").on(table.created_at)],
);

export const bankRates = pgTable(
  "bank_rates",
  {
    ...recordColumns(),
    name: bilingual("name"),
    rate_type: text("rate_type").notNull(),
    rate: money("rate").notNull(),
    effective_at: instant("effective_at").notNull(),
  },
  (table) => [uniqueIndex("bank_rates_created_at_key").on(table.created_at)],
);

export const bankRateFiles = pgTable(
  "bank_rate_files",
  {
    ...recordColumns(),
    title: bilingual("title"),
    file_url: text("file_url").notNull(),
    file_size: integer("file_size"),
    mime_type: text("mime_type").notNull(),
    published_at: instant("published_at").notNull(),
  },
  (table) => [uniqueIndex("bank_rate_files_created_at_key").on(table.created_at)],
);

export const images = pgTable(
  "images",
  {
    ...recordColumns(),
    url: text("url").notNull(),
    alt: bilingual("alt"),
    site: text("site").notNull(),
    tag: text("tag").notNull(),
  },
  (table) => [uniqueIndex("images_created_at_key").on(table.created_at)],
);

export const moneyBureauExchangeRates = pgTable(
  "money_bureau_exchange_rates",
  {
    ...recordColumns(),
    source: text("source").notNull(),
    currency_code: text("currency_code").notNull(),
    currency_name: bilingual("currency_name"),
    buying: money("buying").notNull(),
    selling: money("selling").notNull(),
    set_at: instant("set_at").notNull(),
  },
  (table) => [uniqueIndex("money_bureau_exchange_rates_created_at_key").on(table.created_at)],
);

export const moneyBureauLocations = pgTable(
  "money_bureau_locations",
  {
    ...recordColumns(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    opening_hours: jsonb("opening_hours").$type<Bilingual>(),
  },
  (table) => [uniqueIndex("money_bureau_locations_created_at_key").on(table.created_at)],
);

export const kycAccountTypes = pgTable(
  "kyc_account_types",
  {
    ...recordColumns(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [
    uniqueIndex("kyc_account_types_created_at_key").on(table.created_at),
    uniqueIndex("kyc_account_types_name_key").on(table.name),
  ],
);

export const kycAccountDetails = pgTable(
  "kyc_account_details",
  {
    ...recordColumns(),
    account_number: text("account_number").notNull(),
    account_name: text("account_name").notNull(),
    username: text("username").notNull(),
    branch_id: uuid("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "restrict" }),
    kyc_account_type_id: uuid("kyc_account_type_id")
      .notNull()
      .references(() => kycAccountTypes.id, { onDelete: "restrict" }),
    documents: jsonb("documents").$type<Array<{ purpose: string; url: string }>>().notNull(),
    emails: jsonb("emails").$type<Array<{ email: string; message: string }>>().notNull(),
    processed: boolean("processed").notNull(),
    /** The language the visitor submitted in: the bank answers them in it. */
    lang: text("lang").$type<Language>(),
  },
  (table) => [
    uniqueIndex("kyc_account_details_created_at_key").on(table.created_at),
    // One record per username and account number: a stranger's earlier claim on a number never
    // refuses its owner; both wait for an officer, shown side by side (ADR 022, migration 0009).
    uniqueIndex("kyc_account_details_username_account_number_key").on(table.username, table.account_number),
    index("kyc_account_details_account_number_idx").on(table.account_number),
    // The orphan sweep asks whether any record lists a file (ADR 033).
    index("kyc_account_details_documents_idx").using("gin", table.documents.op("jsonb_path_ops")),
  ],
);

/** Back-office staff; the password is an scrypt hash, never the password. */
export const staffAccounts = pgTable("staff_accounts", {
  id: uuid("id").primaryKey(),
  username: text("username").notNull().unique(),
  password_hash: text("password_hash").notNull(),
  role: text("role").$type<StaffRole>().notNull().default("editor"),
  disabled: boolean("disabled").notNull().default(false),
  display_name: text("display_name"),
  last_sign_in_at: instant("last_sign_in_at"),
  created_at: instant("created_at").notNull().defaultNow(),
  updated_at: instant("updated_at").notNull().defaultNow(),
});

/**
 * Staff sessions, bearer tokens and console cookies alike: only a SHA-256 of the token is
 * stored, so any instance can verify it and a database leak reveals none. A session ends at
 * `expires_at`, after the idle limit past `last_seen_at`, or when `revoked_at` is set.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    token_hash: text("token_hash").primaryKey(),
    staff_id: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"bearer" | "cookie">().notNull().default("bearer"),
    created_at: instant("created_at").notNull().defaultNow(),
    last_seen_at: instant("last_seen_at").notNull().defaultNow(),
    expires_at: instant("expires_at").notNull(),
    revoked_at: instant("revoked_at"),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staff_id)],
);

/**
 * Consecutive wrong passwords per typed username, known or not (ADR 040, sign-in delays): an
 * attempt is counted when it starts, so parallel guesses cannot all pass the check; a sign-in
 * clears the row. Attempts before `next_attempt_at` are refused without checking the password.
 */
export const staffSignInThrottle = pgTable(
  "staff_sign_in_throttle",
  {
    username: text("username").primaryKey(),
    failures: integer("failures").notNull(),
    last_attempt_at: instant("last_attempt_at").notNull(),
    next_attempt_at: instant("next_attempt_at").notNull(),
  },
  (table) => [index("staff_sign_in_throttle_last_attempt_idx").on(table.last_attempt_at)],
);

/**
 * Device cookies (ADR 040, OWASP "device cookies"): a browser that signed in to an account keeps
 * signing in to it past the delay strangers cause, until it has 5 wrong passwords of its own. Only
 * a SHA-256 of the cookie is stored.
 */
export const staffSignInDevices = pgTable(
  "staff_sign_in_devices",
  {
    token_hash: text("token_hash").primaryKey(),
    username: text("username").notNull(),
    failures: integer("failures").notNull().default(0),
    created_at: instant("created_at").notNull(),
    expires_at: instant("expires_at").notNull(),
  },
  (table) => [index("staff_sign_in_devices_expires_idx").on(table.expires_at)],
);

/**
 * Who did what, when and from where: every staff write, sign-in and KYC document view. Append-only:
 * a trigger refuses UPDATE, DELETE and TRUNCATE, and only server/audit/audit-log.ts inserts.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey(),
    at: instant("at").notNull(),
    actor_id: uuid("actor_id"),
    actor_username: text("actor_username"),
    action: text("action").$type<AuditAction>().notNull(),
    target_type: text("target_type"),
    target_id: text("target_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip").notNull(),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_actor_idx").on(table.actor_username, table.at),
    index("audit_log_target_idx").on(table.target_id, table.at),
  ],
);

/** Facts about the database itself, such as when the sample content was seeded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updated_at: instant("updated_at").notNull().defaultNow(),
});

/** The table of each collection, by API path. */
export const collectionTables = {
  branches,
  blogs,
  documents,
  executives,
  teams,
  banners,
  promotions,
  loans,
  cares,
  bank_rates: bankRates,
  bank_rate_files: bankRateFiles,
  images,
  money_bureau_exchange_rates: moneyBureauExchangeRates,
  money_bureau_locations: moneyBureauLocations,
  kyc_account_types: kycAccountTypes,
};

// ---------------------------------------------------------------------------------------------
// Onboarding and KYC: one-time codes, KYC sessions, uploads, idempotency keys.
// None of these is a collection: they never reach the content API or the realtime feed.

/** One-time codes: only a salted HMAC of the code is stored. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey(),
    username: text("username").notNull(),
    code_hash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    wrong_tries: integer("wrong_tries").notNull().default(0),
    created_at: instant("created_at").notNull(),
    expires_at: instant("expires_at").notNull(),
    used_at: instant("used_at"),
  },
  (table) => [index("otp_codes_username_idx").on(table.username, table.created_at)],
);

/** Each code sent, by username and by client address: the send limits count these rows. */
export const otpSends = pgTable(
  "otp_sends",
  {
    id: uuid("id").primaryKey(),
    scope: text("scope").notNull(),
    subject: text("subject").notNull(),
    created_at: instant("created_at").notNull(),
  },
  (table) => [index("otp_sends_scope_subject_idx").on(table.scope, table.subject, table.created_at)],
);

/** KYC sessions: a SHA-256 of the random token, bound to the verified username. */
export const kycSessions = pgTable("kyc_sessions", {
  token_hash: text("token_hash").primaryKey(),
  username: text("username").notNull(),
  created_at: instant("created_at").notNull(),
  expires_at: instant("expires_at").notNull(),
});

/**
 * Every published media file (`media/…`, served at `/media/…`): a stored file with no row is what
 * an upload cut before its row left, and the sweep removes it once past its grace period (ADR 033).
 */
export const mediaFiles = pgTable("media_files", {
  key: text("key").primaryKey(),
  content_type: text("content_type").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  uploaded_by: text("uploaded_by"),
  created_at: instant("created_at").notNull(),
});

/** Every stored KYC file, so that files no record refers to can be found and removed. */
export const kycUploads = pgTable(
  "kyc_uploads",
  {
    key: text("key").primaryKey(),
    username: text("username").notNull(),
    purpose: text("purpose").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    created_at: instant("created_at").notNull(),
    record_id: uuid("record_id"),
  },
  (table) => [index("kyc_uploads_username_idx").on(table.username), index("kyc_uploads_record_idx").on(table.record_id)],
);

/**
 * Wrong one-time codes, by username and client address: the guessing limits count them (ADR 034).
 * Kept a day; a username's are cleared when its owner verifies.
 */
export const otpFailures = pgTable(
  "otp_failures",
  {
    id: uuid("id").primaryKey(),
    username: text("username").notNull(),
    address: text("address").notNull(),
    created_at: instant("created_at").notNull(),
  },
  (table) => [
    index("otp_failures_username_idx").on(table.username, table.created_at),
    index("otp_failures_address_idx").on(table.address, table.created_at),
  ],
);

/**
 * `Idempotency-Key` of a staff content create (ADR 034): the same key with the same body answers the
 * record the first request made; with another body it is refused. Kept a day.
 */
export const contentIdempotencyKeys = pgTable(
  "content_idempotency_keys",
  {
    staff_username: text("staff_username").notNull(),
    key: text("key").notNull(),
    collection: text("collection").notNull(),
    request_sha256: text("request_sha256").notNull(),
    record_id: uuid("record_id").notNull(),
    created_at: instant("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("content_idempotency_keys_key").on(table.staff_username, table.key),
    index("content_idempotency_keys_created_idx").on(table.created_at),
  ],
);

/** `Idempotency-Key` of a KYC submission: a retried submit answers the record the first one made. */
export const kycIdempotencyKeys = pgTable(
  "kyc_idempotency_keys",
  {
    username: text("username").notNull(),
    key: text("key").notNull(),
    record_id: uuid("record_id").notNull(),
    created_at: instant("created_at").notNull(),
  },
  (table) => [uniqueIndex("kyc_idempotency_keys_key").on(table.username, table.key)],
);

// ---------------------------------------------------------------------------------------------
// Account opening (ADR 031): applications and their documents. Personal data: never a
// collection, never on the realtime feed. The account-application service owns both tables.

/** An account application: a draft bound to the code session's username until it is submitted. */
export const accountApplications = pgTable(
  "account_applications",
  {
    id: uuid("id").primaryKey(),
    username: text("username").notNull(),
    option: text("option").notNull(),
    status: text("status").notNull(),
    lang: text("lang").notNull(),
    /** The form's values as typed (normalised once valid). */
    values: jsonb("values").$type<Record<string, string>>().notNull(),
    branch_id: uuid("branch_id"),
    /** Spec §5 risk code from the monthly income: staff only, never sent to the applicant. */
    risk_code: integer("risk_code"),
    reference: text("reference"),
    idempotency_key: text("idempotency_key"),
    return_reason: text("return_reason"),
    created_at: instant("created_at").notNull(),
    updated_at: instant("updated_at").notNull(),
    submitted_at: instant("submitted_at"),
  },
  (table) => [
    uniqueIndex("account_applications_reference_key").on(table.reference),
    index("account_applications_username_idx").on(table.username),
    index("account_applications_status_idx").on(table.status, table.submitted_at),
    // Officers see other submitted applications that give the same national ID (ADR 031).
    index("account_applications_national_id_idx")
      .on(sql`(${table.values}->>'national_id')`)
      .where(sql`${table.status} <> 'draft'`),
  ],
);

/** One stored file per application and purpose; a new upload for the purpose replaces it. */
export const accountApplicationDocuments = pgTable(
  "account_application_documents",
  {
    key: text("key").primaryKey(),
    application_id: uuid("application_id")
      .notNull()
      .references(() => accountApplications.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    file_name: text("file_name").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    created_at: instant("created_at").notNull(),
  },
  (table) => [uniqueIndex("account_application_documents_purpose_key").on(table.application_id, table.purpose)],
);
/**
 * Each public collection's version, bumped by a trigger in the same transaction as any write to
 * it (migration 0002, ADR 033). Read-only for the server: instances poll it to notice changes
 * whose event they missed.
 */
export const contentVersions = pgTable("content_versions", {
  collection: text("collection").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/** A KYC officer's decision on a submission; no row means it waits. Written only by server/staff/kyc-review-service.ts. */
export const kycReviews = pgTable("kyc_reviews", {
  record_id: uuid("record_id")
    .primaryKey()
    .references(() => kycAccountDetails.id, { onDelete: "cascade" }),
  status: text("status").$type<Exclude<KycStatus, "pending">>().notNull(),
  returned_reason: text("returned_reason"),
  reviewed_by: text("reviewed_by").notNull(),
  reviewed_at: instant("reviewed_at").notNull(),
});
