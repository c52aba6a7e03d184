import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "./language.ts";
import { getAllRoutes } from "./route-table.ts";

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/**
 * The canonical URL of a page in one language: English, the default, at the plain address (which
 * crawlers, having no language cookie, are always served in English); Chichewa at `?lang=ny`.
 * `?lang=en` still works for a visitor switching back, and names the plain address canonical.
 */
export function getLanguageUrl(publicUrl: string, href: string, lang: string): string {
  return lang === DEFAULT_LANGUAGE ? `${publicUrl}${href}` : `${publicUrl}${href}?lang=${lang}`;
}

/** sitemap.xml: every route in both languages, each with its hreflang alternates. */
export function buildSitemap(prefix: string, publicUrl: string): string {
  // An article's page needs its `?id=`: without one it answers 404, so it is not listed.
  const urls = getAllRoutes(prefix)
    .filter((route) => route.screen !== "blogView")
    .flatMap((route) => {
      const alternates = [
        ...LANGUAGE_CODES.map(
          (lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(getLanguageUrl(publicUrl, route.href, lang))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + route.href)}"/>`,
      ].join("\n");
      return LANGUAGE_CODES.map(
        (lang) => `  <url>\n    <loc>${escapeXml(getLanguageUrl(publicUrl, route.href, lang))}</loc>\n${alternates}\n  </url>`,
      );
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: pages open to crawlers, the API and one-time codes not. */
export function buildRobotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /onboarding/", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}
