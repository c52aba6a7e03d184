// Checks the sample content against docs/content-model.md and the content brief:
// valid JSON, required fields with the right basic types and allowed values, no server-set
// fields, both languages filled in, every /content/... file present, PDF sizes equal to
// file_size, branch coordinates inside Malawi, unique names, sane counts.
//
// Run: node content/scripts/check-content.ts   (exit code 1 when a check fails)

import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { DOCUMENT_TYPE_NAMES } from "#domain/content/schemas/document.ts";
import { WeeklyHoursSchema } from "#domain/content/schemas/weekly-hours.ts";
import { CONTENT_DIR } from "./lib/common.ts";

type Check = (value: unknown, path: string) => void;

const failures: string[] = [];
let passed = 0;
function fail(message: string): void {
  failures.push(message);
}
function expect(condition: boolean, message: string): void {
  if (condition) passed++;
  else fail(message);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
// UTC or an offset: promotions keep Malawi time (+02:00), as editors set them.
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2})$/;

const str: Check = (v, p) => expect(typeof v === "string", `${p}: expected a string`);
const text: Check = (v, p) => expect(typeof v === "string" && v.trim() !== "", `${p}: expected a non-empty string`);
const num: Check = (v, p) => expect(typeof v === "number" && Number.isFinite(v), `${p}: expected a number`);
const int: Check = (v, p) => expect(Number.isInteger(v), `${p}: expected a whole number`);
const bool: Check = (v, p) => expect(typeof v === "boolean", `${p}: expected a boolean`);
const iso: Check = (v, p) =>
  expect(typeof v === "string" && ISO.test(v) && !Number.isNaN(Date.parse(v)), `${p}: expected an ISO 8601 date`);
const url: Check = (v, p) =>
  expect(typeof v === "string" && (v.startsWith("/content/") || v.startsWith("https://")), `${p}: expected /content/... or https://`);
const sitePath: Check = (v, p) =>
  expect(typeof v === "string" && /^\/[a-z]+\/[A-Za-z_/]+(\?type=[A-Za-z%0-9+]+)?$/.test(v), `${p}: expected a site path`);
const phone: Check = (v, p) =>
  expect(typeof v === "string" && /^\+265(1|88|99)\d{7,8}$/.test(v) && v.length === 13, `${p}: expected a Malawi E.164 number`);
const email: Check = (v, p) => expect(typeof v === "string" && /^[a-z0-9.]+@fdh\.co\.mw$/.test(v), `${p}: expected an fdh.co.mw e-mail`);
const oneOf =
  (...values: unknown[]): Check =>
  (v, p) =>
    expect(values.includes(v), `${p}: ${JSON.stringify(v)} is not one of ${values.join(" | ")}`);
const nullable =
  (check: Check): Check =>
  (v, p) => {
    if (v !== null) check(v, p);
  };
const bilingual: Check = (v, p) => {
  if (!isObject(v)) return fail(`${p}: expected { en, ny }`);
  expect(Object.keys(v).sort().join() === "en,ny", `${p}: expected exactly the keys en and ny`);
  text(v.en, `${p}.en`);
  text(v.ny, `${p}.ny`);
  expect(v.en !== v.ny || String(v.en).length < 30, `${p}: ny is a copy of en`);
};
const weeklyHours: Check = (v, p) =>
  expect(WeeklyHoursSchema.safeParse(v).success, `${p}: expected weekly hours (always_open and a list of times per weekday)`);
const listOf =
  (check: Check, min = 0): Check =>
  (v, p) => {
    if (!Array.isArray(v)) return fail(`${p}: expected a list`);
    expect(v.length >= min, `${p}: expected at least ${min} entries`);
    v.forEach((item, i) => check(item, `${p}[${i}]`));
  };
