// No zod here: the rates screens and the converter run this in the browser.
import { formatDate, type Bilingual, type Language } from "../language.ts";

/** Spec §2 "Exchange-rate list: 10 records per page". */
export const EXCHANGE_RATES_PAGE_SIZE = 10;

/** An exchange rate as the API answers it (browser store `exchangeRates`), the fields the screens read. */
export interface ExchangeRate {
  id: string;
  created_at: string;
  source: "bank" | "moneyBureau";
  currency_code: string;
  currency_name: Bilingual;
  /** Kwacha the seller of the currency pays out per unit (the bank or bureau buys). */
  buying: number;
  /** Kwacha the buyer of the currency pays per unit (the bank or bureau sells). */
  selling: number;
  set_at: string;
}

/** Spec §2: the bank rates tabs; Todays Rates is the default. */
export const RATE_TABS = ["todays-rates", "tariffs", "all-rates"] as const;
export type RateTab = (typeof RATE_TABS)[number];

/** The tab a `?tab=` value names; anything else is Todays Rates. */
export function parseRateTab(value: string | null | undefined): RateTab {
  return (RATE_TABS as readonly (string | null | undefined)[]).includes(value) ? (value as RateTab) : "todays-rates";
}

/**
 * One source's current rates, one per currency (its latest setting), newest record first as
 * the API lists them (USD first in the sample content).
 */
export function selectCurrentRates<T extends Pick<ExchangeRate, "source" | "currency_code" | "set_at" | "created_at">>(
  rates: readonly T[],
  source: ExchangeRate["source"],
): T[] {
  const latest = new Map<string, T>();
  for (const rate of rates) {
    if (rate.source !== source) continue;
    const seen = latest.get(rate.currency_code);
    if (!seen || rate.set_at > seen.set_at || (rate.set_at === seen.set_at && rate.created_at > seen.created_at))
      latest.set(rate.currency_code, rate);
  }
  return [...latest.values()].toSorted((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The latest time any of these rates was set, or undefined for none. */
export function getLatestSetAt(rates: ReadonlyArray<Pick<ExchangeRate, "set_at">>): string | undefined {
  return rates.reduce<string | undefined>(
    (latest, rate) => (latest === undefined || rate.set_at > latest ? rate.set_at : latest),
    undefined,
  );
}

/** "20 November 2026, 09:30": the date and the 24-hour time in Malawi (UTC+2, no daylight saving). */
export function formatDateTime(iso: string, lang: Language): string {
  const local = new Date(new Date(iso).getTime() + 2 * 60 * 60 * 1000);
  const time = `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
  return `${formatDate(iso, lang)}, ${time}`;
}

/** Which way the visitor converts: kwacha into a currency, or a currency into kwacha. */
export type ConversionDirection = "fromKwacha" | "toKwacha";

export interface Conversion {
  /** The amount the visitor receives, rounded to 2 decimals. */
  result: number;
  /** The rate that applies: selling when the visitor buys the currency with kwacha, buying when they sell it for kwacha. */
  rateKind: "selling" | "buying";
  rate: number;
}

/**
 * Converts an amount with a rate as the counter does: buying a currency with kwacha uses the
 * selling rate (kwacha ÷ selling); selling a currency for kwacha uses the buying rate
 * (amount × buying).
 */
export function convertCurrency(
  amount: number,
  rate: Pick<ExchangeRate, "buying" | "selling">,
  direction: ConversionDirection,
): Conversion {
  if (direction === "fromKwacha") return { result: roundCents(amount / rate.selling), rateKind: "selling", rate: rate.selling };
  return { result: roundCents(amount * rate.buying), rateKind: "buying", rate: rate.buying };
}

function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** An amount as typed: digits with optional thousands commas and decimals ("1,000.50"); anything else, or a negative, is no amount. */
export function parseAmount(text: string | null | undefined): number | undefined {
  const cleaned = (text ?? "").trim().replaceAll(",", "").replaceAll(" ", "");
  if (!/^\d{1,12}(\.\d{0,4})?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}
