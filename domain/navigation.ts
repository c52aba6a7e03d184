import type { Bilingual } from "./language.ts";
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

type LinkSpec = [screen: Screen, name?: Bilingual, query?: string];

const L = {
  home: { en: "Home", ny: "Tsamba Loyamba" },
  aboutus: { en: "About Us", ny: "Za Ife" },
  board: { en: "Board of Directors", ny: "Bungwe la Oyang'anira" },
  team: { en: "Management Team", ny: "Akuluakulu a Kampani" },
  investorRelations: { en: "Investor Relations", ny: "Zokhudza Oika Ndalama" },
  shareholding: { en: "Shareholding", ny: "Umwini wa Magawo" },
  contact: { en: "Contact Us", ny: "Lumikizanani Nafe" },
  branches: { en: "Branches and ATMs", ny: "Nthambi ndi ma ATM" },
  blog: { en: "News", ny: "Nkhani" },
  faqs: { en: "FAQs", ny: "Mafunso Ofunsidwa Kawirikawiri" },
} satisfies Record<string, Bilingual>;

const ABOUT_BANK: LinkSpec[] = [
  ["aboutus", L.aboutus],
  ["board", L.board],
  ["team", L.team],
  ["shareholding", L.shareholding],
  ["blog", L.blog],
  ["faqs", L.faqs],
  // The complaints journey, under About as the bank's other customer-care pages.
  ["complaints", { en: "Complaints", ny: "Madandaulo" }],
  // Beside it, the fraud-awareness page an editor keeps (ADR 071).
  ["fraud", { en: "Fraud Awareness", ny: "Chenjerani ndi Chinyengo" }],
];
const ABOUT_SUBSIDIARY: LinkSpec[] = [
  ["aboutus", L.aboutus],
  ["board", L.board],
  ["team", L.team],
  ["shareholding", L.shareholding],
  ["investorRelations", L.investorRelations],
  ["contact", L.contact],
];

