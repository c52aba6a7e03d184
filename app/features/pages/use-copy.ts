import { useMatches } from "react-router";
import type { Bilingual } from "#domain/language.ts";
import type { Screen } from "#domain/route-table.ts";
import type { SiteId } from "#domain/site.ts";
import { parseRouteId } from "#app/features/screen/screen-meta.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { brand } from "#app/i18n/messages.ts";

/**
 * Picks the visitor's language from the group's copy (unless a loader already did) and fills
 * in the group's short name.
 */
export function useCopy(): (text: Bilingual | string) => string {
  const { lang, prefix } = useSite();
  return (text) => brand(typeof text === "string" ? text : text[lang], prefix);
}

/**
 * The sub-site and screen of the current route: one module serves several routes (about-us on
 * five sub-sites, digital-banking for six screens), so the route id says which copy to show.
 */
export function useRouteScreen(): { site: SiteId; screen: Screen } {
  const leaf = useMatches().at(-1);
  const parsed = leaf ? parseRouteId(leaf.id) : undefined;
  if (!parsed) throw new Error(`Not a site route: ${leaf?.id ?? "none"}`);
  return parsed;
}
