import {
  DOCUMENTS_PAGE_SIZE,
  getListPage,
  INVESTOR_TABS,
  parseDocumentTab,
  parseListPage,
  selectDocuments,
  toDocumentSummary,
} from "#domain/content/document-list.ts";
import { getSiteOfPath } from "#domain/site.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { DocumentList } from "#app/features/documents/document-list.tsx";
import { loadCollection } from "#app/live/content.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/investor-relations.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/**
 * This sub-site's investor documents of the `?tab=` type (spec §2: FINANCIAL STATEMENTS by
 * default), newest first, cut into pages of 10 on the server so only one page goes out.
 * Documents have no browser store (spec §1), so this list is not live.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const site = getSiteOfPath(getServices(context).config.SITE_PREFIX, url.pathname)?.id ?? "holding";
  const tab = parseDocumentTab(INVESTOR_TABS, url.searchParams.get("tab"));
  const documents = selectDocuments(await loadCollection(context, "documents"), site, tab.type);
  const { items, page, pageCount } = getListPage(documents, parseListPage(url.searchParams.get("page")), DOCUMENTS_PAGE_SIZE);
  return { tab: tab.key, items: items.map(toDocumentSummary), page, pageCount };
}

export default function InvestorRelations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <DocumentList
        tabs={INVESTOR_TABS}
        currentTab={loaderData.tab}
        items={loaderData.items}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
      />
    </>
  );
}
