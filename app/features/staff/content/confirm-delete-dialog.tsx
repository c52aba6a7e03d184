import { ConfirmDialog } from "../confirm-dialog.tsx";
import { getContentRules } from "../staff-api.client.ts";
import { useStaffData } from "../use-staff-data.ts";

interface ConfirmDeleteDialogProps {
  /** What is deleted, named as the editor knows it: "branch “Lilongwe Branch”". */
  what: string | undefined;
  /** Whether the screen lists the collection's Bin, where a deleted record can be restored (ADR 054). */
  hasBin?: boolean;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** How long the Bin keeps a record, in words: the operator's BIN_RETENTION_DAYS, once the console knows it. */
export function getBinPromise(days: number | undefined): string {
  if (days === undefined) return "You can restore it from the Bin until it is removed for good; the Bin shows when.";
  return `You can restore it from the Bin for ${days} ${days === 1 ? "day" : "days"}.`;
}

/** Asks before a delete, naming the record (the console's confirm dialog). */
export function ConfirmDeleteDialog({ what, hasBin = true, isBusy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const rules = useStaffData(getContentRules, "content-rules");
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
          ? getBinPromise(rules.data?.bin_retention_days)
          : "It is kept and can be restored through the API; this screen has no Bin yet."}
      </p>
    </ConfirmDialog>
  );
}
