import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from "react";

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside a dialog: from the last control to the first and back. */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens a native <dialog> as a modal once it is in the page (the page behind goes inert, Escape
 * fires its cancel event), gives the focus to `firstFocus` (the safe choice: Cancel), and on
 * closing hands the focus back to where it was. Answers the ref for the <dialog>.
 */
export function useModalDialog(firstFocus: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    firstFocus.current?.focus();
    return () => {
      if (element.open) element.close();
      if (previous?.isConnected) previous.focus();
    };
    // A ref object is the same for the dialog's life: this runs once, on opening.
  }, [firstFocus]);
  return dialog;
}
