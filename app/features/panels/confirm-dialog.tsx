import { useId, useRef, useState } from "react";
import { useSite } from "#app/features/shell/use-site.ts";
import type { PromptState } from "./panels-context.ts";
import { trapTab, useModalDialog } from "./dialog-focus.ts";
import "./panels.css";

interface ConfirmDialogProps {
  prompt: PromptState;
  onUpdate: () => void | Promise<void>;
  onCancel: () => void;
}

/**
 * Spec §2 confirm dialog: header and message from the shared prompt state, Update (or the
 * asker's own word for it) and Cancel.
 * A native modal <dialog> (showModal): the page behind is inert and Escape cancels.
 */
export function ConfirmDialog({ prompt, onUpdate, onCancel }: ConfirmDialogProps) {
  const { t } = useSite();
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(cancel);
  const headingId = useId();
  const messageId = useId();
  const [isBusy, setBusy] = useState(false);

  const update = async () => {
    setBusy(true);
    try {
      await onUpdate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="dialog-panel confirm-dialog"
      aria-labelledby={headingId}
      aria-describedby={messageId}
      aria-busy={isBusy || undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!isBusy) onCancel();
      }}
      onKeyDown={trapTab}
    >
      <h2 id={headingId} className="confirm-dialog__header">
        {prompt.promptHeader}
      </h2>
      <p id={messageId} className="confirm-dialog__message">
        {prompt.promptMessage}
      </p>
      <div className="panel-actions">
        <button type="button" className="button" onClick={update} disabled={isBusy}>
          {prompt.promptConfirmLabel ?? t.panels.update}
        </button>
        <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel} disabled={isBusy}>
          {t.panels.cancel}
        </button>
      </div>
    </dialog>
  );
}
