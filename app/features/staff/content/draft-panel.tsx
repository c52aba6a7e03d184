import { useId, useState } from "react";
import { getPreviewPath, type Draft, type PreviewLink } from "#domain/content/schemas/draft.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { ConfirmDialog } from "#app/features/staff/confirm-dialog.tsx";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { discardDraft, getErrorText, makePreviewLink, publishDraft, type ContentRecord } from "./content-api.client.ts";
import type { PublishedCollection } from "./published-collections.ts";

interface DraftPanelProps {
  collection: PublishedCollection;
  draft: Draft;
  /** The published record's version the editor opened (If-Match of the publish). */
  version: number | undefined;
  onPublished: (record: ContentRecord) => void;
  onDiscarded: () => void;
}

/**
 * A record's saved draft (ADR 057): who saved it and when, a signed link that shows it on the
 * real visitor page for 15 minutes, and Publish or Discard.
 */
export function DraftPanel({ collection, draft, version, onPublished, onDiscarded }: DraftPanelProps) {
  const { prefix } = useSite();
  const headingId = useId();
  const pathId = useId();
  const [path, setPath] = useState(() => getPreviewPath(prefix, collection, draft.id));
  const [link, setLink] = useState<PreviewLink | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState<"preview" | "publish" | "discard" | undefined>();
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);

  async function run(kind: "preview" | "publish" | "discard", action: () => Promise<void>) {
    setBusy(kind);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(getErrorText(error));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <section className="staff-draft" aria-labelledby={headingId}>
      <h2 id={headingId}>Draft</h2>
      <p>
        Saved by {draft.saved_by ?? "a script"} on {formatStaffDateTime(draft.saved_at)}.{" "}
        {draft.published ? "Visitors still see the published version until you publish this draft." : "Visitors do not see it until you publish it."}
      </p>
      {failure ? (
        <p className="staff-notice" data-kind="error" role="alert">
          {failure}
        </p>
      ) : null}
      <form
        className="staff-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run("preview", async () => setLink(await makePreviewLink(collection, draft.id, path)));
        }}
      >
        <label htmlFor={pathId}>Page to preview on</label>
        <input id={pathId} className="staff-draft__path" value={path} onChange={(event) => setPath(event.target.value)} spellCheck={false} />
        <button type="submit" className="staff-button staff-button--quiet" disabled={busy !== undefined}>
          {busy === "preview" ? "Making the link…" : "Make a preview link"}
        </button>
      </form>
      {link ? (
        <p role="status">
          <a href={link.url} target="_blank" rel="noopener">
            Open the preview
          </a>{" "}
          (a new tab; the link works until {formatStaffDateTime(link.expires_at)} and shows only this draft).
        </p>
      ) : null}
      <div className="staff-actions">
        <button
          type="button"
          className="staff-button"
          disabled={busy !== undefined}
          onClick={() => void run("publish", async () => onPublished(await publishDraft(collection, draft.id, draft.published ? version : undefined)))}
        >
          {busy === "publish" ? "Publishing…" : "Publish draft"}
        </button>
        <button type="button" className="staff-button staff-button--danger" disabled={busy !== undefined} onClick={() => setIsConfirmingDiscard(true)}>
          Discard draft
        </button>
      </div>
      <ConfirmDialog
        open={isConfirmingDiscard}
        title="Discard this draft?"
        confirmLabel="Discard draft"
        busyLabel="Discarding…"
        cancelLabel="Keep the draft"
        isBusy={busy === "discard"}
        onCancel={() => setIsConfirmingDiscard(false)}
        onConfirm={() =>
          void run("discard", async () => {
            await discardDraft(collection, draft.id);
            setIsConfirmingDiscard(false);
            onDiscarded();
          })
        }
      >
        <p>{draft.published ? "The published version stays as it is." : "The draft goes; nothing was published."}</p>
      </ConfirmDialog>
    </section>
  );
}
