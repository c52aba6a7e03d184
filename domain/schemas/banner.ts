import { z } from "zod";
import { BilingualSchema, IdSchema, InstantSchema, PositionSchema, SafeUrlSchema, SiteIdSchema } from "./common.ts";

const bannerFields = {
  title: BilingualSchema,
  subtitle: BilingualSchema,
  image_url: SafeUrlSchema,
  /** A site path (or https URL) the banner leads to. */
  link_href: SafeUrlSchema,
  site: SiteIdSchema,
  position: PositionSchema,
};

/** Body of `POST /api/banners` and `PUT /api/banners/{id}`. */
export const BannerInputSchema = z.object(bannerFields);
export type BannerInput = z.infer<typeof BannerInputSchema>;

/** A home-page banner as the API answers it. */
export const BannerSchema = z.object({ id: IdSchema, ...bannerFields, created_at: InstantSchema });
export type Banner = z.infer<typeof BannerSchema>;
