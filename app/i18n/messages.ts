import type { Language } from "#domain/language.ts";
import { en, type Messages } from "./en.ts";
import { ny } from "./ny.ts";

const DICTIONARIES: Record<Language, Messages> = { en, ny };

/** The UI strings of a language (ADR 004: typed dictionaries, no runtime i18n library). */
export function getMessages(lang: Language): Messages {
  return DICTIONARIES[lang];
}

/** Fills the group's short name into text written with `{P}` (product and company names). */
export function brand(text: string, prefix: string): string {
  return text.replaceAll("{P}", prefix.toUpperCase());
}
