// No zod here: the browser loads this module on every page.

/** The group's short name when SITE_PREFIX is not set: the one place `{prefix}` is defined (spec §1). */
export const DEFAULT_SITE_PREFIX = "fdh";

/** A short lowercase name that can stand at the start of a URL segment. */
export const SITE_PREFIX_PATTERN = /^[a-z][a-z0-9]{1,11}$/;

export const SITE_IDS = ["holding", "bank", "moneyBureau", "discountHouse", "properties"] as const;
export type SiteId = (typeof SITE_IDS)[number];

/** Whether a string names a sub-site. */
export function isSiteId(value: unknown): value is SiteId {
  return (SITE_IDS as readonly unknown[]).includes(value);
}

export interface Site {
  id: SiteId;
  /** First path segment, without slashes: `fdhbankplc`. */
  segment: string;
  /** Base path: `/fdhbankplc`. */
  basePath: string;
  /** The tab name of spec §3, also stored under `currentTab`. */
  tabName: string;
}

/** The five sub-sites in tab order (spec §3 navigation entity). */
export function getSites(prefix: string): Site[] {
  const upper = prefix.toUpperCase();
  const make = (id: SiteId, segment: string, tabName: string): Site => ({
    id,
    segment,
    basePath: `/${segment}`,
    tabName,
  });
  return [
    make("holding", `${prefix}financialholdings`, `${upper} FINANCIAL HOLDINGS`),
    make("bank", `${prefix}bankplc`, `${upper} BANK PLC`),
    make("moneyBureau", `${prefix}moneybureau`, `${upper} MONEY BUREAU`),
    make("discountHouse", "firstdiscounthouse", "FIRST DISCOUNT HOUSE"),
    make("properties", `${prefix}properties`, `${upper} PROPERTIES`),
  ];
}

/** The sub-site a path belongs to, from its first segment (spec §2 global behaviour). */
export function getSiteOfPath(prefix: string, pathname: string): Site | undefined {
  const first = pathname.split("/").find((part) => part !== "") ?? "";
  return getSites(prefix).find((site) => site.segment === first);
}

/** The home path of a sub-site. */
export function getSiteHome(site: Site): string {
  return `${site.basePath}/home`;
}
