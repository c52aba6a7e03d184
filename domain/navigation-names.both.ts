// Both languages' menu names, for code that is never sent to a browser (the server, tests). A page
// takes them from its UI strings instead (getMenuNames in app/i18n/messages.ts), one language each.
import type { MenuNameTables } from "./navigation.ts";
import { MENU_NAMES_EN } from "./navigation-names.ts";
import { MENU_NAMES_NY } from "./navigation-names.ny.ts";

export const BOTH_MENU_NAMES: MenuNameTables = { en: MENU_NAMES_EN, ny: MENU_NAMES_NY };
