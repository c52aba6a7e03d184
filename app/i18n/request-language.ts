import { parse as parseCookies } from "cookie-es";
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from "#domain/language.ts";

export const LANGUAGE_COOKIE = "lang";

/** The language a request asks for: `?lang=` first, then the remembered cookie, then English. */
export function getRequestLanguage(request: Request): { lang: Language; fromQuery: Language | undefined; remembered: string | undefined } {
  const fromQuery = parseLanguage(new URL(request.url).searchParams.get("lang"));
  const remembered = parseCookies(request.headers.get("cookie") ?? "")[LANGUAGE_COOKIE];
  return { lang: fromQuery ?? parseLanguage(remembered) ?? DEFAULT_LANGUAGE, fromQuery, remembered };
}
