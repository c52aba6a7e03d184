// No zod here: the browser loads this module on every page, and it must stay small.

/** Spec §1: English (default) and Chichewa. */
export const LANGUAGE_CODES = ["en", "ny"] as const;
export type Language = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Text the group publishes in both languages (its schema: domain/schemas/common.ts). */
export interface Bilingual {
  en: string;
  ny: string;
}

/** Spec §3 language: a code, a flag and a name. The flag names an icon the app draws. */
export interface LanguageOption {
  code: Language;
  flag: "gb" | "mw";
  name: string;
}
export const LANGUAGES: LanguageOption[] = [
  { code: "en", flag: "gb", name: "English" },
  { code: "ny", flag: "mw", name: "Chichewa" },
];

/** Reads a language code; anything else is no language. */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  return (LANGUAGE_CODES as readonly unknown[]).includes(value) ? (value as Language) : undefined;
}

/** Picks the visitor's language from a bilingual value. */
export function pick(text: Bilingual, lang: Language): string {
  return text[lang];
}

// The runtime has no `ny` locale data (Intl falls back to English), so Chichewa dates and
// numbers come from these tables. Month names as Malawian publications write them.
const MONTHS: Record<Language, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  ny: [
    "Januwale",
    "Febuluwale",
    "Malichi",
    "Epulo",
    "Meyi",
    "Juni",
    "Julayi",
    "Ogasiti",
    "Seputembala",
    "Okutobala",
    "Novembala",
    "Disembala",
  ],
};

/** Spec §3 blog display date: day, month name, year. */
export interface DisplayDate {
  day: number;
  month: string;
  year: number;
}

/** The day, month name and year of an instant in Malawi's time zone (UTC+2, no daylight saving). */
export function getDisplayDate(iso: string | Date, lang: Language): DisplayDate {
  const instant = typeof iso === "string" ? new Date(iso) : iso;
  const local = new Date(instant.getTime() + 2 * 60 * 60 * 1000);
  return { day: local.getUTCDate(), month: MONTHS[lang][local.getUTCMonth()]!, year: local.getUTCFullYear() };
}

/** "3 August 2020" / "3 Ogasiti 2020". */
export function formatDate(iso: string | Date, lang: Language): string {
  const { day, month, year } = getDisplayDate(iso, lang);
  return `${day} ${month} ${year}`;
}

/**
 * Groups digits with commas and uses a point for decimals, as both English and Chichewa
 * are written in Malawi (K1,250,000.50).
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** Malawi kwacha, written with the K sign as Malawian banks write it: K5,000,000.00. */
export function formatKwacha(value: number, fractionDigits = 2): string {
  const text = formatNumber(value, fractionDigits);
  return text.startsWith("-") ? `-K${text.slice(1)}` : `K${text}`;
}

/** A percentage with the given decimals: 74.05%. */
export function formatPercent(value: number, fractionDigits = 2): string {
  return `${formatNumber(value, fractionDigits)}%`;
}
