// Draws the sample images (content/images/*.svg) and the sample PDFs (content/files/*.pdf),
// then writes each PDF's real byte size into documents.json and bank_rate_files.json.
// Deterministic: running it twice gives the same bytes.
//
// Run: node content/scripts/generate-files.ts

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REQUIRED_PURPOSES } from "#domain/kyc/kyc.ts";
import { CONTENT_DIR, MONTHS_EN, SITE_COMPANY, readJson, writeJson, type Bilingual } from "./lib/common.ts";
import { PAGE, buildPdf, wrap, type PdfItem } from "./lib/pdf.ts";
import { art, avatar, partnerMark, type ArtItem, type ArtSpec, type Colour, type Motif } from "./lib/svg.ts";

const IMAGES = join(CONTENT_DIR, "images");
const FILES = join(CONTENT_DIR, "files");
mkdirSync(IMAGES, { recursive: true });
mkdirSync(FILES, { recursive: true });

// ------------------------------------------------------------------ images

type Item = [Motif, number, number, number, Colour, Colour?];
const items = (list: Item[]): ArtItem[] =>
  list.map(([motif, x, y, s, a, b]) => (b === undefined ? { motif, x, y, s, a } : { motif, x, y, s, a, b }));

function spec(width: number, height: number, from: Colour, to: Colour, list: Item[], hills?: [Colour, Colour]): ArtSpec {
  return hills ? { width, height, from, to, hills, items: items(list) } : { width, height, from, to, items: items(list) };
}
const banner = (from: Colour, to: Colour, list: Item[], hills?: [Colour, Colour]): ArtSpec => spec(1200, 400, from, to, list, hills);
const cover = (from: Colour, to: Colour, list: Item[], hills?: [Colour, Colour]): ArtSpec => spec(800, 450, from, to, list, hills);
const photo = (from: Colour, to: Colour, list: Item[], hills?: [Colour, Colour]): ArtSpec => spec(800, 600, from, to, list, hills);

