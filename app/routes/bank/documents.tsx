import { BANK_DOCUMENT_TABS } from "#domain/content/document-list.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { DocumentList } from "#app/features/documents/document-list.tsx";
import { loadDocumentPage } from "#app/features/documents/document-page.server.ts";
import type { Route } from "./+types/documents.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The bank's documents of the `?tab=` type (spec §2: Profiles by default), 10 a page, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDocumentPage(context, new URL(request.url), BANK_DOCUMENT_TABS, "bank");
}

export default function Documents({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <DocumentList tabs={BANK_DOCUMENT_TABS} {...loaderData} />
    </>
  );
}
