import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { getSites, isSiteId, type SiteId } from "#domain/site.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { deleteRecord, getErrorText, type ContentRecord } from "./content-api.client.ts";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog.tsx";
import { LoadStatus } from "./load-status.tsx";
import { RecordBin } from "./record-bin.tsx";
import { RecordDrafts } from "./record-drafts.tsx";
import { getCollectionText, getRecordPath, type PublishedCollection } from "./published-collections.ts";
import {
  filterRecords,
  getRecordCompanies,
  getRecordName,
  hasCompanies,
  isAwaitingFile,
  isFeatured,
  NO_FILE_TEXT,
} from "./record-summary.ts";
import { useCollectionRecords } from "./use-collection-records.ts";
import type { Scheduled } from "#domain/content/schedule.ts";
import { describeSchedule } from "#domain/content/schedule-time.ts";

/** A notice a screen leaves for the next one ("Saved …"), carried in the history entry's state. */
export interface StaffNotice {
  notice?: string;
}

function formatInstant(iso: string): string {
  // The console is in English; times in Malawi's time (UTC+2, no summer time).
  return new Date(Date.parse(iso) + 2 * 60 * 60 * 1000).toISOString().slice(0, 16).replace("T", " ");
}

/** A collection's records, newest first, paged, filtered by text and by company; edit and delete each. */
export function CollectionList({ collection }: { collection: PublishedCollection }) {
  const { prefix } = useSite();
  const text = getCollectionText(collection);
  const state = useCollectionRecords(collection);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<string | undefined>((location.state as StaffNotice | null)?.notice);
  const [toDelete, setToDelete] = useState<ContentRecord | undefined>();
  const [isDeleting, setIsDeleting] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [deletions, setDeletions] = useState(0);

  const filter = { text: params.get("q") ?? "", company: (isSiteId(params.get("company")) ? params.get("company") : "") as SiteId | "" };
  const page = Math.max(1, Number(params.get("page")) || 1);
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "") next.delete(name);
        else next.set(name, value);
        if (name !== "page") next.delete("page");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  async function onConfirmDelete() {
    if (!toDelete) return;
    setIsDeleting(true);
    try {
      await deleteRecord(collection, toDelete.id);
      setNotice(`Deleted ${text.label} “${getRecordName(toDelete)}”. It has left the site; the bin below can restore it.`);
      setFailure(undefined);
      setDeletions((count) => count + 1);
      state.reload();
    } catch (error) {
      setFailure(getErrorText(error));
    } finally {
      setIsDeleting(false);
      setToDelete(undefined);
    }
  }

  const records = state.status === "ready" ? state.records : [];
  // News: featured articles first, as the news pages show them, and a column that says which.
  const featuredFirst = collection === "blogs";
  const shown = filterRecords(records, filter, page, { featuredFirst });
  const hasFeatured = featuredFirst && records.some(isFeatured);
  const companies = hasCompanies(records) ? getSites(prefix) : [];

  return (
    <div className="staff-page">
      <p className="staff-breadcrumb">
        <Link to="/staff/content">Content</Link>
      </p>
      <div className="staff-page__head">
        <h1>{text.title}</h1>
        <Link className="staff-button" to={getRecordPath(collection)}>
          New {text.label}
        </Link>
      </div>
      <p className="staff-page__lede">{text.description}</p>
      <div role="status" className="staff-notice" data-kind={failure ? "error" : "success"}>
        {failure ?? notice}
      </div>

      <form
        className="staff-filters"
        role="search"
        aria-label={`Filter ${text.title.toLowerCase()}`}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="staff-field">
          <label htmlFor="staff-filter-text">Search</label>
          <input id="staff-filter-text" type="search" value={filter.text} onChange={(event) => setParam("q", event.target.value)} />
        </div>
        {companies.length > 0 ? (
          <div className="staff-field">
            <label htmlFor="staff-filter-company">Company</label>
            <select id="staff-filter-company" value={filter.company} onChange={(event) => setParam("company", event.target.value)}>
              <option value="">All companies</option>
              {companies.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.tabName}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </form>

      <LoadStatus state={state} />
      {state.status === "ready" ? (
        <>
          <p className="staff-count" aria-live="polite">
            {shown.total === records.length ? `${shown.total} records` : `${shown.total} of ${records.length} records match`}
          </p>
          {hasFeatured ? (
            <p className="staff-hint">
              Featured articles are listed first, as the news pages show them to visitors; then the others, newest first.
            </p>
          ) : null}
          {shown.items.length > 0 ? (
            <div className="staff-table-wrap">
              <table className="staff-table staff-table--cards">
                <caption className="visually-hidden">
                  {hasFeatured ? `${text.title}, featured first, then newest first` : `${text.title}, newest first`}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    {companies.length > 0 ? <th scope="col">Company</th> : null}
                    {featuredFirst ? <th scope="col">Featured</th> : null}
                    <th scope="col">Created</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.items.map((record) => {
                    const name = getRecordName(record);
                    return (
                      <tr key={record.id}>
                        <th scope="row">
                          <Link to={getRecordPath(collection, record.id)}>{name}</Link>
                          {isAwaitingFile(record) ? <p className="staff-flag">{NO_FILE_TEXT}</p> : null}
                          <ScheduleFlag record={record} />
                        </th>
                        {companies.length > 0 ? (
                          <td data-label="Company">
                            {getRecordCompanies(record)
                              .map((id) => companies.find((site) => site.id === id)?.tabName ?? id)
                              .join(", ")}
                          </td>
                        ) : null}
                        {featuredFirst ? (
                          <td data-label="Featured">{isFeatured(record) ? "Featured: shown first on the news pages" : "No"}</td>
                        ) : null}
                        <td data-label="Created">
                          <time dateTime={record.created_at}>{formatInstant(record.created_at)}</time>
                        </td>
                        <td className="staff-table__actions">
                          <button
                            type="button"
                            className="staff-button staff-button--quiet staff-button--small"
                            onClick={() => setToDelete(record)}
                          >
                            Delete<span className="visually-hidden"> {name}</span>
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : (
            <p>No records match.</p>
          )}
          {shown.pageCount > 1 ? (
            <nav className="staff-pager" aria-label="Pages">
              <button
                type="button"
                className="staff-button staff-button--quiet"
                disabled={page <= 1}
                onClick={() => setParam("page", String(page - 1))}
              >
                Newer
              </button>
              <span>
                Page {Math.min(page, shown.pageCount)} of {shown.pageCount}
              </span>
              <button
                type="button"
                className="staff-button staff-button--quiet"
                disabled={page >= shown.pageCount}
                onClick={() => setParam("page", String(page + 1))}
              >
                Older
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
      <RecordDrafts collection={collection} />
      <RecordBin
        collection={collection}
        refreshKey={deletions}
        onRestored={(record) => {
          setNotice(`Restored ${text.label} “${getRecordName(record)}”. Visitors see it now.`);
          setFailure(undefined);
          state.reload();
        }}
      />
      <ConfirmDeleteDialog
        what={toDelete ? `${text.label} “${getRecordName(toDelete)}”` : undefined}
        isBusy={isDeleting}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
    </div>
  );
}

/** A record's schedule in the list (ADR 063): "Scheduled · from 01/12/2026 08:00", "Expired", "Until …". */
function ScheduleFlag({ record }: { record: object }) {
  const state = describeSchedule(record as Scheduled, Date.now());
  return state ? (
    <p className="staff-flag" data-schedule={state === "Expired" ? "expired" : state.startsWith("Scheduled") ? "scheduled" : "until"}>
      {state}
    </p>
  ) : null;
}
