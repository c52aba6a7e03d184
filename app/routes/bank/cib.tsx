import { Link } from "react-router";
import { findRoute } from "#domain/route-table.ts";
import { CIB } from "#content/pages/cib.ts";
import { PageIcon } from "#app/components/page-icon.tsx";
import { useCopy } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/cib.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** Corporate and institutional banking: who it serves and its four service lines. */
export default function CorporateBanking() {
  const { t, prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const contact = findRoute(prefix, "bank", "contact");
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        {CIB.intro.map((paragraph) => (
          <p key={paragraph.en} className="page-lede">
            {copy(paragraph)}
          </p>
        ))}
        <section className="page-section" aria-labelledby="cib-services">
          <h2 id="cib-services">{pagesText.cib.services}</h2>
          <ul className="card-grid">
            {CIB.services.map((service, index) => (
              <li key={service.title.en} className={`page-card card-in card-in--up card-in--${index + 1}`}>
                <PageIcon name={service.icon} className="page-card__icon" />
                <h3 className="page-card__title">{copy(service.title)}</h3>
                <p>{copy(service.description)}</p>
                <ul className="tick-list">
                  {service.items.map((item) => (
                    <li key={item.en}>{copy(item)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <section className="page-section" aria-labelledby="cib-talk">
          <h2 id="cib-talk">{pagesText.cib.talkToUs}</h2>
          <p>{copy(CIB.contact)}</p>
          {contact ? (
            <p>
              <Link className="button" to={contact.href}>
                {t.screens.contact.title}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
