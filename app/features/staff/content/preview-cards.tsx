import { lazy, useEffect, useMemo, useState } from "react";
import type { Language } from "#domain/language.ts";
import type { CollectionName } from "#domain/content/schemas/collections.ts";
import type { BankRate } from "#domain/content/schemas/bank-rate.ts";
import type { Blog } from "#domain/content/schemas/blog.ts";
import type { Branch } from "#domain/content/schemas/branch.ts";
import type { CareItem } from "#domain/content/schemas/care.ts";
import type { DocumentSummary } from "#domain/content/document-list.ts";
import type { Executive } from "#domain/content/schemas/executive.ts";
import type { TeamMember } from "#domain/content/schemas/team.ts";
import type { LoanSummary } from "#domain/content/loan-list.ts";
import type { PublicHolidayRecord } from "#domain/content/schemas/public-holiday.ts";
import type { WeeklyHours } from "#domain/content/opening-state.ts";
import { getArticlePath, toBlogCard } from "#domain/content/news.ts";
import { isSiteId, type SiteId } from "#domain/site.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { BranchCard } from "#app/features/branches/branch-card.tsx";
import { useOpeningClock, type OpeningClock } from "#app/components/use-opening-clock.ts";
import { OpeningStatus } from "#app/components/opening-status.tsx";
import { NewsArticle } from "#app/features/news/news-article.tsx";
import { NewsCard } from "#app/features/news/news-list.tsx";
import { LoanCard } from "#app/features/loans/loan-list.tsx";
import { CareList } from "#app/features/cares/care-list.tsx";
import { BankRateTable } from "#app/features/rates/bank-rate-table.tsx";
import { DocumentRow } from "#app/features/documents/document-list.tsx";
import { PersonCard } from "#app/features/people/person-card.tsx";
import "#app/features/branches/branches.css";
import "#app/features/documents/documents.css";
import "#app/features/people/people.css";
import type { ExchangeRate } from "#domain/content/schemas/exchange-rate.ts";
import type { SitePage } from "#domain/content/schemas/site-page.ts";
import type { KycAccountType } from "#domain/kyc/schemas/kyc-account-type.ts";
import type { BureauLocation } from "#app/features/bureaus/bureau-card.tsx";
import type { RateFile } from "#app/features/rates/rate-files.tsx";
import { getFieldLabel, type FieldSpec } from "./form-model.ts";
import { PreviewWhere } from "./preview-where.tsx";
import { isAwaitingFile, NO_FILE_TEXT } from "./record-summary.ts";

/*
 * The visitor components the console's preview draws records with: a chunk of its own, loaded
 * when an editor first opens a record, so the console's other screens don't carry the visitor
 * pages' cards (ADR 075).
 */

/** The home's banner and promotion: loaded only when one is previewed, with the home's chunk. */
const HomeCardPreview = lazy(() => import("./home-card-preview.tsx"));

/*
 * The other visitor parts, each loaded when a record of its collection is first previewed, with
 * the chunk its visitor page loads it from: the rates table, the bureau card and the site pages
 * through small modules of their own; the tariff-file row and the KYC account-type field straight
 * from the modules the rates page and the KYC page load lazily, so no visitor chunk is split or
 * gains a file (ADR 075).
 */
const ExchangeRatePreview = lazy(() => import("./exchange-rate-preview.tsx"));
const BureauPreview = lazy(() => import("./bureau-preview.tsx"));
const SitePagePreview = lazy(() => import("./site-page-preview.tsx"));
const RateFileRow = lazy(() => import("#app/features/rates/rate-files.tsx").then((module) => ({ default: module.RateFileRow })));
const KycAccountTypeChoice = lazy(() =>
  import("#app/features/kyc/kyc-upload-form.tsx").then((module) => ({ default: module.KycAccountTypeChoice })),
);

export type PreviewRecord = Record<string, unknown> & { id: string; created_at: string };

