import { useEffect, useId, useRef, useState } from "react";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { RequestError } from "#app/http/request-error.ts";

export interface SignInAgainCredentials {
  username: string;
  password: string;
  /** The extra step's answer, once the server asked for it. */
  code?: string;
}

/**
 * A step after the password that the server may ask for (a second factor): the refusal code that
 * asks for it, and how its field reads.
 */
export interface ExtraSignInStep {
  askedBy: string;
  label: string;
  hint?: string;
  autoComplete: string;
}

export interface SignInAgainDialogProps {
  open: boolean;
  username: string;
  signIn: (credentials: SignInAgainCredentials) => Promise<void>;
  extraStep?: ExtraSignInStep | undefined;
  onSignedIn: () => void;
  onCancel: () => void;
}

function errorText(caught: unknown): string {
  return getStaffErrorText(caught instanceof RequestError ? caught.code : "internal");
}

/**
 * Signing in again without leaving the page: a modal dialog over the form the person was filling,
 * which stays as it was. The username is the signed-out person's own and cannot be changed here:
 * the change they were making is repeated as them, or not at all.
 */
export function SignInAgainDialog({ open, username, signIn, extraStep, onSignedIn, onCancel }: SignInAgainDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [needsExtraStep, setNeedsExtraStep] = useState(false);
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const ids = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setError(undefined);
      setNeedsExtraStep(false);
      dialog.showModal();
      passwordRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const code = String(values.get("code") ?? "").trim();
    setIsBusy(true);
    setError(undefined);
    try {
      await signIn({ username, password: String(values.get("password") ?? ""), ...(needsExtraStep ? { code } : {}) });
      form.reset();
      onSignedIn();
    } catch (caught) {
      if (extraStep && caught instanceof RequestError && caught.code === extraStep.askedBy && !needsExtraStep) {
        setNeedsExtraStep(true);
      } else {
        setError(errorText(caught));
      }
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="staff-dialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-why`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${ids}-title`}>Sign in again</h2>
      <p id={`${ids}-why`}>Your session has ended. Sign in to go on: what you were doing is kept and finished once you are in.</p>
      <div role="alert" className="staff-alert-region">
        {error ? <p className="staff-error">{error}</p> : null}
      </div>
      <form onSubmit={(event) => void submit(event)}>
        <div className="staff-field">
          <label htmlFor={`${ids}-username`}>Username</label>
          <input id={`${ids}-username`} name="username" value={username} readOnly autoComplete="username" />
        </div>
        <div className="staff-field">
          <label htmlFor={`${ids}-password`}>Password</label>
          <input ref={passwordRef} id={`${ids}-password`} name="password" type="password" autoComplete="current-password" required />
        </div>
        {needsExtraStep && extraStep ? (
          <div className="staff-field">
            <label htmlFor={`${ids}-code`}>{extraStep.label}</label>
            <input
              id={`${ids}-code`}
              name="code"
              autoComplete={extraStep.autoComplete}
              inputMode="numeric"
              required
              aria-describedby={extraStep.hint ? `${ids}-code-hint` : undefined}
            />
            {extraStep.hint ? (
              <p id={`${ids}-code-hint`} className="staff-hint">
                {extraStep.hint}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="staff-actions">
          <button type="submit" className="staff-button" disabled={isBusy}>
            {isBusy ? "Signing in…" : "Sign in"}
          </button>
          <button type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
