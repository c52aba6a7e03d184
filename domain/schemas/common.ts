import { z } from "zod";
import { ERROR_CODES } from "../error-codes.ts";
import type { Bilingual } from "../language.ts";
import { SITE_IDS } from "../site.ts";
import { formField, formFields } from "./form-fields.ts";

/** Text the group publishes in English and Chichewa; both are required (docs/content-model.md). */
export const BilingualSchema = z.object({
  en: z.string().trim().min(1, "English text must not be empty"),
  ny: z.string().trim().min(1, "Chichewa text must not be empty"),
}) satisfies z.ZodType<Bilingual>;

/** One of the five sub-sites (domain/site.ts). */
export const SiteIdSchema = z.enum(SITE_IDS).register(formFields, {
  label: "Company",
  optionLabels: { holding: "Financial holdings", moneyBureau: "Money bureau", discountHouse: "Discount house" },
});

/** A record id: a UUID the server sets. */
export const IdSchema = z.uuid();

/** An instant as the API writes it: ISO 8601 in UTC with milliseconds (`2025-03-01T08:00:00.000Z`). */
export const InstantSchema = z.iso.datetime({ precision: 3 });

/** A date or a date-time as the content writes it (`2025-03-01` or `2025-03-01T08:00:00+02:00`). */
export const DateOrDateTimeSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).register(formFields, { widget: "date" });

/** A staff list's date filter: a day (`2026-11-23`) or an instant. */
export const DateFilterSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * A date filter as an instant. A day is a Malawian day (UTC+2 all year, no daylight saving), as
 * the console shows times: its first millisecond, or for an upper bound (`end`) its last. An
 * instant stays as it is.
 */
export function getDateFilterInstant(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00.000+02:00`);
    return end ? new Date(start.getTime() + 24 * 60 * 60 * 1000 - 1) : start;
  }
  return new Date(value);
}

/** Plain text on one line, trimmed and not empty. */
export const NameSchema = z.string().trim().min(1, "must not be empty").max(300);

/** Longer plain text. */
export const TextSchema = z.string().trim().min(1, "must not be empty").max(20_000);

/**
 * A link or file address the site may render: a site-relative path (`/content/images/x.jpg`)
 * or an https URL. Anything else (`javascript:`, `data:`, protocol-relative `//host`) is refused,
 * so stored content can never smuggle a script into an `href` or `src`.
 */
export const SafeUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isSafeUrl(value), { message: "must be a site path starting with / or an https URL" })
  .register(formFields, { widget: "url" });

/** Whether a URL is a site-relative path or an https URL (see SafeUrlSchema). */
export function isSafeUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** An e-mail address. */
export const EmailSchema = z.email().max(254).register(formFields, { widget: "email" });

/** A Malawian phone number in E.164 form: +265 and 7 to 9 digits. */
export const MalawiPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+265\d{7,9}$/, "must be a Malawian number in E.164 form, like +265111820000")
  .register(formFields, { widget: "phone" });

/**
 * A phone number as a caller writes it (`+265 1 820 000`, `01 820 000`, `(0)1-820-000`): digits
 * with the separators people type. The server normalises it to E.164 with libphonenumber before
 * storing (server/content/phone-number.ts); records always carry MalawiPhoneSchema's form.
 */
export const WrittenPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]{7,24}$/, "must be a Malawian phone number, like +265 1 820 000 or 01 820 000")
  .register(formFields, { widget: "phone" });

/** A whole number of bytes. */
export const FileSizeSchema = z.number().int().min(0).max(1_000_000_000).register(formFields, { label: "File size (bytes)" });

/** A media type such as `application/pdf`. */
export const MimeTypeSchema = z
  .string()
  .trim()
  .regex(/^[a-z]+\/[a-z0-9.+-]+$/i, "must be a media type like application/pdf")
  .register(formFields, { label: "Media type" });

/**
 * Another spelling of a body field, accepted as spec §3 writes it (a loan's `Target Group` for our
 * `target_group`). The server reads it into our field and answers only ours; the staff console
 * draws no control for it (ADR 026).
 */
export const specSpellings = z.registry<{ spellingOf: string }>();

/**
 * A date or date-time a body may leave out: the server then writes the moment of writing (a
 * rate's `set_at`, a care item's `published_at`). Filled after the idempotency check, so a retry
 * is the same request; the collection registry names the field (`writeTimeField`).
 */
export const WriteTimeSchema = DateOrDateTimeSchema.optional().describe("Left out: the moment the server writes the record");

/** Media types a file's name tells, for files given without one (spec §3 documents carry none). */
const MEDIA_TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** The media type the extension of a file address names (`/files/report.pdf` → application/pdf), if it names one. */
export function getMediaTypeOfUrl(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? "";
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension ? MEDIA_TYPES_BY_EXTENSION[extension] : undefined;
}

/**
 * A downloadable file's fields as a body may give them: `file_size` may be left out (null: the
 * row then shows the format only), `mime_type` may be left out when the file's name tells it.
 */
export const fileBodyFields = {
  file_url: formField(SafeUrlSchema, { label: "File" }),
  file_size: FileSizeSchema.nullable().default(null),
  mime_type: MimeTypeSchema.optional().describe("Left out: read from the file name's extension (.pdf, .docx, .xlsx, .jpg...)"),
};

/** A body's check that its file has a media type, given or read from its name: the 400 names `mime_type`. */
export function checkMediaType(file: { file_url: string; mime_type?: string | undefined }, context: z.RefinementCtx): void {
  if (file.mime_type === undefined && getMediaTypeOfUrl(file.file_url) === undefined)
    context.addIssue({
      code: "custom",
      path: ["mime_type"],
      message: "is required when the file name does not end in .pdf, .doc, .docx, .xls, .xlsx, .jpg or .png",
    });
}

/** A file's media type: the one given, else the one its name tells (checked by checkMediaType). */
export function fillMediaType<T extends { file_url: string; mime_type?: string | undefined }>(file: T): T & { mime_type: string } {
  return { ...file, mime_type: file.mime_type ?? getMediaTypeOfUrl(file.file_url) ?? "application/octet-stream" };
}

/** An order on the page: a whole number, 0 or more. */
export const PositionSchema = z.number().int().min(0).max(10_000);

export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** Every 4xx/5xx answer of the API (spec §8): `{ error, code }`, the codes of domain/error-codes.ts. */
export const ErrorSchema = z.object({
  error: z.string(),
  code: ErrorCodeSchema,
});
export type ErrorAnswer = z.infer<typeof ErrorSchema>;

/** An `Idempotency-Key` header: the client's own name for one intended write, so a retry of it is safe. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, "must be 8 to 128 letters, digits or _ . : -");

/** Path parameter of `/api/{collection}/{id}`. */
export const IdParamsSchema = z.object({ id: IdSchema });
