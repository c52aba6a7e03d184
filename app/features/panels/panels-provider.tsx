import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { createSnackbarStore, HIDDEN_SNACKBAR } from "#domain/snackbar.ts";
import { PanelsContext, type Panels, type PopupPosition, type PromptOptions, type PromptState } from "./panels-context.ts";
import { Snackbar } from "./snackbar.tsx";

// The two questions load when first asked, not with every page (the first-load budget); the
// service worker keeps them for offline use.
const ConfirmDialog = lazy(() => import("./confirm-dialog.tsx").then((module) => ({ default: module.ConfirmDialog })));
const ConfirmationPopup = lazy(() => import("./confirmation-popup.tsx").then((module) => ({ default: module.ConfirmationPopup })));

type Resolve = (confirmed: boolean) => void;
const getHidden = () => HIDDEN_SNACKBAR;

/**
 * Holds the snackbar, the confirmation popup and the confirm dialog for the whole shell
 * (spec §2, §4) and gives screens `usePanels()` to use them.
 */
export function PanelsProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(() => createSnackbarStore());
  const snackbar = useSyncExternalStore(store.subscribe, store.getState, getHidden);
  useEffect(() => () => store.dispose(), [store]);

  const [popup, setPopup] = useState<PopupPosition | null>(null);
  const popupResolve = useRef<Resolve | null>(null);
  const [prompt, setPrompt] = useState<PromptState | null>(null);
  const promptResolve = useRef<{ resolve: Resolve; reject: (error: unknown) => void } | null>(null);

  const closePopup = useCallback((confirmed: boolean) => {
    const resolve = popupResolve.current;
    popupResolve.current = null;
    setPopup(null);
    resolve?.(confirmed);
  }, []);

  const closePrompt = useCallback((confirmed: boolean) => {
    const pending = promptResolve.current;
    promptResolve.current = null;
    setPrompt(null);
    pending?.resolve(confirmed);
  }, []);

  const panels = useMemo<Panels>(
    () => ({
      showSnackbar: (type, message) => store.show(type, message),
      hideSnackbar: () => store.hide(),
      confirm(position) {
        // A second question replaces the first, which counts as cancelled.
        popupResolve.current?.(false);
        setPopup(position);
        return new Promise<boolean>((resolve) => {
          popupResolve.current = resolve;
        });
      },
      prompt<Data>({ header, message, data, confirmLabel, action }: PromptOptions<Data>) {
        promptResolve.current?.resolve(false);
        setPrompt({
          showPrompt: true,
          promptHeader: header,
          promptMessage: message,
          promptData: data,
          ...(confirmLabel ? { promptConfirmLabel: confirmLabel } : {}),
          ...(action ? { promptAction: action as PromptState["promptAction"] } : {}),
        });
        return new Promise<boolean>((resolve, reject) => {
          promptResolve.current = { resolve, reject };
        });
      },
    }),
    [store],
  );

  const runPromptAction = async () => {
    if (!prompt) return;
    try {
      await prompt.promptAction?.(prompt.promptData);
      closePrompt(true);
    } catch (error) {
      const pending = promptResolve.current;
      promptResolve.current = null;
      setPrompt(null);
      pending?.reject(error);
    }
  };

  return (
    <PanelsContext value={panels}>
      {children}
      <Snackbar state={snackbar} onClose={store.hide} />
      <Suspense fallback={null}>
        {popup ? <ConfirmationPopup position={popup} onProceed={() => closePopup(true)} onCancel={() => closePopup(false)} /> : null}
        {prompt?.showPrompt ? <ConfirmDialog prompt={prompt} onUpdate={runPromptAction} onCancel={() => closePrompt(false)} /> : null}
      </Suspense>
    </PanelsContext>
  );
}
