import { useEffect, useMemo, useState } from "react";
import type { Language } from "#domain/language.ts";
import type { CollectionName } from "#domain/content/schemas/collections.ts";
import type { BankRate } from "#domain/content/schemas/bank-rate.ts";
import type { Blog } from "#domain/content/schemas/blog.ts";
import type { Branch } from "#domain/content/schemas/branch.ts";
import type { CareItem } from "#domain/content/schemas/care.ts";
import type { DocumentSummary } from "#domain/content/document-list.ts";
import type { Executive } from "#domain/content/schemas/executive.ts";
import type { TeamMember } from "#domain/content/schemas/team.ts";
import { isSiteId, type SiteId } from "#domain/site.ts";
import { loadMessages } from "#app/i18n/messages.ts";
import { LanguageOverrideContext } from "#app/i18n/use-language.ts";
import { BranchCard } from "#app/features/branches/branch-card.tsx";
import { useOpeningClock } from "#app/components/use-opening-clock.ts";
import { NewsArticle } from "#app/features/news/news-article.tsx";
import { CareList } from "#app/features/cares/care-list.tsx";
import { BankRateTable } from "#app/features/rates/bank-rate-table.tsx";
import { DocumentRow } from "#app/features/documents/document-list.tsx";
import { PersonCard } from "#app/features/people/person-card.tsx";
import "#app/features/branches/branches.css";
import "#app/features/documents/documents.css";
import "#app/features/people/people.css";
import { getFieldLabel, type FieldSpec } from "./form-model.ts";
import { isAwaitingFile, NO_FILE_TEXT } from "./record-summary.ts";

const LANGUAGES: ReadonlyArray<{ lang: Language; name: string }> = [
  { lang: "en", name: "English" },
  { lang: "ny", name: "Chichewa" },
];

type PreviewRecord = Record<string, unknown> & { id: string; created_at: string };

function firstSite(record: Record<string, unknown>): SiteId {
  if (isSiteId(record.site)) return record.site;
  if (Array.isArray(record.sites) && isSiteId(record.sites[0])) return record.sites[0];
  return "bank";
}

/** The record drawn by the component the visitor's page uses for it. */
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

function VisitorView({
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
      return <NewsArticle article={record as unknown as Blog} site={firstSite(record)} />;
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
    default:
      return <TextView record={record} lang={lang} fields={fields} />;
  }
}

/**
 * Collections without a visitor component of their own, and banners (the home page's carousel
 * would share its chunk with the console and make the heaviest visitor page heavier, ADR 042):
 * the words and images a visitor sees, in that language.
 */
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

/** Both dictionaries, since the preview shows both languages at once (a page loads only its own). */
function useBothDictionaries(): boolean {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void Promise.all([loadMessages("en"), loadMessages("ny")]).then(() => !cancelled && setIsReady(true));
    return () => {
      cancelled = true;
    };
  }, []);
  return isReady;
}

/**
 * The record as the site will show it, in English and Chichewa side by side, drawn by the same
 * components the visitor pages use. Shown only for a draft the schema accepts: the visitor
 * components expect complete records.
 */
export function RecordPreview({
  collection,
  input,
  id,
  fields,
}: {
  collection: CollectionName;
  input: Record<string, unknown> | undefined;
  id: string | undefined;
  /** The form's fields: the preview names each with its label. */
  fields: readonly FieldSpec[];
}) {
  const isReady = useBothDictionaries();
  return (
    <section className="staff-preview" aria-labelledby="staff-preview-heading">
      <h2 id="staff-preview-heading">Preview</h2>
      {!input ? (
        <p className="staff-field__hint">The preview shows once every field is filled in correctly.</p>
      ) : !isReady ? (
        <p className="staff-field__hint">Loading the preview…</p>
      ) : (
        <div className="staff-preview__languages">
          {LANGUAGES.map(({ lang, name }) => (
            <section key={lang} className="staff-preview__pane" lang={lang} aria-label={`Preview in ${name}`}>
              <h3 className="staff-preview__language">{name}</h3>
              <LanguageOverrideContext value={lang}>
                {/* The ids differ per language, so the two panes never share element ids. */}
                <VisitorView
                  collection={collection}
                  record={{ ...input, id: `${id ?? "new"}-${lang}`, created_at: new Date(0).toISOString() }}
                  lang={lang}
                  fields={fields}
                />
              </LanguageOverrideContext>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
