import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { loadSitePage } from "#app/features/site-pages/site-page.server.ts";
import { SITE_PAGE_HELP, SitePageView } from "#app/features/site-pages/site-page-view.tsx";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/fraud.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The fraud-awareness page an editor keeps (ADR 071). */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadSitePage(context, "fraud-awareness") };
}

export default function Fraud({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} help={SITE_PAGE_HELP["fraud-awareness"]} />;
}
