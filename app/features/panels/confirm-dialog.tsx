import { useId, useLayoutEffect, useRef, useState } from "react";
import { useSite } from "#app/features/shell/use-site.ts";
import type { PromptState } from "./panels-context.ts";
import { trapTab } from "./dialog-focus.ts";
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
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const messageId = useId();
  const [isBusy, setBusy] = useState(false);

  // Open as a modal once; on closing, focus goes back to where it was.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    cancel.current?.focus();
    return () => {
      if (element.open) element.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

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
      className="confirm-dialog"
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
