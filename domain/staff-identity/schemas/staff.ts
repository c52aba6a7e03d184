import { z } from "zod";
import { DateFilterSchema, IdSchema, InstantSchema } from "../../schemas/common.ts";
import { ExchangeRateInputSchema, ExchangeRateSchema } from "../../content/schemas/exchange-rate.ts";

/**
 * The three staff roles (ADR 040): an admin may do everything, including staff accounts and the
 * audit log; an editor publishes public content and media; a KYC officer processes KYC records.
 */
export const STAFF_ROLES = ["admin", "editor", "kyc_officer"] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;
/** The role a new account gets unless the admin picks another: the one with the least reach into personal data. */
export const DEFAULT_STAFF_ROLE: StaffRole = "editor";

/** Readable names of the roles, for the console. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administrator",
  editor: "Editor",
  kyc_officer: "KYC officer",
};

/** Shortest and longest password (NIST SP 800-63B §3.1.1.2: at least 8, we ask 12; at least 64 allowed). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** A username staff sign in with: letters, digits and `._-`, as admins type them. */
export const StaffUsernameSchema = z
  .string()
  .trim()
  .min(3, "must be at least 3 characters")
  .max(100)
  .regex(/^[A-Za-z0-9._@-]+$/, "may hold letters, digits and . _ @ - only");