const shape =
  (fields: Record<string, Check>, optional: Record<string, Check> = {}): Check =>
  (v, p) => {
    if (!isObject(v)) return fail(`${p}: expected an object`);
    for (const [key, check] of Object.entries(fields)) {
      if (!(key in v)) fail(`${p}: missing ${key}`);
      else check(v[key], `${p}.${key}`);
    }
    for (const [key, check] of Object.entries(optional)) if (key in v) check(v[key], `${p}.${key}`);
    for (const key of Object.keys(v)) expect(key in fields || key in optional, `${p}: unexpected field ${key}`);
  };

const SITES = ["holding", "bank", "moneyBureau", "discountHouse", "properties"];
const site = oneOf(...SITES);
const DOCUMENT_TYPES = DOCUMENT_TYPE_NAMES;
const KYC_TYPES = ["Individual Account", "Sole Proprietorship", "SME", "Corporate Account"];
const ROLE_TYPES = [
  "Chairperson",
  "Independent Non-Executive Director",
  "Non-Executive Director",
  "Executive Director",
  "Company Secretary",
];
const QUERY_TYPES = ["Executive Loan Scheme", "Employer Supported Loans", "Short and Medium Term Loans for SME Business", "Amayi Atakate"];
const named = shape({ name: bilingual });

const COLLECTIONS: Record<string, Check> = {
  branches: shape({
    name: text,
    kind: oneOf("branch", "atm", "agency"),
    region_id: oneOf(1, 2, 3),
    region_name: oneOf("Central", "Northern", "Southern"),
    email: str,
    phone,
    latitude: num,
    longtude: num,
    address: text,
    opening_hours: bilingual,
    weekly_hours: weeklyHours,
  }),
  blogs: shape({
    title: bilingual,
    content: bilingual,
    summary: bilingual,
    published_at: iso,
    image_cover_url: url,
    creater_name: text,
    featured: bool,
    readingTime: int,
    showSocialIcons: bool,
    shareTitle: bilingual,
    shareDiscription: bilingual,
    sites: listOf(oneOf("holding", "bank"), 1),
  }),
  documents: shape(
    {
      title: bilingual,
      document_type_name: oneOf(...DOCUMENT_TYPES),
      site,
      file_url: url,
      file_size: int,
      mime_type: oneOf("application/pdf"),
      published_at: iso,
    },
    { kyc_account_type_name: oneOf(...KYC_TYPES) },
  ),
  executives: shape({
    name: text,
    image_url: url,
    qualifications: text,
    bio: bilingual,
    roles: listOf(shape({ company_name: site, executive_role_type_name: oneOf(...ROLE_TYPES), title: bilingual, position: int }), 1),
  }),
  teams: shape({ name: text, image_url: url, title: bilingual, qualifications: text, bio: bilingual, site, position: int }),
  banners: shape({ title: bilingual, subtitle: bilingual, image_url: url, link_href: sitePath, site, position: int }),
  promotions: shape({
    title: bilingual,
    description: bilingual,
    image_cover_url: url,
    link_href: sitePath,
    site,
    starts_at: iso,
    ends_at: iso,
  }),
  loans: shape({
    title: bilingual,
    description: bilingual,
    image: url,
    category: oneOf("Personal and Business Banking"),
    category2: oneOf("Personal", "Business"),
    query_type: nullable(oneOf(...QUERY_TYPES)),
    max_amount: nullable(num),
    max_term_months: nullable(int),
    requirements: listOf(named, 1),
    benefits: listOf(named, 1),
    features: listOf(named, 1),
    accessibility: listOf(named, 1),
    target_group: listOf(named, 1),
    term: listOf(named, 1),
  }),
  cares: shape({ title: bilingual, description: bilingual, image_url: url, category: bilingual, active: bool, published_at: iso }),
  bank_rates: shape({ name: bilingual, rate_type: oneOf("reference", "lending", "deposit"), rate: num, effective_at: iso }),
  bank_rate_files: shape({ title: bilingual, file_url: url, file_size: int, mime_type: oneOf("application/pdf"), published_at: iso }),
  images: shape({ url, alt: bilingual, site, tag: text }),
  money_bureau_exchange_rates: shape({
    source: oneOf("bank", "moneyBureau"),
    currency_code: (v, p) => expect(typeof v === "string" && /^[A-Z]{3}$/.test(v), `${p}: expected an ISO 4217 code`),
    currency_name: bilingual,
    buying: num,
    selling: num,
    set_at: iso,
  }),
  money_bureau_locations: shape({
    name: text,
    address: text,
    city: text,
    phone,
    email,
    latitude: num,
    longitude: num,
    opening_hours: bilingual,
    weekly_hours: weeklyHours,
  }),
  kyc_account_types: shape({ name: oneOf(...KYC_TYPES), position: oneOf(1, 2, 3, 4) }),
  // Pages an editor keeps (ADR 071); no USSD block in the sample: the spec gives no code.
  site_pages: shape({ slug: oneOf("fraud-awareness", "complaint-escalation"), title: bilingual, body: bilingual }),
};