const ART: Record<string, ArtSpec> = {
  // banners
  "banner-holding-group": banner(
    "navy",
    "blue",
    [
      ["building", 0.72, 0.48, 0.62, "navy", "gold"],
      ["house", 0.86, 0.6, 0.4, "gold", "orange"],
      ["coins", 0.58, 0.64, 0.3, "gold", "orange"],
    ],
    ["green", "leaf"],
  ),
  "banner-holding-cares": banner(
    "teal",
    "green",
    [
      ["hand", 0.74, 0.45, 0.6, "sand", "red"],
      ["tree", 0.9, 0.56, 0.42, "leaf", "green"],
    ],
    ["leaf", "green"],
  ),
  "banner-holding-investors": banner("navy", "plum", [
    ["bars", 0.74, 0.5, 0.6, "gold", "white"],
    ["people", 0.9, 0.6, 0.36, "sky", "gold"],
  ]),
  "banner-bank-amayi-atakate": banner("plum", "orange", [
    ["people", 0.72, 0.55, 0.6, "gold", "sand"],
    ["store", 0.88, 0.56, 0.45, "sand", "red"],
  ]),
  "banner-bank-fdh-mobile": banner("blue", "navy", [
    ["phone", 0.75, 0.5, 0.75, "ink", "blue"],
    ["lock", 0.89, 0.6, 0.3, "gold", "white"],
  ]),
  "banner-bank-agents": banner("orange", "gold", [
    ["store", 0.74, 0.52, 0.6, "navy", "red"],
    ["people", 0.9, 0.6, 0.4, "navy", "blue"],
  ]),
  "banner-mb-rates": banner("teal", "navy", [
    ["globe", 0.74, 0.5, 0.6, "blue", "white"],
    ["arrows", 0.9, 0.5, 0.36, "gold", "orange"],
  ]),
  "banner-mb-transfers": banner("navy", "teal", [
    ["plane", 0.7, 0.35, 0.38, "white"],
    ["globe", 0.86, 0.56, 0.55, "teal", "white"],
  ]),
  "banner-dh-investments": banner("navy", "blue", [
    ["bars", 0.74, 0.5, 0.6, "gold", "white"],
    ["coins", 0.9, 0.6, 0.36, "gold", "orange"],
  ]),
  "banner-dh-funds": banner("green", "teal", [
    ["book", 0.72, 0.55, 0.5, "white", "sand"],
    ["calendar", 0.88, 0.5, 0.45, "orange", "navy"],
  ]),
  "banner-properties-spaces": banner(
    "sky",
    "blue",
    [
      ["building", 0.72, 0.46, 0.6, "navy", "gold"],
      ["house", 0.87, 0.58, 0.45, "orange", "red"],
    ],
    ["leaf", "green"],
  ),
  "banner-properties-advisory": banner("blue", "teal", [
    ["house", 0.74, 0.52, 0.55, "sand", "red"],
    ["calendar", 0.88, 0.5, 0.4, "white", "navy"],
  ]),
  // blog covers
  "blog-chitipa-branch": cover(
    "sky",
    "blue",
    [
      ["building", 0.5, 0.48, 0.6, "navy", "gold"],
      ["tree", 0.22, 0.58, 0.36, "leaf", "green"],
      ["tree", 0.8, 0.6, 0.3, "leaf", "green"],
    ],
    ["leaf", "green"],
  ),
  "blog-fraud-awareness": cover("navy", "plum", [
    ["shield", 0.42, 0.5, 0.6, "gold"],
    ["phone", 0.68, 0.55, 0.5, "ink", "blue"],
  ]),
  "blog-desks-mzimba": cover("gold", "orange", [
    ["desk", 0.38, 0.58, 0.5, "navy", "blue"],
    ["book", 0.68, 0.5, 0.4, "white", "sand"],
  ]),
  "blog-mse-anniversary": cover("navy", "blue", [
    ["bars", 0.44, 0.55, 0.6, "gold", "white"],
    ["people", 0.72, 0.6, 0.4, "sky", "gold"],
  ]),
  "blog-agent-banking": cover("orange", "red", [
    ["store", 0.42, 0.55, 0.6, "navy", "gold"],
    ["people", 0.72, 0.6, 0.45, "sand", "sky"],
  ]),
  "blog-fdh-mobile-tips": cover("blue", "teal", [
    ["phone", 0.45, 0.5, 0.75, "ink", "blue"],
    ["lock", 0.7, 0.6, 0.35, "gold", "white"],
  ]),
  "blog-diaspora-account": cover("plum", "navy", [
    ["globe", 0.4, 0.52, 0.6, "blue", "white"],
    ["house", 0.7, 0.6, 0.4, "sand", "orange"],
    ["plane", 0.2, 0.24, 0.24, "white"],
  ]),
  "blog-amayi-atakate-year": cover("plum", "orange", [
    ["people", 0.42, 0.58, 0.6, "gold", "sand"],
    ["calendar", 0.72, 0.5, 0.4, "white", "plum"],
  ]),
  "blog-airport-bureaus": cover("sky", "blue", [
    ["plane", 0.45, 0.35, 0.45, "navy"],
    ["globe", 0.72, 0.62, 0.42, "teal", "white"],
  ]),
  "blog-festive-season": cover("red", "plum", [
    ["card", 0.42, 0.52, 0.5, "gold", "navy"],
    ["calendar", 0.72, 0.55, 0.4, "white", "red"],
  ]),
  "blog-properties": cover(
    "sky",
    "teal",
    [
      ["building", 0.4, 0.48, 0.6, "navy", "gold"],
      ["house", 0.68, 0.58, 0.45, "sand", "orange"],
    ],
    ["leaf", "green"],
  ),
  "blog-nsanje-maternity": cover("teal", "blue", [
    ["cross", 0.42, 0.5, 0.5, "red"],
    ["heart", 0.68, 0.55, 0.4, "red"],
  ]),
  "blog-kyc-online": cover("navy", "teal", [
    ["phone", 0.4, 0.5, 0.7, "ink", "teal"],
    ["shield", 0.66, 0.52, 0.45, "gold"],
  ]),
  "blog-education-fund": cover("green", "teal", [
    ["book", 0.42, 0.55, 0.5, "white", "sand"],
    ["coins", 0.7, 0.58, 0.45, "gold", "orange"],
  ]),
  "blog-amayi-atakate-launch": cover("orange", "gold", [
    ["people", 0.4, 0.58, 0.6, "plum", "red"],
    ["store", 0.7, 0.55, 0.45, "plum", "red"],
  ]),
  "blog-tree-planting": cover(
    "sky",
    "leaf",
    [
      ["tree", 0.35, 0.52, 0.55, "green", "leaf"],
      ["tree", 0.6, 0.56, 0.45, "green", "leaf"],
      ["sun", 0.85, 0.22, 0.26, "gold"],
    ],
    ["green", "green"],
  ),
  // loans
  "loan-executive": cover("navy", "blue", [
    ["card", 0.4, 0.5, 0.5, "gold", "ink"],
    ["bars", 0.7, 0.55, 0.45, "white", "gold"],
  ]),
  "loan-employer-supported": cover("teal", "blue", [
    ["building", 0.4, 0.5, 0.6, "navy", "gold"],
    ["people", 0.7, 0.6, 0.4, "sand", "gold"],
  ]),
  "loan-instaloan": cover("orange", "red", [
    ["phone", 0.42, 0.5, 0.7, "ink", "orange"],
    ["coins", 0.7, 0.6, 0.4, "gold", "sand"],
  ]),
  "loan-overdraft": cover("blue", "plum", [
    ["card", 0.42, 0.5, 0.5, "sky", "navy"],
    ["calendar", 0.72, 0.55, 0.4, "white", "blue"],
  ]),
  "loan-amayi-atakate": cover("plum", "orange", [
    ["people", 0.42, 0.58, 0.6, "gold", "sand"],
    ["store", 0.72, 0.55, 0.45, "sand", "red"],
  ]),
  "loan-working-capital": cover("green", "teal", [
    ["store", 0.4, 0.55, 0.55, "sand", "orange"],
    ["coins", 0.7, 0.6, 0.4, "gold", "sand"],
  ]),
  "loan-sme": cover("navy", "teal", [
    ["bars", 0.42, 0.55, 0.55, "gold", "white"],
    ["building", 0.72, 0.52, 0.5, "sand", "navy"],
  ]),
  "loan-asset-financing": cover("gold", "orange", [
    ["tractor", 0.45, 0.55, 0.6, "navy", "gold"],
    ["coins", 0.75, 0.6, 0.36, "sand", "navy"],
  ]),
  // FDH Cares
  "care-flood-relief": cover("blue", "navy", [
    ["drop", 0.4, 0.5, 0.55, "sky"],
    ["house", 0.7, 0.58, 0.45, "sand", "red"],
  ]),
  "care-youth-sports": cover("green", "leaf", [
    ["ball", 0.45, 0.5, 0.55, "white", "ink"],
    ["people", 0.72, 0.6, 0.45, "gold", "sand"],
  ]),
  "care-tree-planting": cover(
    "sky",
    "leaf",
    [
      ["tree", 0.4, 0.5, 0.55, "green", "leaf"],
      ["tree", 0.65, 0.55, 0.45, "green", "leaf"],
      ["sun", 0.86, 0.2, 0.22, "gold"],
    ],
    ["green", "green"],
  ),
  "care-maternity": cover("teal", "blue", [
    ["cross", 0.42, 0.5, 0.5, "red"],
    ["heart", 0.7, 0.55, 0.4, "red"],
  ]),
  "care-cancer-awareness": cover("plum", "red", [
    ["heart", 0.45, 0.5, 0.55, "white"],
    ["people", 0.72, 0.6, 0.45, "sand", "gold"],
  ]),
  "care-financial-literacy": cover("navy", "blue", [
    ["book", 0.4, 0.55, 0.5, "white", "sand"],
    ["coins", 0.7, 0.58, 0.4, "gold", "orange"],
  ]),
  "care-bursaries": cover("green", "teal", [
    ["book", 0.42, 0.55, 0.5, "white", "sand"],
    ["building", 0.72, 0.52, 0.5, "navy", "gold"],
  ]),
  "care-boreholes": cover(
    "sky",
    "blue",
    [
      ["drop", 0.45, 0.45, 0.5, "blue"],
      ["people", 0.72, 0.6, 0.4, "plum", "gold"],
    ],
    ["leaf", "green"],
  ),
  "care-blood-donation": cover("red", "plum", [
    ["drop", 0.42, 0.5, 0.55, "white"],
    ["heart", 0.7, 0.55, 0.4, "sand"],
  ]),
  "care-desks": cover("gold", "orange", [
    ["desk", 0.4, 0.58, 0.5, "navy", "blue"],
    ["book", 0.7, 0.5, 0.4, "white", "sand"],
  ]),
  // promotions
  "promo-bank-amayi": cover("plum", "orange", [
    ["people", 0.42, 0.58, 0.6, "gold", "sand"],
    ["calendar", 0.72, 0.52, 0.4, "white", "plum"],
  ]),
  "promo-bank-mobile": cover("blue", "teal", [
    ["phone", 0.42, 0.5, 0.7, "ink", "blue"],
    ["store", 0.7, 0.56, 0.45, "sand", "orange"],
  ]),
  "promo-bank-savings": cover("green", "teal", [
    ["coins", 0.42, 0.55, 0.55, "gold", "orange"],
    ["lock", 0.7, 0.55, 0.4, "gold", "white"],
  ]),
  "promo-bank-festive": cover("red", "plum", [
    ["card", 0.42, 0.52, 0.5, "gold", "navy"],
    ["calendar", 0.72, 0.55, 0.4, "white", "red"],
  ]),
  "promo-holding-annual-report": cover("navy", "blue", [
    ["book", 0.42, 0.55, 0.5, "white", "sand"],
    ["bars", 0.7, 0.55, 0.45, "gold", "white"],
  ]),
  "promo-holding-cares": cover("teal", "green", [
    ["desk", 0.42, 0.58, 0.5, "navy", "blue"],
    ["heart", 0.7, 0.5, 0.4, "red"],
  ]),
  "promo-mb-airport": cover("sky", "blue", [
    ["plane", 0.42, 0.35, 0.45, "navy"],
    ["globe", 0.7, 0.62, 0.42, "teal", "white"],
  ]),
  "promo-mb-transfers": cover("navy", "teal", [
    ["arrows", 0.42, 0.5, 0.5, "gold", "orange"],
    ["hand", 0.7, 0.55, 0.45, "sand", "gold"],
  ]),
  "promo-mb-travel": cover("orange", "gold", [
    ["plane", 0.42, 0.4, 0.45, "navy"],
    ["calendar", 0.72, 0.56, 0.4, "white", "orange"],
  ]),
  "promo-dh-retirement": cover("teal", "navy", [
    ["calendar", 0.42, 0.52, 0.45, "white", "teal"],
    ["coins", 0.7, 0.58, 0.45, "gold", "orange"],
  ]),
  "promo-dh-education": cover("green", "teal", [
    ["book", 0.42, 0.55, 0.5, "white", "sand"],
    ["coins", 0.7, 0.58, 0.45, "gold", "orange"],
  ]),
  "promo-properties-valuation": cover("blue", "navy", [
    ["house", 0.42, 0.55, 0.5, "sand", "red"],
    ["bars", 0.7, 0.55, 0.45, "gold", "white"],
  ]),
  "promo-properties-office": cover(
    "sky",
    "blue",
    [
      ["building", 0.4, 0.46, 0.6, "navy", "gold"],
      ["building", 0.66, 0.52, 0.45, "teal", "navy"],
    ],
    ["leaf", "green"],
  ),
  // images collection
  "about-holding": photo("sky", "blue", [["building", 0.5, 0.48, 0.55, "navy", "gold"]], ["leaf", "green"]),
  "about-bank": photo("navy", "blue", [
    ["card", 0.33, 0.42, 0.35, "gold", "ink"],
    ["coins", 0.58, 0.62, 0.3, "gold", "orange"],
    ["phone", 0.8, 0.45, 0.45, "ink", "blue"],
  ]),
  "about-money-bureau": photo("teal", "navy", [
    ["globe", 0.42, 0.5, 0.5, "blue", "white"],
    ["arrows", 0.74, 0.5, 0.35, "gold", "orange"],
  ]),
  "about-discount-house": photo("green", "teal", [
    ["bars", 0.4, 0.55, 0.5, "gold", "white"],
    ["calendar", 0.72, 0.5, 0.35, "white", "green"],
  ]),
  "about-properties": photo(
    "sky",
    "teal",
    [
      ["house", 0.36, 0.55, 0.42, "sand", "orange"],
      ["building", 0.66, 0.48, 0.52, "navy", "gold"],
    ],
    ["leaf", "green"],
  ),
  "digital-banking": photo("blue", "navy", [
    ["phone", 0.45, 0.5, 0.6, "ink", "blue"],
    ["lock", 0.72, 0.56, 0.3, "gold", "white"],
  ]),
  shareholding: photo("navy", "plum", [
    ["people", 0.36, 0.6, 0.45, "sky", "gold"],
    ["bars", 0.68, 0.5, 0.5, "gold", "white"],
  ]),
  "cares-hero": photo("teal", "green", [["hand", 0.5, 0.42, 0.5, "sand", "red"]], ["leaf", "green"]),
};

