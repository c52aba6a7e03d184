import type { SnackbarState } from "#domain/snackbar.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { CloseIcon } from "#app/components/icons.tsx";
import { SnackbarIcon } from "./panel-icons.tsx";
import "./panels.css";

/**
 * Spec §2 snackbar: type icon, the type as heading, the message and a close button. Both
 * live regions are always in the page, so screen readers announce what appears in them:
 * Error as an alert, the other types politely.
 */
export function Snackbar({ state, onClose }: { state: SnackbarState; onClose: () => void }) {
  const { t } = useSite();
  const card = state.show ? (
    <div className={`snackbar snackbar--${state.type.toLowerCase()}`} data-type={state.type}>
      <SnackbarIcon type={state.type} />
      <div className="snackbar__body">
        <strong className="snackbar__heading">{t.panels.types[state.type]}</strong>
        <p className="snackbar__message">{state.message}</p>
      </div>
      <button type="button" className="icon-button snackbar__close" onClick={onClose}>
        <CloseIcon />
        <span className="visually-hidden">{t.panels.close}</span>
      </button>
    </div>
  ) : null;
  const isError = state.type === "Error";
  return (
    <div className="snackbar-region">
      <div role="status" aria-live="polite" aria-atomic="true">
        {isError ? null : card}
      </div>
      <div role="alert" aria-atomic="true">
        {isError ? card : null}
      </div>
    </div>
  );
}
