import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "#domain/language.ts";
import { getSiteName } from "#domain/navigation.ts";
import { SCREENS, type Screen } from "#domain/route-table.ts";
import { getLanguageUrl } from "#domain/seo.ts";
import { isSiteId, type SiteId } from "#domain/site.ts";
import { brand, getMessages, getScreenDescription } from "#app/i18n/messages.ts";

interface RootData {
  lang: Language;
  prefix: string;
  publicUrl: string;
}

/** Splits a route id `<site>.<screen>` (domain/route-table.ts). */
export function parseRouteId(id: string): { site: SiteId; screen: Screen } | undefined {
  const [site, screen] = id.split(".");
  if (!isSiteId(site) || !(SCREENS as readonly string[]).includes(screen ?? "")) return undefined;
  return { site, screen: screen as Screen };
}

/** A screen's title and description in a language, for a sub-site. */
export function getScreenText(prefix: string, lang: Language, site: SiteId, screen: Screen) {
  const t = getMessages(lang);
  const siteName = getSiteName(prefix, site)[lang];
  const text = t.screens[screen];
  const heading = brand(text.title, prefix);
  const description = getScreenDescription(lang, screen, siteName) ?? getShownDescription() ?? heading;
  return { heading, title: `${heading} | ${siteName}`, description, siteName };
}

/**
 * The description the page shows now: what a browser's first render (hydration) must repeat,
 * before the descriptions have loaded after the page (the server wrote this page's own).
 */
function getShownDescription(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
}

interface ScreenMetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

/**
 * Title, description, canonical and hreflang alternates of a screen, from the route id of the
 * deepest match (one module can serve several sub-sites' routes).
 */
export function screenMeta({ matches, location }: ScreenMetaArgs, override?: { title?: string; description?: string }): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const leaf = matches.at(-1);
  const parsed = leaf ? parseRouteId(leaf.id) : undefined;
  const lang = root?.lang ?? DEFAULT_LANGUAGE;
  if (!root || !parsed) return [{ title: "404 Page" }];
  const text = getScreenText(root.prefix, lang, parsed.site, parsed.screen);
  const title = override?.title ? `${override.title} | ${text.siteName}` : text.title;
  const description = override?.description ?? text.description;
  const base = `${root.publicUrl}${location.pathname}`;
  const languageUrl = (code: Language) => getLanguageUrl(root.publicUrl, location.pathname, code);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: lang === "ny" ? "ny_MW" : "en_GB" },
    { tagName: "link", rel: "canonical", href: languageUrl(lang) },
    ...LANGUAGE_CODES.map((code) => ({ tagName: "link", rel: "alternate", hrefLang: code, href: languageUrl(code) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: base },
  ];
}
