// No zod here: the home screen runs these rules in the browser too (live updates, offline).
import type { Bilingual } from "../language.ts";
import { getNavigation, getSiteName, linkTarget, type Category, type MenuNameTables } from "../navigation.ts";
import { sortBlogsNewestFirst } from "./news.ts";
import { getLastWindowChange, getNextWindowChange, isWithinWindow, type TimeWindow } from "./schedule.ts";
import { getRouteTable, type Screen } from "../route-table.ts";
import { getSites, type SiteId } from "../site.ts";

/** Banners turn every 6 s: spec §9 gives no interval; the same as the care carousel (ADR 024). */
export const BANNER_ROTATE_MS = 6000;
/** How many news teasers a home shows. */
export const HOME_NEWS_COUNT = 3;
/** The sub-sites whose homes show news: those the blogs are published for (spec §2 blog routes). */
export const SITES_WITH_NEWS: readonly SiteId[] = ["holding", "bank"];

/** What the home needs of a banner (domain/content/schemas/banner.ts). */
interface BannerLike {
  id: string;
  site: SiteId;
  position: number;
  created_at: string;
}

/** A sub-site's banners in the order staff set: by position, then oldest first, then id (a stable order). */
export function selectSiteBanners<B extends BannerLike>(banners: readonly B[], site: SiteId): B[] {
  return banners
    .filter((banner) => banner.site === site)
    .toSorted((a, b) => a.position - b.position || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** The slide `step` away from `index` in a carousel of `count`, wrapping at both ends. */
export function stepSlide(index: number, count: number, step: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** An index kept inside a list that may have shrunk (a banner removed live). */
export function clampSlide(index: number, count: number): number {
  return count <= 0 ? 0 : Math.min(Math.max(0, index), count - 1);
}

/** What the home needs of a promotion (domain/content/schemas/promotion.ts). */
interface PromotionLike {
  id: string;
  site: SiteId;
  starts_at: string;
  /** Null: runs until taken down. */
  ends_at: string | null;
  created_at: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A promotion's window as instants: [start, end). A date without a time is a whole day in
 * Malawi (UTC+2, no daylight saving): `starts_at: 2026-12-01` starts at midnight in Blantyre,
 * `ends_at: 2026-12-31` runs to the end of that day. A date-time is taken as written, its end
 * included. A promotion without an end runs until it is taken down (end Infinity).
 */
export function getPromotionWindow(promotion: Pick<PromotionLike, "starts_at" | "ends_at">): TimeWindow {
  const start = DATE_ONLY.test(promotion.starts_at) ? Date.parse(`${promotion.starts_at}T00:00:00+02:00`) : Date.parse(promotion.starts_at);
  const end =
    promotion.ends_at === null
      ? Number.POSITIVE_INFINITY
      : DATE_ONLY.test(promotion.ends_at)
        ? Date.parse(`${promotion.ends_at}T00:00:00+02:00`) + DAY_MS
        : Date.parse(promotion.ends_at) + 1;
  return { start, end };
}

/** Whether a promotion runs at an instant: starts_at <= now <= ends_at. */
export function isPromotionRunning(promotion: Pick<PromotionLike, "starts_at" | "ends_at">, now: number): boolean {
  return isWithinWindow(getPromotionWindow(promotion), now);
}

/** A sub-site's promotions running at `now`, the one ending soonest first (then the newest). */
export function selectRunningPromotions<P extends PromotionLike>(promotions: readonly P[], site: SiteId, now: number): P[] {
  return promotions
    .filter((promotion) => promotion.site === site && isPromotionRunning(promotion, now))
    .toSorted(
      (a, b) =>
        getPromotionWindow(a).end - getPromotionWindow(b).end || b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id),
    );
}

/**
 * The next instant after `now` at which a promotion of the list starts or stops, so an open
 * home can update itself then; undefined when nothing changes any more.
 */
export function getNextPromotionChange(
  promotions: ReadonlyArray<Pick<PromotionLike, "starts_at" | "ends_at">>,
  now: number,
): number | undefined {
  return getNextWindowChange(promotions.map(getPromotionWindow), now);
}

/**
 * The last instant at or before `now` at which a promotion of the list started or stopped (0 if
 * none): the same promotions run from then until the next change, so a page rendered "as of"
 * it is the same page whenever it is rendered in between (one validator, ADR 035).
 */
export function getLastPromotionChange(promotions: ReadonlyArray<Pick<PromotionLike, "starts_at" | "ends_at">>, now: number): number {
  return getLastWindowChange(promotions.map(getPromotionWindow), now);
}

/** What the home needs of a blog (domain/content/schemas/blog.ts). */
interface BlogLike {
  id: string;
  sites: SiteId[];
  published_at: string;
  created_at: string;
  featured: boolean;
}

/** A sub-site's latest articles, newest first whether featured or not. */
export function selectLatestNews<B extends BlogLike>(blogs: readonly B[], site: SiteId, count = HOME_NEWS_COUNT): B[] {
  return sortBlogsNewestFirst(blogs.filter((blog) => blog.sites.includes(site))).slice(0, count);
}

/** A main product or service of a sub-site, as its home lists it. */
export interface KeyOffering {
  /** Stable name of the offering (the app picks its icon by it). */
  id: string;
  name: Bilingual;
  /** Where it leads: a path with its `?type=` (or `#section`). */
  href: string;
  /** The `?type=` value it leads to, if any (spec §2 query parameter type). */
  query?: string;
}

/**
 * Which menu entries a home lists (spec §2 "Navigation menu"), so the home and the menu never
 * disagree: a category id, and for a category with sub-links the link to take (the first by default).
 */
type OfferingSpec =
  | { id: string; category: string; link?: number; hash?: string; name?: Bilingual }
  | { id: string; site: SiteId }
  | { id: string; category: string; allLinks: true }
  /** A screen of the sub-site that its menu does not list (spec §2 gives the holding menu four categories). */
  | { id: string; screen: Screen; name: Bilingual };

const OFFERINGS: Record<SiteId, OfferingSpec[]> = {
  holding: [
    { id: "bank", site: "bank" },
    { id: "moneyBureau", site: "moneyBureau" },
    { id: "discountHouse", site: "discountHouse" },
    // Spec §1 counts the property company among the four businesses, though the menu's
    // "Subsidiaries" lists three.
    { id: "properties", site: "properties" },
    { id: "cares", category: "cares" },
    { id: "investorRelations", category: "about", link: 3 },
    // The holding company's own loan calculator (spec §2 holding path `loan`) is in no menu of
    // spec §2: the home's grid is where a visitor finds it.
    { id: "loanCalculator", screen: "loan", name: { en: "Loan Calculator", ny: "Chowerengera Ngongole" } },
  ],
  bank: [
    { id: "openAccount", category: "accounts", link: 6 },
    { id: "accounts", category: "accounts" },
    { id: "loans", category: "loans" },
    { id: "digital", category: "products", link: 4 },
    { id: "cards", category: "cards" },
    { id: "rates", category: "rates" },
    { id: "loanCalculator", category: "loanCalculator" },
    { id: "kyc", category: "kyc" },
    { id: "cib", category: "cib" },
  ],
  moneyBureau: [
    { id: "rates", category: "tariffs" },
    { id: "locations", category: "locations" },
    // The locations screen lists the money-transfer partners under this heading (spec §2).
    {
      id: "transfers",
      category: "locations",
      hash: "partners-heading",
      name: { en: "Money Transfers", ny: "Kutumiza ndi Kulandira Ndalama" },
    },
    { id: "contact", category: "about", link: 5 },
  ],
  discountHouse: [{ id: "services", category: "services", allLinks: true }],
  properties: [{ id: "services", category: "services", allLinks: true }],
};

/** A category's destination: its own screen, or one of its links. */
function categoryTarget(category: Category, link: number | undefined): { name: Bilingual; href: string } {
  if (category.clickable && category.href) return { name: category.name, href: category.href };
  const chosen = category.links[link ?? 0];
  if (!chosen) throw new Error(`Menu category ${category.id} has no link ${link ?? 0}`);
  // The first link ("All Accounts") stands for its category ("Accounts"); a chosen one keeps its name.
  return { name: link === undefined ? category.name : chosen.name, href: linkTarget(chosen) };
}

/** A sub-site's main products and services for its home, taken from its menu (spec §2). */
export function getKeyOfferings(prefix: string, site: SiteId, names: MenuNameTables): KeyOffering[] {
  const entity = getNavigation(prefix, names).find((candidate) => candidate.site === site)!;
  const sites = getSites(prefix);
  const categoryOf = (id: string) => {
    const category = entity.categories.find((candidate) => candidate.id === id);
    if (!category) throw new Error(`No menu category ${id} on ${site}`);
    return category;
  };
  return OFFERINGS[site].flatMap((spec): KeyOffering[] => {
    if ("screen" in spec) {
      const route = getRouteTable(prefix).find((candidate) => candidate.site === site && candidate.screen === spec.screen)!;
      return [{ id: spec.id, name: spec.name, href: route.href }];
    }
    if ("site" in spec) {
      const target = sites.find((candidate) => candidate.id === spec.site)!;
      return [{ id: spec.id, name: getSiteName(prefix, spec.site), href: `${target.basePath}/home` }];
    }
    const category = categoryOf(spec.category);
    if ("allLinks" in spec) {
      return category.links.map((link, index) => ({
        id: `${spec.id}-${index}`,
        name: link.name,
        href: linkTarget(link),
        ...(link.query ? { query: link.query } : {}),
      }));
    }
    const target = categoryTarget(category, spec.link);
    const href = spec.hash ? `${target.href}#${spec.hash}` : target.href;
    return [{ id: spec.id, name: spec.name ?? target.name, href }];
  });
}
