import { useState } from "react";

export interface ReturnReasonFormProps {
  /** "Reason to return it to the customer". */
  label: string;
  /** Who receives the reason, and how. */
  hint: string;
  /** Said beside the field when the reason is missing or too short to help. */
  missingText: string;
  buttonLabel: string;
  isBusy?: boolean;
  onReturn: (reason: string) => void;
}

/**
 * Returning a customer's submission or application: the reason, written for them, and the button.
 * The reason reaches them as written, so an empty one is refused beside the field.
 */
export function ReturnReasonForm({ label, hint, missingText, buttonLabel, isBusy = false, onReturn }: ReturnReasonFormProps) {
  const [reasonError, setReasonError] = useState<string>();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    if (reason.length < 3) {
      setReasonError(missingText);
      return;
    }
    setReasonError(undefined);
    onReturn(reason);
  };
  return (
    <form className="staff-section" onSubmit={submit} noValidate>
      <div className="staff-field">
        <label htmlFor="return-reason">{label}</label>
        <textarea
          id="return-reason"
          name="reason"
          rows={3}
          maxLength={1000}
          required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? "return-reason-error return-reason-hint" : "return-reason-hint"}
        />
        <p id="return-reason-hint" className="staff-hint">
          {hint}
        </p>
        {reasonError ? (
          <p id="return-reason-error" className="staff-field-error">
            {reasonError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="staff-button staff-button--danger" disabled={isBusy}>
        {buttonLabel}
      </button>
    </form>
  );
}
