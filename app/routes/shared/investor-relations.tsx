import { INVESTOR_TABS } from "#domain/content/document-list.ts";
import { getSiteOfPath } from "#domain/site.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { DocumentList } from "#app/features/documents/document-list.tsx";
import { loadDocumentPage } from "#app/features/documents/document-page.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/investor-relations.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** This sub-site's investor documents of the `?tab=` type (spec §2: FINANCIAL STATEMENTS by default), 10 a page, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const site = getSiteOfPath(getServices(context).config.SITE_PREFIX, url.pathname)?.id ?? "holding";
  return loadDocumentPage(context, url, INVESTOR_TABS, site);
}

export default function InvestorRelations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <DocumentList tabs={INVESTOR_TABS} {...loaderData} />
    </>
  );
}
