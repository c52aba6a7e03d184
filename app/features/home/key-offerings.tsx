import { PageLink } from "#page-link";
import type { PageIcon as PageIconName } from "#content/pages/types.ts";
import type { KeyOffering } from "#domain/content/home.ts";
import { pick } from "#domain/language.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { PageIcon } from "#app/components/page-icon.tsx";

/** Icons by offering id; the services by their `?type=`, as their screen draws them (content/pages/services.ts). */
const ICONS: Record<string, PageIconName> = {
  bank: "building",
  moneyBureau: "exchange",
  discountHouse: "investment",
  properties: "key",
  cares: "handshake",
  investorRelations: "bond",
  openAccount: "current",
  accounts: "savings",
  loans: "loan",
  digital: "phone",
  cards: "card",
  rates: "exchange",
  loanCalculator: "cash",
  kyc: "clipboard",
  cib: "sme",
  locations: "agent",
  transfers: "diaspora",
  contact: "advice",
  "Repurchase Agreement (REPO)": "treasury",
  "Reverse Repurchase Order (Reverse REPO)": "exchange",
  "Education Fund": "education",
  "Gratuity Fund": "handshake",
  "Retirement Reserves Plan": "retirement",
  "Property Management": "key",
  "Property Advisory": "advice",
  "Property Development": "building",
  "Property Valuations": "valuation",
  "Project Management": "clipboard",
};

/** A short grid of a sub-site's main products and services, each a link to its screen. */
export function KeyOfferings({ heading, offerings }: { heading: string; offerings: KeyOffering[] }) {
  const { lang } = useSite();
  return (
    <section className="home-section" aria-labelledby="home-offerings">
      <h2 id="home-offerings" className="home-section__heading">
        {heading}
      </h2>
      <ul className="offerings" data-count={offerings.length}>
        {offerings.map((offering) => {
          const icon = ICONS[offering.query ?? offering.id];
          return (
            <li key={offering.id}>
              <PageLink to={offering.href} className="offering">
                {icon ? <PageIcon name={icon} className="offering__icon" /> : null}
                <span className="offering__name">{pick(offering.name, lang)}</span>
              </PageLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
