import { Link } from "react-router";
import { formatPercent } from "#domain/language.ts";
import { findRoute } from "#domain/route-table.ts";
import { SAVINGS_ACCOUNT, SAVINGS_RATES } from "#content/pages/savings-account.ts";
import { CopySectionView } from "#app/features/pages/copy-section.tsx";
import { useCopy } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/savings-account.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The savings account in detail, with spec §9's figures: 3.5% a year, up to 8% and up to 5%. */
export default function SavingsAccount() {
  const { prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const accounts = findRoute(prefix, "bank", "bankaccounts");
  const rates = findRoute(prefix, "bank", "exchangeRates");
  const apply = findRoute(prefix, "bank", "openaccount");
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <p className="page-lede">{copy(SAVINGS_ACCOUNT.intro)}</p>
        <section className="page-section" aria-labelledby="savings-rates">
          <h2 id="savings-rates">{pagesText.savings.rates}</h2>
          <dl className="fact-list">
            {SAVINGS_RATES.map((rate) => {
              const percent = formatPercent(rate.percent, rate.percent % 1 === 0 ? 0 : 1);
              return (
                <div key={rate.percent} className="fact-list__item">
                  <dt>{copy(rate.label)}</dt>
                  <dd>{rate.isUpTo ? pagesText.upTo(percent) : percent}</dd>
                </div>
              );
            })}
          </dl>
        </section>
        {SAVINGS_ACCOUNT.sections.map((section, index) => (
          <CopySectionView key={section.heading.en} section={section} id={`savings-section-${index}`} />
        ))}
        <ul className="link-row">
          {apply ? (
            <li>
              <Link className="button" to={apply.href}>
                {pagesText.accounts.applyOnline}
              </Link>
            </li>
          ) : null}
          {accounts ? (
            <li>
              <Link className="button button--secondary" to={accounts.href}>
                {pagesText.savings.allAccounts}
              </Link>
            </li>
          ) : null}
          {rates ? (
            <li>
              <Link className="button button--secondary" to={rates.href}>
                {pagesText.accounts.todaysRates}
              </Link>
            </li>
          ) : null}
        </ul>
      </div>
    </>
  );
}
