import { z } from "zod";
import { BilingualSchema, DateOrDateTimeSchema, IdSchema, InstantSchema, SafeUrlSchema, SiteIdSchema } from "./common.ts";

const promotionFields = {
  title: BilingualSchema,
  description: BilingualSchema,
  image_cover_url: SafeUrlSchema,
  link_href: SafeUrlSchema,
  site: SiteIdSchema,
  starts_at: DateOrDateTimeSchema,
  ends_at: DateOrDateTimeSchema,
};

const periodRule = { message: "must not be before starts_at", path: ["ends_at"] };
function hasOrderedPeriod(promotion: { starts_at: string; ends_at: string }): boolean {
  return Date.parse(promotion.ends_at) >= Date.parse(promotion.starts_at);
}

/** Body of `POST /api/promotions` and `PUT /api/promotions/{id}`. */
export const PromotionInputSchema = z.object(promotionFields).refine(hasOrderedPeriod, periodRule);
export type PromotionInput = z.infer<typeof PromotionInputSchema>;

/** A promotion as the API answers it. */
export const PromotionSchema = z.object({ id: IdSchema, ...promotionFields, created_at: InstantSchema });
export type Promotion = z.infer<typeof PromotionSchema>;
