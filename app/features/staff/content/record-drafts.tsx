import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Draft } from "#domain/content/schemas/draft.ts";
import { formatStaffDateTime } from "../format-staff-date.ts";
import { getErrorText, listDrafts } from "./content-api.client.ts";
import { getCollectionText, getRecordPath, type PublishedCollection } from "./published-collections.ts";
import { getRecordName } from "./record-summary.ts";

/** A collection's saved drafts (ADR 057): new records not yet published, and changes not yet published. */
export function RecordDrafts({ collection }: { collection: PublishedCollection }) {
  const text = getCollectionText(collection);
  const [drafts, setDrafts] = useState<Draft[] | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  useEffect(() => {
    let isCurrent = true;
    listDrafts(collection).then(
      (list) => isCurrent && setDrafts(list),
      (error: unknown) => isCurrent && setFailure(getErrorText(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [collection]);

  if (failure)
    return (
      <p className="staff-notice" data-kind="error" role="alert">
        Drafts could not be read: {failure}
      </p>
    );
  if (!drafts || drafts.length === 0) return null;
  return (
    <section className="staff-draft" aria-labelledby={`${collection}-drafts`}>
      <h2 id={`${collection}-drafts`}>Drafts ({drafts.length})</h2>
      <p>Visitors do not see these until they are published.</p>
      <ul className="staff-list-items">
        {drafts.map((draft) => (
          <li key={draft.id}>
            <Link to={getRecordPath(collection, draft.id)}>{getRecordName(draft.record) || `Untitled ${text.label}`}</Link>{" "}
            — {draft.published ? "changes to a published record" : "new, not yet published"}, saved by {draft.saved_by ?? "a script"} on{" "}
            {formatStaffDateTime(draft.saved_at)}
          </li>
        ))}
      </ul>
    </section>
  );
}
