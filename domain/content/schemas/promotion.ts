import { z } from "zod";
import {
  BilingualSchema,
  DateOrDateTimeSchema,
  IdSchema,
  InstantSchema,
  SafeUrlSchema,
  SiteIdSchema,
  WriteTimeSchema,
} from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { scheduleFields } from "./schedule.ts";

const promotionFields = {
  title: BilingualSchema,
  /** Null when the back office gave none: the card shows its title alone. */
  description: formField(BilingualSchema, { widget: "textarea" }).nullable(),
  image_cover_url: formField(SafeUrlSchema, { label: "Cover image" }),
  /** Null: the card leads nowhere. */
  link_href: formField(SafeUrlSchema, { label: "Link address" }).nullable(),
  site: SiteIdSchema,
  starts_at: DateOrDateTimeSchema,
  /** Null: the promotion runs until it is taken down. */
  ends_at: DateOrDateTimeSchema.nullable(),
  ...scheduleFields,
};

const periodRule = { message: "must not be before starts_at", path: ["ends_at"] };
function hasOrderedPeriod(promotion: { starts_at?: string | undefined; ends_at: string | null }): boolean {
  if (promotion.starts_at === undefined || promotion.ends_at === null) return true;
  return Date.parse(promotion.ends_at) >= Date.parse(promotion.starts_at);
}

// Spec §3 names id, created_at and image_cover_url. A card has nothing to say without a title and
// belongs on one company's home, so those stay required (ADR 026). It starts when it is written
// and runs until taken down unless said.
/** Body of `POST /api/promotions` and `PUT /api/promotions/{id}`. */
export const PromotionInputSchema = z
  .object({
    ...promotionFields,
    description: promotionFields.description.default(null),
    link_href: promotionFields.link_href.default(null),
    starts_at: WriteTimeSchema,
    ends_at: promotionFields.ends_at.default(null),
  })
  .refine(hasOrderedPeriod, periodRule);
export type PromotionInput = z.infer<typeof PromotionInputSchema>;

/** A promotion as the API answers it. */
export const PromotionSchema = z.object({ id: IdSchema, ...promotionFields, created_at: InstantSchema });
export type Promotion = z.infer<typeof PromotionSchema>;
