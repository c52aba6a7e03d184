import { Link } from "react-router";
import { RATE_TABS, type RateTab } from "#domain/exchange-rates.ts";
import { ratesMessages } from "#app/features/rates/rates-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./rates.css";

/** The bank rates tabs (spec §2) as links with `?tab=`; the current one carries aria-current. */
export function RateTabs({ currentTab }: { currentTab: RateTab }) {
  const ratesText = useScreenMessages(ratesMessages);
  return (
    <nav className="rates-tabs" aria-label={ratesText.tabsLabel}>
      <ul>
        {RATE_TABS.map((tab) => (
          <li key={tab}>
            <Link to={`?tab=${tab}`} aria-current={tab === currentTab ? "page" : undefined} preventScrollReset>
              {ratesText.tabs[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
