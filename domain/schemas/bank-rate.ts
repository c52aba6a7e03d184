import { z } from "zod";
import { BilingualSchema, DateOrDateTimeSchema, IdSchema, InstantSchema } from "./common.ts";

export const BANK_RATE_TYPES = ["reference", "lending", "deposit"] as const;

const bankRateFields = {
  /** For example Reference Rate, Base Lending Rate, Savings Rate. */
  name: BilingualSchema,
  rate_type: z.enum(BANK_RATE_TYPES),
  /** Percent per year. */
  rate: z.number().min(0).max(1000),
  effective_at: DateOrDateTimeSchema,
};

/** Body of `POST /api/bank_rates` and `PUT /api/bank_rates/{id}`. */
export const BankRateInputSchema = z.object(bankRateFields);
export type BankRateInput = z.infer<typeof BankRateInputSchema>;

/** A bank interest rate as the API answers it. */
export const BankRateSchema = z.object({ id: IdSchema, ...bankRateFields, created_at: InstantSchema });
export type BankRate = z.infer<typeof BankRateSchema>;
