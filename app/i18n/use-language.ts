import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from "#domain/language.ts";

/**
 * A language for the components inside it, whatever the page's: the staff console's preview
 * draws a record with the visitor components in English and Chichewa side by side.
 */
export const LanguageOverrideContext = createContext<Language | undefined>(undefined);

/**
 * The language to show: an override around this component, else the page's (the root loader
 * reads it from `?lang=`, the cookie or the browser, ADR 004). Kept in i18n, below every feature,
 * so a screen's dictionary can pick its strings without depending on the shell.
 */
export function useLanguage(): Language {
  const data = useRouteLoaderData("root") as { lang?: unknown } | undefined;
  const override = useContext(LanguageOverrideContext);
  return override ?? parseLanguage(typeof data?.lang === "string" ? data.lang : undefined) ?? DEFAULT_LANGUAGE;
}
