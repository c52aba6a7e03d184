import { z } from "zod";
import { BilingualSchema, DateOrDateTimeSchema, IdSchema, InstantSchema } from "./common.ts";

export const EXCHANGE_RATE_SOURCES = ["bank", "moneyBureau"] as const;

const exchangeRateFields = {
  source: z.enum(EXCHANGE_RATE_SOURCES),
  /** ISO 4217, like USD. */
  currency_code: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code like USD"),
  currency_name: BilingualSchema,
  /** Kwacha per unit. */
  buying: z.number().positive().max(1e9),
  /** Kwacha per unit. */
  selling: z.number().positive().max(1e9),
  /** When the rates were set. */
  set_at: DateOrDateTimeSchema,
};

/** Body of `POST /api/money_bureau_exchange_rates` and `PUT .../{id}`. */
export const ExchangeRateInputSchema = z.object(exchangeRateFields);
export type ExchangeRateInput = z.infer<typeof ExchangeRateInputSchema>;

/** An exchange rate as the API answers it (browser store `exchangeRates`). */
export const ExchangeRateSchema = z.object({ id: IdSchema, ...exchangeRateFields, created_at: InstantSchema });
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;
