import { useEffect, useId, useRef } from "react";

export interface ConfirmDialogProps {
  /** Whether it is open. */
  open: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** A delete or another step that cannot be undone looks like one. */
  tone?: "danger" | "primary";
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The console's confirm step. A native modal dialog: focus moves into it (to the safe choice)
 * and stays there, Escape cancels, and focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  tone = "danger",
  isBusy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // One dialog per row of a table: each names itself by its own title.
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first button (the one that acts): start on the safe choice instead.
      cancelRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={dialogRef}
      className="staff-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="staff-actions">
        <button
          type="button"
          className={`staff-button${tone === "danger" ? " staff-button--danger" : ""}`}
          onClick={onConfirm}
          disabled={isBusy}
        >
          {isBusy ? busyLabel : confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
