// Who owns each group company. `{P}` is the group's short name (ADR 003). The only figures are
// the spec's (§2 "Content of specific screens", §9): the bank's four holdings and its listing
// date. The other companies' ownership is said in words: no percentages are published for them.
import type { SiteId } from "#domain/site.ts";
import type { Bilingual } from "./types.ts";

/** FDH Bank plc was listed on the Malawi Stock Exchange on 3 August 2020 (spec §2, §9). */
export const BANK_LISTING_DATE = "2020-08-03T00:00:00+02:00";

export interface Shareholder {
  id: "parent" | "public" | "government" | "employees";
  name: Bilingual;
  /** Percent of the bank's issued shares. */
  percent: number;
}

/** The bank's shareholders, largest first (spec §2: 74.05%, 20.00%, 4.75%, 1.20%). */
export const BANK_SHAREHOLDERS: Shareholder[] = [
  {
    id: "parent",
    name: { en: "{P} Financial Holdings Limited (parent company)", ny: "{P} Financial Holdings Limited (kampani yaikulu ya gulu)" },
    percent: 74.05,
  },
  { id: "public", name: { en: "Public shareholders", ny: "Eni magawo wamba (public)" }, percent: 20.0 },
  { id: "government", name: { en: "Government of Malawi", ny: "Boma la Malawi" }, percent: 4.75 },
  { id: "employees", name: { en: "Employee share ownership", ny: "Magawo a ogwira ntchito (employee share ownership)" }, percent: 1.2 },
];

export interface ShareholdingCopy {
  /** Who owns the company, in words. */
  ownership: Bilingual[];
  /** What the ownership means for customers and investors. */
  note: Bilingual;
}

export const SHAREHOLDING: Record<SiteId, ShareholdingCopy> = {
  holding: {
    ownership: [
      {
        en: "{P} Financial Holdings Limited is the holding company of the {P} group. It owns the group's four operating companies: a bank, a money bureau, a discount house and a property company.",
        ny: "{P} Financial Holdings Limited ndi kampani yaikulu ya gulu la {P}. Ndiyo mwini wa makampani anayi a gululi: banki, money bureau, discount house ndi kampani ya nyumba ndi malo.",
      },
      {
        en: "Its largest subsidiary, {P} Bank plc, is listed on the Malawi Stock Exchange, so members of the public, the Government of Malawi and the bank's own employees hold shares in the bank alongside the holding company.",
        ny: "Kampani yake yaikulu, {P} Bank plc, ili pa Malawi Stock Exchange, kotero kuti anthu wamba, Boma la Malawi ndi ogwira ntchito a banki nawonso ali ndi magawo mu bankiyi pamodzi ndi kampani yaikuluyi.",
      },
    ],
    note: {
      en: "Annual reports, financial statements and notices to shareholders are published on the investor relations page.",
      ny: "Malipoti a pachaka, malipoti a zachuma ndi zidziwitso kwa eni magawo zimapezeka pa tsamba la Investor Relations.",
    },
  },
  bank: {
    ownership: [
      {
        en: "{P} Bank plc is a public limited company listed on the Malawi Stock Exchange. {P} Financial Holdings Limited, the group's holding company, owns most of its shares; the rest are held by the public, the Government of Malawi and the bank's employees.",
        ny: "{P} Bank plc ndi kampani ya public limited yomwe ili pa Malawi Stock Exchange. {P} Financial Holdings Limited, kampani yaikulu ya gulu, ndiyo ili ndi magawo ochuluka; magawo otsala ali m'manja mwa anthu wamba, Boma la Malawi ndi ogwira ntchito a banki.",
      },
    ],
    note: {
      en: "Anyone can buy or sell the bank's shares on the Malawi Stock Exchange through a licensed stockbroker.",
      ny: "Aliyense angathe kugula kapena kugulitsa magawo a banki pa Malawi Stock Exchange kudzera mwa stockbroker wovomerezeka.",
    },
  },
  moneyBureau: {
    ownership: [
      {
        en: "{P} Money Bureau Limited is owned by {P} Financial Holdings Limited, the holding company of the {P} group.",
        ny: "{P} Money Bureau Limited ndi kampani ya {P} Financial Holdings Limited, kampani yaikulu ya gulu la {P}.",
      },
      {
        en: "As a member of the group, the money bureau works closely with {P} Bank plc, and its results form part of the group's reports.",
        ny: "Monga membala wa gulu, money bureau imagwira ntchito limodzi ndi {P} Bank plc, ndipo zotsatira zake zimaphatikizidwa m'malipoti a gulu lonse.",
      },
    ],
    note: {
      en: "The money bureau's annual reports and financial statements are published on its investor relations page.",
      ny: "Malipoti a pachaka ndi malipoti a zachuma a money bureau amapezeka pa tsamba lake la Investor Relations.",
    },
  },
  discountHouse: {
    ownership: [
      {
        en: "First Discount House Limited is owned by {P} Financial Holdings Limited, the holding company of the {P} group.",
        ny: "First Discount House Limited ndi kampani ya {P} Financial Holdings Limited, kampani yaikulu ya gulu la {P}.",
      },
      {
        en: "As a member of the group, the discount house works alongside {P} Bank plc in Malawi's money and government securities markets, and its results form part of the group's reports.",
        ny: "Monga membala wa gulu, discount house imagwira ntchito limodzi ndi {P} Bank plc m'misika ya ndalama ndi ya zikalata za ngongole za boma (government securities), ndipo zotsatira zake zimaphatikizidwa m'malipoti a gulu lonse.",
      },
    ],
    note: {
      en: "The discount house's annual reports and financial statements are published on its investor relations page.",
      ny: "Malipoti a pachaka ndi malipoti a zachuma a discount house amapezeka pa tsamba lake la Investor Relations.",
    },
  },
  properties: {
    ownership: [
      {
        en: "{P} Properties Limited is owned by {P} Financial Holdings Limited, the holding company of the {P} group.",
        ny: "{P} Properties Limited ndi kampani ya {P} Financial Holdings Limited, kampani yaikulu ya gulu la {P}.",
      },
      {
        en: "As a member of the group, {P} Properties manages and develops the group's property as well as property for other owners, and its results form part of the group's reports.",
        ny: "Monga membala wa gulu, {P} Properties imayang'anira ndi kukonza nyumba ndi malo a gulu komanso a eni ena, ndipo zotsatira zake zimaphatikizidwa m'malipoti a gulu lonse.",
      },
    ],
    note: {
      en: "The property company's annual reports and financial statements are published on its investor relations page.",
      ny: "Malipoti a pachaka ndi malipoti a zachuma a kampaniyi amapezeka pa tsamba lake la Investor Relations.",
    },
  },
};
