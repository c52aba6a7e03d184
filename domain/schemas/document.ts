import { z } from "zod";
import {
  BilingualSchema,
  DateOrDateTimeSchema,
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

const documentFields = {
  title: BilingualSchema,
  document_type_name: z.enum(DOCUMENT_TYPE_NAMES),
  site: SiteIdSchema,
  file_url: SafeUrlSchema,
  file_size: FileSizeSchema,
  mime_type: MimeTypeSchema,
  published_at: DateOrDateTimeSchema,
  /** Only for a `KYC Form`: the account type it serves. */
  kyc_account_type_name: z.enum(KYC_ACCOUNT_TYPE_NAMES).nullable().default(null),
};

const kycFormRule = {
  message: "must name the account type for a KYC Form, and only for a KYC Form",
  path: ["kyc_account_type_name"],
};
function hasKycTypeOnlyOnKycForm(document: { document_type_name: string; kyc_account_type_name: string | null }): boolean {
  return (document.document_type_name === "KYC Form") === (document.kyc_account_type_name !== null);
}

/** Body of `POST /api/documents` and `PUT /api/documents/{id}`. */
export const DocumentInputSchema = z.object(documentFields).refine(hasKycTypeOnlyOnKycForm, kycFormRule);
export type DocumentInput = z.infer<typeof DocumentInputSchema>;

/** A downloadable document as the API answers it. */
export const DocumentSchema = z.object({
  id: IdSchema,
  ...documentFields,
  kyc_account_type_name: z.enum(KYC_ACCOUNT_TYPE_NAMES).nullable(),
  created_at: InstantSchema,
});
export type Document = z.infer<typeof DocumentSchema>;
