import type { RouterContextProvider } from "react-router";
import {
  DOCUMENTS_PAGE_SIZE,
  getListPage,
  parseDocumentTab,
  parseListPage,
  selectDocuments,
  toDocumentSummary,
  type DocumentTab,
} from "#domain/content/document-list.ts";
import type { SiteId } from "#domain/site.ts";
import { loadCollection } from "#app/live/content.server.ts";

/**
 * A sub-site's documents of the `?tab=` type (the first tab by default), newest first, cut into
 * pages of 10 on the server so only one page goes out. Documents have no browser store (spec §1):
 * an open page follows changes by running this loader again (ADR 075). The answer is DocumentList's props but its tabs.
 */
export async function loadDocumentPage(context: Readonly<RouterContextProvider>, url: URL, tabs: readonly DocumentTab[], site: SiteId) {
  const tab = parseDocumentTab(tabs, url.searchParams.get("tab"));
  const documents = selectDocuments(await loadCollection(context, "documents"), site, tab.type);
  const { items, page, pageCount } = getListPage(documents, parseListPage(url.searchParams.get("page")), DOCUMENTS_PAGE_SIZE);
  return { currentTab: tab.key, items: items.map(toDocumentSummary), page, pageCount };
}
