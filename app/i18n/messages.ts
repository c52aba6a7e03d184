import type { Language } from "#domain/language.ts";
import type { MenuNameTables } from "#domain/navigation.ts";
import type { Messages } from "./en.ts";

// Only the visitor's language is sent to the browser (ADR 004): the server registers both
// dictionaries (entry.server.tsx); the browser loads one before hydrating (entry.client.tsx)
// and the other when the visitor switches language (root clientLoader).
const loaded: Partial<Record<Language, Messages>> = {};
const importers: Record<Language, () => Promise<Messages>> = {
  en: () => import("./en.ts").then((module) => module.en),
  ny: () => import("./ny.ts").then((module) => module.ny),
};

/** Makes dictionaries available synchronously (the server registers both at start). */
export function registerMessages(dictionaries: Partial<Record<Language, Messages>>): void {
  Object.assign(loaded, dictionaries);
}

/** Loads a language's UI strings, once. */
export async function loadMessages(lang: Language): Promise<Messages> {
  return (loaded[lang] ??= await importers[lang]());
}

/** The UI strings of a language (ADR 004: typed dictionaries, no runtime i18n library). */
export function getMessages(lang: Language): Messages {
  const messages = loaded[lang] ?? loaded.en ?? loaded.ny;
  if (!messages) throw new Error("UI strings are not loaded: call loadMessages() before rendering");
  return messages;
}

/**
 * The menus' names in both languages, as far as this browser has loaded them: a language not
 * loaded yet stands in with the other's, and is never shown (the page's own language is loaded
 * before it renders). The same object for the same tables, so the menus are built once for each.
 */
export function getMenuNames(): MenuNameTables {
  const en = getMessages("en").menu;
  const ny = getMessages("ny").menu;
  if (menuNames?.en !== en || menuNames.ny !== ny) menuNames = { en, ny };
  return menuNames;
}
let menuNames: MenuNameTables | undefined;

/** Fills the group's short name into text written with `{P}` (product and company names). */
export function brand(text: string, prefix: string): string {
  return text.replaceAll("{P}", prefix.toUpperCase());
}
