import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

// Documents lists (app/features/documents): investor relations and the bank's documents.

const en = {
  tabsLabel: "Document types",
  tabs: {
    "financial-statements": "FINANCIAL STATEMENTS",
    "annual-reports": "ANNUAL REPORTS",
    notices: "NOTICES",
    others: "OTHERS",
    profiles: "Profiles",
    brochures: "Brochures",
    "limited-company": "Limited Company",
    "personal-account": "Personal Account",
    "sole-proprietor": "Sole Proprietor",
  } as Record<string, string>,
  download: (title: string) => `Download ${title}`,
  published: "Published",
  empty: "There are no documents of this type yet.",
  pagination: "Document pages",
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  page: (page: number) => `Page ${page}`,
  previous: "Previous",
  next: "Next",
};

export const documentListMessages = defineScreenMessages(en, {
  tabsLabel: "Mitundu ya zikalata",
  tabs: {
    "financial-statements": "ZIKALATA ZA ZACHUMA",
    "annual-reports": "MALIPOTI A PACHAKA",
    notices: "ZIDZIWITSO",
    others: "ZINA",
    profiles: "Mbiri ya kampani",
    brochures: "Timabuku",
    "limited-company": "Kampani ya Limited",
    "personal-account": "Akaunti ya munthu",
    "sole-proprietor": "Bizinesi ya munthu mmodzi",
  },
  download: (title) => `Tsitsani ${title}`,
  published: "Tsiku lotulutsidwa",
  empty: "Palibe zikalata za mtundu uwu pakadali pano.",
  pagination: "Masamba a zikalata",
  pageOf: (page, count) => `Tsamba ${page} mwa ${count}`,
  page: (page) => `Tsamba ${page}`,
  previous: "Lapitalo",
  next: "Lotsatira",
});