function firstSite(record: Record<string, unknown>): SiteId {
  if (isSiteId(record.site)) return record.site;
  if (Array.isArray(record.sites) && isSiteId(record.sites[0])) return record.sites[0];
  return "bank";
}

/**
 * A news article twice, as visitors meet it: its card on the news list, then its own page
 * (whose title is the page's heading there).
 */
function NewsPreview({ article }: { article: Blog }) {
  const { lang, prefix } = useSite();
  const site = firstSite(article as unknown as Record<string, unknown>);
  return (
    <>
      <PreviewWhere>On the news list</PreviewWhere>
      <ul className="news__list staff-preview__list">
        <NewsCard card={toBlogCard(article, lang, 0)} href={getArticlePath(prefix, site, article.id)} isFirst />
      </ul>
      <PreviewWhere>On its own page</PreviewWhere>
      <NewsArticle article={article} site={site} />
    </>
  );
}

/** A branch's card as visitors see it, its open-now line at the editor's clock. */
function BranchPreview({ branch, lang }: { branch: Branch; lang: Language }) {
  const weeks = useMemo(() => [branch.weekly_hours], [branch.weekly_hours]);
  const clock = useOpeningClock(weeks);
  return (
    <ul className="branch-list staff-preview__list">
      <BranchCard branch={branch} lang={lang} isSelected={false} distanceKm={undefined} onSelect={() => {}} clock={clock} />
    </ul>
  );
}

/** A branch's usual week, for the open-now line a holiday turns to "Closed today". */
const BRANCH_WEEK: WeeklyHours = {
  always_open: false,
  days: {
    mon: [{ opens: "08:00", closes: "15:00" }],
    tue: [{ opens: "08:00", closes: "15:00" }],
    wed: [{ opens: "08:00", closes: "15:00" }],
    thu: [{ opens: "08:00", closes: "15:00" }],
    fri: [{ opens: "08:00", closes: "15:00" }],
    sat: [{ opens: "08:30", closes: "11:30" }],
    sun: [],
  },
};

/**
 * A holiday as visitors meet it: the open-now line of the branch and bureau cards on its day
 * (at 09:00 in Malawi, UTC+2 all year), worked out by the cards' own arithmetic.
 */
function HolidayPreview({ holiday, lang }: { holiday: PublicHolidayRecord; lang: Language }) {
  const [logic, setLogic] = useState<OpeningClock["logic"]>();
  useEffect(() => {
    let isMounted = true;
    void import("#app/components/opening-logic.ts").then((module) => isMounted && setLogic(module));
    return () => {
      isMounted = false;
    };
  }, []);
  const clock = useMemo(
    () => ({ now: new Date(`${holiday.date}T09:00:00+02:00`), holidays: [{ date: holiday.date, name: holiday.name }], logic }),
    [holiday.date, holiday.name, logic],
  );
  return (
    <>
      <PreviewWhere>{`On branch and bureau cards on ${holiday.date} (places open around the clock excepted)`}</PreviewWhere>
      <OpeningStatus hours={BRANCH_WEEK} clock={clock} lang={lang} />
    </>
  );
}

