import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/**
 * Guards a form with unsaved changes: leaving for another console screen asks first ("Leave
 * without saving?", staying is the safe choice), and reloading or closing the tab gets the
 * browser's own warning. A save that leaves on purpose calls `allowLeaving` just before it goes.
 * Changing only the address's query (a filter) is not leaving.
 */
export function useUnsavedChangesGuard(isDirty: boolean): { allowLeaving: () => void; dialog: React.ReactNode } {
  const isLeavingRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && !isLeavingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isLeavingRef.current) return;
      event.preventDefault();
      // Older browsers show their warning only when this is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      busyLabel="Leaving…"
      cancelLabel="Stay on this page"
      isBusy={false}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>Your changes on this page are not saved yet. If you leave now, they are lost.</p>
    </ConfirmDialog>
  );
  return {
    allowLeaving: () => {
      isLeavingRef.current = true;
    },
    dialog,
  };
}
