import { z } from "zod";
import { BilingualSchema, DateOrDateTimeSchema, IdSchema, InstantSchema, WriteTimeSchema } from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { scheduleFields } from "./schedule.ts";

export const BANK_RATE_TYPES = ["reference", "lending", "deposit"] as const;

const bankRateFields = {
  /** For example Reference Rate, Base Lending Rate, Savings Rate. */
  name: BilingualSchema,
  rate_type: z.enum(BANK_RATE_TYPES),
  /** Percent per year. */
  rate: formField(z.number().min(0).max(1000), { label: "Rate (% a year)" }),
  effective_at: DateOrDateTimeSchema,
  ...scheduleFields,
};

// Spec §3 names only id and created_at. A rate is its name, its kind (which table it shows in)
// and its percentage: those stay required (ADR 026). It takes effect when it is written unless said.
/** Body of `POST /api/bank_rates` and `PUT /api/bank_rates/{id}`. */
export const BankRateInputSchema = z.object({ ...bankRateFields, effective_at: WriteTimeSchema });
export type BankRateInput = z.infer<typeof BankRateInputSchema>;

/** A bank interest rate as the API answers it. */
export const BankRateSchema = z.object({ id: IdSchema, ...bankRateFields, created_at: InstantSchema });
export type BankRate = z.infer<typeof BankRateSchema>;
