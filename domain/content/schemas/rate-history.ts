import { z } from "zod";
import { RATE_HISTORY_PERIODS } from "../rate-history.ts";

/** Query of `GET /api/exchange-rate-history`. */
export const RateHistoryQuerySchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code like USD"),
  days: z
    .enum(RATE_HISTORY_PERIODS.map(String) as ["30", "90", "365"], { message: "must be 30, 90 or 365" })
    .default("90")
    .transform(Number),
});

/** Answer of `GET /api/exchange-rate-history`: the money bureau's rate of each day with one, oldest first. */
export const RateHistorySchema = z.object({
  currency: z.string(),
  days: z.number().int(),
  history: z.array(
    z.object({
      date: z.iso.date(),
      /** Kwacha per unit. */
      buying: z.number(),
      /** Kwacha per unit. */
      selling: z.number(),
    }),
  ),
});
