import { useEffect, useRef, useState } from "react";
import { TOTP_CODE_LENGTH } from "#domain/staff-identity/schemas/second-factor.ts";
import { CodeStepAlert, TotpCodeInput } from "./totp-code-input.tsx";

export interface CodeStepProps {
  username: string;
  busy: boolean;
  errorText: string | undefined;
  onSubmit: (code: string) => void;
  /** Offered when the sign-in may use a passkey instead of a code (ADR 053). */
  onUsePasskey?: () => void;
  onBack: () => void;
}

/**
 * The sign-in's second step (ADR 052): the 6-digit code of the authenticator app, a recovery
 * code when the phone is not at hand, or a passkey (ADR 053).
 */
export function CodeStep({ username, busy, errorText, onSubmit, onUsePasskey, onBack }: CodeStepProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The field the person types into next, also after switching between the two kinds of code.
  useEffect(() => inputRef.current?.focus(), [useRecovery]);
  const fieldId = useRecovery ? "sign-in-recovery-code" : "sign-in-code";
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(String(new FormData(event.currentTarget).get("code") ?? "").trim());
      }}
      noValidate
    >
      <p>
        Signing in as <strong>{username}</strong>.{" "}
        {useRecovery
          ? "Enter one of the recovery codes you saved when you set up your app. Each works once."
          : "Open your authenticator app and enter the code it shows for the FDH staff console."}
      </p>
      <div className="staff-field">
        <label htmlFor={fieldId}>{useRecovery ? "Recovery code" : `${TOTP_CODE_LENGTH}-digit code`}</label>
        {useRecovery ? (
          <input
            key="recovery"
            ref={inputRef}
            id={fieldId}
            name="code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-describedby={errorText ? "sign-in-code-error" : undefined}
            aria-invalid={errorText ? true : undefined}
          />
        ) : (
          <TotpCodeInput id={fieldId} errorId="sign-in-code-error" error={Boolean(errorText)} inputRef={inputRef} />
        )}
      </div>
      <CodeStepAlert id="sign-in-code-error" text={errorText} />
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? "Checking…" : "Continue"}
        </button>
        <button type="button" className="staff-button staff-button--quiet" onClick={() => setUseRecovery(!useRecovery)}>
          {useRecovery ? "Use the app's code instead" : "Use a recovery code instead"}
        </button>
        {onUsePasskey ? (
          <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={onUsePasskey}>
            Use a passkey
          </button>
        ) : null}
        <button type="button" className="staff-button staff-button--quiet" onClick={onBack}>
          Back
        </button>
      </div>
    </form>
  );
}
