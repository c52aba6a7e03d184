import { useState, type FormEvent } from "react";
import { parseKycUsername } from "#domain/kyc.ts";
import { ReferenceSchema, type ApplicationStatusAnswer } from "#domain/schemas/account-application.ts";
import { FieldError } from "#app/components/field-error.tsx";
import { kycMessages } from "#app/features/kyc/kyc-messages.ts";
import { OtpDialog } from "#app/features/kyc/otp-dialog.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { ApplicationRequestError, getApplicationStatus } from "./account-opening-api.client.ts";
import { accountOpeningMessages } from "./account-opening-messages.ts";
import { useCodeVerification } from "./use-code-verification.ts";

/** Status by reference number: the reference and the phone or e-mail, a fresh one-time code, then the status. */
export function StatusCheck({ initialReference = "" }: { initialReference?: string }) {
  const { lang } = useSite();
  const m = useScreenMessages(accountOpeningMessages);
  const km = useScreenMessages(kycMessages);
  const [reference, setReference] = useState(initialReference);
  const [username, setUsername] = useState("");
  const [errors, setErrors] = useState<{ reference?: string; username?: string }>({});
  const [answer, setAnswer] = useState<ApplicationStatusAnswer | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const verification = useCodeVerification({
    lang,
    km,
    onVerified: async () => {
      try {
        setAnswer(await getApplicationStatus(ReferenceSchema.parse(reference)));
        setFailure(undefined);
      } catch (error) {
        setAnswer(undefined);
        setFailure(
          error instanceof ApplicationRequestError && error.status === 404
            ? m.notFound
            : error instanceof ApplicationRequestError && error.code === "network"
              ? m.network
              : m.unknownError,
        );
      }
      document.getElementById("ao-status-result")?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      reference: ReferenceSchema.safeParse(reference).success ? undefined : m.referenceInvalid,
      username: username.trim() === "" ? m.phoneEmailRequired : parseKycUsername(username) ? undefined : m.phoneEmailInvalid,
    };
    setErrors(next);
    if (next.reference) document.getElementById("ao-reference")?.focus();
    else if (next.username) document.getElementById("ao-status-username")?.focus();
    else void verification.sendCode(username);
  };

  const usernameError = errors.username ?? verification.sendError;
  return (
    <div className="ao-status-check">
      <form className="ao-form" onSubmit={submit} noValidate>
        <p>{m.statusIntro}</p>
        <div className={`kyc-field${errors.reference ? " kyc-field--invalid" : ""}`}>
          <label htmlFor="ao-reference" className="kyc-field__label">
            {m.reference}
          </label>
          <p id="ao-reference-hint" className="kyc-field__hint">
            {m.referenceHint}
          </p>
          {errors.reference ? <FieldError id="ao-reference-error" text={errors.reference} /> : null}
          <input
            id="ao-reference"
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby={errors.reference ? "ao-reference-hint ao-reference-error" : "ao-reference-hint"}
          />
        </div>
        <div className={`kyc-field${usernameError ? " kyc-field--invalid" : ""}`}>
          <label htmlFor="ao-status-username" className="kyc-field__label">
            {m.phoneEmail}
          </label>
          {usernameError ? <FieldError id="ao-status-username-error" text={usernameError} /> : null}
          <input
            id="ao-status-username"
            type="text"
            inputMode="email"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-invalid={usernameError ? true : undefined}
            aria-describedby={usernameError ? "ao-status-username-error" : undefined}
          />
        </div>
        <p className="ao-status" role="status">
          {verification.isSending ? m.sendingCode : ""}
        </p>
        <div className="ao-actions">
          <button type="submit" className="button" disabled={verification.isSending}>
            {m.checkButton}
          </button>
        </div>
      </form>
      <div id="ao-status-result" tabIndex={-1} className="ao-status-result" aria-live="polite">
        {answer ? (
          <>
            <h3>{m.statusHeading(answer.reference)}</h3>
            <p className={`ao-badge ao-badge--${answer.status}`}>{m.statuses[answer.status]}</p>
            {answer.return_reason ? <p>{m.returnReason(answer.return_reason)}</p> : null}
          </>
        ) : failure ? (
          <FieldError text={failure} />
        ) : null}
      </div>
      {verification.otp ? (
        <OtpDialog
          m={km}
          countdown={verification.otp.countdown}
          error={verification.otp.error}
          notice={verification.otp.notice}
          isBusy={verification.otp.isBusy}
          onProceed={(code) => void verification.proceed(code)}
          onResend={() => void verification.resend()}
          onReEnter={() => {
            verification.close();
            document.getElementById("ao-status-username")?.focus();
          }}
          onClose={verification.close}
        />
      ) : null}
    </div>
  );
}
