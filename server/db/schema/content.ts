// Public content (spec §7): one table per collection, the idempotency keys of staff creates and
// each collection's version. Property names are the API's wire names, so a row maps to a record
// field by field; where the spec misspells a wire name (`longtude`, `creater_name`,
// `shareDiscription`) or writes it in camelCase, the SQL column carries the correct snake_case
// name (STYLE.md "Names").
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { instant, recordColumns, scheduleColumns } from "./columns.ts";
import type { Bilingual } from "#domain/language.ts";
import type { WeeklyHours } from "#domain/content/opening-state.ts";
import type { SiteId } from "#domain/site.ts";

interface ExecutiveRoleValue {
  company_name: SiteId;
  executive_role_type_name: string;
  title: Bilingual;
  position: number;
}
interface LoanItemValue {
  name: Bilingual;
}

const bilingual = (name: string) => jsonb(name).$type<Bilingual>().notNull();
const loanItems = (name: string) => jsonb(name).$type<LoanItemValue[]>().notNull();
const money = (name: string) => numeric(name, { precision: 18, scale: 4, mode: "number" });

export const branches = pgTable(
  "branches",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    region_id: integer("region_id").notNull(),
    region_name: text("region_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longtude: doublePrecision("longitude").notNull(),
    address: text("address").notNull(),
    opening_hours: jsonb("opening_hours").$type<Bilingual>(),
    weekly_hours: jsonb("weekly_hours").$type<WeeklyHours>(),
  },
  (table) => [uniqueIndex("branches_created_at_key").on(table.created_at)],
);

export const blogs = pgTable(
  "blogs",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    title: bilingual("title"),
    content: bilingual("content"),
    summary: bilingual("summary"),
    published_at: instant("published_at").notNull(),
    image_cover_url: text("image_cover_url").notNull(),
    image_cover_alt: jsonb("image_cover_alt").$type<Bilingual>(),
    createrId: text("creator_id"),
    creater_name: text("creator_name").notNull(),
    featured: boolean("featured").notNull(),
    readingTime: integer("reading_time").notNull(),
    showSocialIcons: boolean("show_social_icons").notNull(),
    shareTitle: bilingual("share_title"),
    shareDiscription: bilingual("share_description"),
    sites: jsonb("sites").$type<SiteId[]>().notNull(),
  },
  (table) => [uniqueIndex("blogs_created_at_key").on(table.created_at)],
);

export const documents = pgTable(
  "documents",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    title: bilingual("title"),
    document_type_name: text("document_type_name").notNull(),
    site: text("site").notNull(),
    // Null while the document awaits its file (ADR 026): visitors do not see it.
    file_url: text("file_url"),
    file_size: integer("file_size"),
    mime_type: text("mime_type"),
    published_at: instant("published_at").notNull(),
    kyc_account_type_name: text("kyc_account_type_name"),
  },
  (table) => [uniqueIndex("documents_created_at_key").on(table.created_at)],
);

export const executives = pgTable(
  "executives",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    name: text("name").notNull(),
    image_url: text("image_url").notNull(),
    qualifications: text("qualifications").notNull(),
    bio: jsonb("bio").$type<Bilingual>(),
    roles: jsonb("roles").$type<ExecutiveRoleValue[]>().notNull(),
  },
  (table) => [uniqueIndex("executives_created_at_key").on(table.created_at)],
);

export const teams = pgTable(
  "teams",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    name: text("name").notNull(),
    image_url: text("image_url").notNull(),
    title: bilingual("title"),
    qualifications: text("qualifications").notNull(),
    bio: jsonb("bio").$type<Bilingual>(),
    site: text("site").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [uniqueIndex("teams_created_at_key").on(table.created_at)],
);

export const banners = pgTable(
  "banners",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    title: bilingual("title"),
    subtitle: jsonb("subtitle").$type<Bilingual>(),
    image_url: text("image_url").notNull(),
    link_href: text("link_href"),
    site: text("site").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [uniqueIndex("banners_created_at_key").on(table.created_at)],
);

export const promotions = pgTable(
  "promotions",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    title: bilingual("title"),
    description: jsonb("description").$type<Bilingual>(),
    image_cover_url: text("image_cover_url").notNull(),
    link_href: text("link_href"),
    site: text("site").notNull(),
    starts_at: instant("starts_at").notNull(),
    ends_at: instant("ends_at"),
  },
  (table) => [uniqueIndex("promotions_created_at_key").on(table.created_at)],
);

