import { useContext, useEffect, useRef, useState } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, type Blocker, type BlockerFunction } from "react-router";
import { ConfirmDialog } from "./confirm-dialog.tsx";

let blockerCount = 0;

/**
 * React Router's `useBlocker`, kept out of the framework chunk every visitor page loads (it grew
 * the homes past their 130 KB budget): the same router blocker (`getBlocker`, one per form),
 * read from the router's state. Blocks in-app navigation and the browser's Back alike.
 */
function useLeaveBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const blockers = useContext(UNSAFE_DataRouterStateContext)?.blockers;
  const [key] = useState(() => `unsaved-changes-${++blockerCount}`);
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });
  useEffect(() => {
    if (!router) return;
    router.getBlocker(key, (args) => shouldBlockRef.current(args));
    return () => router.deleteBlocker(key);
  }, [router, key]);
  return blockers?.get(key) ?? { state: "unblocked", proceed: undefined, reset: undefined, location: undefined };
}

/**
 * Guards a form with unsaved changes: leaving for another console screen asks first ("Leave
 * without saving?", staying is the safe choice), and reloading or closing the tab gets the
 * browser's own warning. A save that leaves on purpose calls `allowLeaving` just before it goes.
 * Changing only the address's query (a filter) is not leaving.
 */
export function useUnsavedChangesGuard(isDirty: boolean): { allowLeaving: () => void; dialog: React.ReactNode } {
  const isLeavingRef = useRef(false);
  const blocker = useLeaveBlocker(
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
