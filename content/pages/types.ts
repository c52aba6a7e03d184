// The shapes of the group's own copy (the screens staff do not edit). No zod here: route
// modules import these files, and the browser loads them with the screen.
import type { Bilingual, Language } from "#domain/language.ts";

export type { Bilingual };

/** Copy as one visitor reads it: each bilingual text replaced by its text in one language. */
export type InLanguage<T> = T extends Bilingual
  ? string
  : T extends readonly (infer Item)[]
    ? InLanguage<Item>[]
    : T extends object
      ? { [Key in keyof T]: InLanguage<T[Key]> }
      : T;

function isBilingual(value: object): value is Bilingual {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as Bilingual).en === "string" && typeof (value as Bilingual).ny === "string";
}

/**
 * The slice of copy a screen's loader sends (ADR 025): the visitor's language only, so the
 * browser never downloads every company's copy in both languages with the screen's code.
 */
export function inLanguage<T>(value: T, lang: Language): InLanguage<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => inLanguage(item, lang)) as InLanguage<T>;
  if (value === null || typeof value !== "object") return value as InLanguage<T>;
  if (isBilingual(value)) return value[lang] as InLanguage<T>;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, lang)])) as InLanguage<T>;
}

/** The small line icons the app draws for cards (app/features/pages/page-icon.tsx). */
export type PageIcon =
  | "savings"
  | "current"
  | "fixedDeposit"
  | "diaspora"
  | "loan"
  | "card"
  | "sme"
  | "exchange"
  | "trade"
  | "guarantee"
  | "treasury"
  | "investment"
  | "phone"
  | "agent"
  | "wallet"
  | "freedom"
  | "laptop"
  | "pos"
  | "insurance"
  | "bond"
  | "cash"
  | "building"
  | "handshake"
  | "education"
  | "retirement"
  | "key"
  | "advice"
  | "valuation"
  | "clipboard";

/**
 * A fact shown as a large figure with its label: a value in words ("Over 100"), or a date
 * the app formats in the visitor's language.
 */
export type Fact = { label: Bilingual } & ({ value: Bilingual } | { date: string });

/** A titled block of copy: paragraphs, then an optional list. */
export interface CopySection {
  heading: Bilingual;
  paragraphs: Bilingual[];
  list?: Bilingual[];
}
