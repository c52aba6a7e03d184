import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { loadSitePage } from "#app/features/site-pages/site-page.server.ts";
import { SITE_PAGE_HELP, SitePageView } from "#app/features/site-pages/site-page-view.tsx";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/complaint-escalation.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The complaint escalation path an editor keeps (ADR 071): the bank, its internal review, the RBM's Registrar. */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadSitePage(context, "complaint-escalation") };
}

export default function ComplaintEscalation({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} help={SITE_PAGE_HELP["complaint-escalation"]} />;
}