/** Each transfer partner's name and a colour for its mark. */
const PARTNERS: Record<string, [string, string]> = {
  "partner-western-union": ["Western Union", "#c79a00"],
  "partner-moneygram": ["MoneyGram", "#da291c"],
  "partner-worldremit": ["WorldRemit", "#5b2c83"],
  "partner-mukuru": ["Mukuru", "#e0701a"],
  "partner-ria": ["Ria", "#e85d00"],
  "partner-sendwave": ["Sendwave", "#1f8ecf"],
  "partner-hello-paisa": ["Hello Paisa", "#00964a"],
};

let svgCount = 0;
function writeSvg(name: string, svg: string): void {
  writeFileSync(join(IMAGES, `${name}.svg`), svg);
  svgCount++;
}
for (const [name, artSpec] of Object.entries(ART)) writeSvg(name, art(name, artSpec));
for (const [name, [title, colour]] of Object.entries(PARTNERS)) writeSvg(name, partnerMark(title, colour));

interface Person {
  name: string;
  image_url: string;
}
const people = new Map<string, string>();
for (const file of ["collections/executives.json", "collections/teams.json"]) {
  for (const person of readJson<Person[]>(file)) people.set(person.image_url, person.name);
}
for (const [url, name] of people) writeSvg(url.replace("/content/images/", "").replace(/\.svg$/, ""), avatar(name));