/** The record drawn by the component the visitor's page uses for it. */
export default function VisitorView({
  collection,
  record,
  lang,
  fields,
}: {
  collection: CollectionName;
  record: PreviewRecord;
  lang: Language;
  fields: readonly FieldSpec[];
}) {
  switch (collection) {
    case "branches":
      return <BranchPreview branch={record as unknown as Branch} lang={lang} />;
    case "blogs":
      return <NewsPreview article={record as unknown as Blog} />;
    case "loans":
      return (
        <ul className="loans__list staff-preview__list">
          <li>
            <LoanCard loan={record as unknown as LoanSummary} isFirst />
          </li>
        </ul>
      );
    case "cares":
      return <CareList items={[record as unknown as CareItem]} />;
    case "bank_rates":
      return <BankRateTable rates={[record as unknown as BankRate]} />;
    case "documents":
      // The visitor's row needs the file it links to: until there is one, visitors see nothing.
      if (isAwaitingFile(record)) return <p className="staff-flag">{NO_FILE_TEXT}</p>;
      return (
        <ul className="document-list staff-preview__list">
          <DocumentRow document={record as unknown as DocumentSummary} />
        </ul>
      );
    case "executives": {
      const executive = record as unknown as Executive;
      const role = executive.roles[0];
      return (
        <ul className="people-grid staff-preview__list">
          <PersonCard
            id={record.id}
            name={executive.name}
            imageUrl={executive.image_url}
            title={role?.title[lang] ?? ""}
            qualification={executive.qualifications}
            detail={role?.executive_role_type_name}
            position={0}
            isFirst
          />
        </ul>
      );
    }
    case "teams": {
      const member = record as unknown as TeamMember;
      return (
        <ul className="people-grid staff-preview__list">
          <PersonCard
            id={record.id}
            name={member.name}
            imageUrl={member.image_url}
            title={member.title[lang]}
            qualification={member.qualifications}
            position={0}
            isFirst
          />
        </ul>
      );
    }
    case "banners":
    case "promotions":
      return <HomeCardPreview collection={collection} record={record} />;
    case "money_bureau_exchange_rates":
      return <ExchangeRatePreview rate={record as unknown as ExchangeRate} />;
    case "bank_rate_files":
      // As for documents: the row links to its file, so until there is one visitors see nothing.
      if (isAwaitingFile(record)) return <p className="staff-flag">{NO_FILE_TEXT}</p>;
      return (
        <ul className="documents__list staff-preview__list">
          <RateFileRow file={record as unknown as RateFile} />
        </ul>
      );
    case "money_bureau_locations":
      return <BureauPreview location={record as unknown as BureauLocation} />;
    case "public_holidays":
      return <HolidayPreview holiday={record as unknown as PublicHolidayRecord} lang={lang} />;
    case "kyc_account_types":
      return (
        <>
          <PreviewWhere>{`In the KYC upload form's list of account types, place ${(record as unknown as KycAccountType).position}`}</PreviewWhere>
          <KycAccountTypeChoice accountType={record as unknown as KycAccountType} />
        </>
      );
    case "site_pages":
      return <SitePagePreview page={record as unknown as SitePage} />;
    case "images":
      // No visitor page draws the images collection (its files are used by address, not by record).
      return <TextView record={record} lang={lang} fields={fields} />;
  }
}

/** The images collection, which no visitor page draws: its fields in words, its picture with its alt text. */
function TextView({ record, lang, fields }: { record: PreviewRecord; lang: Language; fields: readonly FieldSpec[] }) {
  const rows = Object.entries(record).filter(([name]) => name !== "id" && name !== "created_at");
  // The words a screen reader says for the picture, where a page would use it.
  const alt = record.alt as { en?: unknown; ny?: unknown } | undefined;
  const altText = typeof alt?.[lang] === "string" ? (alt[lang] as string) : "";
  return (
    <dl className="staff-preview__text">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{fields.find((field) => field.name === name)?.label ?? getFieldLabel(name)}</dt>
          <dd>
            {typeof value === "string" && /\.(jpe?g|png|svg|webp)$/i.test(value) && value.startsWith("/") ? (
              <img className="staff-preview__image" src={value} alt={altText} width={240} height={135} />
            ) : (
              formatValue(value, lang)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function formatValue(value: unknown, lang: Language): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map((item) => formatValue(item, lang)).join("; ") || "—";
  if (typeof value === "object") {
    const object = value as Record<string, unknown>;
    if (typeof object.en === "string" && typeof object.ny === "string") return object[lang] as string;
    return Object.values(object)
      .map((item) => formatValue(item, lang))
      .join(", ");
  }
  return String(value);
}
