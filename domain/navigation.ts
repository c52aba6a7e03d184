import type { Bilingual, Language } from "./language.ts";
import type { MenuNameKey, MenuNames } from "./navigation-names.ts";
import { findRoute, type Screen } from "./route-table.ts";
import { getSites, type Site, type SiteId } from "./site.ts";

/** Spec §3 link: a menu entry. `href` is absolute; `query` is the `?type=` value. */
export interface NavLink {
  name: Bilingual;
  href: string;
  query?: string;
  /** The sub-site the link leads to, when it changes the current tab. */
  tabPath?: SiteId;
  changeTab: boolean;
}

/** Popup widths of spec §2 "Panels and dialogs": 30rem, 38rem, 50rem. */
export type PopUpClass = "popup-small" | "popup-medium" | "popup-large";

export interface MenuAnimation {
  direction: "down" | "up" | "left" | "right";
  /** Seconds: 0.1 to 0.4 (spec §9). */
  delay: number;
  duration: number;
}

/** Spec §3 category: directly clickable (`href`) or holding sub-links in a popup. */
export interface Category {
  id: string;
  name: Bilingual;
  clickable: boolean;
  href?: string;
  query?: string;
  popUpClass?: PopUpClass;
  animation: MenuAnimation;
  links: NavLink[];
  /** Listed under "More" on wide screens so the menu keeps to one row; in place on a phone. */
  folded?: boolean;
}

export type EntityIcon = "holding" | "bank" | "moneyBureau" | "discountHouse" | "properties";

/** Spec §3 navigation entity: one per sub-site. */
export interface NavEntity {
  site: SiteId;
  name: string;
  icon: EntityIcon;
  path: string;
  categories: Category[];
}

type LinkSpec = [screen: Screen, name?: MenuNameKey, query?: string];

const ABOUT_BANK: LinkSpec[] = [
  ["aboutus", "about"],
  ["board", "board"],
  ["team", "team"],
  ["shareholding", "shares"],
  ["blog", "news"],
  ["faqs", "faqs"],
  // The complaints journey, under About as the bank's other customer-care pages.
  ["complaints", "complain"],
  // Beside it, the fraud-awareness page an editor keeps (ADR 071).
  ["fraud", "fraud"],
];
const ABOUT_SUBSIDIARY: LinkSpec[] = [
  ["aboutus", "about"],
  ["board", "board"],
  ["team", "team"],
  ["shareholding", "shares"],
  ["investorRelations", "ir"],
  ["contact", "contact"],
];

interface CategorySpec {
  id: string;
  name: MenuNameKey;
  /** A directly clickable category leads to one screen. */
  screen?: Screen;
  query?: string;
  links?: LinkSpec[];
  /** Links to other sub-sites' homes (holding company "Subsidiaries"). */
  siteLinks?: SiteId[];
  /** Under "More" on wide screens (see Category.folded). */
  folded?: boolean;
}

/** Spec §2 "Navigation menu", sub-site by sub-site. */
const MENUS: Record<SiteId, CategorySpec[]> = {
  holding: [
    { id: "subsidiaries", name: "subs", siteLinks: ["bank", "moneyBureau", "discountHouse"] },
    { id: "cares", name: "csr", screen: "cares" },
    { id: "news", name: "news", screen: "blog" },
    {
      id: "about",
      name: "about",
      links: [
        ["aboutus", "about"],
        ["board", "board"],
        ["team", "team"],
        ["investorRelations", "ir"],
        ["shareholding", "shares"],
      ],
    },
  ],
  bank: [
    {
      id: "digital",
      name: "digital",
      links: [
        ["fdhmobile", "mobile"],
        ["fdhbankpakhomo", "pakhomo"],
        ["wallet525", "w525"],
        ["ufulu525", "u525"],
        ["oneclick", "oneclick"],
        ["posmachines", "pos"],
      ],
    },
    { id: "loanCalculator", folded: true, name: "calc", screen: "loan" },
    {
      id: "products",
      folded: true,
      name: "products",
      links: [
        ["bankproducts", "allProd", "All Products"],
        ["bankproducts", "pbb", "Personal and Business Banking"],
        ["bankproducts", "gmtf", "Global Markets And Trade Finance Solutions"],
        ["bankproducts", "tib", "Treasury and Investment Banking"],
        ["bankproducts", "digital", "Digital Banking"],
        ["bankproducts", "bancass", "Bancassurance"],
        ["bankproducts", "bonds", "Contract Bonds"],
      ],
    },
    {
      id: "accounts",
      name: "accounts",
      links: [
        ["bankaccounts", "allAcc", "All Accounts"],
        ["bankaccounts", "savings", "Savings Account"],
        ["bankaccounts", "current", "Current Account"],
        ["bankaccounts", "fixed", "Fixed Deposite Account"],
        ["bankaccounts", "diaspora", "Diaspora Account"],
        ["savingsaccount", "savBenefits"],
        ["openaccount", "openAcc"],
      ],
    },
    {
      id: "loans",
      name: "loans",
      links: [
        ["personalAndbusinessbanking", "allLoans", "All Loans"],
        ["personalAndbusinessbanking", "executive", "Executive Loan Scheme"],
        ["personalAndbusinessbanking", "employer", "Employer Supported Loans"],
        ["personalAndbusinessbanking", "sme", "Short and Medium Term Loans for SME Business"],
        ["amayiatakateloan", "amayi"],
      ],
    },
    { id: "cards", name: "cards", screen: "cards" },
    { id: "rates", name: "rates", screen: "exchangeRates" },
    { id: "documents", folded: true, name: "docs", screen: "documents" },
    { id: "kyc", folded: true, name: "kyc", screen: "kyc" },
    { id: "cib", folded: true, name: "cib", screen: "cib" },
    { id: "salama", folded: true, name: "salama", screen: "salama" },
    { id: "about", name: "about", links: ABOUT_BANK },
  ],
  moneyBureau: [
    { id: "locations", name: "locations", screen: "locations" },
    { id: "tariffs", name: "rates", screen: "tariffs" },
    { id: "about", name: "about", links: ABOUT_SUBSIDIARY },
  ],
  discountHouse: [
    { id: "home", name: "home", screen: "home" },
    {
      id: "services",
      name: "services",
      links: [
        ["services", "repo", "Repurchase Agreement (REPO)"],
        ["services", "reverseRepo", "Reverse Repurchase Order (Reverse REPO)"],
        ["services", "education", "Education Fund"],
        ["services", "gratuity", "Gratuity Fund"],
        ["services", "retirement", "Retirement Reserves Plan"],
      ],
    },
    { id: "about", name: "about", links: [...ABOUT_SUBSIDIARY, ["branches", "branches"]] },
  ],
  properties: [
    {
      id: "services",
      name: "services",
      links: [
        ["services", "propMgmt", "Property Management"],
        ["services", "propAdvice", "Property Advisory"],
        ["services", "propDev", "Property Development"],
        ["services", "propValue", "Property Valuations"],
        ["services", "projMgmt", "Project Management"],
      ],
    },
    { id: "about", name: "about", links: ABOUT_SUBSIDIARY },
  ],
};

