import { useRouteLoaderData } from "react-router";
import type { Language } from "#domain/language.ts";
import { DEFAULT_SITE_PREFIX } from "#domain/site.ts";
import { getMessages } from "#app/i18n/messages.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { Messages } from "#app/i18n/en.ts";
import type { loader as rootLoader } from "#app/root.tsx";

export interface SiteContext {
  lang: Language;
  prefix: string;
  publicUrl: string;
  /** Map tile URL template for the locator maps (TILE_URL). */
  tileUrl: string;
  /** The current year in Malawi, from the server (the footer's copyright). */
  year: number;
  t: Messages;
}

/** The visitor's language, its strings and the group's prefix, from the root loader. */
export function useSite(): SiteContext {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const lang = useLanguage();
  return {
    lang,
    prefix: data?.prefix ?? DEFAULT_SITE_PREFIX,
    publicUrl: data?.publicUrl ?? "",
    tileUrl: data?.tileUrl ?? "",
    year: data?.year ?? new Date().getFullYear(),
    t: getMessages(lang),
  };
}