/** A new password: length only, no composition rules (the server also checks its blocklist). */
export const NewPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Body of `POST /api/staff/session`. */
export const SignInBodySchema = z.object({
  username: z.string().trim().min(1, "must not be empty").max(100),
  password: z.string().min(1, "must not be empty").max(200),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** Who is signed in: `GET /api/staff/me`. */
export const StaffMeSchema = z.object({
  id: IdSchema,
  username: z.string(),
  role: StaffRoleSchema,
  display_name: z.string().optional(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** Answer of `POST /api/staff/session`. */
export const SignInAnswerSchema = z.object({ staff: StaffMeSchema });
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;

/** Body of `PUT /api/staff/me/password`. */
export const ChangePasswordBodySchema = z.object({
  current_password: z.string().min(1, "must not be empty").max(200),
  new_password: NewPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** A staff account as an admin sees it. */
export const StaffAccountSchema = z.object({
  id: IdSchema,
  username: z.string(),
  role: StaffRoleSchema,
  disabled: z.boolean(),
  created_at: InstantSchema,
  last_sign_in_at: InstantSchema.nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

/** Body of `POST /api/staff/accounts`. */
export const CreateStaffAccountBodySchema = z.object({
  username: StaffUsernameSchema,
  role: StaffRoleSchema,
  password: NewPasswordSchema,
});
export type CreateStaffAccountBody = z.infer<typeof CreateStaffAccountBodySchema>;

/** Body of `PATCH /api/staff/accounts/:id`. */
export const UpdateStaffAccountBodySchema = z
  .object({ role: StaffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, { message: "give role or disabled" });
export type UpdateStaffAccountBody = z.infer<typeof UpdateStaffAccountBodySchema>;

/** Body of `POST /api/staff/accounts/:id/password`. */
export const ResetPasswordBodySchema = z.object({ password: NewPasswordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** What the audit log records (one row per staff action). */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "sign_in_delayed",
  "sign_out",
  "password_changed",
  "account_created",
  "account_updated",
  "account_password_reset",
  "content_created",
  "content_updated",
  "content_deleted",
  "media_uploaded",
  "exchange_rates_published",
  "kyc_records_listed",
  "kyc_record_viewed",
  "kyc_document_viewed",
  "kyc_document_downloaded",
  "kyc_processed",
  "kyc_returned",
  "application_viewed",
  "application_document_viewed",
  "application_document_downloaded",
  "application_reviewed",
  "application_approved",
  "application_returned",
  "staff_write",
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** One row of the audit log. */
export const AuditEntrySchema = z.object({
  id: IdSchema,
  at: InstantSchema,
  actor_username: z.string().nullable(),
  action: AuditActionSchema,
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Query of `GET /api/staff/audit`. */
export const AuditQuerySchema = z.object({
  actor: z.string().trim().max(100).optional(),
  target_id: z.string().trim().max(200).optional(),
  from: DateFilterSchema.optional(),
  to: DateFilterSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The `at` of the last entry of the previous page. */
  before: InstantSchema.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({ items: z.array(AuditEntrySchema) });
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** Where a KYC submission stands with the bank. */
export const KYC_STATUSES = ["pending", "processed", "returned"] as const;
export const KycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof KycStatusSchema>;

/** Query of `GET /api/staff/kyc`. */
export const KycQueueQuerySchema = z.object({
  branch_id: IdSchema.optional(),
  status: KycStatusSchema.optional(),
  from: DateFilterSchema.optional(),
  to: DateFilterSchema.optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type KycQueueQuery = z.infer<typeof KycQueueQuerySchema>;

/**
 * Another submission naming the same account number, sent by another username (ADR 022): the site
 * cannot tell the account's owner, so the officer checks each against the core banking system.
 */
export const KycConflictSchema = z.object({
  id: IdSchema,
  created_at: InstantSchema,
  account_name: z.string(),
  username: z.string(),
  status: KycStatusSchema,
});
export type KycConflict = z.infer<typeof KycConflictSchema>;

/** One submission in the queue. */
export const KycQueueItemSchema = z.object({
  id: IdSchema,
  created_at: InstantSchema,
  account_number: z.string(),
  account_name: z.string(),
  username: z.string(),
  branch_id: IdSchema,
  branch_name: z.string(),
  kyc_account_type_name: z.string(),
  status: KycStatusSchema,
  /** The other submissions naming this account number, oldest first; empty when none does. */
  conflicts: z.array(KycConflictSchema),
});
export type KycQueueItem = z.infer<typeof KycQueueItemSchema>;

export const KycQueuePageSchema = z.object({ items: z.array(KycQueueItemSchema), total: z.number().int() });
export type KycQueuePage = z.infer<typeof KycQueuePageSchema>;

/** One document of a submission, as the console shows it. */
export const KycDocumentEntrySchema = z.object({
  index: z.number().int(),
  purpose: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  view_url: z.string(),
  download_url: z.string(),
});
export type KycDocumentEntry = z.infer<typeof KycDocumentEntrySchema>;

/** One submission with everything an officer needs: `GET /api/staff/kyc/:id`. */
export const KycSubmissionSchema = KycQueueItemSchema.extend({
  returned_reason: z.string().nullable(),
  processed_by: z.string().nullable(),
  processed_at: InstantSchema.nullable(),
  documents: z.array(KycDocumentEntrySchema),
});
export type KycSubmission = z.infer<typeof KycSubmissionSchema>;

/** Body of `POST /api/staff/kyc/:id/return`. */
export const ReturnKycBodySchema = z.object({
  reason: z.string().trim().min(3, "say what the customer must change").max(1000),
});
export type ReturnKycBody = z.infer<typeof ReturnKycBodySchema>;

/** Answer of `POST /api/staff/media`: where visitors fetch the file. */
export const MediaAnswerSchema = z.object({
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type MediaAnswer = z.infer<typeof MediaAnswerSchema>;

/** Body of `POST /api/staff/exchange-rates`: the day's rates for all currencies, published at once. */
export const PublishExchangeRatesBodySchema = z.object({
  source: ExchangeRateInputSchema.shape.source,
  set_at: ExchangeRateInputSchema.shape.set_at,
  rates: z
    .array(
      z.object({
        currency_code: ExchangeRateInputSchema.shape.currency_code,
        buying: ExchangeRateInputSchema.shape.buying,
        selling: ExchangeRateInputSchema.shape.selling,
        /** Needed only for a currency never published before; otherwise the last name is kept. */
        currency_name: ExchangeRateInputSchema.shape.currency_name.optional(),
      }),
    )
    .min(1, "give at least one currency")
    .max(100)
    .refine((rates) => new Set(rates.map((rate) => rate.currency_code)).size === rates.length, {
      message: "each currency only once",
    }),
});
export type PublishExchangeRatesBody = z.infer<typeof PublishExchangeRatesBodySchema>;

/** Answer of `POST /api/staff/exchange-rates`: the records made, one per currency. */
export const PublishExchangeRatesAnswerSchema = z.object({ set_at: InstantSchema, records: z.array(ExchangeRateSchema) });
export type PublishExchangeRatesAnswer = z.infer<typeof PublishExchangeRatesAnswerSchema>;
