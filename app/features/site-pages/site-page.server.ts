import type { RouterContextProvider } from "react-router";
import type { Bilingual } from "#domain/language.ts";
import { findSitePage, type SitePageSlug } from "#domain/content/schemas/site-page.ts";
import { loadCollection } from "#app/live/content.server.ts";

/** What a page an editor writes sends to the browser: its title and sanitized body, in both languages. */
export interface SitePageText {
  title: Bilingual;
  body: Bilingual;
}

/**
 * The newest published record of a slug (ADR 071), or null when there is none. Read through the
 * content snapshot, so the page cache learns that the page depends on `site_pages` and drops it
 * when an editor publishes a change.
 */
export async function loadSitePage(context: Readonly<RouterContextProvider>, slug: SitePageSlug): Promise<SitePageText | null> {
  const page = findSitePage(await loadCollection(context, "site_pages"), slug);
  return page ? { title: page.title, body: page.body } : null;
}
