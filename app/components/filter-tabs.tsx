import { Link } from "react-router";
import "./filter-tabs.css";

export interface FilterTab {
  key: string;
  label: string;
  href: string;
  isCurrent: boolean;
}

/**
 * A row of links that filter a screen by its `?type=` value or pick its `?tab=` (spec §2). Links, not buttons:
 * each view has its own address, works without JavaScript and can be shared. The current one
 * carries aria-current.
 */
export function FilterTabs({ label, tabs }: { label: string; tabs: FilterTab[] }) {
  return (
    <nav className="filter-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.href} aria-current={tab.isCurrent ? "page" : undefined} preventScrollReset>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
