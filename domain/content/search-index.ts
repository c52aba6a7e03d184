// No zod here: the search panel loads this module when it opens.
import type { Bilingual, Language } from "../language.ts";
import { getSiteName } from "../navigation.ts";
import { getAllRoutes, type Screen } from "../route-table.ts";
import type { SiteId } from "../site.ts";

/** Spec §2 "Search": one thing the site search can find. `query` is the `?type=` value. */
export interface SearchEntry {
  description: Bilingual;
  /** The sub-site (tab) the entry belongs to. */
  tabPath: SiteId;
  href: string;
  query?: string;
  /** Words a visitor may type for it that its title lacks ("forex", "dollar", "ndalama zakunja"). */
  keywords?: Keywords;
}

/** Search words in each language: matched whatever the visitor's language, never shown. */
export interface Keywords {
  en: readonly string[];
  ny: readonly string[];
}

const CURRENCIES: Keywords = {
  en: [
    "currency",
    "currencies",
    "US dollar USD",
    "British pound sterling GBP",
    "euro EUR",
    "South African rand ZAR",
    "kwacha MWK",
    "buy sell",
  ],
  ny: ["ndalama zakunja", "dola", "paundi", "yuro", "randi", "kwacha", "kugula kugulitsa"],
};
const merge = (...lists: Keywords[]): Keywords => ({ en: lists.flatMap((list) => list.en), ny: lists.flatMap((list) => list.ny) });

/**
 * Spec §2 Search finds screens by title only; these are the words visitors type for what the
 * screens offer: rates by currency, transfers by partner, digital banking by product (ADR 026).
 */
export const SCREEN_KEYWORDS: Partial<Record<Screen, Keywords>> = {
  exchangeRates: merge(CURRENCIES, {
    en: ["exchange rates", "forex", "foreign exchange", "FX", "interest rates", "base lending rate", "tariffs", "fees", "charges"],
    ny: ["mitengo yosinthira ndalama", "kusintha ndalama", "chiwongola dzanja", "malipiro"],
  }),
  tariffs: merge(CURRENCIES, {
    en: ["exchange rates", "forex", "foreign exchange", "FX", "bureau de change", "money bureau rates"],
    ny: ["mitengo yosinthira ndalama", "kusintha ndalama"],
  }),
  locations: {
    en: [
      "money transfer",
      "send money",
      "receive money",
      "remittances",
      "international transfers",
      "Western Union",
      "MoneyGram",
      "WorldRemit",
      "Mukuru",
      "Ria",
      "Sendwave",
      "Hello Paisa",
      "forex bureau",
      "exchange",
    ],
    ny: ["kutumiza ndalama", "kulandira ndalama", "ndalama zochokera kunja", "kusintha ndalama"],
  },
  fdhmobile: {
    en: ["mobile banking", "banking app", "phone banking", "USSD", "Android", "iPhone", "iOS", "digital banking"],
    ny: ["banki pa foni", "foni ya m'manja", "pulogalamu ya banki"],
  },
  fdhbankpakhomo: { en: ["agent banking", "agents", "digital banking"], ny: ["banki pakhomo", "ma agent"] },
  wallet525: {
    en: ["mobile wallet", "mobile money", "digital banking", "money transfer"],
    ny: ["chikwama cha pa foni", "kutumiza ndalama"],
  },
  ufulu525: { en: ["mobile banking", "digital banking", "no bank account"], ny: ["banki pa foni"] },
  oneclick: {
    en: ["internet banking", "online banking", "digital banking", "money transfer"],
    ny: ["banki pa intaneti", "kutumiza ndalama"],
  },
  posmachines: {
    en: ["card machine", "point of sale", "merchant", "card payments", "digital banking"],
    ny: ["makina olipirira", "kulipira ndi khadi"],
  },
  loan: {
    en: ["calculator", "repayment", "monthly instalment", "interest", "borrow"],
    ny: ["kuwerengera ngongole", "kubweza ngongole", "kubwereka"],
  },
  personalAndbusinessbanking: { en: ["loans", "borrow", "credit", "overdraft"], ny: ["ngongole", "kubwereka ndalama"] },
  amayiatakateloan: { en: ["women", "business loan"], ny: ["amayi", "ngongole ya bizinesi"] },
  branches: { en: ["ATM", "branch locator", "near me", "map", "opening hours"], ny: ["nthambi", "ATM", "mapu"] },
  kyc: { en: ["know your customer", "documents upload", "update details", "identity"], ny: ["zikalata", "kusintha zambiri"] },
  cards: { en: ["debit card", "Visa", "gold", "platinum", "ATM card"], ny: ["khadi"] },
  savingsaccount: { en: ["save", "savings", "interest"], ny: ["kusunga ndalama"] },
  bankaccounts: { en: ["open an account", "savings", "current account", "diaspora"], ny: ["kutsegula akaunti", "akaunti"] },
  // The journey is found by what people call it in either language (ADR 060).
  openaccount: {
    en: ["open an account", "new account", "apply for an account", "account opening", "bank account", "savings account"],
    ny: ["tsegulani akaunti", "kutsegula akaunti", "akaunti yatsopano", "akaunti", "pempho la akaunti"],
  },
  salama: { en: ["Islamic banking", "sharia"], ny: ["banki ya Chisilamu"] },
  contact: { en: ["phone", "e-mail", "address", "call us"], ny: ["lumikizanani", "foni", "adilesi"] },
  // The pages an editor keeps (ADR 071), by the words people use for what they fear or want.
  fraud: {
    en: ["fraud", "scam", "fraudster", "SIM swap", "phishing", "fake agent", "PIN", "OTP", "report fraud", "stolen card"],
    ny: ["chinyengo", "wachinyengo", "kuba", "akuba", "kubera", "kusintha SIM", "agent wabodza", "PIN"],
  },
  complaintEscalation: {
    en: ["escalate a complaint", "appeal", "Reserve Bank of Malawi", "RBM", "Registrar of Financial Institutions", "ombudsman"],
    ny: ["kukweza dandaulo", "kuunikanso dandaulo", "Reserve Bank of Malawi", "RBM"],
  },
};