// ------------------------------------------------------------------ PDFs

interface FileRecord {
  title: Bilingual;
  file_url: string;
  file_size: number;
  published_at: string;
  document_type_name?: string;
  site?: string;
  kyc_account_type_name?: string;
}

/** The documents each KYC form asks for: the ones the upload screen requires (spec §3). */
const KYC_DOCUMENTS: Record<string, readonly string[]> = REQUIRED_PURPOSES;

const KYC_EXTRA_FIELDS: Record<string, string[]> = {
  "Individual Account": ["National ID or passport number", "Employer", "Residential address"],
  "Sole Proprietorship": ["Business name", "Business registration number", "Business address"],
  SME: ["Company name", "Certificate of incorporation number", "Registered office", "Names of directors"],
  "Corporate Account": ["Company name", "Certificate of incorporation number", "Registered office", "Names of directors"],
};

const FORM_FIELDS: Record<string, string[]> = {
  "Limited Company": [
    "Company name",
    "Certificate of incorporation number",
    "Date of incorporation",
    "Registered office",
    "Nature of business",
    "Names of directors",
    "Authorised signatories",
    "Account type requested",
  ],
  "Personal Account": [
    "Full name",
    "National ID or passport number",
    "Date of birth",
    "Residential address",
    "Phone number",
    "E-mail address",
    "Employer or source of income",
    "Account type requested",
  ],
  "Sole Proprietor": [
    "Business name",
    "Owner's full name",
    "National ID number",
    "Business registration number",
    "Business address",
    "Phone number",
    "Nature of business",
    "Account type requested",
  ],
};

