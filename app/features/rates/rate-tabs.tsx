import { Link } from "react-router";
import { RATE_TABS, type RateTab } from "#domain/exchange-rates.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import "./rates.css";

/** The bank rates tabs (spec §2) as links with `?tab=`; the current one carries aria-current. */
export function RateTabs({ currentTab }: { currentTab: RateTab }) {
  const { t } = useSite();
  return (
    <nav className="rates-tabs" aria-label={t.rates.tabsLabel}>
      <ul>
        {RATE_TABS.map((tab) => (
          <li key={tab}>
            <Link to={`?tab=${tab}`} aria-current={tab === currentTab ? "page" : undefined} preventScrollReset>
              {t.rates.tabs[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
