import { FilterTabs } from "#app/components/filter-tabs.tsx";
import { RATE_TABS, type RateTab } from "#domain/content/exchange-rates.ts";
import { ratesMessages } from "#app/features/rates/rates-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./rates.css";

/** The bank rates tabs (spec §2) as links with `?tab=`; the current one carries aria-current. */
export function RateTabs({ currentTab }: { currentTab: RateTab }) {
  const ratesText = useScreenMessages(ratesMessages);
  return (
    <FilterTabs
      label={ratesText.tabsLabel}
      tabs={RATE_TABS.map((tab) => ({ key: tab, label: ratesText.tabs[tab] ?? tab, href: `?tab=${tab}`, isCurrent: tab === currentTab }))}
    />
  );
}