// ------------------------------------------------------------------ load

type Rec = Record<string, unknown>;
const data: Record<string, Rec[]> = {};
function load(relative: string): unknown {
  const path = join(CONTENT_DIR, relative);
  if (!existsSync(path)) {
    fail(`${relative}: missing`);
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(readFileSync(path, "utf8"));
    passed++;
    return value;
  } catch (error) {
    fail(`${relative}: invalid JSON (${(error as Error).message})`);
    return undefined;
  }
}

for (const [name, check] of Object.entries(COLLECTIONS)) {
  const value = load(`collections/${name}.json`);
  if (!Array.isArray(value)) {
    fail(`collections/${name}.json: expected an array`);
    continue;
  }
  data[name] = value.filter(isObject);
  value.forEach((record, i) => {
    check(record, `${name}[${i}]`);
    if (isObject(record))
      expect(
        !("id" in record) && !("_id" in record) && !("created_at" in record),
        `${name}[${i}]: id and created_at are set by the server`,
      );
  });
}
const extra = readdirSync(join(CONTENT_DIR, "collections")).filter((f) => !(f.replace(/\.json$/, "") in COLLECTIONS));
expect(extra.length === 0, `collections/: unexpected files ${extra.join(", ")}`);

const partners = load("transfer-partners.json");
listOf(
  shape({
    title: text,
    href: (v, p) => expect(typeof v === "string" && /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\/?$/.test(v), `${p}: expected an https address`),
    logo: url,
  }),
  7,
)(partners, "transfer-partners");
expect(Array.isArray(partners) && partners.length === 7, "transfer-partners: expected exactly 7");
const faqs = load("faqs.json");
listOf(shape({ question: bilingual, answer: bilingual, topic: bilingual }), 12)(faqs, "faqs");
expect(Array.isArray(faqs) && faqs.length <= 16, "faqs: expected 12 to 16");

const rows = (name: string): Rec[] => data[name] ?? [];
const count = (name: string, min: number, max: number): void => {
  const n = rows(name).length;
  expect(n >= min && n <= max, `${name}: ${n} records, expected ${min} to ${max}`);
};

// ------------------------------------------------------------------ files

