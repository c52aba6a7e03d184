import { z } from "zod";

/** Answer of `GET /api/staff/content/rules`: the operator's settings the console's words depend on. */
export const ContentRulesSchema = z.object({
  /** `BIN_RETENTION_DAYS`: how long a deleted record stays restorable in the bin (ADR 054). */
  bin_retention_days: z.number().int().positive(),
});
export type ContentRules = z.infer<typeof ContentRulesSchema>;
