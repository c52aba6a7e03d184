import type { SiteId } from "#domain/site.ts";

/** Spec §3 address entry: title, three address lines, box and location; one per company. */
export interface AddressEntry {
  site: SiteId;
  title: string;
  address1: string;
  address2: string;
  address3: string;
  box: string;
  location: string;
}

/** The group companies' postal addresses (sample content: see content/README.md). */
export function getCompanyAddresses(prefix: string): AddressEntry[] {
  const p = prefix.toUpperCase();
  return [
    { site: "holding", title: `${p} Financial Holdings Limited`, address1: `${p} House`, address2: "Corner Victoria Avenue and Henderson Street", address3: "Private Bag 512", box: "512", location: "Blantyre" },
    { site: "bank", title: `${p} Bank plc`, address1: `${p} House`, address2: "Corner Victoria Avenue and Henderson Street", address3: "Head Office", box: "512", location: "Blantyre" },
    { site: "moneyBureau", title: `${p} Money Bureau Limited`, address1: "Chichiri Shopping Centre", address2: "Masauko Chipembere Highway", address3: "Shop 14", box: "2060", location: "Blantyre" },
    { site: "discountHouse", title: "First Discount House Limited", address1: "Umoyo House, 2nd Floor", address2: "Victoria Avenue", address3: "Treasury Department", box: "512", location: "Blantyre" },
    { site: "properties", title: `${p} Properties Limited`, address1: `${p} House, 3rd Floor`, address2: "Victoria Avenue", address3: "Property Office", box: "512", location: "Blantyre" },
  ];
}

/** The group's social pages and the mobile app's store listings. */
export const SOCIAL_LINKS = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/FDHBankMalawi" },
  { network: "x", label: "X (Twitter)", href: "https://x.com/FDHBankMalawi" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/fdh-bank-plc" },
  { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@FDHBankMalawi" },
] as const;

export const APP_STORE_LINKS = {
  android: "https://play.google.com/store/apps/details?id=mw.fdhbank.mobile",
  ios: "https://apps.apple.com/mw/app/fdh-mobile/id1500000000",
} as const;
