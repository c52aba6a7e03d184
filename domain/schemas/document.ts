import { z } from "zod";
import {
  BilingualSchema,
  checkMediaType,
  DateOrDateTimeSchema,
  fileBodyFields,
  fillMediaType,
  FileSizeSchema,
  IdSchema,
  InstantSchema,
  MimeTypeSchema,
  SafeUrlSchema,
  SiteIdSchema,
} from "./common.ts";
import { KYC_ACCOUNT_TYPE_NAMES } from "./kyc-account-type.ts";

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

/** Spec §2: the investor relations tabs, which every company of the group has. */
export const INVESTOR_DOCUMENT_TYPE_NAMES = ["Financial Statement", "Annual Report", "Notice", "Other"] as const;

// Spec §3 names id, document_type_name, published_at and created_at. A row has nothing to show
// without a title and nothing to download without a file, so those stay required (ADR 026).
const documentFields = {
  title: BilingualSchema,
  document_type_name: z.enum(DOCUMENT_TYPE_NAMES),
  site: SiteIdSchema,
  file_url: SafeUrlSchema,
  /** Null when the back office gave none: the row then shows the format only. */
  file_size: FileSizeSchema.nullable(),
  mime_type: MimeTypeSchema,
  published_at: DateOrDateTimeSchema,
  /** Only for a `KYC Form`: the account type it serves. */
  kyc_account_type_name: z.enum(KYC_ACCOUNT_TYPE_NAMES).nullable(),
};

const kycFormRule = {
  message: "must name the account type for a KYC Form, and only for a KYC Form",
  path: ["kyc_account_type_name"],
};
function hasKycTypeOnlyOnKycForm(document: { document_type_name: string; kyc_account_type_name: string | null }): boolean {
  return (document.document_type_name === "KYC Form") === (document.kyc_account_type_name !== null);
}

/**
 * Investor documents show on the investor relations page of the company that published them: a
 * financial statement filed under the wrong company would misstate it, so those name their
 * `site`. The other types appear only on the bank's screens, so they belong to the bank unless said.
 */
const siteRule = {
  message: "is required for a Financial Statement, Annual Report, Notice or Other: name the company that published it",
  path: ["site"],
};
function hasSiteWhereNeeded(document: { document_type_name: string; site?: string | undefined }): boolean {
  return document.site !== undefined || !(INVESTOR_DOCUMENT_TYPE_NAMES as readonly string[]).includes(document.document_type_name);
}

/** Body of `POST /api/documents` and `PUT /api/documents/{id}`. */
export const DocumentInputSchema = z
  .object({
    ...documentFields,
    site: SiteIdSchema.optional().describe("Left out: the bank, except for investor documents, which must name their company"),
    ...fileBodyFields,
    kyc_account_type_name: documentFields.kyc_account_type_name.default(null),
  })
  .refine(hasKycTypeOnlyOnKycForm, kycFormRule)
  .refine(hasSiteWhereNeeded, siteRule)
  .superRefine(checkMediaType)
  .transform(({ site, ...document }) => fillMediaType({ ...document, site: site ?? "bank" }));
export type DocumentInput = z.infer<typeof DocumentInputSchema>;

/** A downloadable document as the API answers it. */
export const DocumentSchema = z.object({ id: IdSchema, ...documentFields, created_at: InstantSchema });
export type Document = z.infer<typeof DocumentSchema>;
