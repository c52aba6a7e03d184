import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { formatPhoneNumber } from "#domain/phone-number.ts";
import { findRoute } from "#domain/route-table.ts";
import { CONTACT } from "#content/pages/contact.ts";
import { useCopy, useRouteScreen } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { getCompanyAddresses } from "#app/features/shell/company-addresses.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import "#app/features/pages/pages.css";
import "#app/features/site-pages/site-pages.css";
import type { Route } from "./+types/contact.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { loadSitePage } from "#app/features/site-pages/site-page.server.ts";
import { getServices } from "#app/services.server.ts";
import { getSiteOfPath } from "#domain/site.ts";

// The bank's USSD block (ADR 071): server-rendered, its code after the page's (first-load budget).
const ussdBlock = import("#app/features/site-pages/ussd-block.tsx");
const UssdBlock = lazy(() => ussdBlock.then((module) => ({ default: module.UssdBlock })));

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The bank's USSD block, when an editor has written one (ADR 071); the other companies have none. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = getSiteOfPath(getServices(context).config.SITE_PREFIX, new URL(request.url).pathname)?.id;
  return { ussd: site === "bank" ? await loadSitePage(context, "ussd-banking") : null };
}

/** The company's address entry (spec §3), phone, e-mail, hours, where to find it and how to complain. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { site } = useRouteScreen();
  const { t, prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const contact = CONTACT[site];
  const address = getCompanyAddresses(prefix).find((entry) => entry.site === site)!;
  // The branch locator where the sub-site has one; the money bureau lists its bureaus instead.
  const branches = findRoute(prefix, site, "branches");
  const bureaus = findRoute(prefix, site, "locations");
  const locator = branches
    ? { href: branches.href, label: pagesText.contact.branchLocator }
    : bureaus
      ? { href: bureaus.href, label: pagesText.contact.bureauLocations }
      : undefined;
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <div className="contact-grid">
          <section className="page-card contact-card" aria-labelledby="write-or-call">
            <h2 id="write-or-call">{pagesText.contact.writeOrCall}</h2>
            <dl className="contact-list">
              <div>
                <dt>{pagesText.contact.address}</dt>
                <dd>
                  <address>
                    <strong>{address.title}</strong>
                    <span>{address.address1}</span>
                    <span>{address.address2}</span>
                    <span>{address.address3}</span>
                    <span>
                      {t.footer.postalBox} {address.box}, {address.location}
                    </span>
                  </address>
                </dd>
              </div>
              <div>
                <dt>{pagesText.contact.phone}</dt>
                <dd>
                  <a className="contact-list__action" href={`tel:${contact.phone}`}>
                    {formatPhoneNumber(contact.phone)}
                  </a>
                </dd>
              </div>
              <div>
                <dt>{pagesText.contact.email}</dt>
                <dd>
                  <a className="contact-list__action" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt>{pagesText.contact.hours}</dt>
                <dd>{copy(contact.hours)}</dd>
              </div>
            </dl>
          </section>
          <div>
            {loaderData.ussd ? (
              <Suspense fallback={null}>
                <UssdBlock block={loaderData.ussd} />
              </Suspense>
            ) : null}
            <section className="page-section" aria-labelledby="find-us">
              <h2 id="find-us">{pagesText.contact.findUs}</h2>
              <p>{copy(contact.visit)}</p>
              {locator ? (
                <p>
                  <Link className="button" to={locator.href}>
                    {locator.label}
                  </Link>
                </p>
              ) : null}
            </section>
            <section className="page-section" aria-labelledby="complaints">
              <h2 id="complaints">{pagesText.contact.complaints}</h2>
              <p>{copy(contact.complaints)}</p>
              <p>
                {pagesText.contact.complaintsEmail}:{" "}
                <a className="contact-list__action" href={`mailto:${contact.complaintsEmail}`}>
                  {contact.complaintsEmail}
                </a>
              </p>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
