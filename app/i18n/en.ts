import { MENU_NAMES_EN } from "#domain/navigation-names.ts";
import type { Screen } from "#domain/route-table.ts";

interface ScreenText {
  title: string;
  /** The page's description meta and its lede; `site` is the sub-site's name. */
  description: (site: string) => string;
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
  screens: {
    home: { title: "Home", description: (site) => `${site}: products, services, news and contacts.` },
    loan: { title: "Loan Calculator", description: (site) => `Work out monthly repayments on a loan with the ${site} loan calculator.` },
    blog: { title: "News", description: (site) => `The latest news and announcements from ${site}.` },
    blogView: { title: "News Article", description: (site) => `A news article from ${site}.` },
    cares: { title: "Corporate Social Responsibility", description: (site) => `How ${site} supports communities across Malawi.` },
    shareholding: { title: "Shareholding", description: (site) => `Who owns ${site}: its shareholders and their holdings.` },
    contact: { title: "Contact Us", description: (site) => `Addresses, phone numbers and e-mail for ${site}.` },
    branches: { title: "Branches and ATMs", description: (site) => `Find ${site} branches and ATMs across Malawi.` },
    team: { title: "Management Team", description: (site) => `The management team that runs ${site}.` },
    board: { title: "Board of Directors", description: (site) => `The board of directors of ${site}.` },
    investorRelations: {
      title: "Investor Relations",
      description: (site) => `Financial statements, annual reports and notices from ${site}.`,
    },
    aboutus: { title: "About Us", description: (site) => `Who we are: the story, vision and values of ${site}.` },
    bankaccounts: { title: "Bank Accounts", description: (site) => `Savings, current, fixed deposit and diaspora accounts at ${site}.` },
    savingsaccount: { title: "Savings Account", description: (site) => `Save with ${site} and earn interest on your savings.` },
    bankproducts: {
      title: "Bank Products",
      description: (site) => `Personal, business, digital and investment banking products of ${site}.`,
    },
    cib: {
      title: "Corporate and Institutional Banking",
      description: (site) => `Banking for companies, institutions and government from ${site}.`,
    },
    salama: { title: "Salama Banking", description: (site) => `Salama banking from ${site}: banking in line with Islamic principles.` },
    fdhmobile: { title: "{P} Mobile", description: (site) => `Bank from your phone with the mobile banking app of ${site}.` },
    fdhbankpakhomo: { title: "{P} Bank Pakhomo", description: (site) => `Agent banking near your home with ${site}.` },
    wallet525: { title: "Wallet 525", description: (site) => `Wallet 525: the mobile wallet of ${site}.` },
    ufulu525: { title: "Ufulu 525", description: (site) => `Ufulu 525: banking on any phone with ${site}.` },
    oneclick: { title: "OneClick", description: (site) => `OneClick internet banking from ${site}.` },
    posmachines: {
      title: "POS Machines",
      description: (site) => `Accept card payments in your shop with point-of-sale machines from ${site}.`,
    },
    cards: { title: "Cards", description: (site) => `Gold, platinum and standard debit cards from ${site}.` },
    amayiatakateloan: { title: "Amayi Atakate Loan", description: (site) => `The Amayi Atakate loan for women in business, from ${site}.` },
    personalAndbusinessbanking: { title: "Loans", description: (site) => `Personal and business loans from ${site}.` },
    exchangeRates: { title: "Rates and Tariffs", description: (site) => `Today's exchange rates, bank rates and tariffs at ${site}.` },
    documents: { title: "Documents", description: (site) => `Profiles, brochures and account opening documents from ${site}.` },
    kyc: { title: "KYC Documents", description: (site) => `Download KYC forms and upload your KYC documents to ${site}.` },
    faqs: { title: "Frequently Asked Questions", description: (site) => `Answers to common questions about ${site}.` },
    services: { title: "Services", description: (site) => `The services ${site} offers.` },
    locations: { title: "Locations", description: (site) => `Where to find ${site} and its money transfer partners.` },
    tariffs: { title: "Rates and Tariffs", description: (site) => `Exchange rates and tariffs at ${site}.` },
    openaccount: {
      title: "Open an Account",
      description: (site) =>
        `Open a ${site} account from your phone: choose the account, confirm your number, add your details and documents.`,
    },
    complaints: { title: "Complaints", description: (site) => `Complain to ${site}.` },
    fraud: {
      title: "Fraud Awareness",
      description: (site) => `${site} never asks for your PIN: scams, and how to report them.`,
    },
    complaintEscalation: {
      title: "Complaint Escalation",
      description: (site) => `A complaint ${site} has not resolved: its review, then the Reserve Bank.`,
    },
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
