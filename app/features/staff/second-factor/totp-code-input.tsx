import type { Ref } from "react";
import { TOTP_CODE_LENGTH } from "#domain/staff-identity/schemas/second-factor.ts";

/**
 * The authenticator app's code: digits on a phone's number pad, offered by the phone's own
 * code autofill, a space allowed as apps show `123 456`.
 */
export function TotpCodeInput({
  id,
  errorId,
  error,
  inputRef,
}: {
  id: string;
  errorId: string;
  error: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <input
      key="totp"
      ref={inputRef}
      id={id}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={TOTP_CODE_LENGTH + 1}
      required
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    />
  );
}

/** A step's error, read out when it appears: the region is in the page before any error is. */
export function CodeStepAlert({ id, text }: { id: string; text: string | undefined }) {
  return (
    <div role="alert" className="staff-alert-region">
      {text ? (
        <p id={id} className="staff-error">
          {text}
        </p>
      ) : null}
    </div>
  );
}
