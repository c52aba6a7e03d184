// The bank's products by category (spec §3 product card: name, href, description, icon). The
// categories are the `?type=` values of spec §2; hrefs are site paths with `{prefix}` for the
// group's short name, checked against the route table by the unit tests. No rates or fees.
import type { Bilingual, PageIcon } from "./types.ts";

/** Spec §2 "Query parameter type": shows every category. */
export const ALL_PRODUCTS = "All Products";

export type ProductCategoryId = "personal" | "globalMarkets" | "treasury" | "digital" | "bancassurance" | "contractBonds";

export interface ProductCard {
  name: Bilingual;
  /** A path in the site, `{prefix}` standing for the group's short name. */
  href: string;
  description: Bilingual;
  icon: PageIcon;
}

export interface ProductCategory {
  id: ProductCategoryId;
  /** The `?type=` value of spec §2. */
  query: string;
  intro: Bilingual;
  products: ProductCard[];
}

const BANK = "/{prefix}bankplc";
const DIGITAL = `${BANK}/bankproducts/digitalbanking`;

export const PRODUCT_CATEGORIES: ProductCategory[] = [
  {
    id: "personal",
    query: "Personal and Business Banking",
    intro: {
      en: "Accounts, loans and cards for individuals, families, sole traders and small and medium businesses.",
      ny: "Akaunti, ngongole ndi makhadi a anthu, mabanja, eni mabizinesi a munthu mmodzi ndi mabizinesi ang'ono ndi apakatikati.",
    },
    products: [
      {
        name: { en: "Accounts", ny: "Akaunti" },
        href: `${BANK}/bankaccounts?type=All%20Accounts`,
        description: {
          en: "Savings, current, fixed deposit and diaspora accounts.",
          ny: "Akaunti za savings, current, Fixed Deposit ndi Diaspora.",
        },
        icon: "savings",
      },
      {
        name: { en: "Personal loans", ny: "Ngongole za anthu" },
        href: `${BANK}/personalAndbusinessbanking?type=All%20Loans`,
        description: {
          en: "Executive loans, employer supported loans, Instaloans and overdrafts for salaried customers.",
          ny: "Ngongole za Executive, Employer Supported Loans, Instaloans ndi Overdraft za anthu olandira malipiro.",
        },
        icon: "loan",
      },
      {
        name: { en: "SME loans", ny: "Ngongole za ma SME" },
        href: `${BANK}/personalAndbusinessbanking?type=Short%20and%20Medium%20Term%20Loans%20for%20SME%20Business`,
        description: {
          en: "Working capital, asset financing and short and medium term loans for growing businesses.",
          ny: "Ngongole za working capital, zogulira katundu wa bizinesi (asset financing) ndi za nthawi yochepa kapena yapakatikati za mabizinesi omwe akukula.",
        },
        icon: "sme",
      },
      {
        name: { en: "Amayi Atakate loan", ny: "Ngongole ya Amayi Atakate" },
        href: `${BANK}/amayiatakateloan`,
        description: {
          en: "Up to K5 million over up to 24 months, with no security, for women in business.",
          ny: "Mpaka K5 miliyoni, yobweza pa miyezi yofika 24, yopanda chikole, ya amayi ochita bizinesi.",
        },
        icon: "handshake",
      },
      {
        name: { en: "Debit cards", ny: "Makhadi a debit" },
        href: `${BANK}/cards`,
        description: { en: "Standard, gold and platinum debit cards.", ny: "Makhadi a debit a standard, gold ndi platinum." },
        icon: "card",
      },
    ],
  },
  {
    id: "globalMarkets",
    query: "Global Markets And Trade Finance Solutions",
    intro: {
      en: "Foreign exchange and trade finance for importers, exporters and businesses that trade across borders.",
      ny: "Kusinthana ndalama zakunja ndi trade finance kwa ogula katundu kunja, ogulitsa kunja ndi mabizinesi ochita malonda ndi maiko ena.",
    },
    products: [
      {
        name: { en: "Foreign exchange", ny: "Kusinthana ndalama zakunja" },
        href: `${BANK}/exchangeRates`,
        description: {
          en: "Buy and sell foreign currency for trade, travel and payments abroad at the day's rates.",
          ny: "Gulani ndi kugulitsa ndalama zakunja za malonda, zapaulendo ndi zolipirira kunja pa mitengo ya tsikulo.",
        },
        icon: "exchange",
      },
      {
        name: { en: "Letters of credit", ny: "Letters of credit" },
        href: `${BANK}/cib`,
        description: {
          en: "Import and export letters of credit, so that buyer and seller can trade with confidence.",
          ny: "Letters of credit za katundu wochokera ndi wopita kunja, kuti ogula ndi ogulitsa azichita malonda modalirana.",
        },
        icon: "trade",
      },
      {
        name: { en: "Trade guarantees and collections", ny: "Zitsimikizo za malonda ndi collections" },
        href: `${BANK}/cib`,
        description: {
          en: "Bank guarantees for suppliers and documentary collections for payments between trading partners.",
          ny: "Zitsimikizo za banki kwa ogulitsa katundu ndi documentary collections zolipirirana pakati pa ochita malonda.",
        },
        icon: "guarantee",
      },
    ],
  },
  {
    id: "treasury",
    query: "Treasury and Investment Banking",
    intro: {
      en: "Ways to place and manage larger sums, and advice for companies and institutions raising or investing money.",
      ny: "Njira zoika ndi kuyang'anira ndalama zambiri, ndi malangizo kwa makampani ndi mabungwe ofuna kupeza kapena kuika ndalama.",
    },
    products: [
      {
        name: { en: "Fixed deposits", ny: "Fixed Deposit" },
        href: `${BANK}/bankaccounts?type=Fixed%20Deposite%20Account`,
        description: { en: "A fixed rate for a term you choose.", ny: "Chiwongola dzanja chosasintha kwa nthawi yomwe mwasankha." },
        icon: "fixedDeposit",
      },
      {
        name: { en: "Treasury bills and bonds", ny: "Treasury bills ndi bonds" },
        href: `${BANK}/cib`,
        description: {
          en: "Invest in Government of Malawi securities through the bank's treasury desk.",
          ny: "Ikani ndalama mu zikalata za ngongole za Boma la Malawi kudzera ku gawo la treasury la banki.",
        },
        icon: "treasury",
      },
      {
        name: { en: "Investment banking", ny: "Investment banking" },
        href: `${BANK}/cib`,
        description: {
          en: "Advice and arranging for companies raising money through loans, bonds or shares.",
          ny: "Malangizo ndi makonzedwe kwa makampani ofuna kupeza ndalama kudzera mu ngongole, ma bond kapena magawo.",
        },
        icon: "investment",
      },
    ],
  },
  {
    id: "digital",
    query: "Digital Banking",
    intro: {
      en: "Bank on your phone, online and through agents near your home, at any hour.",
      ny: "Chitani za banki pa foni yanu, pa intaneti ndi kudzera mwa ma agent apafupi ndi kwanu, nthawi iliyonse.",
    },
    products: [
      {
        name: { en: "{P} Mobile", ny: "{P} Mobile" },
        href: `${DIGITAL}/{prefix}mobile`,
        description: { en: "The bank's app for Android and iPhone.", ny: "Pulogalamu ya banki ya pa Android ndi iPhone." },
        icon: "phone",
      },
      {
        name: { en: "{P} Bank Pakhomo", ny: "{P} Bank Pakhomo" },
        href: `${DIGITAL}/{prefix}bankpakhomo`,
        description: {
          en: "Banking at over 5,000 agents near your home.",
          ny: "Ntchito za banki kwa ma agent oposa 5,000 apafupi ndi kwanu.",
        },
        icon: "agent",
      },
      {
        name: { en: "Wallet 525", ny: "Wallet 525" },
        href: `${DIGITAL}/wallet525`,
        description: {
          en: "A mobile wallet to send, receive and spend money.",
          ny: "Wallet ya pa foni yotumizira, yolandirira ndi yogwiritsira ntchito ndalama.",
        },
        icon: "wallet",
      },
      {
        name: { en: "Ufulu 525", ny: "Ufulu 525" },
        href: `${DIGITAL}/ufulu525`,
        description: {
          en: "An account you open and use from any phone.",
          ny: "Akaunti yomwe mumatsegula ndi kugwiritsa ntchito pa foni iliyonse.",
        },
        icon: "freedom",
      },
      {
        name: { en: "OneClick", ny: "OneClick" },
        href: `${DIGITAL}/oneclick`,
        description: { en: "Internet banking for individuals and businesses.", ny: "Internet banking ya anthu ndi mabizinesi." },
        icon: "laptop",
      },
      {
        name: { en: "POS machines", ny: "Makina a POS" },
        href: `${DIGITAL}/posmachines`,
        description: { en: "Take card payments in your shop.", ny: "Landirani malipiro a makhadi m'shopu mwanu." },
        icon: "pos",
      },
    ],
  },
  {
    id: "bancassurance",
    query: "Bancassurance",
    intro: {
      en: "Insurance from our partner insurance companies, arranged at your bank branch and paid from your account.",
      ny: "Inshuwaransi yochokera ku makampani a inshuwaransi omwe timagwira nawo ntchito, yokonzedwa ku nthambi ya banki yanu ndi kulipiridwa kuchokera mu akaunti yanu.",
    },
    products: [
      {
        name: { en: "Life and funeral cover", ny: "Inshuwaransi ya moyo ndi ya maliro" },
        href: `${BANK}/contact`,
        description: {
          en: "Cover that helps your family with costs when the unexpected happens.",
          ny: "Inshuwaransi yothandiza banja lanu ndi ndalama pakachitika zosayembekezereka.",
        },
        icon: "insurance",
      },
      {
        name: { en: "Loan protection", ny: "Inshuwaransi ya ngongole" },
        href: `${BANK}/contact`,
        description: {
          en: "Cover that settles your loan if you die or can no longer work, so the debt does not pass to your family.",
          ny: "Inshuwaransi yomwe imabweza ngongole yanu mukamwalira kapena mukalephera kugwira ntchito, kuti ngongoleyo isapite kwa banja lanu.",
        },
        icon: "loan",
      },
      {
        name: { en: "Property and motor cover", ny: "Inshuwaransi ya nyumba ndi ya galimoto" },
        href: `${BANK}/contact`,
        description: {
          en: "Protection for your home, business premises and vehicles.",
          ny: "Chitetezo cha nyumba yanu, malo a bizinesi ndi magalimoto.",
        },
        icon: "building",
      },
    ],
  },
  {
    id: "contractBonds",
    query: "Contract Bonds",
    intro: {
      en: "Bank bonds that contractors give to the people who hire them, showing that the bank stands behind their work.",
      ny: "Zikalata za banki zomwe makontrakitala amapereka kwa owalemba ntchito, zosonyeza kuti banki ikuwatsimikizira pa ntchito yawo.",
    },
    products: [
      {
        name: { en: "Bid bonds", ny: "Bid bonds" },
        href: `${BANK}/cib`,
        description: {
          en: "Shows a tender board that your bid is serious and that you will sign the contract if you win.",
          ny: "Zimatsimikizira bungwe la tender kuti mwatumiza bid mwakufunitsitsa ndipo mudzasaina pangano ngati mwapambana.",
        },
        icon: "bond",
      },
      {
        name: { en: "Performance bonds", ny: "Performance bonds" },
        href: `${BANK}/cib`,
        description: {
          en: "Assures your client that the work will be finished as the contract says.",
          ny: "Zimatsimikizira kasitomala wanu kuti ntchito idzatha monga momwe pangano likunenera.",
        },
        icon: "guarantee",
      },
      {
        name: { en: "Advance payment guarantees", ny: "Advance payment guarantees" },
        href: `${BANK}/cib`,
        description: {
          en: "Lets your client pay you in advance, knowing the payment is protected.",
          ny: "Zimalola kasitomala wanu kukulipirani patsogolo, podziwa kuti ndalamazo ndi zotetezedwa.",
        },
        icon: "cash",
      },
    ],
  },
];
