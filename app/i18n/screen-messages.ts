import type { Language } from "#domain/language.ts";
import { useLanguage } from "./use-language.ts";

/**
 * A screen's own strings in both languages, kept in its feature folder so they travel in that
 * route's chunk rather than in the dictionary every page loads (ADR 004). `ny` is typed by `en`:
 * a missing or extra key fails the type check, as in the global dictionary.
 *
 *   const en = { heading: "Upload KYC documents", step: (n: number, total: number) => `${n} of ${total}` };
 *   export const kycMessages = defineScreenMessages(en, { heading: "…", step: (n, total) => `…` });
 */
export function defineScreenMessages<Strings>(en: Strings, ny: NoInfer<Strings>): Record<Language, Strings> {
  return { en, ny };
}

/** The visitor's language's strings from a screen dictionary. */
export function useScreenMessages<Strings>(messages: Record<Language, Strings>): Strings {
  return messages[useLanguage()];
}