const BODY: Record<string, string> = {
  "Financial Statement":
    "This sample file stands in for the company's published financial statements and contains no financial figures. Real statements are prepared under International Financial Reporting Standards and, where stated, audited by independent auditors.",
  "Annual Report":
    "This sample file stands in for the annual report: the statements of the chairperson and the chief executive, a review of operations, corporate governance, sustainability and the financial statements.",
  Notice: "This sample file stands in for a notice published by the company to its shareholders, customers or tenants.",
  Other: "This sample file stands in for a policy, charter or report published by the company.",
  Profiles: "This sample file stands in for a profile of the company: its history, its businesses, its network and its values.",
  Brochures: "This sample file stands in for a product brochure: what the product is, who it is for, what you need and how to apply.",
  "Limited Company":
    "This sample form shows the fields of an account opening form. Complete it in block letters and bring it to any FDH Bank branch with the supporting documents.",
  "Personal Account":
    "This sample form shows the fields of an account opening form. Complete it in block letters and bring it to any FDH Bank branch with the supporting documents.",
  "Sole Proprietor":
    "This sample form shows the fields of an account opening form. Complete it in block letters and bring it to any FDH Bank branch with the supporting documents.",
  "KYC Form":
    "Complete this form in block letters, sign it and upload it with the documents listed below on the KYC page of the FDH Bank website, or hand it in at your branch.",
  Tariff:
    "This sample file stands in for the bank's tariff guide. The charges in the real guide are set by the bank and displayed at every branch.",
};

