import {
  BANK_DOCUMENT_TABS,
  DOCUMENTS_PAGE_SIZE,
  getListPage,
  parseDocumentTab,
  parseListPage,
  selectDocuments,
  toDocumentSummary,
} from "#domain/content/document-list.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { DocumentList } from "#app/features/documents/document-list.tsx";
import { loadCollection } from "#app/live/content.server.ts";
import type { Route } from "./+types/documents.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The bank's documents of the `?tab=` type (spec §2: Profiles by default), 10 a page, newest first. Not live: documents have no browser store. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = parseDocumentTab(BANK_DOCUMENT_TABS, url.searchParams.get("tab"));
  const documents = selectDocuments(await loadCollection(context, "documents"), "bank", tab.type);
  const { items, page, pageCount } = getListPage(documents, parseListPage(url.searchParams.get("page")), DOCUMENTS_PAGE_SIZE);
  return { tab: tab.key, items: items.map(toDocumentSummary), page, pageCount };
}

export default function Documents({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <DocumentList
        tabs={BANK_DOCUMENT_TABS}
        currentTab={loaderData.tab}
        items={loaderData.items}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
      />
    </>
  );
}