/** Keywords of the `?type=` entries whose label alone misses what visitors type. */
const QUERY_KEYWORDS: Record<string, Keywords> = {
  "Digital Banking": {
    en: ["mobile banking", "internet banking", "online banking", "app", "USSD"],
    ny: ["banki pa foni", "banki pa intaneti"],
  },
  "Global Markets And Trade Finance Solutions": merge(CURRENCIES, {
    en: ["forex", "foreign exchange", "letters of credit"],
    ny: ["kusintha ndalama"],
  }),
  "Diaspora Account": { en: ["abroad", "money transfer", "remittances"], ny: ["kunja", "kutumiza ndalama"] },
  "Repurchase Agreement (REPO)": { en: ["investment", "treasury bills"], ny: ["kuika ndalama"] },
  "Reverse Repurchase Order (Reverse REPO)": { en: ["investment", "treasury bills"], ny: ["kuika ndalama"] },
};

/** Each screen's title in both languages, with the group's short name filled in. */
export type ScreenTitles = Record<Screen, Bilingual>;

type QueryType = [query: string, label: Bilingual];

/**
 * Spec §2 "Query parameter type": every `?type=` value, with the label a visitor searches for.
 * The query values are the spec's, misspellings included ("Fixed Deposite Account"), since
 * the screens read them. Properties lists all five services, though the spec's index has
 * only three: a visitor looking for valuations should find them.
 */
