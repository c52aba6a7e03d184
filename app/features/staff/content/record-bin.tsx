import { useEffect, useState } from "react";
import type { BinEntry } from "#domain/content/schemas/record-version.ts";
import { formatStaffDate, formatStaffDateTime } from "../format-staff-date.ts";
import { getErrorText, listBin, restoreRecordVersion, type ContentRecord } from "./content-api.client.ts";
import { getCollectionText, type PublishedCollection } from "./published-collections.ts";
import { getRecordName } from "./record-summary.ts";

interface RecordBinProps {
  collection: PublishedCollection;
  /** Changes when the list deleted a record: the bin reads itself again. */
  refreshKey: number;
  onRestored: (record: ContentRecord) => void;
}

/** A collection's deleted records, who deleted each and when; "Restore" brings one back under its own id. */
export function RecordBin({ collection, refreshKey, onRestored }: RecordBinProps) {
  const text = getCollectionText(collection);
  const [entries, setEntries] = useState<BinEntry[] | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [restoring, setRestoring] = useState<string | undefined>();
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    listBin(collection).then(
      (list) => isCurrent && setEntries(list),
      (error: unknown) => isCurrent && setFailure(getErrorText(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [collection, refreshKey, reads]);

  async function restore(entry: BinEntry) {
    setRestoring(entry.id);
    setFailure(undefined);
    try {
      const record = await restoreRecordVersion(collection, entry.id, entry.version);
      setReads((count) => count + 1);
      onRestored(record);
    } catch (error) {
      setFailure(getErrorText(error));
    } finally {
      setRestoring(undefined);
    }
  }

  return (
    <details className="staff-bin">
      <summary>
        <h2>Bin{entries && entries.length > 0 ? ` (${entries.length})` : ""}</h2>
      </summary>
      <p>
        Deleted {text.title.toLowerCase()} stay here until their date below, then they are deleted for good (the audit log keeps who deleted
        them). Restoring one puts it back on the site as it was.
      </p>
      <div role="status" className="staff-notice" data-kind="error">
        {failure ? <p>{failure}</p> : null}
      </div>
      {entries === undefined ? null : entries.length === 0 ? (
        <p>The bin is empty.</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--cards">
            <caption className="visually-hidden">Deleted {text.title.toLowerCase()}, most recently deleted first</caption>
            <thead>
              <tr>
                <th scope="col">{text.label.charAt(0).toUpperCase() + text.label.slice(1)}</th>
                <th scope="col">Deleted by</th>
                <th scope="col">Deleted</th>
                <th scope="col">Deleted for good on</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const name = getRecordName(entry.record);
                return (
                  <tr key={entry.id}>
                    <th scope="row">{name}</th>
                    <td data-label="Deleted by">{entry.deleted_by ?? "The system"}</td>
                    <td data-label="Deleted">{formatStaffDateTime(entry.deleted_at)}</td>
                    <td data-label="Deleted for good on">
                      <time dateTime={entry.purge_at}>{formatStaffDate(entry.purge_at)}</time>
                    </td>
                    <td className="staff-table__actions">
                      <button
                        type="button"
                        className="staff-button staff-button--quiet staff-button--small"
                        disabled={restoring !== undefined}
                        aria-label={`Restore ${name}`}
                        onClick={() => void restore(entry)}
                      >
                        {restoring === entry.id ? "Restoring…" : "Restore"}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
