import { lazy } from "react";
import type { SitePage } from "#domain/content/schemas/site-page.ts";
import { SITE_PAGE_HELP, SitePageView } from "#app/features/site-pages/site-page-view.tsx";
import "#app/features/pages/pages.css";
import { PreviewWhere } from "./preview-where.tsx";

/*
 * A page an editor writes, as its page draws it (ADR 071), loaded only when one is previewed. The
 * USSD block is loaded as the homes load it, by itself: imported here outright, it would gain a
 * second file that the homes' loading list names (ADR 075).
 */

const UssdBlock = lazy(() => import("#app/features/site-pages/ussd-block.tsx").then((module) => ({ default: module.UssdBlock })));

/** The fraud-awareness or complaint-escalation page whole; the USSD block as the bank's home and contact pages show it. */
export default function SitePagePreview({ page }: { page: SitePage }) {
  if (page.slug === "ussd-banking") {
    return (
      <>
        <PreviewWhere>On the bank's home and contact pages</PreviewWhere>
        <UssdBlock block={page} />
      </>
    );
  }
  return <SitePageView page={page} help={SITE_PAGE_HELP[page.slug]} />;
}
