// Writes the tabular sample collections: branches, money bureau locations, exchange rates,
// bank rates, KYC account types, images, documents and bank rate files (file_size is filled
// in afterwards by generate-files.ts, which draws the PDFs).
//
// Run: node content/scripts/generate-tables.ts && node content/scripts/generate-files.ts
// Once staff have edited the JSON files, edit those instead of re-running this script.

import { bi, writeJson, type Bilingual } from "./lib/common.ts";

// ---------------------------------------------------------------- branches

type Kind = "branch" | "atm" | "agency";
type Hours = "city" | "town" | "atm" | "airport" | "agency";

const HOURS: Record<Hours, Bilingual> = {
  city: bi(
    "Monday to Friday: 8:00 am to 3:00 pm; Saturday: 8:30 am to 11:30 am",
    "Lolemba mpaka Lachisanu: 8 koloko m'mawa mpaka 3 koloko masana; Loweruka: 8:30 mpaka 11:30 m'mawa",
  ),
  town: bi("Monday to Friday: 8:00 am to 3:00 pm", "Lolemba mpaka Lachisanu: 8 koloko m'mawa mpaka 3 koloko masana"),
  atm: bi("Open 24 hours, every day", "Ndi yotsegula maola 24, tsiku lililonse"),
  airport: bi("Every day, during airport opening hours", "Tsiku lililonse, nthawi yomwe bwalo la ndege limakhala lotsegula"),
  agency: bi("Monday to Saturday: 8:00 am to 5:00 pm", "Lolemba mpaka Loweruka: 8 koloko m'mawa mpaka 5 koloko madzulo"),
};

const REGIONS = { C: [1, "Central"], N: [2, "Northern"], S: [3, "Southern"] } as const;

/** kind, name, region, latitude, longitude, address, phone (or, for an ATM, the branch whose phone it shares), hours */
type Row = [Kind, string, keyof typeof REGIONS, number, number, string, string, Hours];

