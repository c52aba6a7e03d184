import { z } from "zod";
import { DateFilterSchema, IdSchema, InstantSchema } from "../../schemas/common.ts";
import { StaffRoleSchema } from "../../permissions.ts";
import { RequiredStepSchema, SecondFactorCodeSchema } from "./second-factor.ts";
import { AuthenticationAnswerSchema } from "./passkeys.ts";
import { formField } from "../../schemas/form-fields.ts";

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

/** A person's full name as colleagues know it; the console shows it beside the username. */
export const StaffFullNameSchema = formField(z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters"), {
  label: "Full name",
});

/** Where a person is reached about their account. */
export const StaffEmailSchema = formField(
  z.string().trim().max(254, "must be at most 254 characters").pipe(z.email("must be an e-mail address")),
  {
    label: "E-mail",
    widget: "email",
  },
);

/** A new password: length only, no composition rules (the server also checks its blocklist). */
export const NewPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Body of `POST /api/staff/session`. */
export const SignInBodySchema = z.object({
  username: z.string().trim().min(1, "must not be empty").max(100),
  password: z.string().min(1, "must not be empty").max(200),
  /** The second factor (ADR 052): a 6-digit code or a recovery code. */
  code: SecondFactorCodeSchema.optional(),
  /** Or a passkey's answer as the second factor (ADR 053), after `POST /api/staff/session/passkey/options`. */
  passkey: AuthenticationAnswerSchema.optional(),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** Who is signed in: `GET /api/staff/me`. */
export const StaffMeSchema = z.object({
  id: IdSchema,
  username: z.string(),
  role: StaffRoleSchema,
  display_name: z.string().optional(),
  /** What this session must do before anything else (ADR 052); absent when nothing is pending. */
  required_step: RequiredStepSchema.optional(),
  /** The account is the bank directory's (ADR 066): it signed in there, and signs out there too. */
  directory: z.literal(true).optional(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** Answer of `POST /api/staff/session`. */
export const SignInAnswerSchema = z.object({
  staff: StaffMeSchema,
  /** After a sign-in with a recovery code: how many unused codes the person has left. */
  recovery_codes_left: z.number().int().min(0).optional(),
});
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
  /** Null for accounts made before names were asked. */
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  role: StaffRoleSchema,
  disabled: z.boolean(),
  created_at: InstantSchema,
  last_sign_in_at: InstantSchema.nullable(),
  /** Whether the person has enrolled a second factor (ADR 052). */
  second_factor: z.boolean(),
  /** Made by the bank's directory at a sign-in (ADR 066): its password, factors and role are the directory's. */
  directory: z.boolean(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

/** Body of `POST /api/staff/accounts`. */
export const CreateStaffAccountBodySchema = z.object({
  username: StaffUsernameSchema,
  full_name: StaffFullNameSchema,
  email: StaffEmailSchema,
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
  "second_factor_enrolment_started",
  "second_factor_enrolled",
  "second_factor_reset",
  "recovery_code_used",
  "passkey_added",
  "passkey_removed",
  "session_ended",
  "access_token_created",
  "access_token_used",
  "access_token_revoked",
  "other_sessions_ended",
  "all_sessions_ended",
  "directory_account_created",
  "directory_account_updated",
  "directory_sign_in_refused",
  "content_created",
  "content_updated",
  "content_deleted",
  "content_restored",
  "bin_purged",
  "change_proposed",
  "change_approved",
  "change_rejected",
  "draft_saved",
  "draft_discarded",
  "draft_published",
  "draft_preview_link_made",
  "media_uploaded",
  "media_updated",
  "media_deleted",
  "exchange_rates_published",
  "kyc_records_listed",
  "kyc_record_viewed",
  "kyc_document_viewed",
  "kyc_document_downloaded",
  "kyc_processed",
  "kyc_returned",
  "kyc_reopened",
  "application_viewed",
  "application_document_viewed",
  "application_document_downloaded",
  "application_reviewed",
  "application_approved",
  "application_returned",
  "complaints_listed",
  "complaint_viewed",
  "complaint_attachment_viewed",
  "complaint_assigned",
  "complaint_replied",
  "complaint_escalated",
  "complaint_closed",
  "audit_exported",
  "complaints_exported",
  "staff_write",
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** One row of the audit log. */
export const AuditEntrySchema = z.object({
  id: IdSchema,
  at: InstantSchema,
  actor_username: z.string().nullable(),
  /** The actor's full name as their account has it now; null when it has none. */
  actor_full_name: z.string().nullable(),
  action: AuditActionSchema,
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Query of `GET /api/staff/audit`. */
export const AuditQuerySchema = z.object({
  /** Part of the person's username or full name, any case ("thoko" finds thoko.banda). */
  actor: z.string().trim().max(100).optional(),
  action: AuditActionSchema.optional(),
  target_id: z.string().trim().max(200).optional(),
  from: DateFilterSchema.optional(),
  to: DateFilterSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The `at` of the last entry of the previous page. */
  before: InstantSchema.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** `GET /api/staff/audit/export.csv`: the list's filters, without its paging. */
export const AuditExportQuerySchema = AuditQuerySchema.omit({ limit: true, before: true });
export type AuditExportQuery = z.infer<typeof AuditExportQuerySchema>;

export const AuditPageSchema = z.object({ items: z.array(AuditEntrySchema) });
export type AuditPage = z.infer<typeof AuditPageSchema>;
