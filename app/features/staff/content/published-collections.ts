import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from "#domain/content/schemas/collections.ts";

/** What each collection is, in the words of the content team, and where the site shows it. */
const DESCRIPTIONS: Record<PublishedCollection, { title: string; description: string; label?: string }> = {
  branches: { title: "Branches and ATMs", description: "The branch locator of every sub-site, with its map." },
  blogs: { title: "News", description: "Articles on the news pages and the home pages' teasers.", label: "news article" },
  documents: { title: "Documents", description: "Reports, notices, brochures and KYC forms to download." },
  executives: { title: "Board", description: "Board members and their seats in each company." },
  teams: { title: "Management teams", description: "Each company's management team." },
  banners: { title: "Banners", description: "The home pages' banner carousel." },
  promotions: { title: "Promotions", description: "Offers shown on the home pages while they run." },
  loans: { title: "Loans", description: "Loan products with their requirements and terms." },
  cares: { title: "Care items", description: "The group's corporate social responsibility work." },
  bank_rates: { title: "Bank rates", description: "Reference, lending and deposit interest rates." },
  bank_rate_files: { title: "Tariff files", description: "Tariff guides to download." },
  images: { title: "Images", description: "Images the pages use, with their descriptions." },
  money_bureau_exchange_rates: { title: "Exchange rates", description: "Single rates; use Today's rates to publish a whole day at once." },
  money_bureau_locations: { title: "Money bureau locations", description: "The bureaus' outlets on the locations map." },
  kyc_account_types: { title: "KYC account types", description: "The account types customers choose when sending KYC documents." },
  public_holidays: {
    title: "Public holidays",
    description: "Eid and holidays the government declares; branch cards show them as closed. Fixed holidays and Easter need no entry.",
  },
  site_pages: {
    title: "Site pages",
    description:
      "The fraud-awareness page, the complaint escalation page and the USSD block on the bank's home and contact pages. Edit the page's record; the site shows the newest one of each page. Delete the USSD block to hide it.",
  },
};

/** The collections the console publishes: every one of the content registry. */
export type PublishedCollection = CollectionName;
export const PUBLISHED_COLLECTIONS: readonly PublishedCollection[] = COLLECTION_NAMES;

/** Whether a path segment names a collection the console publishes. */
export function isPublishedCollection(value: unknown): value is PublishedCollection {
  return (PUBLISHED_COLLECTIONS as readonly unknown[]).includes(value);
}

export function getCollectionText(name: PublishedCollection): { title: string; description: string; label: string } {
  const { label = COLLECTIONS[name].label, ...text } = DESCRIPTIONS[name];
  return { ...text, label };
}

/** The console screen that lists a collection (branches have their own editor with the map). */
export function getCollectionPath(name: PublishedCollection): string {
  return name === "branches" ? "/staff/branches" : `/staff/content/${name}`;
}

/** The console screen that edits one record, or creates one without an id. */
export function getRecordPath(name: PublishedCollection, id?: string): string {
  if (name === "branches") return id ? `/staff/branches?edit=${encodeURIComponent(id)}` : "/staff/branches?add=1";
  return `/staff/content/${name}/${id ? encodeURIComponent(id) : "new"}`;
}