const TARIFF_LINES = [
  "Account maintenance fee",
  "Cash withdrawal at an FDH Bank ATM",
  "Cash withdrawal at an agent",
  "Statement request",
  "Cheque book",
  "Replacement debit card",
  "Local transfer (RTGS)",
  "Standing order",
];

function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS_EN[d.getUTCMonth()] ?? ""} ${d.getUTCFullYear()}`;
}

function pdfFor(record: FileRecord, type: string): Buffer {
  const { margin, width, height } = PAGE;
  const textWidth = width - 2 * margin;
  const out: PdfItem[] = [];
  let y = height - 48;
  const line = (
    text: string,
    size: number,
    opts: { bold?: boolean; colour?: "ink" | "grey" | "white" | "accent"; gap?: number } = {},
  ): void => {
    for (const part of wrap(text, size, textWidth)) {
      out.push({ kind: "text", x: margin, y, size, text: part, bold: opts.bold ?? false, colour: opts.colour ?? "ink" });
      y -= size * 1.35;
    }
    y -= opts.gap ?? 0;
  };
  out.push({ kind: "rect", x: 0, y: height - 86, w: width, h: 86, rgb: [0.043, 0.235, 0.455] });
  out.push({ kind: "rect", x: 0, y: height - 92, w: width, h: 6, rgb: [0.95, 0.66, 0] });
  out.push({
    kind: "text",
    x: margin,
    y: height - 46,
    size: 18,
    bold: true,
    text: SITE_COMPANY[record.site ?? "bank"] ?? "FDH Bank plc",
    colour: "white",
  });
  out.push({ kind: "text", x: margin, y: height - 66, size: 10, text: "Member of the FDH Financial Holdings group", colour: "white" });
  y = height - 140;
  line(record.title.en, 20, { bold: true, gap: 4 });
  line(record.title.ny, 11, { colour: "grey", gap: 10 });
  line("Sample document", 14, { bold: true, colour: "accent", gap: 10 });
  line(`Document type: ${type === "Tariff" ? "Tariff guide" : type}`, 10, { colour: "grey" });
  line(`Published: ${formatDate(record.published_at)}`, 10, { colour: "grey", gap: 14 });
  line(BODY[type] ?? BODY.Other ?? "", 11, { gap: 14 });

  const fields = (labels: string[]): void => {
    for (const label of labels) {
      out.push({ kind: "text", x: margin, y, size: 10, text: label, colour: "ink" });
      out.push({ kind: "line", x1: margin + 200, y1: y - 2, x2: width - margin, y2: y - 2 });
      y -= 24;
    }
    y -= 6;
  };
  if (type === "KYC Form") {
    const kind = record.kyc_account_type_name ?? "Individual Account";
    line("Customer details", 12, { bold: true, gap: 6 });
    fields(["Account number", "Account name", "Phone number or e-mail address", "Branch", ...(KYC_EXTRA_FIELDS[kind] ?? [])]);
    out.push({ kind: "text", x: margin, y: y + 2, size: 10, text: `Account type: ${kind}`, bold: true });
    y -= 24;
    line("Documents to attach", 12, { bold: true, gap: 4 });
    for (const item of KYC_DOCUMENTS[kind] ?? []) line(`-  ${item}`, 10);
    y -= 12;
    fields(["Date", "Signature"]);
  } else if (FORM_FIELDS[type]) {
    fields([...(FORM_FIELDS[type] ?? []), "Date", "Signature"]);
  } else if (type === "Tariff") {
    line("Service / Charge", 12, { bold: true, gap: 6 });
    for (const label of TARIFF_LINES) {
      out.push({ kind: "text", x: margin, y, size: 10, text: label });
      out.push({ kind: "text", x: width - margin - 120, y, size: 10, text: "see branch", colour: "grey" });
      y -= 20;
    }
  }
  out.push({ kind: "line", x1: margin, y1: 64, x2: width - margin, y2: 64 });
  out.push({
    kind: "text",
    x: margin,
    y: 48,
    size: 8,
    text: "Sample content for the FDH group website: not an official document.",
    colour: "grey",
  });
  out.push({
    kind: "text",
    x: margin,
    y: 36,
    size: 8,
    text: "Ichi ndi chitsanzo chokha cha webusaiti ya gulu la FDH: si chikalata chovomerezeka.",
    colour: "grey",
  });
  return buildPdf(record.title.en, out);
}

async function writePdfs(collection: string, typeOf: (record: FileRecord) => string): Promise<number> {
  const records = readJson<FileRecord[]>(collection);
  for (const record of records) {
    const bytes = pdfFor(record, typeOf(record));
    if (bytes.length >= 10 * 1024) throw new Error(`${record.file_url} is ${bytes.length} bytes`);
    writeFileSync(join(CONTENT_DIR, record.file_url.replace(/^\/content\//, "")), bytes);
    record.file_size = bytes.length;
  }
  await writeJson(collection, records);
  return records.length;
}

const documentCount = await writePdfs("collections/documents.json", (record) => record.document_type_name ?? "Other");
const rateFileCount = await writePdfs("collections/bank_rate_files.json", () => "Tariff");
console.log(`${svgCount} SVG images, ${documentCount + rateFileCount} PDFs`);
