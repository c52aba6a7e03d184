import { useState, type FormEvent, type ReactNode } from "react";
import { parseKycUsername } from "#domain/one-time-code.ts";
import { formatPhoneNumber } from "#domain/phone-number.ts";
import { TextField } from "#app/components/form-field.tsx";
import { useIsHydrated } from "#app/components/use-is-hydrated.ts";
import { codeMessages } from "#app/features/one-time-code/code-messages.ts";
import { CodeRoundDialog } from "#app/features/one-time-code/otp-dialog.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import type { AccountOpeningMessages } from "./account-opening-messages.ts";
import { useCodeVerification } from "./use-code-verification.ts";

interface CodeStepProps {
  m: AccountOpeningMessages;
  /** Prefix of the form's element ids: `${id}-username`, `${id}-send`. */
  id: string;
  intro: string;
  /** An example under the label, where the visitor gives the number for the first time. */
  hint?: string | undefined;
  submitLabel: string;
  /** Something else is under way (the journey loading its draft): the button waits. */
  isBusy?: boolean | undefined;
  /** Fields asked before the phone or e-mail (the status check's reference). */
  children?: ReactNode;
  /** Checks those fields: answers the id of the first one refused, which then gets the focus. */
  checkOthers?: () => string | undefined;
  onBack?: (() => void) | undefined;
  /** The code was right and the session cookie is set. */
  onVerified: (username: string) => Promise<void> | void;
}

/**
 * "Send a code, enter the code": the phone number or e-mail address, the code sent to it, and the
 * KYC screen's one-time-code modal (ADR 031). The account-opening journey and the status check
 * both confirm the visitor with it.
 */
export function CodeStep({ m, id, intro, hint, submitLabel, isBusy = false, children, checkOthers, onBack, onVerified }: CodeStepProps) {
  const { lang } = useSite();
  const km = useScreenMessages(codeMessages);
  const [value, setValue] = useState("");
  // Most applicants give a phone number: the number keypad first, the full keyboard on request.
  const [isEmail, setEmail] = useState(false);
  // Before hydration the button would submit the page itself: it waits for the screen's code.
  const isHydrated = useIsHydrated();
  const [error, setError] = useState<string | undefined>();
  const verification = useCodeVerification({ lang, km, onVerified });
  const inputId = `${id}-username`;
  const sendId = `${id}-send`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const other = checkOthers?.();
    const problem = value.trim() === "" ? m.phoneEmailRequired : parseKycUsername(value) ? undefined : m.phoneEmailInvalid;
    setError(problem);
    if (other || problem) {
      document.getElementById(other ?? inputId)?.focus();
      return;
    }
    void verification.sendCode(value);
  };

  const shown = error ?? verification.sendError;
  const isSending = verification.isSending || isBusy;
  // Where the code went, as the visitor reads their own number.
  const sentTo = verification.otp?.username.startsWith("+") ? formatPhoneNumber(verification.otp.username) : verification.otp?.username;
  return (
    <>
      <form className="ao-form" onSubmit={submit} noValidate>
        <p>{intro}</p>
        {children}
        <TextField
          id={inputId}
          label={m.phoneEmail}
          hint={hint}
          inputMode={isEmail ? "email" : "tel"}
          autoComplete={isEmail ? "email" : "tel"}
          error={shown}
          value={value}
          onChange={setValue}
        />
        <button
          type="button"
          className="ao-keyboard-switch"
          onClick={() => {
            setEmail((current) => !current);
            // The keypad changes once the field is focused again.
            document.getElementById(inputId)?.focus();
          }}
        >
          {isEmail ? m.keyboardForPhone : m.keyboardForEmail}
        </button>
        <p className="ao-status" role="status">
          {isSending ? m.sendingCode : ""}
        </p>
        <div className="ao-actions">
          {onBack ? (
            <button type="button" className="button button--secondary" onClick={onBack}>
              {m.back}
            </button>
          ) : null}
          <button id={sendId} type="submit" className="button" disabled={isSending || !isHydrated}>
            {submitLabel}
          </button>
        </div>
      </form>
      <CodeRoundDialog m={km} round={verification} submitId={sendId} reEnterId={inputId} sentTo={sentTo} />
    </>
  );
}
