import { MENU_NAMES_EN } from "#domain/navigation-names.ts";
import type { Screen } from "#domain/route-table.ts";

interface ScreenText {
  title: string;
}

/** English UI strings. The Chichewa dictionary (ny.ts) must have the same keys. */
export const en = {
  skipToContent: "Skip to main content",
  siteTabs: "Group companies",
  mainMenu: "Main menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  moreMenu: "More",
  moreIn: (category: string) => `More in ${category}`,
  language: "Language",
  chooseLanguage: "Choose language",
  currentLanguage: "current language",
  loading: "Loading…",
  pageLoading: "Loading the page",
  footer: {
    companies: "Our companies",
    postalBox: "P.O. Box",
    followUs: "Follow us",
    getTheApp: "Get the mobile app",
    android: "Get it on Google Play",
    ios: "Download on the App Store",
    quickLinks: "Quick links",
    rights: (year: number, group: string) => `© ${year} ${group}. All rights reserved.`,
    regulated: "{P} Bank plc is regulated by the Reserve Bank of Malawi.",
  },
  notFound: {
    title: "404 Page",
    heading: "We could not find that page",
    body: "The address may be mistyped, or the page may have moved. These links may help:",
    home: "Go to the home page",
  },
  error: {
    title: "Something went wrong",
    body: "We could not show this page. Please try again in a moment.",
    reload: "Reload the page",
  },
  /** The banner of a draft's preview page (ADR 057): staff only, through a signed link. */
  preview: {
    label: "Preview",
    body: "This draft is not published: visitors do not see it.",
  },
  search: {
    open: "Search",
    label: "Search the site",
    close: "Close search",
    placeholder: "Loans, accounts, branches…",
    hint: "Type a few letters, choose with the arrow keys and press Enter to open.",
    results: (count: number) => (count === 0 ? "No results" : count === 1 ? "1 result" : `${count} results`),
    noResults: "Nothing found. Try another word.",
    loading: "Loading the search…",
    snackbar: "New: search the whole site",
    snackbarClose: "Close this notice",
  },
  panels: {
    types: { Success: "Success", Information: "Information", Error: "Error", Warning: "Warning" },
    close: "Close",
    confirmQuestion: "Are you sure you want to proceed",
    proceed: "Proceed",
    cancel: "Cancel",
    update: "Update",
  },
  live: {
    offline: "You are offline. You are seeing the pages and content saved on this phone; they will update when you are back online.",
    lowStorage:
      "This phone is almost out of storage, so pages may not be kept for reading offline. Free up some space to read them without a connection.",
  },
  /** Each screen's title; its description is in screen-descriptions.ts (loaded after the page). */
  screens: {
    home: { title: "Home" },
    loan: { title: "Loan Calculator" },
    blog: { title: "News" },
    blogView: { title: "News Article" },
    cares: { title: "Corporate Social Responsibility" },
    shareholding: { title: "Shareholding" },
    contact: { title: "Contact Us" },
    branches: { title: "Branches and ATMs" },
    team: { title: "Management Team" },
    board: { title: "Board of Directors" },
    investorRelations: { title: "Investor Relations" },
    aboutus: { title: "About Us" },
    bankaccounts: { title: "Bank Accounts" },
    savingsaccount: { title: "Savings Account" },
    bankproducts: { title: "Bank Products" },
    cib: { title: "Corporate and Institutional Banking" },
    salama: { title: "Salama Banking" },
    fdhmobile: { title: "{P} Mobile" },
    fdhbankpakhomo: { title: "{P} Bank Pakhomo" },
    wallet525: { title: "Wallet 525" },
    ufulu525: { title: "Ufulu 525" },
    oneclick: { title: "OneClick" },
    posmachines: { title: "POS Machines" },
    cards: { title: "Cards" },
    amayiatakateloan: { title: "Amayi Atakate Loan" },
    personalAndbusinessbanking: { title: "Loans" },
    exchangeRates: { title: "Rates and Tariffs" },
    documents: { title: "Documents" },
    kyc: { title: "KYC Documents" },
    faqs: { title: "Frequently Asked Questions" },
    services: { title: "Services" },
    locations: { title: "Locations" },
    tariffs: { title: "Rates and Tariffs" },
    openaccount: { title: "Open an Account" },
    complaints: { title: "Complaints" },
    fraud: { title: "Fraud Awareness" },
    complaintEscalation: { title: "Complaint Escalation" },
  } satisfies Record<Screen, ScreenText>,
  /** The menus' names (domain/navigation.ts). */
  menu: MENU_NAMES_EN,
};

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends object
      ? { [K in keyof T]: Widen<T[K]> }
      : T;

/** The shape every dictionary has: English's keys, any wording. */
export type Messages = Widen<typeof en>;
