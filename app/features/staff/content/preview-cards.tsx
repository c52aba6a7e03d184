import { lazy, useMemo } from "react";
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
import { getArticlePath, toBlogCard } from "#domain/content/news.ts";
import { isSiteId, type SiteId } from "#domain/site.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { BranchCard } from "#app/features/branches/branch-card.tsx";
import { useOpeningClock } from "#app/components/use-opening-clock.ts";
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
import { getFieldLabel, type FieldSpec } from "./form-model.ts";
import { isAwaitingFile, NO_FILE_TEXT } from "./record-summary.ts";

/*
 * The visitor components the console's preview draws records with: a chunk of its own, loaded
 * when an editor first opens a record, so the console's other screens don't carry the visitor
 * pages' cards (ADR 075).
 */

/** The home's banner and promotion: loaded only when one is previewed, with the home's chunk. */
const HomeCardPreview = lazy(() => import("./home-card-preview.tsx"));

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
      <p className="staff-preview__where">On the news list</p>
      <ul className="news__list staff-preview__list">
        <NewsCard card={toBlogCard(article, lang, 0)} href={getArticlePath(prefix, site, article.id)} isFirst />
      </ul>
      <p className="staff-preview__where">On its own page</p>
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
    default:
      return <TextView record={record} lang={lang} fields={fields} />;
  }
}

/** Collections without a visitor component of their own: the words and images a visitor sees, in that language. */
function TextView({ record, lang, fields }: { record: PreviewRecord; lang: Language; fields: readonly FieldSpec[] }) {
  const rows = Object.entries(record).filter(([name]) => name !== "id" && name !== "created_at");
  return (
    <dl className="staff-preview__text">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{fields.find((field) => field.name === name)?.label ?? getFieldLabel(name)}</dt>
          <dd>
            {typeof value === "string" && /\.(jpe?g|png|svg|webp)$/i.test(value) && value.startsWith("/") ? (
              <img className="staff-preview__image" src={value} alt="" width={240} height={135} />
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
