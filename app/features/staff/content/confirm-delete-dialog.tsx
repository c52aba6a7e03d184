import { ConfirmDialog } from "../confirm-dialog.tsx";

interface ConfirmDeleteDialogProps {
  /** What is deleted, named as the editor knows it: "branch “Lilongwe Branch”". */
  what: string | undefined;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a delete, naming the record (the console's confirm dialog). */
export function ConfirmDeleteDialog({ what, isBusy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={what !== undefined && what !== ""}
      title={`Delete ${what ?? ""}?`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      cancelLabel="Keep it"
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>It leaves the site at once, for every visitor. You can restore it later from the bin, below the list.</p>
    </ConfirmDialog>
  );
}
