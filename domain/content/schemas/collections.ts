import type { z } from "zod";
import { BankRateFileInputSchema, BankRateFileSchema } from "./bank-rate-file.ts";
import { BankRateInputSchema, BankRateSchema } from "./bank-rate.ts";
import { BannerInputSchema, BannerSchema } from "./banner.ts";
import { BlogInputSchema, BlogSchema } from "./blog.ts";
import { BranchInputSchema, BranchSchema } from "./branch.ts";
import { CareItemInputSchema, CareItemSchema } from "./care.ts";
import { DocumentInputSchema, DocumentSchema } from "./document.ts";
import { ExchangeRateBodySchema, ExchangeRateSchema } from "./exchange-rate.ts";
import { ExecutiveInputSchema, ExecutiveSchema } from "./executive.ts";
import { ImageInputSchema, ImageSchema } from "./image.ts";
import { KycAccountTypeInputSchema, KycAccountTypeSchema } from "../../kyc/schemas/kyc-account-type.ts";
import { LoanInputSchema, LoanSchema } from "./loan.ts";
import { MoneyBureauLocationInputSchema, MoneyBureauLocationSchema } from "./money-bureau-location.ts";
import { LOADER_PAGE_SIZE, PROMOTIONS_PAGE_SIZE } from "../../schemas/paging.ts";
import { PromotionInputSchema, PromotionSchema } from "./promotion.ts";
import { PublicHolidayInputSchema, PublicHolidaySchema } from "./public-holiday.ts";
import { SitePageInputSchema, SitePageSchema } from "./site-page.ts";
import { TeamMemberInputSchema, TeamMemberSchema } from "./team.ts";

/**
 * Every collection the content API serves, by API path (DESIGN.md, docs/content-model.md): public
 * content anyone may read, published by staff. KYC records are not content: the KYC area owns them
 * (server/kyc/, ADR 043).
 */
export const COLLECTION_NAMES = [
  "branches",
  "blogs",
  "documents",
  "executives",
  "teams",
  "banners",
  "promotions",
  "loans",
  "cares",
  "bank_rates",
  "bank_rate_files",
  "images",
  "money_bureau_exchange_rates",
  "money_bureau_locations",
  "kyc_account_types",
  "public_holidays",
  "site_pages",
] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

/** Whether a string is the API path of a collection. */
export function isCollectionName(value: unknown): value is CollectionName {
  return (COLLECTION_NAMES as readonly unknown[]).includes(value);
}

export interface CollectionDefinition<
  Name extends CollectionName = CollectionName,
  Input extends z.ZodType = z.ZodType,
  Record extends z.ZodType = z.ZodType,
> {
  name: Name;
  /** One record, in words, for messages and API docs: "branch". */
  label: string;
  /** Body of POST and PUT. */
  inputSchema: Input;
  /** A record as the API answers it: the input fields plus `id` and `created_at`. */
  recordSchema: Record;
  /** The browser's store for it (spec §1), or undefined when the browser keeps none. */
  getStoreName: (prefix: string) => string | undefined;
  /** Page size of route loaders and the browser sync (spec §4). */
  loaderPageSize: number;
  /** A time a body may leave out, which the server then sets to the moment of writing (common.ts WriteTimeSchema). */
  writeTimeField?: string;
}

function defineCollection<Name extends CollectionName, Input extends z.ZodType, Record extends z.ZodType>(
  definition: Omit<CollectionDefinition<Name, Input, Record>, "getStoreName" | "loaderPageSize"> &
    Partial<Pick<CollectionDefinition<Name, Input, Record>, "loaderPageSize">> & {
      storeName?: string | ((prefix: string) => string);
    },
): CollectionDefinition<Name, Input, Record> {
  const { storeName, ...rest } = definition;
  return {
    loaderPageSize: LOADER_PAGE_SIZE,
    ...rest,
    getStoreName: (prefix) => (typeof storeName === "function" ? storeName(prefix) : storeName),
  };
}

