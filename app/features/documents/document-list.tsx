import { formatFileDetails, type DocumentSummary, type DocumentTab } from "#domain/content/document-list.ts";
import { formatDate, pick } from "#domain/language.ts";
import { FilterTabs } from "#app/components/filter-tabs.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { usePageDataChanges } from "#app/live/use-page-data-changes.ts";
import { documentListMessages } from "./document-list-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./documents.css";

export interface DocumentListProps {
  tabs: readonly DocumentTab[];
  currentTab: string;
  items: DocumentSummary[];
  page: number;
  pageCount: number;
}

/**
 * A documents screen's body (spec §2): type tabs, then one page of download rows with the
 * title, date, format and size, then page links. Tabs and pages are plain links with
 * `?tab=`/`?page=`, so they work before and without JavaScript and can be shared. Live: a
 * published, changed or removed document shows without a reload (the page reads its data again).
 */
export function DocumentList({ tabs, currentTab, items, page, pageCount }: DocumentListProps) {
  usePageDataChanges("documents");
  const documentsText = useScreenMessages(documentListMessages);
  const label = documentsText.tabs[currentTab] ?? currentTab;
  return (
    <div className="container documents">
      <DocumentTabs tabs={tabs} currentTab={currentTab} />
      <section className="documents__panel" aria-labelledby="documents-heading">
        <h2 id="documents-heading" className="documents__heading">
          {label}
        </h2>
        {items.length === 0 ? (
          <p className="empty-note">{documentsText.empty}</p>
        ) : (
          <ul className="documents__list">
            {items.map((document) => (
              <DocumentRow key={document.id} document={document} />
            ))}
          </ul>
        )}
        <DocumentPagination tab={currentTab} page={page} pageCount={pageCount} />
      </section>
    </div>
  );
}

/** Type tabs as links; the current one carries aria-current. */
export function DocumentTabs({ tabs, currentTab }: { tabs: readonly DocumentTab[]; currentTab: string }) {
  const documentsText = useScreenMessages(documentListMessages);
  return (
    <FilterTabs
      label={documentsText.tabsLabel}
      tabs={tabs.map((tab) => ({
        key: tab.key,
        label: documentsText.tabs[tab.key] ?? tab.type,
        href: `?tab=${tab.key}`,
        isCurrent: tab.key === currentTab,
      }))}
    />
  );
}

/** One download row. A plain anchor: the file is not a route. */
export function DocumentRow({ document }: { document: DocumentSummary }) {
  const { lang } = useSite();
  const documentsText = useScreenMessages(documentListMessages);
  const title = pick(document.title, lang);
  const details = formatFileDetails(document.mime_type, document.file_size);
  return (
    <li className="document-row">
      <a className="document-row__link" href={document.file_url} download aria-label={`${documentsText.download(title)} (${details})`}>
        <svg className="document-row__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 3v12m0 0-5-5m5 5 5-5M5 20h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="document-row__title">{title}</span>
      </a>
      <p className="document-row__meta">
        <span className="visually-hidden">{`${documentsText.published}: `}</span>
        <time dateTime={document.published_at}>{formatDate(document.published_at, lang)}</time>
        <span aria-hidden="true"> · </span>
        <span>{details}</span>
      </p>
    </li>
  );
}

/** Page links (`?tab=&page=`). */
function DocumentPagination({ tab, page, pageCount }: { tab: string; page: number; pageCount: number }) {
  const documentsText = useScreenMessages(documentListMessages);
  const { pagination, ...labels } = documentsText;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      getPageHref={(number) => `?tab=${tab}&page=${number}`}
      labels={{ ...labels, label: pagination }}
    />
  );
}