interface CategorySpec {
  id: string;
  name: Bilingual;
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
    { id: "subsidiaries", name: { en: "Subsidiaries", ny: "Makampani a Gulu" }, siteLinks: ["bank", "moneyBureau", "discountHouse"] },
    { id: "cares", name: { en: "Corporate Social Responsibility", ny: "Kuthandiza Anthu" }, screen: "cares" },
    { id: "news", name: L.blog, screen: "blog" },
    {
      id: "about",
      name: L.aboutus,
      links: [
        ["aboutus", L.aboutus],
        ["board", L.board],
        ["team", L.team],
        ["investorRelations", L.investorRelations],
        ["shareholding", L.shareholding],
      ],
    },
  ],
  bank: [
    {
      id: "digital",
      name: { en: "Digital Banking", ny: "Banki ya pa Foni ndi Intaneti" },
      links: [
        ["fdhmobile", { en: "{P} Mobile", ny: "{P} Mobile" }],
        ["fdhbankpakhomo", { en: "{P} Bank Pakhomo", ny: "{P} Bank Pakhomo" }],
        ["wallet525", { en: "Wallet 525", ny: "Wallet 525" }],
        ["ufulu525", { en: "Ufulu 525", ny: "Ufulu 525" }],
        ["oneclick", { en: "OneClick", ny: "OneClick" }],
        ["posmachines", { en: "POS Machines", ny: "Makina a POS" }],
      ],
    },
    { id: "loanCalculator", folded: true, name: { en: "Loan Calculator", ny: "Chowerengera Ngongole" }, screen: "loan" },
    {
      id: "products",
      folded: true,
      name: { en: "Products", ny: "Ntchito za Banki" },
      links: [
        ["bankproducts", { en: "All Products", ny: "Ntchito Zonse" }, "All Products"],
        ["bankproducts", { en: "Personal and Business Banking", ny: "Banki ya Anthu ndi Mabizinesi" }, "Personal and Business Banking"],
        [
          "bankproducts",
          { en: "Global Markets and Trade Finance", ny: "Misika Yapadziko Lonse ndi Malonda" },
          "Global Markets And Trade Finance Solutions",
        ],
        ["bankproducts", { en: "Treasury and Investment Banking", ny: "Treasury ndi Ndalama Zoika" }, "Treasury and Investment Banking"],
        ["bankproducts", { en: "Digital Banking", ny: "Banki ya pa Foni ndi Intaneti" }, "Digital Banking"],
        ["bankproducts", { en: "Bancassurance", ny: "Inshuwaransi ku Banki (Bancassurance)" }, "Bancassurance"],
        ["bankproducts", { en: "Contract Bonds", ny: "Zikalata za Chitsimikizo (Contract Bonds)" }, "Contract Bonds"],
      ],
    },
    {
      id: "accounts",
      name: { en: "Accounts", ny: "Maakaunti" },
      links: [
        ["bankaccounts", { en: "All Accounts", ny: "Maakaunti Onse" }, "All Accounts"],
        ["bankaccounts", { en: "Savings Account", ny: "Akaunti Yosungira Ndalama" }, "Savings Account"],
        ["bankaccounts", { en: "Current Account", ny: "Current Account" }, "Current Account"],
        ["bankaccounts", { en: "Fixed Deposit Account", ny: "Akaunti ya Fixed Deposit" }, "Fixed Deposite Account"],
        ["bankaccounts", { en: "Diaspora Account", ny: "Akaunti ya a Kunja (Diaspora)" }, "Diaspora Account"],
        ["savingsaccount", { en: "Savings Account Benefits", ny: "Ubwino wa Akaunti Yosungira" }],
        ["openaccount", { en: "Open an Account", ny: "Tsegulani Akaunti" }],
      ],
    },
    {
      id: "loans",
      name: { en: "Loans", ny: "Ngongole" },
      links: [
        ["personalAndbusinessbanking", { en: "All Loans", ny: "Ngongole Zonse" }, "All Loans"],
        ["personalAndbusinessbanking", { en: "Executive Loan Scheme", ny: "Executive Loan Scheme" }, "Executive Loan Scheme"],
        [
          "personalAndbusinessbanking",
          { en: "Employer Supported Loans", ny: "Ngongole Zothandizidwa ndi Olemba Ntchito" },
          "Employer Supported Loans",
        ],
        [
          "personalAndbusinessbanking",
          { en: "SME Business Loans", ny: "Ngongole za Mabizinesi Ang'ono (SME)" },
          "Short and Medium Term Loans for SME Business",
        ],
        ["amayiatakateloan", { en: "Amayi Atakate Loan", ny: "Ngongole ya Amayi Atakate" }],
      ],
    },
    { id: "cards", name: { en: "Cards", ny: "Makhadi" }, screen: "cards" },
    { id: "rates", name: { en: "Rates and Tariffs", ny: "Mitengo ndi Zolipiritsa" }, screen: "exchangeRates" },
    { id: "documents", folded: true, name: { en: "Documents", ny: "Zikalata" }, screen: "documents" },
    { id: "kyc", folded: true, name: { en: "KYC", ny: "KYC" }, screen: "kyc" },
    { id: "cib", folded: true, name: { en: "Corporate and Institutional Banking", ny: "Banki ya Makampani ndi Mabungwe" }, screen: "cib" },
    { id: "salama", folded: true, name: { en: "Salama Banking", ny: "Salama Banking" }, screen: "salama" },
    { id: "about", name: L.aboutus, links: ABOUT_BANK },
  ],
  moneyBureau: [
    { id: "locations", name: { en: "Locations", ny: "Malo Athu" }, screen: "locations" },
    { id: "tariffs", name: { en: "Rates and Tariffs", ny: "Mitengo ndi Zolipiritsa" }, screen: "tariffs" },
    { id: "about", name: L.aboutus, links: ABOUT_SUBSIDIARY },
  ],
  discountHouse: [
    { id: "home", name: L.home, screen: "home" },
    {
      id: "services",
      name: { en: "Services", ny: "Ntchito Zathu" },
      links: [
        ["services", { en: "Repurchase Agreement (REPO)", ny: "Repurchase Agreement (REPO)" }, "Repurchase Agreement (REPO)"],
        [
          "services",
          { en: "Reverse Repurchase Order (Reverse REPO)", ny: "Reverse Repurchase Order (Reverse REPO)" },
          "Reverse Repurchase Order (Reverse REPO)",
        ],
        ["services", { en: "Education Fund", ny: "Thumba la Maphunziro (Education Fund)" }, "Education Fund"],
        ["services", { en: "Gratuity Fund", ny: "Thumba la Gratuity" }, "Gratuity Fund"],
        ["services", { en: "Retirement Reserves Plan", ny: "Ndondomeko Yosungira ya Penshoni" }, "Retirement Reserves Plan"],
      ],
    },
    { id: "about", name: L.aboutus, links: [...ABOUT_SUBSIDIARY, ["branches", L.branches]] },
  ],
  properties: [
    {
      id: "services",
      name: { en: "Services", ny: "Ntchito Zathu" },
      links: [
        ["services", { en: "Property Management", ny: "Kuyang'anira Nyumba ndi Malo" }, "Property Management"],
        ["services", { en: "Property Advisory", ny: "Malangizo pa Nyumba ndi Malo" }, "Property Advisory"],
        ["services", { en: "Property Development", ny: "Kumanga Nyumba ndi Kukonza Malo" }, "Property Development"],
        ["services", { en: "Property Valuations", ny: "Kuyesa Mtengo wa Nyumba ndi Malo" }, "Property Valuations"],
        ["services", { en: "Project Management", ny: "Kuyang'anira Ntchito Zomanga" }, "Project Management"],
      ],
    },
    { id: "about", name: L.aboutus, links: ABOUT_SUBSIDIARY },
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
 * The five entities with their menus, for a prefix (spec §2 "Navigation menu", §3). Made once per
 * prefix: every page renders them, and building them was ~0.6 ms of a render (ADR 035).
 */
export function getNavigation(prefix: string): readonly NavEntity[] {
  let entities = navigations.get(prefix);
  if (!entities) navigations.set(prefix, (entities = deepFreeze(makeNavigation(prefix))));
  return entities;
}

const navigations = new Map<string, readonly NavEntity[]>();

/** Shared by every render: frozen, so no caller can change another page's menu. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

function makeNavigation(prefix: string): NavEntity[] {
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
          name: brand(prefix, name ?? L.home),
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
        ? { id: spec.id, name: spec.name, clickable: true, href: hrefOf(site, spec.screen), animation, links: [], ...folded }
        : { id: spec.id, name: spec.name, clickable: false, popUpClass: popUpClassFor(links.length), animation, links, ...folded };
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