export const QUERY_TYPES: ReadonlyArray<{ site: SiteId; screen: Screen; types: QueryType[] }> = [
  {
    site: "bank",
    screen: "bankproducts",
    types: [
      ["All Products", { en: "All Products", ny: "Ntchito Zonse za Banki" }],
      ["Personal and Business Banking", { en: "Personal and Business Banking", ny: "Banki ya Anthu ndi Mabizinesi" }],
      [
        "Global Markets And Trade Finance Solutions",
        { en: "Global Markets and Trade Finance Solutions", ny: "Misika Yapadziko Lonse ndi Malonda (Trade Finance)" },
      ],
      ["Treasury and Investment Banking", { en: "Treasury and Investment Banking", ny: "Treasury ndi Ndalama Zoika (Investment Banking)" }],
      ["Digital Banking", { en: "Digital Banking", ny: "Banki ya pa Foni ndi Intaneti (Digital Banking)" }],
      ["Bancassurance", { en: "Bancassurance", ny: "Inshuwaransi ku Banki (Bancassurance)" }],
      ["Contract Bonds", { en: "Contract Bonds", ny: "Zikalata za Chitsimikizo (Contract Bonds)" }],
    ],
  },
  {
    site: "bank",
    screen: "bankaccounts",
    types: [
      ["All Accounts", { en: "All Accounts", ny: "Maakaunti Onse" }],
      ["Savings Account", { en: "Savings Account", ny: "Akaunti Yosungira Ndalama (Savings Account)" }],
      ["Current Account", { en: "Current Account", ny: "Current Account" }],
      ["Fixed Deposite Account", { en: "Fixed Deposit Account", ny: "Akaunti ya Fixed Deposit" }],
      ["Diaspora Account", { en: "Diaspora Account", ny: "Akaunti ya a Kunja (Diaspora Account)" }],
    ],
  },
  {
    site: "bank",
    screen: "personalAndbusinessbanking",
    types: [
      ["All Loans", { en: "All Loans", ny: "Ngongole Zonse" }],
      ["Executive Loan Scheme", { en: "Executive Loan Scheme", ny: "Executive Loan Scheme (Ngongole za Akuluakulu)" }],
      ["Employer Supported Loans", { en: "Employer Supported Loans", ny: "Ngongole Zothandizidwa ndi Abwana (Employer Supported Loans)" }],
      [
        "Short and Medium Term Loans for SME Business",
        {
          en: "Short and Medium Term Loans for SME Business",
          ny: "Ngongole za Nthawi Yochepa ndi Yapakatikati za Mabizinesi Ang'ono (SME)",
        },
      ],
      ["Amayi Atakate", { en: "Amayi Atakate", ny: "Ngongole ya Amayi Atakate" }],
    ],
  },
  {
    site: "discountHouse",
    screen: "services",
    types: [
      ["Repurchase Agreement (REPO)", { en: "Repurchase Agreement (REPO)", ny: "Repurchase Agreement (REPO)" }],
      [
        "Reverse Repurchase Order (Reverse REPO)",
        { en: "Reverse Repurchase Order (Reverse REPO)", ny: "Reverse Repurchase Order (Reverse REPO)" },
      ],
      ["Education Fund", { en: "Education Fund", ny: "Thumba la Maphunziro (Education Fund)" }],
      ["Gratuity Fund", { en: "Gratuity Fund", ny: "Thumba la Gratuity (Gratuity Fund)" }],
      ["Retirement Reserves Plan", { en: "Retirement Reserves Plan", ny: "Ndondomeko Yosungira ya Penshoni (Retirement Reserves Plan)" }],
    ],
  },
  {
    site: "properties",
    screen: "services",
    types: [
      ["Property Management", { en: "Property Management", ny: "Kuyang'anira Nyumba ndi Malo" }],
      ["Property Advisory", { en: "Property Advisory", ny: "Malangizo pa Nyumba ndi Malo" }],
      ["Property Development", { en: "Property Development", ny: "Kumanga Nyumba ndi Kukonza Malo" }],
      ["Property Valuations", { en: "Property Valuations", ny: "Kuyesa Mtengo wa Nyumba ndi Malo" }],
      ["Project Management", { en: "Project Management", ny: "Kuyang'anira Ntchito Zomanga" }],
    ],
  },
];

