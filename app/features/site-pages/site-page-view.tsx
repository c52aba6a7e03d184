import { Link } from "react-router";
import { findRoute, type Screen } from "#domain/route-table.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import type { SitePageSlug } from "#domain/content/schemas/site-page.ts";
import type { SitePageText } from "./site-page.server.ts";
import { sitePageMessages } from "./site-page-messages.ts";
import "./site-pages.css";

type Help = "complaints" | "complaintStatus" | "complaintEscalation" | "fraud" | "contact";

const HELP_SCREENS: Record<Help, [Screen, string]> = {
  complaints: ["complaints", ""],
  complaintStatus: ["complaints", "?tab=status"],
  complaintEscalation: ["complaintEscalation", ""],
  fraud: ["fraud", ""],
  contact: ["contact", ""],
};

/** The bank's other help each page an editor writes links to, below its body. */
export const SITE_PAGE_HELP = {
  "fraud-awareness": ["complaints", "contact"],
  "complaint-escalation": ["complaints", "complaintStatus", "fraud", "contact"],
} as const satisfies Record<Exclude<SitePageSlug, "ussd-banking">, readonly Help[]>;

/**
 * A page an editor writes (ADR 071): its title as the page's heading, its body (HTML the server
 * cleaned on write, as news bodies are), then links to the bank's other help. Without a record,
 * a note that sends the visitor to the contact page.
 */
export function SitePageView({ page, help }: { page: SitePageText | null; help: readonly Help[] }) {
  const { lang, prefix } = useSite();
  const m = useScreenMessages(sitePageMessages);
  const label: Record<Help, string> = {
    complaints: m.complain,
    complaintStatus: m.followComplaint,
    complaintEscalation: m.escalation,
    fraud: m.fraud,
    contact: m.contact,
  };
  const links = help.flatMap((name) => {
    const [screen, query] = HELP_SCREENS[name];
    const route = findRoute(prefix, "bank", screen);
    return route ? [{ name, href: `${route.href}${query}` }] : [];
  });
  return (
    <>
      <ScreenHeader title={page?.title[lang]} />
      <div className="container page site-page">
        {page ? (
          <div className="site-page__body" dangerouslySetInnerHTML={{ __html: page.body[lang] }} />
        ) : (
          <p className="page-lede">{m.notYet}</p>
        )}
        <nav className="page-note site-page__help" aria-label={m.more}>
          <ul>
            {links.map((link) => (
              <li key={link.name}>
                <Link to={link.href}>{label[link.name]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