const referenced = new Set<string>();
function collectRefs(value: unknown): void {
  if (typeof value === "string") for (const match of value.matchAll(/\/content\/[A-Za-z0-9_./-]+/g)) referenced.add(match[0]);
  else if (Array.isArray(value)) value.forEach(collectRefs);
  else if (isObject(value)) Object.values(value).forEach(collectRefs);
}
collectRefs(data);
collectRefs(partners);
collectRefs(faqs);
for (const ref of referenced) {
  const path = join(CONTENT_DIR, ref.replace(/^\/content\//, ""));
  expect(existsSync(path), `${ref}: referenced but missing`);
}
for (const name of ["documents", "bank_rate_files"]) {
  for (const record of rows(name)) {
    const path = join(CONTENT_DIR, String(record.file_url).replace(/^\/content\//, ""));
    if (!existsSync(path)) continue;
    const bytes = readFileSync(path);
    expect(
      bytes.length === record.file_size,
      `${String(record.file_url)}: file_size ${String(record.file_size)} but the file has ${bytes.length} bytes`,
    );
    expect(
      bytes.subarray(0, 5).toString("latin1") === "%PDF-" && bytes.subarray(-6).toString("latin1").includes("%%EOF"),
      `${String(record.file_url)}: not a PDF`,
    );
    expect(bytes.length < 10 * 1024, `${String(record.file_url)}: over 10 KB`);
  }
}
for (const file of readdirSync(join(CONTENT_DIR, "images"))) {
  const svg = readFileSync(join(CONTENT_DIR, "images", file), "utf8");
  const p = `images/${file}`;
  expect(file.endsWith(".svg") && svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), `${p}: expected an SVG`);
  expect(statSync(join(CONTENT_DIR, "images", file)).size < 4096, `${p}: over 4 KB`);
  expect(!/<script|<foreignObject|\son[a-z]+=|javascript:|<image|<use/i.test(svg), `${p}: scripts, handlers or embedded content`);
  expect(!/(href|src)=|url\((?!#)/i.test(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")), `${p}: external reference`);
}
for (const dir of ["images", "files"]) {
  for (const file of readdirSync(join(CONTENT_DIR, dir)))
    expect(referenced.has(`/content/${dir}/${file}`), `${dir}/${file}: not referenced by any record`);
}

// ------------------------------------------------------------------ collection rules

const inMalawi = (lat: unknown, lon: unknown): boolean =>
  typeof lat === "number" && typeof lon === "number" && lat >= -17.2 && lat <= -9.3 && lon >= 32.6 && lon <= 36;
const REGION: Record<string, number> = { Central: 1, Northern: 2, Southern: 3 };

count("branches", 50, 56);
const branchNames = rows("branches").map((b) => String(b.name));
expect(new Set(branchNames).size === branchNames.length, "branches: names are not unique");
for (const b of rows("branches")) {
  expect(inMalawi(b.latitude, b.longtude), `branches ${String(b.name)}: coordinates outside Malawi`);
  expect(REGION[String(b.region_name)] === b.region_id, `branches ${String(b.name)}: region_id does not match region_name`);
  if (b.kind === "atm") expect(b.email === "", `branches ${String(b.name)}: an ATM has no e-mail`);
  else email(b.email, `branches ${String(b.name)}.email`);
}
for (const kind of ["branch", "atm", "agency"])
  expect(
    rows("branches").some((b) => b.kind === kind),
    `branches: no ${kind}`,
  );
for (const region of [1, 2, 3])
  expect(
    rows("branches").some((b) => b.region_id === region),
    `branches: nothing in region ${region}`,
  );

count("money_bureau_locations", 6, 8);
for (const m of rows("money_bureau_locations"))
  expect(inMalawi(m.latitude, m.longitude), `money_bureau_locations ${String(m.name)}: outside Malawi`);

const loans = rows("loans");
const LOAN_QUERY: Record<string, string | null> = {
  "Executive Loan Schemes": "Executive Loan Scheme",
  "Employer Supported Loans": "Employer Supported Loans",
  Instaloans: "Employer Supported Loans",
  "Personal Overdrafts": null,
  "Amayi Atakate Loan": "Amayi Atakate",
  "Working Capital Finance": "Short and Medium Term Loans for SME Business",
  "SME loans": "Short and Medium Term Loans for SME Business",
  "Asset Financing": "Short and Medium Term Loans for SME Business",
};
expect(loans.length === 8, `loans: ${loans.length} records, expected 8`);
for (const [title, query] of Object.entries(LOAN_QUERY)) {
  const loan = loans.find((l) => isObject(l.title) && l.title.en === title);
  expect(loan !== undefined && loan.query_type === query, `loans: ${title} missing or with the wrong query_type`);
}
const loanFacts: Record<string, [number | null, number | null]> = {
  "Executive Loan Schemes": [5_000_000, 36],
  "Employer Supported Loans": [null, 24],
  Instaloans: [null, 24],
  "Personal Overdrafts": [null, 12],
  "Amayi Atakate Loan": [5_000_000, 24],
  "Working Capital Finance": [null, 36],
  "SME loans": [null, null],
  "Asset Financing": [null, null],
};
for (const [title, [amount, term]] of Object.entries(loanFacts)) {
  const loan = loans.find((l) => isObject(l.title) && l.title.en === title);
  expect(loan?.max_amount === amount && loan.max_term_months === term, `loans: ${title} max_amount/max_term_months differ from spec §9`);
}

count("blogs", 14, 40);
const featured = rows("blogs").filter((b) => b.featured === true).length;
expect(featured >= 3 && featured <= 4, `blogs: ${featured} featured, expected 3 to 4`);
const TAGS = /<(\/?)([a-z0-9]+)([^>]*)>/gi;
for (const blog of rows("blogs")) {
  const title = isObject(blog.title) ? String(blog.title.en) : "?";
  const published = Date.parse(String(blog.published_at));
  expect(
    published > Date.parse("2024-11-01T00:00:00Z") && published <= Date.parse("2026-11-30T00:00:00Z"),
    `blogs ${title}: published_at outside the last two years`,
  );
  if (!isObject(blog.content)) continue;
  for (const lang of ["en", "ny"]) {
    const html = String(blog.content[lang]);
    for (const [, closing, tag, attrs] of html.matchAll(TAGS)) {
      expect(
        ["p", "h2", "ul", "li", "strong", "a"].includes(String(tag).toLowerCase()),
        `blogs ${title} (${lang}): tag <${String(tag)}> outside p, h2, ul, li, strong, a`,
      );
      if (tag === "a" && closing === "")
        expect(
          /^ href="\/[a-z]+\/[A-Za-z_/]*(\?type=[A-Za-z%0-9+]+)?"$/.test(String(attrs)),
          `blogs ${title} (${lang}): link ${String(attrs)} is not a site path`,
        );
    }
  }
  const words = String(blog.content.en)
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  const minutes = Math.max(1, Math.ceil(words / 200));
  expect(blog.readingTime === minutes, `blogs ${title}: readingTime ${String(blog.readingTime)}, expected ${minutes} for ${words} words`);
}

const roleCount = new Map<string, number>();
for (const person of rows("executives")) {
  if (!Array.isArray(person.roles)) continue;
  for (const role of person.roles)
    if (isObject(role)) roleCount.set(String(role.company_name), (roleCount.get(String(role.company_name)) ?? 0) + 1);
}
for (const s of SITES) {
  const n = roleCount.get(s) ?? 0;
  expect(n >= 4 && n <= 7, `executives: ${n} board members for ${s}, expected 4 to 7`);
  const team = rows("teams").filter((t) => t.site === s).length;
  expect(team >= 4 && team <= 6, `teams: ${team} members for ${s}, expected 4 to 6`);
  const banners = rows("banners").filter((b) => b.site === s).length;
  expect(banners >= 2 && banners <= 3, `banners: ${banners} for ${s}, expected 2 to 3`);
  const promotions = rows("promotions").filter((b) => b.site === s).length;
  expect(promotions >= 2 && promotions <= 4, `promotions: ${promotions} for ${s}, expected 2 to 4`);
}
expect(
  rows("executives").some((e) => Array.isArray(e.roles) && e.roles.length > 1),
  "executives: nobody sits on several boards",
);
const executiveNames = rows("executives").map((e) => String(e.name));
expect(new Set(executiveNames).size === executiveNames.length, "executives: a person appears in two records");

const docs = rows("documents");
for (const type of DOCUMENT_TYPES)
  expect(
    docs.some((d) => d.document_type_name === type),
    `documents: no ${type}`,
  );
const bankInvestor = docs.filter(
  (d) => d.site === "bank" && ["Financial Statement", "Annual Report", "Notice", "Other"].includes(String(d.document_type_name)),
);
expect(bankInvestor.length >= 12, `documents: ${bankInvestor.length} bank investor documents, expected at least 12`);
for (const s of SITES)
  expect(
    docs.some((d) => d.site === s && d.document_type_name === "Financial Statement"),
    `documents: no financial statement for ${s}`,
  );
const kycForms = docs.filter((d) => d.document_type_name === "KYC Form");
expect(
  kycForms.length === 4 && new Set(kycForms.map((d) => d.kyc_account_type_name)).size === 4,
  "documents: expected one KYC Form per KYC account type",
);
for (const d of docs)
  expect(
    (d.document_type_name === "KYC Form") === "kyc_account_type_name" in d,
    `documents ${String(d.file_url)}: kyc_account_type_name only and always on KYC Form`,
  );

count("cares", 8, 10);
expect(
  rows("cares").filter((c) => c.active === false).length >= 2 && rows("cares").filter((c) => c.active === true).length >= 4,
  "cares: expected several active and a couple inactive",
);
count("bank_rate_files", 2, 3);
for (const type of ["reference", "lending", "deposit"])
  expect(
    rows("bank_rates").some((r) => r.rate_type === type),
    `bank_rates: no ${type} rate`,
  );
for (const r of rows("bank_rates"))
  expect(typeof r.rate === "number" && r.rate > 0 && r.rate < 60, `bank_rates: implausible rate ${String(r.rate)}`);

const CURRENCIES = ["USD", "GBP", "EUR", "ZAR", "ZMW", "TZS", "MZN", "CNY", "INR", "AED", "JPY", "KES", "BWP", "CAD", "AUD", "CHF"];
for (const source of ["moneyBureau", "bank"]) {
  // The current rates are the latest publication; earlier days are the rate history (ADR 061).
  const all = rows("money_bureau_exchange_rates").filter((r) => r.source === source);
  const latest = all
    .map((r) => String(r.set_at))
    .sort()
    .at(-1);
  const list = all.filter((r) => r.set_at === latest);
  expect(list.length >= 12, `exchange rates: ${list.length} for ${source}, expected 12 or more`);
  for (const code of CURRENCIES)
    expect(list.filter((r) => r.currency_code === code).length === 1, `exchange rates: ${source} ${code} missing or repeated`);
  const days = new Set(all.map((r) => `${r.currency_code} ${String(r.set_at).slice(0, 10)}`));
  expect(days.size === all.length, `exchange rates: ${source} has two rates of one currency on one day`);
}
for (const r of rows("money_bureau_exchange_rates")) {
  expect(
    typeof r.buying === "number" && typeof r.selling === "number" && r.selling > r.buying && r.buying > 0,
    `exchange rates ${String(r.source)} ${String(r.currency_code)}: selling must exceed buying`,
  );
}

const types = rows("kyc_account_types");
expect(
  types.length === 4 && KYC_TYPES.every((name, i) => types.some((t) => t.name === name && t.position === i + 1)),
  "kyc_account_types: expected the four built-in types in order",
);

count("images", 4, 20);
count("banners", 10, 15);
count("promotions", 10, 20);

// ------------------------------------------------------------------ report

for (const message of failures) console.error(`FAIL ${message}`);
const summary = Object.entries(data)
  .map(([name, list]) => `${name} ${list.length}`)
  .join(", ");
console.log(summary);
console.log(`checks: ${passed} passed, ${failures.length} failed`);
process.exitCode = failures.length === 0 ? 0 : 1;
