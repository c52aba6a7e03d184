import { z } from "zod";
import { CURRENCY_NAMES } from "../currencies.ts";
import { BilingualSchema, DateOrDateTimeSchema, IdSchema, InstantSchema, WriteTimeSchema } from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { scheduleFields } from "./schedule.ts";

export const EXCHANGE_RATE_SOURCES = ["bank", "moneyBureau"] as const;

const exchangeRateFields = {
  source: formField(z.enum(EXCHANGE_RATE_SOURCES), { optionLabels: { moneyBureau: "Money bureau" } }),
  /** ISO 4217, like USD. */
  currency_code: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code like USD"),
  currency_name: BilingualSchema,
  /** Kwacha per unit. */
  buying: formField(z.number().positive().max(1e9), { label: "Buying (MWK)" }),
  /** Kwacha per unit. */
  selling: formField(z.number().positive().max(1e9), { label: "Selling (MWK)" }),
  /** When the rates were set. */
  set_at: DateOrDateTimeSchema,
  ...scheduleFields,
};

/** A rate with every field given: what the staff console's day's rates publish (PublishExchangeRatesBodySchema below). */
export const ExchangeRateInputSchema = z.object(exchangeRateFields);
export type ExchangeRateInput = z.infer<typeof ExchangeRateInputSchema>;

const currencyNameRule = { message: "is required for a currency the site does not know by name", path: ["currency_name"] };

// Spec §3 names only id and created_at. A rate has nothing to show without its currency and its
// two prices. The rest has defaults (ADR 026): the path names the money bureau, the currency's
// name comes from the known currencies, and a rate is set when it is written.
/** Body of `POST /api/money_bureau_exchange_rates` and `PUT .../{id}`. */
export const ExchangeRateBodySchema = z
  .object({
    ...exchangeRateFields,
    source: exchangeRateFields.source.default("moneyBureau"),
    currency_name: BilingualSchema.optional().describe("Left out: the currency's name as the site knows it (USD, GBP, EUR, ZAR...)"),
    set_at: WriteTimeSchema,
  })
  .refine((rate) => rate.currency_name !== undefined || Object.hasOwn(CURRENCY_NAMES, rate.currency_code), currencyNameRule)
  .transform(({ currency_name, ...rate }) => ({ ...rate, currency_name: currency_name ?? CURRENCY_NAMES[rate.currency_code]! }));
export type ExchangeRateBody = z.infer<typeof ExchangeRateBodySchema>;

/** An exchange rate as the API answers it (browser store `exchangeRates`). */
export const ExchangeRateSchema = z.object({ id: IdSchema, ...exchangeRateFields, created_at: InstantSchema });
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

/** Body of `POST /api/staff/exchange-rates`: the day's rates for all currencies, published at once. */
export const PublishExchangeRatesBodySchema = z.object({
  source: ExchangeRateInputSchema.shape.source,
  set_at: ExchangeRateInputSchema.shape.set_at,
  rates: z
    .array(
      z.object({
        currency_code: ExchangeRateInputSchema.shape.currency_code,
        buying: ExchangeRateInputSchema.shape.buying,
        selling: ExchangeRateInputSchema.shape.selling,
        /** Needed only for a currency never published before; otherwise the last name is kept. */
        currency_name: ExchangeRateInputSchema.shape.currency_name.optional(),
      }),
    )
    .min(1, "give at least one currency")
    .max(100)
    .refine((rates) => new Set(rates.map((rate) => rate.currency_code)).size === rates.length, {
      message: "each currency only once",
    }),
  /**
   * The moves beyond `RATE_ALERT_PERCENT` the publisher has seen and confirmed, each as
   * `<currency>.<side>` (`USD.buying`); an unconfirmed one answers 409 `large_rate_move`.
   */
  confirmed_moves: z
    .array(z.string().regex(/^[A-Z]{3}\.(buying|selling)$/, "must be like USD.buying"))
    .max(200)
    .optional(),
});
export type PublishExchangeRatesBody = z.infer<typeof PublishExchangeRatesBodySchema>;

/** One rate's move beyond the alert, as `409 large_rate_move` lists them (domain/content/rate-moves.ts). */
export const RateMoveSchema = z.object({
  currency_code: z.string(),
  side: z.enum(["buying", "selling"]),
  current: z.number(),
  typed: z.number(),
  percent: z.number(),
});

/** Answer of `GET /api/staff/exchange-rates/rules`: the checks the console shows as rates are typed. */
export const ExchangeRateRulesSchema = z.object({ alert_percent: z.number() });
export type ExchangeRateRules = z.infer<typeof ExchangeRateRulesSchema>;

/** Answer of `POST /api/staff/exchange-rates`: the records made, one per currency. */
export const PublishExchangeRatesAnswerSchema = z.object({ set_at: InstantSchema, records: z.array(ExchangeRateSchema) });
export type PublishExchangeRatesAnswer = z.infer<typeof PublishExchangeRatesAnswerSchema>;
