import { z } from "zod";
import { IdSchema, InstantSchema } from "#domain/schemas/common.ts";
import { findRoute, type Screen } from "#domain/route-table.ts";
import type { SiteId } from "#domain/site.ts";
import type { CollectionName } from "./collections.ts";

/**
 * A record's draft (ADR 057): its unpublished form, which no visitor reads. `published` says
 * whether the record is on the site already (the draft then changes it) or new.
 */
export const DraftSchema = z.object({
  collection: z.string(),
  id: IdSchema,
  published: z.boolean(),
  saved_at: InstantSchema,
  saved_by: z.string().nullable(),
  /** The body as it will be published. */
  record: z.record(z.string(), z.unknown()),
});
export type Draft = z.infer<typeof DraftSchema>;

/** How long a preview link opens the draft: long enough to look, short enough not to leak. */
export const PREVIEW_LINK_TTL_MS = 15 * 60 * 1000;

/** The query parameter a preview link carries its signed token in. */
export const PREVIEW_PARAMETER = "preview";

/** The body of `POST …/draft/preview`: the visitor page to show the draft on (a path of this site). */
export const PreviewRequestSchema = z.object({
  path: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])[^#\s\\]*$/, "must be a path of this site, like /fdhbankplc/blog")
    .refine((path) => !/^\/(api|staff|media)(\/|$)/i.test(path), "must be a visitor page"),
});

export const PreviewLinkSchema = z.object({
  url: z.string().describe("The page's path with the signed `preview` parameter"),
  expires_at: InstantSchema,
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

/** The drafts list of the console: one collection's, or all of them. */
export const DraftsQuerySchema = z.object({ collection: z.string().max(64).optional() });

/** The page a collection's records show on, where its drafts are previewed first (the editor may name another). */
const PREVIEW_SCREENS: Record<CollectionName, [SiteId, Screen]> = {
  branches: ["bank", "branches"],
  blogs: ["bank", "blogView"],
  documents: ["bank", "documents"],
  executives: ["holding", "board"],
  teams: ["holding", "team"],
  banners: ["bank", "home"],
  promotions: ["bank", "home"],
  loans: ["bank", "loan"],
  cares: ["holding", "cares"],
  bank_rates: ["bank", "exchangeRates"],
  bank_rate_files: ["bank", "exchangeRates"],
  images: ["bank", "home"],
  money_bureau_exchange_rates: ["bank", "exchangeRates"],
  money_bureau_locations: ["moneyBureau", "locations"],
  kyc_account_types: ["bank", "kyc"],
  public_holidays: ["bank", "branches"],
  site_pages: ["bank", "fraud"],
};

/** The visitor page a draft is previewed on by default: a news article's own page, else its collection's. */
export function getPreviewPath(prefix: string, collection: CollectionName, id: string): string {
  const [site, screen] = PREVIEW_SCREENS[collection];
  const href = findRoute(prefix, site, screen)?.href ?? "/";
  return collection === "blogs" ? `${href}?id=${encodeURIComponent(id)}` : href;
}

/** A preview link: the page's address with the signed token added to its query. */
export function toPreviewUrl(path: string, token: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${PREVIEW_PARAMETER}=${token}`;
}
