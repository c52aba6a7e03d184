import { z } from "zod";
import { BilingualSchema, IdSchema, InstantSchema, PositionSchema, SafeUrlSchema, SiteIdSchema } from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { scheduleFields } from "./schedule.ts";

const bannerFields = {
  title: BilingualSchema,
  /** Null when the back office gave none: the banner shows its title alone. */
  subtitle: formField(BilingualSchema, { widget: "textarea" }).nullable(),
  image_url: formField(SafeUrlSchema, { label: "Image" }),
  /** A site path (or https URL) the banner leads to; null: the banner leads nowhere. */
  link_href: formField(SafeUrlSchema, { label: "Link address" }).nullable(),
  site: SiteIdSchema,
  position: PositionSchema,
  ...scheduleFields,
};

// Spec §3 names only id and created_at. A banner is its picture and its title, on one company's
// home: those stay required (ADR 026). The rest has defaults.
/** Body of `POST /api/banners` and `PUT /api/banners/{id}`. */
export const BannerInputSchema = z.object({
  ...bannerFields,
  subtitle: bannerFields.subtitle.default(null),
  link_href: bannerFields.link_href.default(null),
  position: PositionSchema.default(0),
});
export type BannerInput = z.infer<typeof BannerInputSchema>;

/** A home-page banner as the API answers it. */
export const BannerSchema = z.object({ id: IdSchema, ...bannerFields, created_at: InstantSchema });
export type Banner = z.infer<typeof BannerSchema>;
