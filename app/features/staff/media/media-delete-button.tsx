import { useState } from "react";
import { describeMediaUses, MediaInUseSchema, type MediaItem } from "#domain/content/schemas/media-library.ts";
import { ConfirmDialog } from "#app/features/staff/confirm-dialog.tsx";
import { getErrorText } from "#app/features/staff/content/content-api.client.ts";
import { deleteMedia } from "#app/features/staff/staff-api.client.ts";
import { NoticeRegions, type StaffNotice } from "#app/features/staff/staff-notice.tsx";
import { isRequestError } from "#app/http/request-error.ts";
import { getMediaName } from "./media-grid.tsx";

/** Why the server kept the file: where it is used, from the 409's `uses` (ADR 076). */
function getRefusalText(failure: unknown): string {
  const answer = isRequestError(failure, "media_in_use") ? MediaInUseSchema.safeParse(failure.body) : undefined;
  if (!answer?.success) return getErrorText(failure);
  return `It cannot be deleted: it is used by ${describeMediaUses(answer.data.uses)}. Choose another file there first, then delete this one.`;
}

/**
 * "Delete…" on a file's details (DELETE /api/staff/media/{key}): a confirm step that says it
 * cannot be undone; a refusal, shown in the same dialog, says where the file is still used.
 */
export function MediaDeleteButton({ item, onDeleted }: { item: MediaItem; onDeleted: (item: MediaItem) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState<StaffNotice>();
  const name = getMediaName(item);

  async function remove() {
    setIsBusy(true);
    setNotice(undefined);
    try {
      await deleteMedia(item.key);
      setIsOpen(false);
      onDeleted(item);
    } catch (failure) {
      setNotice({ kind: "error", text: getRefusalText(failure) });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="staff-button staff-button--danger" onClick={() => setIsOpen(true)}>
        Delete…<span className="visually-hidden"> {name}</span>
      </button>
      <ConfirmDialog
        open={isOpen}
        title={`Delete ${name}?`}
        confirmLabel="Delete file"
        busyLabel="Deleting…"
        cancelLabel="Keep it"
        isBusy={isBusy}
        onConfirm={() => void remove()}
        onCancel={() => {
          setIsOpen(false);
          setNotice(undefined);
        }}
      >
        <p>
          The file and its resized copies are removed from the site. This cannot be undone. A file still used by a record, a draft, a change
          awaiting approval or a record in the Bin is not deleted.
        </p>
        <NoticeRegions notice={notice} />
      </ConfirmDialog>
    </>
  );
}