const SITE_NAMES: Record<SiteId, Bilingual> = {
  holding: { en: "{P} Financial Holdings", ny: "{P} Financial Holdings" },
  bank: { en: "{P} Bank plc", ny: "{P} Bank plc" },
  moneyBureau: { en: "{P} Money Bureau", ny: "{P} Money Bureau" },
  discountHouse: { en: "First Discount House", ny: "First Discount House" },
  properties: { en: "{P} Properties", ny: "{P} Properties" },
};

const DIRECTIONS: MenuAnimation["direction"][] = ["down", "right", "up", "left"];

function popUpClassFor(linkCount: number): PopUpClass {
  if (linkCount <= 5) return "popup-small";
  if (linkCount <= 6) return "popup-medium";
  return "popup-large";
}

/** Fills the group's short name into a label written with `{P}`. */
function brand(prefix: string, name: Bilingual): Bilingual {
  const upper = prefix.toUpperCase();
  return { en: name.en.replaceAll("{P}", upper), ny: name.ny.replaceAll("{P}", upper) };
}

/**
 * The menus' names by language: each table comes with its language's UI strings (app/i18n), so a
 * browser holds only those it has loaded (the others stand in until then, never shown).
 */
export type MenuNameTables = Readonly<Record<Language, MenuNames>>;

/**
 * The five entities with their menus, for a prefix (spec §2 "Navigation menu", §3). Made once per
 * prefix and pair of name tables: every page renders them, and building them was ~0.6 ms of a render (ADR 035).
 */
export function getNavigation(prefix: string, names: MenuNameTables): readonly NavEntity[] {
  let byNames = navigations.get(prefix);
  if (!byNames) navigations.set(prefix, (byNames = new WeakMap()));
  let entities = byNames.get(names);
  if (!entities) byNames.set(names, (entities = deepFreeze(makeNavigation(prefix, names))));
  return entities;
}

const navigations = new Map<string, WeakMap<MenuNameTables, readonly NavEntity[]>>();

/** Shared by every render: frozen, so no caller can change another page's menu. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

function makeNavigation(prefix: string, names: MenuNameTables): NavEntity[] {
  const nameOf = (key: MenuNameKey): Bilingual => brand(prefix, { en: names.en[key], ny: names.ny[key] });
  const sites = getSites(prefix);
  const siteById = new Map(sites.map((site) => [site.id, site] as const));
  const hrefOf = (site: Site, screen: Screen): string => {
    const route = findRoute(prefix, site.id, screen);
    if (!route) throw new Error(`No route for ${site.id}.${screen}`);
    return route.href;
  };
  return sites.map((site) => ({
    site: site.id,
    name: site.tabName,
    icon: site.id,
    path: site.basePath,
    categories: MENUS[site.id].map((spec, index): Category => {
      const siteLinks: NavLink[] = (spec.siteLinks ?? []).map((id) => {
        const target = siteById.get(id)!;
        return { name: brand(prefix, SITE_NAMES[id]), href: `${target.basePath}/home`, tabPath: id, changeTab: true };
      });
      const links: NavLink[] = [
        ...siteLinks,
        ...(spec.links ?? []).map(([screen, name, query]) => ({
          name: nameOf(name ?? "home"),
          href: hrefOf(site, screen),
          ...(query ? { query } : {}),
          changeTab: false,
        })),
      ];
      const animation: MenuAnimation = {
        direction: DIRECTIONS[index % DIRECTIONS.length]!,
        delay: Math.round((0.1 + (index % 4) * 0.1) * 10) / 10,
        duration: 0.3,
      };
      const folded = spec.folded ? { folded: true } : {};
      return spec.screen
        ? { id: spec.id, name: nameOf(spec.name), clickable: true, href: hrefOf(site, spec.screen), animation, links: [], ...folded }
        : { id: spec.id, name: nameOf(spec.name), clickable: false, popUpClass: popUpClassFor(links.length), animation, links, ...folded };
    }),
  }));
}

/** A sub-site's display name in both languages. */
export function getSiteName(prefix: string, site: SiteId): Bilingual {
  return brand(prefix, SITE_NAMES[site]);
}

/** The href of a link with its query type, as a visitor's browser requests it. */
export function linkTarget(link: { href: string; query?: string }): string {
  return link.query ? `${link.href}?type=${encodeURIComponent(link.query)}` : link.href;
}