const BRANCHES: Row[] = [
  // Central region
  ["branch", "Lilongwe Branch", "C", -13.9862, 33.7818, "Kamuzu Procession Road, Old Town, Lilongwe", "+265111750100", "city"],
  ["branch", "Capital City Branch", "C", -13.9558, 33.7862, "Independence Drive, City Centre, Lilongwe", "+265111770200", "city"],
  ["branch", "Kanengo Branch", "C", -13.8996, 33.7991, "Kanengo Industrial Area, M1 Road, Lilongwe", "+265111710300", "town"],
  ["branch", "Area 25 Branch", "C", -13.9203, 33.7342, "Area 25 Market, Sector 6, Lilongwe", "+265111762400", "city"],
  ["branch", "Kasungu Branch", "C", -13.0334, 33.4822, "Kasungu Boma, along the M1 Road, Kasungu", "+265111253500", "town"],
  ["branch", "Mchinji Branch", "C", -13.7985, 32.8803, "Mchinji Boma, M12 Road, Mchinji", "+265111242600", "town"],
  ["branch", "Dedza Branch", "C", -14.3779, 34.3332, "Dedza Boma, M1 Road, Dedza", "+265111223700", "town"],
  ["branch", "Salima Branch", "C", -13.7805, 34.4586, "Salima Trading Centre, M5 Road, Salima", "+265111262800", "town"],
  ["branch", "Nkhotakota Branch", "C", -12.9273, 34.2962, "Nkhotakota Boma, M5 Road, Nkhotakota", "+265111292900", "town"],
  ["branch", "Ntcheu Branch", "C", -14.8201, 34.6361, "Ntcheu Boma, M1 Road, Ntcheu", "+265111235100", "town"],
  ["atm", "Lilongwe City Centre ATM", "C", -13.9571, 33.7879, "City Centre Shopping Centre, Lilongwe", "Capital City Branch", "atm"],
  ["atm", "Old Town Mall ATM", "C", -13.9829, 33.7766, "Old Town Mall, Chilambula Road, Lilongwe", "Lilongwe Branch", "atm"],
  [
    "atm",
    "Kamuzu International Airport ATM",
    "C",
    -13.7894,
    33.7809,
    "Kamuzu International Airport, Lumbadzi, Lilongwe",
    "Kanengo Branch",
    "airport",
  ],
  ["atm", "Area 18 ATM", "C", -13.9478, 33.7521, "Area 18 Shopping Centre, Lilongwe", "Area 25 Branch", "atm"],
  ["atm", "Bunda Campus ATM", "C", -14.1786, 33.7698, "LUANAR Bunda Campus, Lilongwe", "Lilongwe Branch", "atm"],
  ["atm", "Senga Bay ATM", "C", -13.7172, 34.6165, "Senga Bay Trading Centre, Salima", "Salima Branch", "atm"],
  ["agency", "Mponela Agency", "C", -13.5329, 33.7401, "Mponela Trading Centre, M1 Road, Dowa", "+265881300101", "agency"],
  ["agency", "Ntchisi Agency", "C", -13.3751, 33.9999, "Ntchisi Boma, Ntchisi", "+265991300102", "agency"],
  // Northern region
  ["branch", "Mzuzu Branch", "N", -11.4588, 34.0151, "Orton Chirwa Avenue, City Centre, Mzuzu", "+265111312200", "city"],
  ["branch", "Karonga Branch", "N", -9.9334, 33.9332, "Karonga Boma, M1 Road, Karonga", "+265111362300", "town"],
  ["branch", "Rumphi Branch", "N", -11.0187, 33.8577, "Rumphi Boma, M1 Road, Rumphi", "+265111372400", "town"],
  ["branch", "Chitipa Branch", "N", -9.7028, 33.2701, "Chitipa Boma, M26 Road, Chitipa", "+265111382500", "town"],
  ["branch", "Nkhata Bay Branch", "N", -11.6067, 34.2906, "Nkhata Bay Boma, M5 Road, Nkhata Bay", "+265111352600", "town"],
  ["branch", "Mzimba Branch", "N", -11.9001, 33.5999, "Mzimba Boma, Mzimba", "+265111342700", "town"],
  ["atm", "Mzuzu Market ATM", "N", -11.4621, 34.0197, "Mzuzu Market, M1 Road, Mzuzu", "Mzuzu Branch", "atm"],
  ["atm", "Mzuzu University ATM", "N", -11.4232, 33.9951, "Mzuzu University, Luwinga, Mzuzu", "Mzuzu Branch", "atm"],
  ["atm", "Karonga Boma ATM", "N", -9.9371, 33.9385, "Karonga Boma Market, Karonga", "Karonga Branch", "atm"],
  ["atm", "Ekwendeni ATM", "N", -11.3668, 33.8669, "Ekwendeni Trading Centre, Mzimba", "Mzuzu Branch", "atm"],
  ["agency", "Chintheche Agency", "N", -11.8386, 34.1629, "Chintheche Trading Centre, M5 Road, Nkhata Bay", "+265882300103", "agency"],
  ["agency", "Chilumba Agency", "N", -10.4302, 34.2398, "Chilumba Trading Centre, Karonga", "+265992300104", "agency"],
  // Southern region
  ["branch", "Blantyre Branch", "S", -15.7869, 35.0052, "Corner Victoria Avenue and Henderson Street, Blantyre", "+265111820000", "city"],
  ["branch", "Limbe Branch", "S", -15.8131, 35.0512, "Livingstone Avenue, Limbe, Blantyre", "+265111841100", "city"],
  [
    "branch",
    "Ginnery Corner Branch",
    "S",
    -15.8003,
    35.0284,
    "Ginnery Corner, Masauko Chipembere Highway, Blantyre",
    "+265111871200",
    "town",
  ],
  [
    "branch",
    "Chichiri Branch",
    "S",
    -15.7948,
    35.0221,
    "Chichiri Shopping Centre, Masauko Chipembere Highway, Blantyre",
    "+265111833300",
    "city",
  ],
  ["branch", "Zomba Branch", "S", -15.3834, 35.3333, "Kamuzu Highway, City Centre, Zomba", "+265111525400", "city"],
  ["branch", "Mangochi Branch", "S", -14.4783, 35.2644, "Mangochi Boma, M3 Road, Mangochi", "+265111594500", "town"],
  ["branch", "Balaka Branch", "S", -14.9794, 34.9557, "Balaka Boma, M1 Road, Balaka", "+265111551600", "town"],
  ["branch", "Liwonde Branch", "S", -15.0668, 35.2332, "Liwonde Township, M8 Road, Machinga", "+265111542700", "town"],
  ["branch", "Mulanje Branch", "S", -16.0317, 35.4999, "Mulanje Boma, M2 Road, Mulanje", "+265111466800", "town"],
  ["branch", "Thyolo Branch", "S", -16.0678, 35.1404, "Thyolo Boma, M2 Road, Thyolo", "+265111473900", "town"],
  ["branch", "Chiradzulu Branch", "S", -15.7001, 35.1832, "Chiradzulu Boma, Chiradzulu", "+265111474100", "town"],
  ["branch", "Nsanje Branch", "S", -16.9201, 35.2619, "Nsanje Boma, M1 Road, Nsanje", "+265111410200", "town"],
  ["branch", "Chikwawa Branch", "S", -16.0351, 34.8009, "Chikwawa Boma, M1 Road, Chikwawa", "+265111420300", "town"],
  ["branch", "Mwanza Branch", "S", -15.6027, 34.5187, "Mwanza Boma, M6 Road, Mwanza", "+265111432400", "town"],
  ["atm", "Blantyre City Centre ATM", "S", -15.7856, 35.0071, "Victoria Avenue, City Centre, Blantyre", "Blantyre Branch", "atm"],
  ["atm", "Chichiri Shopping Centre ATM", "S", -15.7941, 35.0236, "Chichiri Shopping Centre, Blantyre", "Chichiri Branch", "atm"],
  ["atm", "Chileka Airport ATM", "S", -15.6792, 34.9741, "Chileka International Airport, Blantyre", "Blantyre Branch", "airport"],
  [
    "atm",
    "Queen Elizabeth Central Hospital ATM",
    "S",
    -15.8021,
    35.0191,
    "Queen Elizabeth Central Hospital, Chipatala Avenue, Blantyre",
    "Ginnery Corner Branch",
    "atm",
  ],
  ["atm", "Limbe Market ATM", "S", -15.8152, 35.0547, "Limbe Market, Limbe, Blantyre", "Limbe Branch", "atm"],
  ["atm", "University of Malawi ATM", "S", -15.3889, 35.3364, "University of Malawi, Chirunga Campus, Zomba", "Zomba Branch", "atm"],
  ["atm", "Mangochi Boma ATM", "S", -14.4752, 35.2671, "Mangochi Boma Market, Mangochi", "Mangochi Branch", "atm"],
  ["atm", "Monkey Bay ATM", "S", -14.0834, 34.9166, "Monkey Bay Trading Centre, Mangochi", "Mangochi Branch", "atm"],
  ["agency", "Phalombe Agency", "S", -15.8065, 35.6501, "Phalombe Boma, Phalombe", "+265884300105", "agency"],
  ["agency", "Neno Agency", "S", -15.3982, 34.6535, "Neno Boma, Neno", "+265995300106", "agency"],
];

