import type { Language } from "#domain/language.ts";
import type { Screen } from "#domain/route-table.ts";
import type { SCREEN_DESCRIPTIONS } from "./screen-descriptions.ts";
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

type ScreenDescriptions = typeof SCREEN_DESCRIPTIONS;
let descriptions: ScreenDescriptions | undefined;

/** The screens' descriptions: the server registers them at start, a browser after its first page (loadScreenDescriptions). */
export function registerScreenDescriptions(all: ScreenDescriptions): void {
  descriptions = all;
}

/** Loads the screens' descriptions in the browser, once; the page calls it after it has loaded. */
export async function loadScreenDescriptions(): Promise<void> {
  descriptions ??= (await import("./screen-descriptions.ts")).SCREEN_DESCRIPTIONS;
}

/** A screen's description, or undefined in a browser that has not loaded them yet. */
export function getScreenDescription(lang: Language, screen: Screen, site: string): string | undefined {
  return descriptions?.[lang][screen](site);
}

/** Fills the group's short name into text written with `{P}` (product and company names). */
export function brand(text: string, prefix: string): string {
  return text.replaceAll("{P}", prefix.toUpperCase());
}
