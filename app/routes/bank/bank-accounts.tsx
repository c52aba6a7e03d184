import { Link, useLocation, useSearchParams } from "react-router";
import { findRoute } from "#domain/route-table.ts";
import { ACCOUNT_CARDS, ALL_ACCOUNTS, type AccountCard } from "#content/pages/bank-accounts.ts";
import { FilterTabs } from "#app/components/filter-tabs.tsx";
import { PageIcon } from "#app/components/page-icon.tsx";
import { findByQueryType, queryTypeHref } from "#app/features/pages/query-type.ts";
import { useCopy } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/bank-accounts.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** Spec §2: account cards filtered by `?type=`; "All Accounts", no type or an unknown one shows them all. */
export default function BankAccounts() {
  const pagesText = useScreenMessages(pagesMessages);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const selected = findByQueryType(ACCOUNT_CARDS, searchParams.get("type"));
  const cards = selected ? [selected] : ACCOUNT_CARDS;
  const tabs = [
    { key: "all", label: pagesText.accounts.tabs.all, href: queryTypeHref(pathname, ALL_ACCOUNTS), isCurrent: !selected },
    ...ACCOUNT_CARDS.map((card) => ({
      key: card.id,
      label: pagesText.accounts.tabs[card.id],
      href: queryTypeHref(pathname, card.query),
      isCurrent: card === selected,
    })),
  ];
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <FilterTabs label={pagesText.accounts.tabsLabel} tabs={tabs} />
        {/* A new key per view replays the cards' entrance when the filter changes. */}
        <ul className="card-grid" key={selected?.id ?? "all"} data-testid="account-cards">
          {cards.map((card) => (
            <AccountCardView key={card.id} card={card} />
          ))}
        </ul>
      </div>
    </>
  );
}

function AccountCardView({ card }: { card: AccountCard }) {
  const { prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const headingId = `account-${card.id}`;
  const savings = findRoute(prefix, "bank", "savingsaccount");
  const rates = findRoute(prefix, "bank", "exchangeRates");
  const documents = findRoute(prefix, "bank", "documents");
  // Every account card leads to the journey (ADR 060); the link names its card to a screen reader.
  const apply = findRoute(prefix, "bank", "openaccount");
  const link =
    card.id === "savings" && savings
      ? { href: savings.href, label: pagesText.accounts.savingsDetails }
      : card.id === "fixedDeposit" && rates
        ? { href: rates.href, label: pagesText.accounts.todaysRates }
        : documents
          ? { href: documents.href, label: pagesText.accounts.openingForms }
          : undefined;
  return (
    <li className={`page-card ${card.animation}`} data-account={card.id}>
      <article aria-labelledby={headingId}>
        <PageIcon name={card.image} className="page-card__icon" />
        <h2 id={headingId} className="page-card__title">
          {copy(card.title)}
        </h2>
        <p>{copy(card.description)}</p>
        <ul className="tick-list">
          {card.features.map((feature) => (
            <li key={feature.en}>{copy(feature)}</li>
          ))}
        </ul>
        {apply ? (
          <Link className="button page-card__apply" to={apply.href} aria-describedby={headingId}>
            {pagesText.accounts.applyOnline}
          </Link>
        ) : null}
        {link ? (
          <Link className="page-card__link" to={link.href}>
            {link.label}
          </Link>
        ) : null}
      </article>
    </li>
  );
}
