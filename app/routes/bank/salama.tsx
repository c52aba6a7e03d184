import { useLocation, useSearchParams } from "react-router";
import { SALAMA_GROUPS, SALAMA_INTRO } from "#content/pages/salama.ts";
import { FilterTabs } from "#app/components/filter-tabs.tsx";
import { PageIcon } from "#app/components/page-icon.tsx";
import { findByQueryType, queryTypeHref } from "#app/features/pages/query-type.ts";
import { useCopy } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/salama.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/**
 * Salama banking (spec §2: "query type"). `?type=Salama Accounts` or `?type=Salama Financing`
 * (content/pages/salama.ts) shows that group; no type or an unknown one shows both.
 */
export default function SalamaBanking() {
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const selected = findByQueryType(SALAMA_GROUPS, searchParams.get("type"));
  const groups = selected ? [selected] : SALAMA_GROUPS;
  const tabs = [
    { key: "all", label: pagesText.salama.tabs.all, href: queryTypeHref(pathname, undefined), isCurrent: !selected },
    ...SALAMA_GROUPS.map((group) => ({
      key: group.id,
      label: pagesText.salama.tabs[group.id],
      href: queryTypeHref(pathname, group.query),
      isCurrent: group === selected,
    })),
  ];
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <section className="page-section" aria-labelledby="salama-how">
          <h2 id="salama-how">{pagesText.salama.howItWorks}</h2>
          {SALAMA_INTRO.map((paragraph) => (
            <p key={paragraph.en}>{copy(paragraph)}</p>
          ))}
        </section>
        <FilterTabs label={pagesText.salama.tabsLabel} tabs={tabs} />
        <div key={selected?.id ?? "all"}>
          {groups.map((group) => (
            <section key={group.id} className="page-section" aria-labelledby={`salama-${group.id}`} data-salama={group.id}>
              <h2 id={`salama-${group.id}`}>{pagesText.salama.tabs[group.id]}</h2>
              <p>{copy(group.intro)}</p>
              <ul className="card-grid">
                {group.products.map((product, index) => (
                  <li key={product.name.en} className={`page-card card-in card-in--up card-in--${index + 1}`}>
                    <PageIcon name={product.icon} className="page-card__icon" />
                    <h3 className="page-card__title">{copy(product.name)}</h3>
                    <p>{copy(product.description)}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
