import type { CareItem } from "#domain/content/care-carousel.ts";
import { selectLatestNews, selectSiteBanners, SITES_WITH_NEWS } from "#domain/content/home.ts";
import { toBlogSummary, type BlogSummary } from "#domain/content/news.ts";
import type { Banner } from "#domain/content/schemas/banner.ts";
import type { Blog } from "#domain/content/schemas/blog.ts";
import type { Promotion } from "#domain/content/schemas/promotion.ts";
import type { SiteId } from "#domain/site.ts";

/** What a sub-site's home is rendered with. */
export interface HomeData {
  site: SiteId;
  banners: Banner[];
  /** All the sub-site's promotions: which run is decided where the page is shown (ADR 024). */
  promotions: Promotion[];
  /** Its latest articles without their HTML (none for sub-sites without news). */
  blogs: BlogSummary[];
  /** Care items, on the holding company's home only. */
  cares: CareItem[];
  /** The time the data was read at, so server and browser render the same promotions. */
  now: number;
}

/** A home's data from whole collections: on the server, or offline from the browser's copies. */
export function getHomeData(
  site: SiteId,
  collections: {
    banners: readonly Banner[];
    promotions: readonly Promotion[];
    blogs: ReadonlyArray<Blog | BlogSummary>;
    cares: readonly CareItem[];
  },
  now: number,
): HomeData {
  return {
    site,
    banners: selectSiteBanners(collections.banners, site),
    promotions: collections.promotions.filter((promotion) => promotion.site === site),
    blogs: SITES_WITH_NEWS.includes(site) ? selectLatestNews(collections.blogs.map(toBlogSummary), site) : [],
    cares: site === "holding" ? [...collections.cares] : [],
    now,
  };
}
