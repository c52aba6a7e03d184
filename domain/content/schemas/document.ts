import { z } from "zod";
import type { Bilingual } from "../../language.ts";
import {
  BilingualSchema,
  checkMediaType,
  DateOrDateTimeSchema,
  FileSizeSchema,
  getMediaTypeOfUrl,
  IdSchema,
  InstantSchema,
  MimeTypeSchema,
  SafeUrlSchema,
  SiteIdSchema,
} from "../../schemas/common.ts";
import { KYC_ACCOUNT_TYPE_NAMES } from "../../kyc/schemas/kyc-account-type.ts";
import { formField } from "../../schemas/form-fields.ts";
import { scheduleFields } from "./schedule.ts";

/** Spec §2: the documents tabs (investor relations and the bank's documents screen), plus KYC forms. */
export const DOCUMENT_TYPE_NAMES = [
  "Financial Statement",
  "Annual Report",
  "Notice",
  "Other",
  "Profiles",
  "Brochures",
  "Limited Company",
  "Personal Account",
  "Sole Proprietor",
  "KYC Form",
] as const;

export type DocumentTypeName = (typeof DOCUMENT_TYPE_NAMES)[number];

/**
 * The title a document gets when its body names none (ADR 026): its type in both languages, in
 * the singular of the documents tabs' own words (app/features/documents/document-list-messages.ts),
 * so a visitor reads the same words on the tab and on the row ("MALIPOTI A PACHAKA" above
 * "Lipoti la pachaka", as the published annual reports are titled). Product and legal names (KYC,
 * Limited) stay as Malawian banks write them in Chichewa.
 */
export const DOCUMENT_TYPE_TITLES: Readonly<Record<DocumentTypeName, Bilingual>> = {
  "Financial Statement": { en: "Financial Statement", ny: "Chikalata cha zachuma" },
  "Annual Report": { en: "Annual Report", ny: "Lipoti la pachaka" },
  Notice: { en: "Notice", ny: "Chidziwitso" },
  // "Other" names the tab, not the document: a row reads "Document".
  Other: { en: "Document", ny: "Chikalata" },
  Profiles: { en: "Company Profile", ny: "Mbiri ya kampani" },
  Brochures: { en: "Brochure", ny: "Kabuku" },
  "Limited Company": { en: "Limited Company", ny: "Kampani ya Limited" },
  "Personal Account": { en: "Personal Account", ny: "Akaunti ya munthu" },
  "Sole Proprietor": { en: "Sole Proprietor", ny: "Bizinesi ya munthu mmodzi" },
  "KYC Form": { en: "KYC Form", ny: "Fomu ya KYC" },
};

// Spec §3 names id, document_type_name, published_at and created_at; everything else has a
// default (ADR 026). A document without its file is metadata awaiting the file: the API answers
// it with `file_url: null`, and the visitor screens leave it out until a file is set.
const documentFields = {
  title: BilingualSchema,
  document_type_name: formField(z.enum(DOCUMENT_TYPE_NAMES), { label: "Document type" }),
  site: SiteIdSchema,
  file_url: formField(SafeUrlSchema, { label: "File" })
    .nullable()
    .describe("Null while the document awaits its file: visitors do not see it until it has one"),
  file_size: FileSizeSchema.nullable().describe("Null when not given (the row then shows the format only), and without a file"),
  mime_type: MimeTypeSchema.nullable().describe("Null without a file"),
  published_at: DateOrDateTimeSchema,
  /** Only for a `KYC Form`: the account type it serves. */
  kyc_account_type_name: formField(z.enum(KYC_ACCOUNT_TYPE_NAMES), { label: "KYC account type" }).nullable(),
  ...scheduleFields,
};

const kycFormRule = {
  message: "must name the account type for a KYC Form, and only for a KYC Form",
  path: ["kyc_account_type_name"],
};
function hasKycTypeOnlyOnKycForm(document: { document_type_name: string; kyc_account_type_name: string | null }): boolean {
  return (document.document_type_name === "KYC Form") === (document.kyc_account_type_name !== null);
}

/** A file's size and type describe its file: without one, a body that gives them is refused, naming the field. */
function checkFileFields(
  document: { file_url: string | null; file_size: number | null; mime_type?: string | null | undefined },
  context: z.RefinementCtx,
): void {
  if (document.file_url !== null) {
    checkMediaType({ file_url: document.file_url, mime_type: document.mime_type ?? undefined }, context);
    return;
  }
  for (const field of ["file_size", "mime_type"] as const)
    if (document[field] !== null && document[field] !== undefined)
      context.addIssue({ code: "custom", path: [field], message: "describes a file: give it with file_url, or leave it out" });
}

/** Body of `POST /api/documents` and `PUT /api/documents/{id}`. */
export const DocumentInputSchema = z
  .object({
    ...documentFields,
    title: BilingualSchema.optional().describe("Left out: the document type's name in English and Chichewa"),
    site: SiteIdSchema.optional().describe("Left out: the bank, the listed company whose screens show documents"),
    file_url: documentFields.file_url
      .default(null)
      .describe("Left out or null: no file yet; visitors do not see the document until it has one"),
    file_size: FileSizeSchema.nullable().default(null),
    mime_type: MimeTypeSchema.nullish().describe(
      "Left out or null: read from the file name's extension (.pdf, .docx, .xlsx, .jpg...); null without a file",
    ),
    kyc_account_type_name: documentFields.kyc_account_type_name.default(null),
  })
  .refine(hasKycTypeOnlyOnKycForm, kycFormRule)
  .superRefine(checkFileFields)
  .transform(({ title, site, file_url, mime_type, ...document }) => ({
    ...document,
    title: title ?? { ...DOCUMENT_TYPE_TITLES[document.document_type_name] },
    site: site ?? "bank",
    file_url,
    mime_type: file_url === null ? null : (mime_type ?? getMediaTypeOfUrl(file_url) ?? "application/octet-stream"),
  }));
export type DocumentInput = z.infer<typeof DocumentInputSchema>;

/** A downloadable document as the API answers it. */
export const DocumentSchema = z.object({ id: IdSchema, ...documentFields, created_at: InstantSchema });
export type Document = z.infer<typeof DocumentSchema>;
