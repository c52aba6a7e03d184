import { useRef, useState, type KeyboardEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { PageLink } from "#page-link";
import { formatUrlQuery } from "#domain/url-query.ts";
import { pick } from "#domain/language.ts";
import {
  getCalculatorProduct,
  getNextTabIndex,
  LOAN_DETAIL_TABS,
  LOAN_TYPES,
  parseLoanDetailTab,
  selectLoans,
  type LoanDetailTab,
  type LoanSummary,
  type LoanType,
} from "#domain/content/loan-list.ts";
import { getSites } from "#domain/site.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import { loanListMessages } from "./loan-list-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { FilterTabs } from "#app/components/filter-tabs.tsx";
import { useIsHydrated } from "#app/components/use-is-hydrated.ts";
import "./loans.css";
import { DecorativeImage, type FocalPositions } from "#app/components/decorative-image.tsx";

/**
 * The loans screen (spec §2): loans of the `?type=` chosen, each with its detail tabs. Live:
 * a loan added or removed shows or leaves without a reload.
 */
export function LoanList({
  loans,
  type,
  showTypes,
  focal,
}: {
  loans: LoanSummary[];
  type: LoanType;
  showTypes: boolean;
  /** The pictures' focal points (ADR 076). */
  focal?: FocalPositions | undefined;
}) {
  const loansText = useScreenMessages(loanListMessages);
  const shown = selectLoans(useLiveCollection<LoanSummary>("loans", loans), type);
  return (
    <div className="container loans">
      {showTypes ? <LoanTypeLinks type={type} /> : null}
      {shown.length === 0 ? (
        <p className="empty-note">{loansText.empty}</p>
      ) : (
        <ul className="loans__list">
          {shown.map((loan, index) => (
            <li key={loan.id}>
              <LoanCard loan={loan} isFirst={index === 0} objectPosition={focal?.[loan.image]} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The `?type=` links (spec §2 query types); All Loans is the page without a type. */
function LoanTypeLinks({ type }: { type: LoanType }) {
  const loansText = useScreenMessages(loanListMessages);
  const { pathname } = useLocation();
  return (
    <FilterTabs
      label={loansText.typesLabel}
      tabs={LOAN_TYPES.map((entry) => ({
        key: entry,
        label: loansText.types[entry] ?? entry,
        href: entry === "All Loans" ? pathname : `${pathname}?type=${encodeURIComponent(entry)}`,
        isCurrent: entry === type,
      }))}
    />
  );
}

/**
 * One loan with the WAI-ARIA tabs pattern for its details: arrows (wrapping), Home and End
 * move and select. Each tab is also a link (`?loan=&detail=`), so it works without JavaScript.
 */
export function LoanCard({ loan, isFirst, objectPosition }: { loan: LoanSummary; isFirst: boolean; objectPosition?: string | undefined }) {
  const { lang, prefix } = useSite();
  const loansText = useScreenMessages(loanListMessages);
  const [searchParams] = useSearchParams();
  const [selected, setSelected] = useState<LoanDetailTab>(
    searchParams.get("loan") === loan.id ? parseLoanDetailTab(searchParams.get("detail")) : "requirements",
  );
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const isHydrated = useIsHydrated();
  const base = `loan-${loan.id}`;
  const title = pick(loan.title, lang);
  const product = getCalculatorProduct(loan);
  const bankPath = getSites(prefix).find((site) => site.id === "bank")!.basePath;

  function tabHref(tab: LoanDetailTab): string {
    const params = new URLSearchParams(searchParams);
    params.set("loan", loan.id);
    params.set("detail", tab);
    return `${formatUrlQuery(params)}#${base}`;
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const next = getNextTabIndex(index, event.key, LOAN_DETAIL_TABS.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(LOAN_DETAIL_TABS[next]!);
    tabRefs.current[next]?.focus();
  }

  return (
    <article className="loan-card" id={base} aria-labelledby={`${base}-title`}>
      <DecorativeImage
        className="loan-card__image"
        src={loan.image}
        width={320}
        height={180}
        isFirst={isFirst}
        sizes="20rem"
        objectPosition={objectPosition}
      />
      <div className="loan-card__body">
        <h2 id={`${base}-title`} className="loan-card__title">
          {title}
        </h2>
        <p className="loan-card__description">{pick(loan.description, lang)}</p>
        <div className="loan-tabs" role="tablist" aria-label={loansText.detailsLabel(title)}>
          {LOAN_DETAIL_TABS.map((tab, index) => (
            <a
              key={tab}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              role="tab"
              id={`${base}-tab-${tab}`}
              href={tabHref(tab)}
              aria-selected={tab === selected}
              aria-controls={`${base}-panel-${tab}`}
              tabIndex={isHydrated && tab !== selected ? -1 : undefined}
              onClick={(event) => {
                event.preventDefault();
                setSelected(tab);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {loansText.tabs[tab]}
            </a>
          ))}
        </div>
        {LOAN_DETAIL_TABS.map((tab) => (
          <div
            key={tab}
            className="loan-tabs__panel"
            role="tabpanel"
            id={`${base}-panel-${tab}`}
            aria-labelledby={`${base}-tab-${tab}`}
            tabIndex={0}
            hidden={tab !== selected}
          >
            {loan[tab].length === 0 ? (
              <p className="loan-tabs__none">{loansText.noDetails}</p>
            ) : (
              <ul>
                {loan[tab].map((entry, index) => (
                  <li key={index}>{pick(entry.name, lang)}</li>
                ))}
              </ul>
            )}
          </div>
        ))}
        <dl className="loan-card__facts">
          {loan.target_group.length > 0 ? (
            <div>
              <dt>{loansText.targetGroup}</dt>
              <dd>{loan.target_group.map((entry) => pick(entry.name, lang)).join("; ")}</dd>
            </div>
          ) : null}
          {loan.term.length > 0 ? (
            <div>
              <dt>{loansText.term}</dt>
              <dd>{loan.term.map((entry) => pick(entry.name, lang)).join("; ")}</dd>
            </div>
          ) : null}
        </dl>
        <PageLink className="button loan-card__calculate" to={`${bankPath}/loan${product ? `?product=${product}` : ""}`}>
          {loansText.calculate(title)}
        </PageLink>
      </div>
    </article>
  );
}