const join = (parts: Bilingual[], separator: string): Bilingual => ({
  en: parts.map((part) => part.en).join(separator),
  ny: parts.map((part) => part.ny).join(separator),
});

/**
 * The site search's entries for a prefix: every route the site serves ("Loan Calculator –
 * FDH Bank plc"), then every query-type value ("Savings Account – Bank Accounts, FDH Bank plc").
 * Article pages (`blog/view`) are left out, as the sitemap leaves them out: without an article
 * id they lead nowhere.
 */
export function createSearchIndex(prefix: string, titles: ScreenTitles): SearchEntry[] {
  // Every route, the screens added beyond spec §2 with them: the account-opening journey too (ADR 060).
  const routes = getAllRoutes(prefix).filter((route) => route.screen !== "blogView");
  const routeEntries = routes.map((route): SearchEntry => {
    const keywords = SCREEN_KEYWORDS[route.screen];
    return {
      description: join([titles[route.screen], getSiteName(prefix, route.site)], " – "),
      tabPath: route.site,
      href: route.href,
      ...(keywords ? { keywords } : {}),
    };
  });
  const queryEntries = QUERY_TYPES.flatMap(({ site, screen, types }) => {
    const route = routes.find((entry) => entry.site === site && entry.screen === screen);
    if (!route) throw new Error(`No route for ${site}.${screen}`);
    const context = join([titles[screen], getSiteName(prefix, site)], ", ");
    return types.map(([query, label]): SearchEntry => ({
      description: join([label, context], " – "),
      tabPath: site,
      href: route.href,
      query,
      ...(QUERY_KEYWORDS[query] ? { keywords: QUERY_KEYWORDS[query] } : {}),
    }));
  });
  return [...routeEntries, ...queryEntries];
}

/**
 * Lower case, accents and apostrophes dropped ("Oyang'anira" -> "oyanganira"), split into
 * words at anything that is not a letter or a digit.
 */
export function toSearchWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

interface Ranked {
  entry: SearchEntry;
  position: number;
  isPhrasePrefix: boolean;
  isTitleMatch: boolean;
  unmatched: number;
}

/**
 * The entries that match a visitor's text, best first. Every word typed must begin a word of
 * the entry's description in the visitor's language or in English, or of its keywords in
 * either language, whatever the case or accents. Entries whose description starts with the text
 * come first, then those matched by their description alone, then those with the fewest words
 * left unmatched, then the index's order.
 */
export function searchEntries(index: readonly SearchEntry[], text: string, lang: Language, limit = 10): SearchEntry[] {
  const queryWords = toSearchWords(text);
  if (queryWords.length === 0) return [];
  const ranked: Ranked[] = [];
  index.forEach((entry, position) => {
    const own = toSearchWords(entry.description[lang]);
    const titleWords = lang === "en" ? own : [...own, ...toSearchWords(entry.description.en)];
    const keywordWords = entry.keywords ? [...entry.keywords.en, ...entry.keywords.ny].flatMap(toSearchWords) : [];
    const isTitleMatch = queryWords.every((query) => titleWords.some((word) => word.startsWith(query)));
    if (!isTitleMatch && !queryWords.every((query) => [...titleWords, ...keywordWords].some((word) => word.startsWith(query)))) return;
    const unmatched = own.filter((word) => !queryWords.some((query) => word.startsWith(query))).length;
    const isPhrasePrefix = queryWords.every((query, at) => (at === queryWords.length - 1 ? own[at]?.startsWith(query) : own[at] === query));
    ranked.push({ entry, position, isPhrasePrefix, isTitleMatch, unmatched });
  });
  ranked.sort(
    (a, b) =>
      Number(b.isPhrasePrefix) - Number(a.isPhrasePrefix) ||
      Number(b.isTitleMatch) - Number(a.isTitleMatch) ||
      a.unmatched - b.unmatched ||
      a.position - b.position,
  );
  return ranked.slice(0, limit).map((item) => item.entry);
}
