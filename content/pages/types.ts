// The shapes of the group's own copy (the screens staff do not edit). No zod here: route
// modules import these files, and the browser loads them with the screen.
import type { Bilingual } from "#domain/language.ts";

export type { Bilingual };

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
