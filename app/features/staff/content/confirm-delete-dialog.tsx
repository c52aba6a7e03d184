import { useEffect, useRef } from "react";

interface ConfirmDeleteDialogProps {
  /** What is deleted, named as the editor knows it: "branch “Lilongwe Branch”". */
  what: string | undefined;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a delete, naming the record. A native modal dialog: focus moves into it, stays
 * there, Escape cancels, and focus returns to the button that opened it.
 */
export function ConfirmDeleteDialog({ what, isBusy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (what && !dialog.open) dialog.showModal();
    if (!what && dialog.open) dialog.close();
  }, [what]);
  return (
    <dialog
      ref={dialogRef}
      className="staff-dialog"
      aria-labelledby="staff-confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="staff-confirm-title">Delete {what}?</h2>
      <p>It leaves the site at once, for every visitor. This cannot be undone.</p>
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--danger" onClick={onConfirm} disabled={isBusy}>
          {isBusy ? "Deleting…" : "Delete"}
        </button>
        <button type="button" className="staff-button staff-button--quiet" onClick={onCancel} autoFocus>
          Keep it
        </button>
      </div>
    </dialog>
  );
}
