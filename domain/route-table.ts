import { getSites, type Site, type SiteId } from "./site.ts";

/**
 * Every screen of spec §2. A screen is one kind of page; several sub-sites can show the
 * same screen (each sub-site has its own board, team, contact...).
 */
export const SCREENS = [
  "home",
  "loan",
  "blog",
  "blogView",
  "cares",
  "shareholding",
  "contact",
  "branches",
  "team",
  "board",
  "investorRelations",
  "aboutus",
  "bankaccounts",
  "savingsaccount",
  "bankproducts",
  "cib",
  "salama",
  "fdhmobile",
  "fdhbankpakhomo",
  "wallet525",
  "ufulu525",
  "oneclick",
  "posmachines",
  "cards",
  "amayiatakateloan",
  "personalAndbusinessbanking",
  "exchangeRates",
  "documents",
  "kyc",
  "faqs",
  "services",
  "locations",
  "tariffs",
  // Beyond spec §2: the account-opening journey (DESIGN.md "Account opening", ADR 031).
  "openaccount",
  // Complaints, and their status check on `?tab=status` (ADR 059).
  "complaints",
  // Pages an editor writes (ADR 071): fraud awareness and the complaint escalation path.
  "fraud",
  "complaintEscalation",
] as const;
export type Screen = (typeof SCREENS)[number];

export interface RouteEntry {
  /** Unique id, `<site>.<screen>`: also the React Router route id. */
  id: `${SiteId}.${Screen}`;
  site: SiteId;
  screen: Screen;
  /** Path below the sub-site's base path, as spec §2 writes it. */
  path: string;
}

/** Spec §2 "Sub-sites and paths", with `{prefix}` still to be filled in. */
const PATHS: Record<SiteId, Array<[path: string, screen: Screen]>> = {
  holding: [
    ["home", "home"],
    ["loan", "loan"],
    ["blog", "blog"],
    ["blog/view", "blogView"],
    ["{prefix}cares", "cares"],
    ["{prefix}shareholding", "shareholding"],
    ["contact", "contact"],
    ["branches", "branches"],
    ["team", "team"],
    ["board", "board"],
    ["investor_relations", "investorRelations"],
    ["aboutus", "aboutus"],
  ],
  bank: [
    ["home", "home"],
    ["loan", "loan"],
    ["shareholding", "shareholding"],
    ["bankaccounts", "bankaccounts"],
    ["bankaccounts/savingsaccount", "savingsaccount"],
    ["bankproducts", "bankproducts"],
    ["cib", "cib"],
    ["salama", "salama"],
    ["bankproducts/digitalbanking/{prefix}mobile", "fdhmobile"],
    ["bankproducts/digitalbanking/{prefix}bankpakhomo", "fdhbankpakhomo"],
    ["bankproducts/digitalbanking/wallet525", "wallet525"],
    ["bankproducts/digitalbanking/ufulu525", "ufulu525"],
    ["bankproducts/digitalbanking/oneclick", "oneclick"],
    ["bankproducts/digitalbanking/posmachines", "posmachines"],
    ["blog", "blog"],
    ["blog/view", "blogView"],
    ["contact", "contact"],
    ["branches", "branches"],
    ["team", "team"],
    ["board", "board"],
    ["cards", "cards"],
    ["amayiatakateloan", "amayiatakateloan"],
    ["personalAndbusinessbanking", "personalAndbusinessbanking"],
    ["exchangeRates", "exchangeRates"],
    ["aboutus", "aboutus"],
    ["investor_relations", "investorRelations"],
    ["documents", "documents"],
    ["kyc", "kyc"],
    ["faqs", "faqs"],
  ],
  discountHouse: [
    ["home", "home"],
    ["services", "services"],
    ["aboutus", "aboutus"],
    ["team", "team"],
    ["board", "board"],
    ["shareholding", "shareholding"],
    ["investor_relations", "investorRelations"],
    ["contact", "contact"],
    ["branches", "branches"],
  ],
  moneyBureau: [
    ["home", "home"],
    ["aboutus", "aboutus"],
    ["team", "team"],
    ["board", "board"],
    ["shareholding", "shareholding"],
    ["investor_relations", "investorRelations"],
    ["contact", "contact"],
    ["locations", "locations"],
    ["tariffs", "tariffs"],
  ],
  properties: [
    ["home", "home"],
    ["aboutus", "aboutus"],
    ["services", "services"],
    ["team", "team"],
    ["board", "board"],
    ["shareholding", "shareholding"],
    ["investor_relations", "investorRelations"],
    ["contact", "contact"],
  ],
};

/** Screens the group added beyond spec §2's 67 routes, by sub-site. */
const EXTRA_PATHS: Partial<Record<SiteId, Array<[path: string, screen: Screen]>>> = {
  bank: [
    ["openaccount", "openaccount"],
    ["complaints", "complaints"],
    ["fraud", "fraud"],
    ["complaints/escalation", "complaintEscalation"],
  ],
};

