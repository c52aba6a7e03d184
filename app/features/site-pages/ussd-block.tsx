import type { SitePageText } from "./site-page.server.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import "./site-pages.css";

/**
 * The bank's USSD block on its home and contact pages (ADR 071): what an editor wrote in the
 * `ussd-banking` site page. The spec gives no USSD code, so without that record nothing shows.
 */
export function UssdBlock({ block }: { block: SitePageText | null }) {
  const { lang } = useSite();
  if (!block) return null;
  return (
    <section className="page-section ussd-block" aria-labelledby="ussd-block-title">
      <h2 id="ussd-block-title">{block.title[lang]}</h2>
      <div className="site-page__body" dangerouslySetInnerHTML={{ __html: block.body[lang] }} />
    </section>
  );
}