/** The collection registry: schemas and browser store of each API path. */
export const COLLECTIONS = {
  branches: defineCollection({
    name: "branches",
    label: "branch",
    inputSchema: BranchInputSchema,
    recordSchema: BranchSchema,
    storeName: "branches",
  }),
  blogs: defineCollection({ name: "blogs", label: "blog", inputSchema: BlogInputSchema, recordSchema: BlogSchema, storeName: "blogs" }),
  documents: defineCollection({ name: "documents", label: "document", inputSchema: DocumentInputSchema, recordSchema: DocumentSchema }),
  executives: defineCollection({
    name: "executives",
    label: "executive",
    inputSchema: ExecutiveInputSchema,
    recordSchema: ExecutiveSchema,
    storeName: "boards",
  }),
  teams: defineCollection({
    name: "teams",
    label: "team member",
    inputSchema: TeamMemberInputSchema,
    recordSchema: TeamMemberSchema,
    storeName: "teams",
  }),
  banners: defineCollection({
    name: "banners",
    label: "banner",
    inputSchema: BannerInputSchema,
    recordSchema: BannerSchema,
    storeName: "banners",
  }),
  promotions: defineCollection({
    name: "promotions",
    label: "promotion",
    inputSchema: PromotionInputSchema,
    recordSchema: PromotionSchema,
    storeName: "promotions",
    loaderPageSize: PROMOTIONS_PAGE_SIZE,
    writeTimeField: "starts_at",
  }),
  loans: defineCollection({ name: "loans", label: "loan", inputSchema: LoanInputSchema, recordSchema: LoanSchema, storeName: "loans" }),
  cares: defineCollection({
    name: "cares",
    label: "care item",
    inputSchema: CareItemInputSchema,
    recordSchema: CareItemSchema,
    storeName: (prefix) => `${prefix}cares`,
    writeTimeField: "published_at",
  }),
  bank_rates: defineCollection({
    name: "bank_rates",
    label: "bank rate",
    inputSchema: BankRateInputSchema,
    recordSchema: BankRateSchema,
    storeName: "bankRates",
    writeTimeField: "effective_at",
  }),
  bank_rate_files: defineCollection({
    name: "bank_rate_files",
    label: "bank rate file",
    inputSchema: BankRateFileInputSchema,
    recordSchema: BankRateFileSchema,
    storeName: "bankRateFiles",
  }),
  images: defineCollection({
    name: "images",
    label: "image",
    inputSchema: ImageInputSchema,
    recordSchema: ImageSchema,
    storeName: "images",
  }),
  money_bureau_exchange_rates: defineCollection({
    name: "money_bureau_exchange_rates",
    label: "exchange rate",
    inputSchema: ExchangeRateBodySchema,
    writeTimeField: "set_at",
    recordSchema: ExchangeRateSchema,
    storeName: "exchangeRates",
  }),
  money_bureau_locations: defineCollection({
    name: "money_bureau_locations",
    label: "money bureau location",
    inputSchema: MoneyBureauLocationInputSchema,
    recordSchema: MoneyBureauLocationSchema,
    storeName: "moneybureauLocations",
  }),
  kyc_account_types: defineCollection({
    name: "kyc_account_types",
    label: "KYC account type",
    inputSchema: KycAccountTypeInputSchema,
    recordSchema: KycAccountTypeSchema,
  }),
  public_holidays: defineCollection({
    name: "public_holidays",
    label: "public holiday",
    inputSchema: PublicHolidayInputSchema,
    recordSchema: PublicHolidaySchema,
    storeName: "publicHolidays",
  }),
  // Server-rendered pages and blocks (ADR 071): the browser keeps no store, as for documents.
  site_pages: defineCollection({ name: "site_pages", label: "site page", inputSchema: SitePageInputSchema, recordSchema: SitePageSchema }),
} satisfies { [Name in CollectionName]: CollectionDefinition<Name> };

export type Collections = typeof COLLECTIONS;
/** A record of a collection, as the API answers it. */
export type RecordOf<Name extends CollectionName> = z.output<Collections[Name]["recordSchema"]>;
/** The body that creates or replaces a record of a collection, after validation. */
export type InputOf<Name extends CollectionName> = z.output<Collections[Name]["inputSchema"]>;