export interface SiteRoute extends RouteEntry {
  /** Absolute path: `/fdhbankplc/exchangeRates`. */
  href: string;
}

/** All 67 routes of spec §2 for a prefix, in the spec's order, sub-site by sub-site. */
export function getRouteTable(prefix: string): readonly SiteRoute[] {
  let table = routeTables.get(prefix);
  if (!table) routeTables.set(prefix, (table = Object.freeze(makeRouteTable(prefix))));
  return table;
}

/**
 * Made once per prefix: menus, links and the home's offerings look routes up many times per
 * render, and rebuilding the table each time was a visible share of a page's CPU.
 */
const routeTables = new Map<string, readonly SiteRoute[]>();
const allRoutes = new Map<string, readonly SiteRoute[]>();

function makeRouteTable(prefix: string): SiteRoute[] {
  return getSites(prefix).flatMap((site: Site) =>
    PATHS[site.id].map(([template, screen]) => {
      const path = template.replaceAll("{prefix}", prefix);
      return { id: `${site.id}.${screen}` as const, site: site.id, screen, path, href: `${site.basePath}/${path}` };
    }),
  );
}

/** Every route the site serves: spec §2's 67, then the screens added beyond it (account opening). */
export function getAllRoutes(prefix: string): readonly SiteRoute[] {
  let routes = allRoutes.get(prefix);
  if (!routes) allRoutes.set(prefix, (routes = Object.freeze(makeAllRoutes(prefix))));
  return routes;
}

function makeAllRoutes(prefix: string): SiteRoute[] {
  const extras = getSites(prefix).flatMap((site: Site) =>
    (EXTRA_PATHS[site.id] ?? []).map(([path, screen]) => ({
      id: `${site.id}.${screen}` as const,
      site: site.id,
      screen,
      path,
      href: `${site.basePath}/${path}`,
    })),
  );
  return [...getRouteTable(prefix), ...extras];
}

/** The route of a site's screen, when that site has the screen. */
export function findRoute(prefix: string, site: SiteId, screen: Screen): SiteRoute | undefined {
  let index = routeIndexes.get(prefix);
  if (!index) routeIndexes.set(prefix, (index = new Map(getAllRoutes(prefix).map((route) => [route.id, route] as const))));
  return index.get(`${site}.${screen}`);
}

/** Routes by id, per prefix: a page's menus and links look up a hundred routes per render. */
const routeIndexes = new Map<string, ReadonlyMap<string, SiteRoute>>();

/**
 * The query parameters each screen reads (its loader, or the components it draws). Only these
 * (and `lang`, which every screen reads) change a page: the server's page cache keys and renders
 * a page from them alone, so tracking links (`utm_*`, `fbclid`, `gclid`, anything else) share
 * the page of their plain address. A screen that starts reading a parameter declares it here.
 */
export const SCREEN_QUERY_PARAMS: Partial<Record<Screen, readonly string[]>> = {
  loan: ["amount", "rate", "term", "product"],
  blog: ["page"],
  blogView: ["id"],
  board: ["company", "role"],
  investorRelations: ["tab", "page"],
  bankaccounts: ["type"],
  bankproducts: ["type"],
  salama: ["type"],
  services: ["type"],
  amayiatakateloan: ["type", "loan", "detail"],
  personalAndbusinessbanking: ["type", "loan", "detail"],
  exchangeRates: ["tab", "page", "amount", "currency", "direction", "history", "days"],
  tariffs: ["page", "amount", "currency", "direction", "history", "days"],
  documents: ["tab", "page"],
  kyc: ["tab"],
  openaccount: ["tab", "reference"],
  complaints: ["tab"],
};

/** Parameters every screen reads. */
const COMMON_QUERY_PARAMS = ["lang"] as const;

/**
 * Answers, for a request path and query, the query that can change its page: the declared
 * parameters in a fixed order (so `?b=1&a=2` and `?a=2&b=1` are one page), every other one dropped.
 * Undefined for a path that is no screen (a redirect keeps its whole query, a 404 is not kept).
 */
export function createQueryNormalizer(prefix: string): (pathname: string, search: string) => string | undefined {
  const byPath = new Map(getAllRoutes(prefix).map((route) => [route.href.toLowerCase(), route.screen]));
  return (pathname, search) => {
    const screen = byPath.get(pathname.toLowerCase());
    if (!screen) return undefined;
    const names = [...COMMON_QUERY_PARAMS, ...(SCREEN_QUERY_PARAMS[screen] ?? [])];
    const given = new URLSearchParams(search);
    const kept = new URLSearchParams();
    for (const name of names) for (const value of given.getAll(name)) kept.append(name, value);
    const query = kept.toString();
    return query ? `?${query}` : "";
  };
}
