import { useState, type FormEvent } from "react";
import { parseKycUsername } from "#domain/kyc.ts";
import { FieldError } from "#app/components/field-error.tsx";
import type { AccountOpeningMessages } from "./account-opening-messages.ts";

interface ContactStepProps {
  m: AccountOpeningMessages;
  isResuming: boolean;
  isSending: boolean;
  /** Why the code could not be sent (worded by the KYC screen's rules). */
  sendError: string | undefined;
  onSend: (username: string) => void;
  onBack: (() => void) | undefined;
}

/** Step 2: the phone number or e-mail address the one-time code goes to. */
export function ContactStep({ m, isResuming, isSending, sendError, onSend, onBack }: ContactStepProps) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = value.trim() === "" ? m.phoneEmailRequired : parseKycUsername(value) ? undefined : m.phoneEmailInvalid;
    setError(problem);
    if (problem) {
      document.getElementById("ao-username")?.focus();
      return;
    }
    onSend(value);
  };
  const shown = error ?? sendError;
  return (
    <form className="ao-form" onSubmit={submit} noValidate>
      <p>{isResuming ? m.resumeIntro : m.verifyIntro}</p>
      <div className={`kyc-field${shown ? " kyc-field--invalid" : ""}`}>
        <label htmlFor="ao-username" className="kyc-field__label">
          {m.phoneEmail}
        </label>
        <p id="ao-username-hint" className="kyc-field__hint">
          {m.phoneEmailHint}
        </p>
        {shown ? <FieldError id="ao-username-error" text={shown} /> : null}
        <input
          id="ao-username"
          type="text"
          inputMode="email"
          autoComplete="tel"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? "ao-username-hint ao-username-error" : "ao-username-hint"}
        />
      </div>
      <p className="ao-status" role="status">
        {isSending ? m.sendingCode : ""}
      </p>
      <div className="ao-actions">
        {onBack ? (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {m.back}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={isSending}>
          {m.sendCode}
        </button>
      </div>
    </form>
  );
}
