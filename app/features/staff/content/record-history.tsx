import { useEffect, useState } from "react";
import type { RecordVersion, RecordVersionSummary } from "#domain/content/schemas/record-version.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { formatStaffDateTime } from "../format-staff-date.ts";
import { getErrorText, getRecordVersion, listRecordVersions, restoreRecordVersion, type ContentRecord } from "./content-api.client.ts";
import type { FieldSpec } from "./form-model.ts";
import type { PublishedCollection } from "./published-collections.ts";
import { getDiffRows } from "./record-diff.ts";
import { RecordDiffTable } from "./record-diff-table.tsx";

interface RecordHistoryProps {
  collection: PublishedCollection;
  record: ContentRecord;
  /** The record's current version: a restore over a newer one is refused (412). */
  version: number;
  fields: readonly FieldSpec[];
  onRestored: (record: ContentRecord, version: number) => void;
}

const ACTION_TEXT: Record<RecordVersionSummary["action"], string> = {
  created: "Created",
  updated: "Changed",
  deleted: "Deleted",
  restored: "Restored",
};

function describeAction(version: RecordVersionSummary): string {
  return version.restored_from ? `Restored version ${version.restored_from}` : ACTION_TEXT[version.action];
}

/**
 * A record's history on its edit screen: every kept version (who, when, what), and a chosen one
 * side by side with the current record, English and Chichewa together, with "Restore this version".
 */
export function RecordHistory({ collection, record, version, fields, onRestored }: RecordHistoryProps) {
  const [versions, setVersions] = useState<RecordVersionSummary[] | undefined>();
  const [chosen, setChosen] = useState<RecordVersion | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRestoring, setIsRestoring] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    listRecordVersions(collection, record.id).then(
      (list) => isCurrent && setVersions(list),
      (error: unknown) => isCurrent && setFailure(getErrorText(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [collection, record.id, version]);

  async function choose(number: number) {
    setFailure(undefined);
    try {
      setChosen(await getRecordVersion(collection, record.id, number));
    } catch (error) {
      setFailure(getErrorText(error));
    }
  }

  async function restore() {
    if (!chosen) return;
    setIsRestoring(true);
    try {
      const restored = await restoreRecordVersion(collection, record.id, chosen.version, version);
      setIsConfirming(false);
      setChosen(undefined);
      onRestored(restored, version + 1);
    } catch (error) {
      setIsConfirming(false);
      setFailure(getErrorText(error));
    } finally {
      setIsRestoring(false);
    }
  }

  return (
    <section className="staff-history" aria-labelledby="staff-history-heading">
      <h2 id="staff-history-heading">History</h2>
      <div role="status" className="staff-notice" data-kind="error">
        {failure ? <p>{failure}</p> : null}
      </div>
      {versions === undefined ? (
        <p>Loading the history…</p>
      ) : versions.length === 0 ? (
        <p>No versions are kept of this record yet: its first save starts its history.</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--cards">
            <caption className="visually-hidden">Versions of this record, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">What</th>
                <th scope="col">Who</th>
                <th scope="col">When</th>
                <th scope="col">
                  <span className="visually-hidden">Compare</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((kept) => (
                <tr key={kept.version}>
                  <th scope="row">
                    {kept.version}
                    {kept.version === version ? " (current)" : ""}
                  </th>
                  <td data-label="What">{describeAction(kept)}</td>
                  <td data-label="Who">{kept.staff_username ?? "The system"}</td>
                  <td data-label="When">{formatStaffDateTime(kept.at)}</td>
                  <td className="staff-table__actions">
                    {kept.version === version ? null : (
                      <button
                        type="button"
                        className="staff-button staff-button--quiet staff-button--small"
                        aria-pressed={chosen?.version === kept.version}
                        onClick={() => void choose(kept.version)}
                      >
                        Compare version {kept.version}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {chosen ? (
        <div className="staff-history__compare">
          <RecordDiffTable
            caption={`Version ${chosen.version} (${formatStaffDateTime(chosen.at)}, ${chosen.staff_username ?? "the system"}) beside the current record`}
            leftHeading={`Version ${chosen.version}`}
            rightHeading="Current"
            rows={getDiffRows(fields, chosen.record, record)}
          />
          <div className="staff-actions">
            <button type="button" className="staff-button" onClick={() => setIsConfirming(true)}>
              Restore this version
            </button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={`Restore version ${chosen?.version ?? ""}?`}
        tone="primary"
        confirmLabel="Restore"
        busyLabel="Restoring…"
        cancelLabel="Keep the current one"
        isBusy={isRestoring}
        onConfirm={() => void restore()}
        onCancel={() => setIsConfirming(false)}
      >
        <p>Visitors see version {chosen?.version ?? ""} at once. The current record stays in the history, so you can go back to it.</p>
      </ConfirmDialog>
    </section>
  );
}
