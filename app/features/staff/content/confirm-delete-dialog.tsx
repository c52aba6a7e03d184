import { ConfirmDialog } from "../confirm-dialog.tsx";

interface ConfirmDeleteDialogProps {
  /** What is deleted, named as the editor knows it: "branch “Lilongwe Branch”". */
  what: string | undefined;
  /** Whether the screen lists the collection's Bin, where a deleted record can be restored (ADR 054). */
  hasBin?: boolean;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a delete, naming the record (the console's confirm dialog). */
export function ConfirmDeleteDialog({ what, hasBin = true, isBusy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
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
      <p>
        It leaves the site at once, for every visitor.{" "}
        {hasBin
          ? "You can restore it from the Bin for 30 days."
          : "It is kept and can be restored through the API; this screen has no Bin yet."}
      </p>
    </ConfirmDialog>
  );
}
