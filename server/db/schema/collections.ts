// The content registry's tables: each collection the content API serves, by its API path.
import {
  bankRateFiles,
  bankRates,
  banners,
  blogs,
  branches,
  cares,
  documents,
  executives,
  images,
  loans,
  moneyBureauExchangeRates,
  moneyBureauLocations,
  promotions,
  publicHolidays,
  sitePages,
  teams,
} from "./content.ts";
import { kycAccountTypes } from "./kyc.ts";

/** The table of each collection, by API path. */
export const collectionTables = {
  branches,
  blogs,
  documents,
  executives,
  teams,
  banners,
  promotions,
  loans,
  cares,
  bank_rates: bankRates,
  bank_rate_files: bankRateFiles,
  images,
  money_bureau_exchange_rates: moneyBureauExchangeRates,
  money_bureau_locations: moneyBureauLocations,
  kyc_account_types: kycAccountTypes,
  public_holidays: publicHolidays,
  site_pages: sitePages,
};