function slug(name: string): string {
  return name
    .replace(/ (Branch|Agency)$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

const phoneOf = new Map(BRANCHES.filter((row) => row[0] === "branch").map((row) => [row[1], row[6]]));

const branches = BRANCHES.map(([kind, name, region, latitude, longtude, address, phone, hours]) => {
  const [regionId, regionName] = REGIONS[region];
  const ownPhone = kind === "atm" ? phoneOf.get(phone) : phone;
  if (ownPhone === undefined) throw new Error(`no parent branch phone for ${name}`);
  return {
    name,
    kind,
    region_id: regionId,
    region_name: regionName,
    email: kind === "atm" ? "" : `${slug(name)}.${kind}@fdh.co.mw`,
    phone: ownPhone,
    latitude,
    longtude,
    address,
    opening_hours: HOURS[hours],
  };
});

// ------------------------------------------------------- money bureau locations

const BUREAU_TOWN = bi(
  "Monday to Friday: 8:00 am to 4:30 pm; Saturday: 8:30 am to 12:30 pm",
  "Lolemba mpaka Lachisanu: 8 koloko m'mawa mpaka 4:30 madzulo; Loweruka: 8:30 m'mawa mpaka 12:30 masana",
);
const BUREAU_AIRPORT = bi(
  "Every day, from the first to the last international flight",
  "Tsiku lililonse, kuyambira ndege yoyamba mpaka yomaliza ya maulendo akunja",
);
const BUREAU_BORDER = bi("Every day: 6:00 am to 6:00 pm", "Tsiku lililonse: 6 koloko m'mawa mpaka 6 koloko madzulo");

const moneyBureauLocations = [
  [
    "FDH Money Bureau Lilongwe City Centre",
    "City Centre Shopping Centre, Independence Drive",
    "Lilongwe",
    "+265111770900",
    "lilongwe.bureau@fdh.co.mw",
    -13.9566,
    33.7874,
    BUREAU_TOWN,
  ],
  [
    "FDH Money Bureau Lilongwe Old Town",
    "Kamuzu Procession Road, Old Town",
    "Lilongwe",
    "+265111750900",
    "oldtown.bureau@fdh.co.mw",
    -13.9851,
    33.7823,
    BUREAU_TOWN,
  ],
  [
    "FDH Money Bureau Kamuzu International Airport",
    "Arrivals Hall, Kamuzu International Airport, Lumbadzi",
    "Lilongwe",
    "+265111700900",
    "kia.bureau@fdh.co.mw",
    -13.7891,
    33.7813,
    BUREAU_AIRPORT,
  ],
  [
    "FDH Money Bureau Blantyre",
    "Shop 14, Chichiri Shopping Centre, Masauko Chipembere Highway",
    "Blantyre",
    "+265111833900",
    "blantyre.bureau@fdh.co.mw",
    -15.7946,
    35.0229,
    BUREAU_TOWN,
  ],
  [
    "FDH Money Bureau Chileka Airport",
    "Arrivals Hall, Chileka International Airport",
    "Blantyre",
    "+265111690900",
    "chileka.bureau@fdh.co.mw",
    -15.6789,
    34.9738,
    BUREAU_AIRPORT,
  ],
  [
    "FDH Money Bureau Mzuzu",
    "Orton Chirwa Avenue, City Centre",
    "Mzuzu",
    "+265111312900",
    "mzuzu.bureau@fdh.co.mw",
    -11.4592,
    34.0159,
    BUREAU_TOWN,
  ],
  [
    "FDH Money Bureau Zomba",
    "Kamuzu Highway, City Centre",
    "Zomba",
    "+265111525900",
    "zomba.bureau@fdh.co.mw",
    -15.3841,
    35.3341,
    BUREAU_TOWN,
  ],
  [
    "FDH Money Bureau Mwanza Border",
    "Mwanza Border Post, M6 Road",
    "Mwanza",
    "+265888300900",
    "mwanza.bureau@fdh.co.mw",
    -15.6138,
    34.5042,
    BUREAU_BORDER,
  ],
].map(([name, address, city, phone, email, latitude, longitude, openingHours]) => ({
  name,
  address,
  city,
  phone,
  email,
  latitude,
  longitude,
  opening_hours: openingHours,
}));

// ---------------------------------------------------------------- exchange rates

const SET_AT = "2026-11-20T07:30:00.000Z";
const USD_MID = 1750.6;
/** code, English name, Chichewa name, US dollars per unit */
const CURRENCIES: Array<[string, string, string, number]> = [
  ["USD", "US Dollar", "Dola la ku America", 1],
  ["GBP", "British Pound", "Paundi ya ku Britain", 1.27],
  ["EUR", "Euro", "Yuro", 1.08],
  ["ZAR", "South African Rand", "Randi ya ku South Africa", 0.0545],
  ["ZMW", "Zambian Kwacha", "Kwacha ya ku Zambia", 0.0375],
  ["TZS", "Tanzanian Shilling", "Shilingi ya ku Tanzania", 0.000385],
  ["MZN", "Mozambican Metical", "Metikali ya ku Mozambique", 0.01565],
  ["CNY", "Chinese Yuan", "Yuwani ya ku China", 0.138],
  ["INR", "Indian Rupee", "Rupi ya ku India", 0.0118],
  ["AED", "UAE Dirham", "Dirham ya ku United Arab Emirates", 0.2723],
  ["JPY", "Japanese Yen", "Yeni ya ku Japan", 0.00665],
  ["KES", "Kenyan Shilling", "Shilingi ya ku Kenya", 0.00775],
  ["BWP", "Botswana Pula", "Pula ya ku Botswana", 0.0735],
  ["CAD", "Canadian Dollar", "Dola la ku Canada", 0.722],
  ["AUD", "Australian Dollar", "Dola la ku Australia", 0.655],
  ["CHF", "Swiss Franc", "Faranga ya ku Switzerland", 1.13],
];
const MAJOR = new Set(["USD", "GBP", "EUR", "ZAR"]);

function round(value: number): number {
  const places = value < 10 ? 4 : 2;
  return Number(value.toFixed(places));
}

const exchangeRates = (["moneyBureau", "bank"] as const).flatMap((source) =>
  CURRENCIES.map(([code, en, ny, usd]) => {
    const mid = USD_MID * usd;
    const spread = (MAJOR.has(code) ? 0.015 : 0.03) + (source === "moneyBureau" ? 0.005 : 0);
    const lift = source === "moneyBureau" ? 1.006 : 1;
    return {
      source,
      currency_code: code,
      currency_name: bi(en, ny),
      buying: round(mid * lift * (1 - spread)),
      selling: round(mid * lift * (1 + spread)),
      set_at: SET_AT,
    };
  }),
);

// ---------------------------------------------------------------- bank rates

const RATES_EFFECTIVE = "2026-11-02T06:00:00.000Z";
const bankRates = [
  [bi("Reference Rate", "Reference Rate (chiwongola dzanja chotsogolera)"), "reference", 23.8],
  [bi("Base Lending Rate", "Base Lending Rate (chiwongola dzanja choyambira cha ngongole)"), "lending", 27.3],
  [bi("Savings Account Rate", "Chiwongola dzanja cha akaunti ya Savings"), "deposit", 3.5],
  [bi("Call Deposit Rate", "Chiwongola dzanja cha Call Deposit"), "deposit", 8],
  [bi("Fixed Deposit Rate, 30 days", "Chiwongola dzanja cha Fixed Deposit, masiku 30"), "deposit", 11.5],
  [bi("Fixed Deposit Rate, 91 days", "Chiwongola dzanja cha Fixed Deposit, masiku 91"), "deposit", 13.75],
  [bi("Fixed Deposit Rate, 182 days", "Chiwongola dzanja cha Fixed Deposit, masiku 182"), "deposit", 15.25],
  [bi("Fixed Deposit Rate, 365 days", "Chiwongola dzanja cha Fixed Deposit, masiku 365"), "deposit", 17],
].map(([name, rateType, rate]) => ({ name, rate_type: rateType, rate, effective_at: RATES_EFFECTIVE }));

// ---------------------------------------------------------------- KYC account types

const kycAccountTypes = ["Individual Account", "Sole Proprietorship", "SME", "Corporate Account"].map((name, index) => ({
  name,
  position: index + 1,
}));

// ---------------------------------------------------------------- images

const images = [
  [
    "about-holding",
    "holding",
    "aboutus",
    "Illustration of an office building in front of green hills",
    "Chithunzi cha nyumba ya maofesi kutsogolo kwa mapiri obiriwira",
  ],
  [
    "about-bank",
    "bank",
    "aboutus",
    "Illustration of a bank card, coins and a mobile phone",
    "Chithunzi cha khadi la banki, ndalama zachitsulo ndi foni ya m'manja",
  ],
  [
    "about-money-bureau",
    "moneyBureau",
    "aboutus",
    "Illustration of a globe with arrows for currency exchange",
    "Chithunzi cha dziko lapansi ndi mivi yosonyeza kusinthana ndalama",
  ],
  [
    "about-discount-house",
    "discountHouse",
    "aboutus",
    "Illustration of rising bars and a calendar",
    "Chithunzi cha mizere yokwera ndi kalendala",
  ],
  [
    "about-properties",
    "properties",
    "aboutus",
    "Illustration of a house and an office block",
    "Chithunzi cha nyumba yogona ndi nyumba ya maofesi",
  ],
  ["digital-banking", "bank", "digital-banking", "Illustration of a mobile phone and a padlock", "Chithunzi cha foni ya m'manja ndi loko"],
  [
    "shareholding",
    "bank",
    "shareholding",
    "Illustration of people standing beside rising bars",
    "Chithunzi cha anthu ataima pambali pa mizere yokwera",
  ],
  [
    "cares-hero",
    "holding",
    "fdhcares",
    "Illustration of a hand holding a heart above green hills",
    "Chithunzi cha dzanja ndi mtima pamwamba pa mapiri obiriwira",
  ],
].map(([file, site, tag, en, ny]) => ({ url: `/content/images/${file}.svg`, alt: bi(en ?? "", ny ?? ""), site, tag }));

// ---------------------------------------------------------------- documents

type Site = "holding" | "bank" | "moneyBureau" | "discountHouse" | "properties";
const SHORT: Record<Site, string> = {
  holding: "FDH Financial Holdings",
  bank: "FDH Bank",
  moneyBureau: "FDH Money Bureau",
  discountHouse: "First Discount House",
  properties: "FDH Properties",
};
const FILE_PREFIX: Record<Site, string> = {
  holding: "holding",
  bank: "bank",
  moneyBureau: "money-bureau",
  discountHouse: "discount-house",
  properties: "properties",
};

interface DocumentRecord {
  title: Bilingual;
  document_type_name: string;
  site: Site;
  file_url: string;
  file_size: number;
  mime_type: string;
  published_at: string;
  kyc_account_type_name?: string;
}

const documents: DocumentRecord[] = [];
function doc(site: Site, type: string, file: string, title: Bilingual, published: string, kyc?: string): void {
  const record: DocumentRecord = {
    title,
    document_type_name: type,
    site,
    file_url: `/content/files/${FILE_PREFIX[site]}-${file}.pdf`,
    file_size: 0,
    mime_type: "application/pdf",
    published_at: `${published}T08:00:00.000Z`,
  };
  if (kyc !== undefined) record.kyc_account_type_name = kyc;
  documents.push(record);
}

const audited = (year: number): Bilingual =>
  bi(
    `Audited Financial Statements for the Year Ended 31 December ${year}`,
    `Malipoti a Zachuma Owunikidwa a Chaka Chomwe Chinatha pa 31 Disembala ${year}`,
  );
const interim = (year: number): Bilingual =>
  bi(
    `Interim Financial Statements for the Six Months Ended 30 June ${year}`,
    `Malipoti a Zachuma a Miyezi Isanu ndi Umodzi Yomwe Inatha pa 30 Juni ${year}`,
  );
const annual = (site: Site, year: number): Bilingual =>
  bi(`${SHORT[site]} Annual Report ${year}`, `Lipoti la Pachaka la ${SHORT[site]} la ${year}`);
const agm = (year: number): Bilingual =>
  bi(`Notice of the ${year} Annual General Meeting`, `Chidziwitso cha Msonkhano Waukulu wa Pachaka (AGM) wa ${year}`);

// The bank: financial statements since the 2020 listing, annual reports, notices, others.
for (let year = 2020; year <= 2025; year++)
  doc("bank", "Financial Statement", `audited-financial-statements-${year}`, audited(year), `${year + 1}-03-${20 + (year % 7)}`);
for (let year = 2020; year <= 2026; year++)
  doc("bank", "Financial Statement", `interim-financial-statements-${year}`, interim(year), `${year}-09-${10 + (year % 9)}`);
for (let year = 2020; year <= 2025; year++)
  doc("bank", "Annual Report", `annual-report-${year}`, annual("bank", year), `${year + 1}-05-${11 + (year % 6)}`);
doc(
  "bank",
  "Notice",
  "notice-listing-2020",
  bi(
    "Notice of Listing on the Malawi Stock Exchange on 3 August 2020",
    "Chidziwitso cha Kulembetsa Magawo pa Malawi Stock Exchange pa 3 Ogasiti 2020",
  ),
  "2020-07-27",
);
doc("bank", "Notice", "notice-agm-2025", agm(2025), "2025-05-09");
doc(
  "bank",
  "Notice",
  "notice-company-secretary-2025",
  bi("Notice of Appointment of a Company Secretary", "Chidziwitso cha Kusankhidwa kwa Mlembi wa Kampani"),
  "2025-11-03",
);
doc("bank", "Notice", "notice-agm-2026", agm(2026), "2026-05-08");
doc(
  "bank",
  "Other",
  "corporate-governance-charter",
  bi("Corporate Governance Charter", "Ndondomeko ya Kayendetsedwe ka Kampani (Corporate Governance Charter)"),
  "2024-06-03",
);
doc("bank", "Other", "board-charter", bi("Board Charter", "Malamulo Oyendetsera Bungwe la Oyang'anira (Board Charter)"), "2024-06-03");
doc(
  "bank",
  "Other",
  "sustainability-report-2025",
  bi("Sustainability Report 2025", "Lipoti la Chitukuko Chokhazikika (Sustainability Report) la 2025"),
  "2026-06-15",
);

// The other companies.
doc("holding", "Financial Statement", "audited-financial-statements-2024", audited(2024), "2025-03-28");
doc("holding", "Financial Statement", "audited-financial-statements-2025", audited(2025), "2026-03-27");
doc("holding", "Financial Statement", "interim-financial-statements-2026", interim(2026), "2026-09-18");
doc("holding", "Annual Report", "annual-report-2024", annual("holding", 2024), "2025-05-16");
doc("holding", "Annual Report", "annual-report-2025", annual("holding", 2025), "2026-05-15");
doc("holding", "Notice", "notice-agm-2026", agm(2026), "2026-05-08");
doc(
  "holding",
  "Other",
  "group-code-of-ethics",
  bi("Group Code of Ethics and Business Conduct", "Malamulo a Makhalidwe Abwino ndi Kachitidwe ka Bizinesi a Gulu la FDH"),
  "2025-01-20",
);

doc("moneyBureau", "Financial Statement", "audited-financial-statements-2024", audited(2024), "2025-04-04");
doc("moneyBureau", "Financial Statement", "audited-financial-statements-2025", audited(2025), "2026-04-03");
doc("moneyBureau", "Annual Report", "annual-report-2025", annual("moneyBureau", 2025), "2026-05-22");
doc(
  "moneyBureau",
  "Notice",
  "notice-airport-hours",
  bi(
    "Notice of Extended Opening Hours at the Airport Bureaus",
    "Chidziwitso cha Kuwonjezera Nthawi Yotsegulira pa Ma Bureau a ku Mabwalo a Ndege",
  ),
  "2026-02-02",
);
doc(
  "moneyBureau",
  "Other",
  "anti-money-laundering-statement",
  bi("Anti-Money Laundering Policy Statement", "Ndondomeko Yoletsa Kubisa Komwe Ndalama Zachokera (Anti-Money Laundering)"),
  "2025-07-01",
);

doc("discountHouse", "Financial Statement", "audited-financial-statements-2024", audited(2024), "2025-04-11");
doc("discountHouse", "Financial Statement", "audited-financial-statements-2025", audited(2025), "2026-04-10");
doc("discountHouse", "Annual Report", "annual-report-2025", annual("discountHouse", 2025), "2026-05-22");
doc("discountHouse", "Notice", "notice-agm-2026", agm(2026), "2026-05-11");
doc(
  "discountHouse",
  "Other",
  "investment-products-terms",
  bi("Terms and Conditions for Investment Products", "Malamulo ndi Zofunika pa Zinthu Zoyikamo Ndalama (Investment Products)"),
  "2025-09-01",
);

doc("properties", "Financial Statement", "audited-financial-statements-2024", audited(2024), "2025-04-11");
doc("properties", "Financial Statement", "audited-financial-statements-2025", audited(2025), "2026-04-10");
doc("properties", "Annual Report", "annual-report-2025", annual("properties", 2025), "2026-05-29");
doc(
  "properties",
  "Notice",
  "notice-tenants-maintenance-2026",
  bi("Notice to Tenants: 2026 Building Maintenance Schedule", "Chidziwitso kwa Ochita Lendi: Ndondomeko Yokonza Nyumba ya 2026"),
  "2026-01-12",
);
doc(
  "properties",
  "Other",
  "portfolio-overview",
  bi("Property Portfolio Overview", "Chidule cha Nyumba ndi Malo Omwe Timayang'anira"),
  "2025-10-06",
);

// The bank's own document tabs.
doc("bank", "Profiles", "corporate-profile", bi("FDH Bank Corporate Profile", "Mbiri ya FDH Bank"), "2026-02-16");
doc("bank", "Profiles", "group-profile", bi("FDH Group Profile", "Mbiri ya Gulu la Makampani a FDH"), "2026-02-16");
doc(
  "bank",
  "Brochures",
  "amayi-atakate-brochure",
  bi("Amayi Atakate Loan Brochure", "Kapepala ka Ngongole ya Amayi Atakate"),
  "2025-03-06",
);
doc(
  "bank",
  "Brochures",
  "savings-accounts-brochure",
  bi("Savings Accounts Brochure", "Kapepala ka Akaunti Zosungiramo Ndalama (Savings)"),
  "2025-08-04",
);
doc(
  "bank",
  "Brochures",
  "digital-banking-brochure",
  bi("Digital Banking Brochure", "Kapepala ka Ntchito za Banki pa Foni ndi pa Intaneti (Digital Banking)"),
  "2026-06-12",
);
doc(
  "bank",
  "Limited Company",
  "limited-company-account-opening-form",
  bi("Account Opening Form: Limited Company", "Fomu Yotsegulira Akaunti: Kampani Yolembetsedwa (Limited Company)"),
  "2025-06-02",
);
doc(
  "bank",
  "Limited Company",
  "board-resolution-template",
  bi("Board Resolution to Open and Operate an Account", "Chigamulo cha Bungwe la Oyang'anira Chotsegulira ndi Kugwiritsa Ntchito Akaunti"),
  "2025-06-02",
);
doc(
  "bank",
  "Personal Account",
  "personal-account-opening-form",
  bi("Personal Account Opening Form", "Fomu Yotsegulira Akaunti ya Munthu Payekha"),
  "2025-06-02",
);
doc(
  "bank",
  "Personal Account",
  "diaspora-account-opening-form",
  bi("Diaspora Account Opening Form", "Fomu Yotsegulira Akaunti ya Diaspora"),
  "2025-06-02",
);
doc(
  "bank",
  "Sole Proprietor",
  "sole-proprietor-account-opening-form",
  bi("Account Opening Form: Sole Proprietor", "Fomu Yotsegulira Akaunti: Bizinesi ya Munthu Mmodzi (Sole Proprietor)"),
  "2025-06-02",
);
doc(
  "bank",
  "Sole Proprietor",
  "sole-proprietor-checklist",
  bi("Sole Proprietor Account Checklist", "Mndandanda wa Zofunika Potsegula Akaunti ya Sole Proprietor"),
  "2025-06-02",
);

// The four KYC update forms, one per KYC account type.
doc(
  "bank",
  "KYC Form",
  "kyc-form-individual",
  bi("KYC Update Form - Personal/Individual Business Accounts", "Fomu Yosinthira Zambiri za KYC - Akaunti za Munthu Payekha"),
  "2025-06-16",
  "Individual Account",
);
doc(
  "bank",
  "KYC Form",
  "kyc-form-sole-proprietorship",
  bi("KYC Update Form - Sole Proprietorship Accounts", "Fomu Yosinthira Zambiri za KYC - Akaunti za Sole Proprietorship"),
  "2025-06-16",
  "Sole Proprietorship",
);
doc(
  "bank",
  "KYC Form",
  "kyc-form-sme",
  bi("KYC Update Form - SME Accounts", "Fomu Yosinthira Zambiri za KYC - Akaunti za SME"),
  "2025-06-16",
  "SME",
);
doc(
  "bank",
  "KYC Form",
  "kyc-form-corporate",
  bi("KYC Update Form - Corporate Accounts", "Fomu Yosinthira Zambiri za KYC - Akaunti za Makampani (Corporate)"),
  "2025-06-16",
  "Corporate Account",
);

const bankRateFiles = [
  [
    "tariff-guide-personal-2026",
    bi("Personal Banking Tariff Guide, July 2026", "Mitengo ya Ntchito za Banki kwa Anthu Payekha (Tariff Guide), Julayi 2026"),
    "2026-07-01",
  ],
  [
    "tariff-guide-business-2026",
    bi(
      "Business and Corporate Banking Tariff Guide, July 2026",
      "Mitengo ya Ntchito za Banki kwa Mabizinesi ndi Makampani (Tariff Guide), Julayi 2026",
    ),
    "2026-07-01",
  ],
  [
    "tariff-guide-digital-2026",
    bi("Digital Banking Charges, July 2026", "Mitengo ya Ntchito za Digital Banking, Julayi 2026"),
    "2026-07-01",
  ],
].map(([file, title, published]) => ({
  title,
  file_url: `/content/files/bank-${String(file)}.pdf`,
  file_size: 0,
  mime_type: "application/pdf",
  published_at: `${String(published)}T08:00:00.000Z`,
}));

await writeJson("collections/branches.json", branches);
await writeJson("collections/money_bureau_locations.json", moneyBureauLocations);
await writeJson("collections/money_bureau_exchange_rates.json", exchangeRates);
await writeJson("collections/bank_rates.json", bankRates);
await writeJson("collections/kyc_account_types.json", kycAccountTypes);
await writeJson("collections/images.json", images);
documents.sort((a, b) => a.published_at.localeCompare(b.published_at));
await writeJson("collections/documents.json", documents);
await writeJson("collections/bank_rate_files.json", bankRateFiles);
console.log(
  `branches ${branches.length}, bureaus ${moneyBureauLocations.length}, rates ${exchangeRates.length}, bank rates ${bankRates.length}, ` +
    `documents ${documents.length}, rate files ${bankRateFiles.length}, images ${images.length}`,
);
