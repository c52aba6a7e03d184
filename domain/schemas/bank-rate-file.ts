import { z } from "zod";
import { BilingualSchema, DateOrDateTimeSchema, FileSizeSchema, IdSchema, InstantSchema, MimeTypeSchema, SafeUrlSchema } from "./common.ts";

const bankRateFileFields = {
  title: BilingualSchema,
  file_url: SafeUrlSchema,
  file_size: FileSizeSchema,
  mime_type: MimeTypeSchema,
  published_at: DateOrDateTimeSchema,
};

/** Body of `POST /api/bank_rate_files` and `PUT /api/bank_rate_files/{id}`. */
export const BankRateFileInputSchema = z.object(bankRateFileFields);
export type BankRateFileInput = z.infer<typeof BankRateFileInputSchema>;

/** A tariff guide as the API answers it. */
export const BankRateFileSchema = z.object({ id: IdSchema, ...bankRateFileFields, created_at: InstantSchema });
export type BankRateFile = z.infer<typeof BankRateFileSchema>;
