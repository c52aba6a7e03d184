import { z } from "zod";
import { addWorkingDays, countWorkingDays } from "../calendar/working-days.ts";
import { mergePublicHolidays, type PublicHoliday } from "../calendar/malawi-holidays.ts";
import { getMalawiDate, type CalendarDate } from "../calendar/calendar-date.ts";
import { IdSchema, InstantSchema } from "../schemas/common.ts";

// Complaints (ADR 059): what a customer sends, what they and the staff see back. Personal data:
// never a collection, never cached, never on the realtime feed.

/** The categories of the Reserve Bank's complaints return, in the order the form lists them. */
export const COMPLAINT_CATEGORIES = [
  "account",
  "card",
  "loan",
  "digital_banking",
  "atm",
  "branch_service",
  "fees_and_charges",
  "fraud",
  "other",
] as const;
export const ComplaintCategorySchema = z.enum(COMPLAINT_CATEGORIES);
export type ComplaintCategory = z.infer<typeof ComplaintCategorySchema>;

/** Received, being handled (assigned), answered (the customer was sent the answer), closed. */
export const COMPLAINT_STATUSES = ["received", "in_progress", "answered", "closed"] as const;
export const ComplaintStatusSchema = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof ComplaintStatusSchema>;

/** Where a complaint was escalated: the bank's internal appeal, then the RBM's Registrar. */
export const COMPLAINT_ESCALATIONS = ["internal_appeal", "registrar"] as const;
export const ComplaintEscalationSchema = z.enum(COMPLAINT_ESCALATIONS);
export type ComplaintEscalation = z.infer<typeof ComplaintEscalationSchema>;

/** At most this many attachments per complaint, each checked like a KYC file. */
export const MAX_COMPLAINT_ATTACHMENTS = 3;
/** At most this many complaints per verified phone or e-mail in 24 hours. */
export const COMPLAINTS_PER_DAY = 5;
export const COMPLAINT_DESCRIPTION_MAX = 4000;
/** The default of `COMPLAINT_RESPONSE_DAYS`: working days the bank gives itself to answer. */
export const DEFAULT_COMPLAINT_RESPONSE_DAYS = 10;

// Crockford's letters and digits without I, L, O, U, 0 and 1, as account application references.
export const COMPLAINT_REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const COMPLAINT_REFERENCE_PATTERN = /^CMP-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** A reference as typed: case and spaces forgiven. */
export const ComplaintReferenceSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase().replace(/\s/g, ""))
  .pipe(z.string().regex(COMPLAINT_REFERENCE_PATTERN, "not a complaint reference"));

/** The form's fields (multipart fields of `POST /api/complaints`). */
export const ComplaintFieldsSchema = z.object({
  category: ComplaintCategorySchema,
  product: z.string().trim().min(2, "must be at least 2 characters").max(120),
  branch_id: z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(IdSchema.optional())
    .optional(),
  description: z.string().trim().min(10, "must be at least 10 characters").max(COMPLAINT_DESCRIPTION_MAX),
  lang: z.enum(["en", "ny"]).default("en"),
});
export type ComplaintFields = z.infer<typeof ComplaintFieldsSchema>;

const AttachmentSchema = z.object({ file_name: z.string(), size: z.number().int() });

/** What the complainant's session sees of its own complaint. */
export const ComplaintViewSchema = z.object({
  reference: z.string(),
  status: ComplaintStatusSchema,
  category: ComplaintCategorySchema,
  product: z.string(),
  branch_id: IdSchema.nullable(),
  description: z.string(),
  attachments: z.array(AttachmentSchema),
  submitted_at: InstantSchema,
  /** The Malawi date by which the bank answers (working days, holidays skipped). */
  respond_by: z.iso.date(),
  answer: z.string().nullable(),
  answered_at: InstantSchema.nullable(),
  escalated_to: ComplaintEscalationSchema.nullable(),
  closed_at: InstantSchema.nullable(),
});
export type ComplaintView = z.infer<typeof ComplaintViewSchema>;

/** A complaint as staff see it. */
export const StaffComplaintSchema = ComplaintViewSchema.extend({
  id: IdSchema,
  username: z.string(),
  lang: z.enum(["en", "ny"]),
  assigned_to: z.string().nullable(),
  escalation_note: z.string().nullable(),
  overdue: z.boolean(),
  updated_at: InstantSchema,
});
export type StaffComplaint = z.infer<typeof StaffComplaintSchema>;

export const StaffComplaintListQuerySchema = z.object({
  status: ComplaintStatusSchema.optional(),
  category: ComplaintCategorySchema.optional(),
  branch_id: IdSchema.optional(),
  /** true: past the answer-by date and not yet answered or closed; false: the others. */
  overdue: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type StaffComplaintListQuery = z.infer<typeof StaffComplaintListQuerySchema>;

export const StaffComplaintPageSchema = z.object({ items: z.array(StaffComplaintSchema), total: z.number().int() });
export type StaffComplaintPage = z.infer<typeof StaffComplaintPageSchema>;
/** How many complaints are open (received or being handled): a number only, so not an audited read. */
export const OpenComplaintCountSchema = z.object({ open: z.number().int() });
export type OpenComplaintCount = z.infer<typeof OpenComplaintCountSchema>;

export const AssignComplaintBodySchema = z.object({ assignee: z.string().trim().min(1).max(100) });
export const ReplyComplaintBodySchema = z.object({ message: z.string().trim().min(3).max(2000) });
export const EscalateComplaintBodySchema = z.object({ to: ComplaintEscalationSchema, note: z.string().trim().min(3).max(1000) });

/**
 * The holidays of the years a deadline can reach from a date (a year is plenty for weeks of working
 * days): the computed ones and those staff entered (the `public_holidays` collection).
 */
function holidaysFrom(date: CalendarDate, entered: readonly PublicHoliday[]) {
  const year = Number(date.slice(0, 4));
  return mergePublicHolidays([year, year + 1], entered);
}

/** The Malawi date by which a complaint received at an instant is answered. */
export function getComplaintRespondBy(receivedAt: Date, workingDays: number, entered: readonly PublicHoliday[] = []): CalendarDate {
  const received = getMalawiDate(receivedAt);
  return addWorkingDays(received, workingDays, holidaysFrom(received, entered));
}

/** Whether a complaint is overdue: still unanswered after its answer-by date (Malawi time). */
export function isComplaintOverdue(status: ComplaintStatus, respondBy: CalendarDate, now: Date): boolean {
  return (status === "received" || status === "in_progress") && getMalawiDate(now) > respondBy;
}

/** The CSV's age bands, in working days from receipt to closing (or to today while open). */
export const COMPLAINT_AGE_BANDS = ["0-10", "11-20", "21-40", "41+"] as const;
export type ComplaintAgeBand = (typeof COMPLAINT_AGE_BANDS)[number];

export function getComplaintAgeBand(receivedAt: Date, until: Date, entered: readonly PublicHoliday[] = []): ComplaintAgeBand {
  const from = getMalawiDate(receivedAt);
  const to = getMalawiDate(until);
  const days = to <= from ? 0 : countWorkingDays(from, to, [...holidaysFrom(from, entered), ...holidaysFrom(to, entered)]);
  if (days <= 10) return "0-10";
  if (days <= 20) return "11-20";
  if (days <= 40) return "21-40";
  return "41+";
}
