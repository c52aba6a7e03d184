import { SCREENS } from "#domain/route-table.ts";
import type { ScreenTitles } from "#domain/content/search-index.ts";
import { en } from "#app/i18n/en.ts";
import { ny } from "#app/i18n/ny.ts";
import { brand } from "#app/i18n/messages.ts";

/** Every screen's title in both languages, as the search index describes routes. */
export function getScreenTitles(prefix: string): ScreenTitles {
  return Object.fromEntries(
    SCREENS.map((screen) => [screen, { en: brand(en.screens[screen].title, prefix), ny: brand(ny.screens[screen].title, prefix) }]),
  ) as ScreenTitles;
}
