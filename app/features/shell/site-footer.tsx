import { findRoute } from "#domain/route-table.ts";
import { SocialIcon } from "#app/components/icons.tsx";
import { brand } from "#app/i18n/messages.ts";
import { PageLink } from "#page-link";
import { APP_STORE_LINKS, getCompanyAddresses, SOCIAL_LINKS } from "./company-addresses.ts";
import { useSite } from "./use-site.ts";

/** The five companies' addresses, quick links, social pages and the app's store listings. */
export function SiteFooter() {
  const { prefix, t, lang, year } = useSite();
  const quick = (["contact", "branches", "investorRelations", "loan", "blog"] as const).flatMap((screen) => {
    const route = findRoute(prefix, screen === "investorRelations" || screen === "contact" ? "holding" : "bank", screen);
    return route ? [{ href: route.href, label: t.screens[screen].title }] : [];
  });
  const kyc = findRoute(prefix, "bank", "kyc");
  if (kyc) quick.push({ href: kyc.href, label: t.screens.kyc.title });
  const addresses = getCompanyAddresses(prefix);
  return (
    <footer className="site-footer" lang={lang}>
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-companies">
          <h2 id="footer-companies">{t.footer.companies}</h2>
          <div className="site-footer__addresses">
            {addresses.map((entry) => (
              <address key={entry.site}>
                <strong>{entry.title}</strong>
                <span>{entry.address1}</span>
                <span>{entry.address2}</span>
                <span>{entry.address3}</span>
                <span>
                  {t.footer.postalBox} {entry.box}, {entry.location}
                </span>
              </address>
            ))}
          </div>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t.footer.quickLinks}</h2>
          <ul className="site-footer__links">
            {quick.map((link) => (
              <li key={link.href}>
                <PageLink to={link.href}>{link.label}</PageLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t.footer.followUs}</h2>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" aria-label={link.label}>
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
          <h2>{t.footer.getTheApp}</h2>
          <ul className="site-footer__stores">
            <li>
              <a href={APP_STORE_LINKS.android} rel="noopener noreferrer" target="_blank">
                {t.footer.android}
              </a>
            </li>
            <li>
              <a href={APP_STORE_LINKS.ios} rel="noopener noreferrer" target="_blank">
                {t.footer.ios}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="container site-footer__legal">
        <p>{t.footer.rights(year, addresses[0]!.title)}</p>
        <p>{brand(t.footer.regulated, prefix)}</p>
      </div>
    </footer>
  );
}
