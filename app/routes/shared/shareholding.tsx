import { Link } from "react-router";
import { formatDate, formatPercent } from "#domain/language.ts";
import { getSiteName } from "#domain/navigation.ts";
import { findRoute } from "#domain/route-table.ts";
import { getSites, SITE_IDS, type SiteId } from "#domain/site.ts";
import { BANK_LISTING_DATE, BANK_SHAREHOLDERS, SHAREHOLDING } from "#content/pages/shareholding.ts";
import { ShareChart } from "#app/features/pages/share-chart.tsx";
import { useCopy, useRouteScreen } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/shareholding.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** Spec §2: who owns each company; the bank's holdings as a chart and a table. */
export default function Shareholding() {
  const { site } = useRouteScreen();
  const { prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const text = SHAREHOLDING[site];
  const investorRelations = findRoute(prefix, site, "investorRelations");
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <section className="page-section" aria-labelledby="who-owns-us">
          <h2 id="who-owns-us">{pagesText.shareholding.whoOwnsUs}</h2>
          {text.ownership.map((paragraph) => (
            <p key={paragraph.en}>{copy(paragraph)}</p>
          ))}
        </section>
        {site === "bank" ? <BankShareholders /> : <GroupCompanies site={site} />}
        <p className="page-note">
          {copy(text.note)}
          {investorRelations ? (
            <>
              {" "}
              <Link to={investorRelations.href}>{pagesText.shareholding.reports}</Link>
            </>
          ) : null}
        </p>
      </div>
    </>
  );
}

function BankShareholders() {
  const { lang, prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const company = getSiteName(prefix, "bank")[lang];
  const slices = BANK_SHAREHOLDERS.map((holder) => ({
    key: holder.id,
    label: copy(holder.name),
    percent: holder.percent,
    text: formatPercent(holder.percent),
  }));
  const total = BANK_SHAREHOLDERS.reduce((sum, holder) => sum + holder.percent, 0);
  return (
    <section className="page-section" aria-labelledby="shareholders">
      <h2 id="shareholders">{pagesText.shareholding.shareholders}</h2>
      <dl className="fact-list">
        <div className="fact-list__item">
          <dt>{pagesText.shareholding.listedOn}</dt>
          <dd>{formatDate(BANK_LISTING_DATE, lang)}</dd>
        </div>
      </dl>
      <div className="shareholding">
        <ShareChart title={pagesText.shareholding.chartTitle(company)} slices={slices} />
        <div className="table-scroll">
          <table className="data-table">
            <caption>{pagesText.shareholding.tableCaption(company)}</caption>
            <thead>
              <tr>
                <th scope="col">{pagesText.shareholding.shareholder}</th>
                <th scope="col" className="data-table__number">
                  {pagesText.shareholding.holding}
                </th>
              </tr>
            </thead>
            <tbody>
              {slices.map((slice) => (
                <tr key={slice.key}>
                  <th scope="row">{slice.label}</th>
                  <td className="data-table__number">{slice.text}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{pagesText.shareholding.total}</th>
                <td className="data-table__number">{formatPercent(total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </section>
  );
}

/** The holding company and its four subsidiaries, with the current company marked. */
function GroupCompanies({ site }: { site: SiteId }) {
  const { lang, prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const bankShareholding = findRoute(prefix, "bank", "shareholding");
  const parent = BANK_SHAREHOLDERS.find((holder) => holder.id === "parent")!;
  return (
    <section className="page-section" aria-labelledby="group-companies">
      <h2 id="group-companies">{pagesText.shareholding.groupCompanies}</h2>
      <ul className="group-tree">
        <li className="group-tree__parent">
          <CompanyName site="holding" current={site} />
          <ul>
            {SITE_IDS.filter((id) => id !== "holding").map((id) => (
              <li key={id} className="group-tree__child">
                <CompanyName site={id} current={site} />
                {id === "bank" ? (
                  <p>
                    {pagesText.shareholding.listedSince(formatDate(BANK_LISTING_DATE, lang))}{" "}
                    {pagesText.shareholding.holdingShare(getSiteName(prefix, "holding")[lang], formatPercent(parent.percent))}{" "}
                    {bankShareholding ? <Link to={bankShareholding.href}>{pagesText.shareholding.seeBankShareholders}</Link> : null}
                  </p>
                ) : (
                  <p>{pagesText.shareholding.ownedByHolding}</p>
                )}
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </section>
  );
}

/** A group company's name: a link to its home, or marked as the current company. */
function CompanyName({ site, current }: { site: SiteId; current: SiteId }) {
  const { lang, prefix } = useSite();
  const name = getSiteName(prefix, site)[lang];
  if (site === current) return <strong aria-current="page">{name}</strong>;
  const home = `${getSites(prefix).find((entry) => entry.id === site)!.basePath}/home`;
  return <Link to={home}>{name}</Link>;
}