export const loans = pgTable(
  "loans",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    title: bilingual("title"),
    description: bilingual("description"),
    image: text("image").notNull(),
    category: text("category").notNull(),
    category2: text("category2").notNull(),
    query_type: text("query_type"),
    max_amount: money("max_amount"),
    max_term_months: integer("max_term_months"),
    requirements: loanItems("requirements"),
    benefits: loanItems("benefits"),
    features: loanItems("features"),
    accessibility: loanItems("accessibility"),
    target_group: loanItems("target_group"),
    term: loanItems("term"),
  },
  (table) => [uniqueIndex("loans_created_at_key").on(table.created_at)],
);

export const cares = pgTable(
  "cares",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    title: bilingual("title"),
    description: bilingual("description"),
    image_url: text("image_url").notNull(),
    category: jsonb("category").$type<Bilingual>(),
    active: boolean("active").notNull(),
    published_at: instant("published_at").notNull(),
  },
  (table) => [uniqueIndex("cares_created_at_key").on(table.created_at)],
);

export const bankRates = pgTable(
  "bank_rates",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    name: bilingual("name"),
    rate_type: text("rate_type").notNull(),
    rate: money("rate").notNull(),
    effective_at: instant("effective_at").notNull(),
  },
  (table) => [uniqueIndex("bank_rates_created_at_key").on(table.created_at)],
);

export const bankRateFiles = pgTable(
  "bank_rate_files",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    title: bilingual("title"),
    file_url: text("file_url").notNull(),
    file_size: integer("file_size"),
    mime_type: text("mime_type").notNull(),
    published_at: instant("published_at").notNull(),
  },
  (table) => [uniqueIndex("bank_rate_files_created_at_key").on(table.created_at)],
);

export const images = pgTable(
  "images",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    url: text("url").notNull(),
    alt: bilingual("alt"),
    site: text("site").notNull(),
    tag: text("tag").notNull(),
  },
  (table) => [uniqueIndex("images_created_at_key").on(table.created_at)],
);

export const moneyBureauExchangeRates = pgTable(
  "money_bureau_exchange_rates",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    source: text("source").notNull(),
    currency_code: text("currency_code").notNull(),
    currency_name: bilingual("currency_name"),
    buying: money("buying").notNull(),
    selling: money("selling").notNull(),
    set_at: instant("set_at").notNull(),
  },
  (table) => [uniqueIndex("money_bureau_exchange_rates_created_at_key").on(table.created_at)],
);

export const moneyBureauLocations = pgTable(
  "money_bureau_locations",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    opening_hours: jsonb("opening_hours").$type<Bilingual>(),
    weekly_hours: jsonb("weekly_hours").$type<WeeklyHours>(),
  },
  (table) => [uniqueIndex("money_bureau_locations_created_at_key").on(table.created_at)],
);

/**
 * `Idempotency-Key` of a staff content create (ADR 034): the same key with the same body answers the
 * record the first request made; with another body it is refused. Kept a day.
 */
export const contentIdempotencyKeys = pgTable(
  "content_idempotency_keys",
  {
    staff_username: text("staff_username").notNull(),
    key: text("key").notNull(),
    collection: text("collection").notNull(),
    request_sha256: text("request_sha256").notNull(),
    record_id: uuid("record_id").notNull(),
    created_at: instant("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("content_idempotency_keys_key").on(table.staff_username, table.key),
    index("content_idempotency_keys_created_idx").on(table.created_at),
  ],
);

/**
 * Each public collection's version, bumped by a trigger in the same transaction as any write to
 * it (migration 0002, ADR 033). Read-only for the server: instances poll it to notice changes
 * whose event they missed.
 */
export const contentVersions = pgTable("content_versions", {
  collection: text("collection").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/** Days the banks close that staff entered (ADR 064): Eid, a declared holiday, a corrected name. */
export const publicHolidays = pgTable(
  "public_holidays",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    date: date("date", { mode: "string" }).notNull(),
    name: bilingual("name"),
  },
  (table) => [uniqueIndex("public_holidays_created_at_key").on(table.created_at), index("public_holidays_date_idx").on(table.date)],
);

/** Pages and blocks an editor writes whole, by a fixed slug (ADR 071): fraud awareness, the complaint escalation path, the USSD block. */
export const sitePages = pgTable(
  "site_pages",
  {
    ...recordColumns(),
    ...scheduleColumns(),
    slug: text("slug").notNull(),
    title: bilingual("title"),
    body: bilingual("body"),
  },
  (table) => [uniqueIndex("site_pages_created_at_key").on(table.created_at), index("site_pages_slug_idx").on(table.slug)],
);
