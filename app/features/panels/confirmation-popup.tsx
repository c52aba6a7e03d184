import { useId, useLayoutEffect, useRef } from "react";
import { useSite } from "#app/features/shell/use-site.ts";
import type { PopupPosition } from "./panels-context.ts";
import { trapTab, useModalDialog } from "./dialog-focus.ts";
import { fitInViewport } from "./fit-in-viewport.ts";
import "./panels.css";

interface ConfirmationPopupProps {
  /** Viewport coordinates (clientX/clientY) the popup opens at. */
  position: PopupPosition;
  onProceed: () => void;
  onCancel: () => void;
}

/**
 * Spec §2 confirmation popup: "Are you sure you want to proceed", Proceed and cancel, placed
 * at the given coordinates and kept inside the viewport. A modal <dialog>: the page behind is
 * inert, Tab stays inside, Escape cancels.
 */
export function ConfirmationPopup({ position, onProceed, onCancel }: ConfirmationPopupProps) {
  const { t } = useSite();
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(cancel);
  const headingId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const place = () => {
      const { width, height } = element.getBoundingClientRect();
      const fitted = fitInViewport(position, { width, height }, { width: window.innerWidth, height: window.innerHeight });
      element.style.left = `${fitted.x}px`;
      element.style.top = `${fitted.y}px`;
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [dialog, position]);

  return (
    <dialog
      ref={dialog}
      className="dialog-panel confirmation-popup"
      aria-labelledby={headingId}
      onCancel={(event) => {
        // Escape: the dialog closes through our state, so focus goes back where it came from.
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={trapTab}
    >
      <p id={headingId} className="confirmation-popup__question">
        {t.panels.confirmQuestion}
      </p>
      <div className="panel-actions">
        <button type="button" className="button" onClick={onProceed}>
          {t.panels.proceed}
        </button>
        <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel}>
          {t.panels.cancel}
        </button>
      </div>
    </dialog>
  );
}
