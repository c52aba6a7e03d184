// No zod here: the rates screens and the content generator read it too.
import type { Bilingual } from "../language.ts";

/**
 * The names of the currencies the bank and the money bureau deal in, in English and Chichewa as
 * the rates boards write them. A rate given without its currency's name takes it from here.
 */
export const CURRENCY_NAMES: Readonly<Record<string, Bilingual>> = {
  USD: { en: "US Dollar", ny: "Dola la ku America" },
  GBP: { en: "British Pound", ny: "Paundi ya ku Britain" },
  EUR: { en: "Euro", ny: "Yuro" },
  ZAR: { en: "South African Rand", ny: "Randi ya ku South Africa" },
  ZMW: { en: "Zambian Kwacha", ny: "Kwacha ya ku Zambia" },
  TZS: { en: "Tanzanian Shilling", ny: "Shilingi ya ku Tanzania" },
  MZN: { en: "Mozambican Metical", ny: "Metikali ya ku Mozambique" },
  CNY: { en: "Chinese Yuan", ny: "Yuwani ya ku China" },
  INR: { en: "Indian Rupee", ny: "Rupi ya ku India" },
  AED: { en: "UAE Dirham", ny: "Dirham ya ku United Arab Emirates" },
  JPY: { en: "Japanese Yen", ny: "Yeni ya ku Japan" },
  KES: { en: "Kenyan Shilling", ny: "Shilingi ya ku Kenya" },
  BWP: { en: "Botswana Pula", ny: "Pula ya ku Botswana" },
  CAD: { en: "Canadian Dollar", ny: "Dola la ku Canada" },
  AUD: { en: "Australian Dollar", ny: "Dola la ku Australia" },
  CHF: { en: "Swiss Franc", ny: "Faranga ya ku Switzerland" },
};
