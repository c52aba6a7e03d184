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
} from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { scheduleFields } from "./schedule.ts";

const bankRateFileFields = {
  title: BilingualSchema,
  file_url: formField(SafeUrlSchema, { label: "File" }),
  /** Null when the back office gave none: the row then shows the format only. */
  file_size: FileSizeSchema.nullable(),
  mime_type: MimeTypeSchema,
  published_at: DateOrDateTimeSchema,
  ...scheduleFields,
};

/** Body of `POST /api/bank_rate_files` and `PUT /api/bank_rate_files/{id}`: size and type may be left out (ADR 026). */
export const BankRateFileInputSchema = z
  .object({ ...bankRateFileFields, ...fileBodyFields })
  .superRefine(checkMediaType)
  .transform(fillMediaType);
export type BankRateFileInput = z.infer<typeof BankRateFileInputSchema>;

/** A tariff guide as the API answers it. */
export const BankRateFileSchema = z.object({ id: IdSchema, ...bankRateFileFields, created_at: InstantSchema });
export type BankRateFile = z.infer<typeof BankRateFileSchema>;
