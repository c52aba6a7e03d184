import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { EnrolmentStartAnswer } from "#domain/staff-identity/schemas/second-factor.ts";
import { TOTP_CODE_LENGTH } from "#domain/staff-identity/schemas/second-factor.ts";
import { confirmEnrolment, startEnrolment, useStaffMe } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { RecoveryCodes } from "#app/features/staff/second-factor/recovery-codes.tsx";
import { CopyButton } from "#app/features/staff/second-factor/copy-button.tsx";
import { RequestError } from "#app/http/request-error.ts";
import type { Route } from "./+types/second-factor.ts";
import "#app/features/staff/second-factor/second-factor.css";
import { CodeStepAlert, TotpCodeInput } from "#app/features/staff/second-factor/totp-code-input.tsx";
import { AddPasskeyForm } from "#app/features/staff/passkey/add-passkey-form.tsx";

export const meta: Route.MetaFunction = () => staffMeta("Set up your authenticator app");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

const codeOf = (caught: unknown) => (caught instanceof RequestError ? caught.code : "internal");

/** Enrolment (ADR 052): the key as a QR code and as text, a first code to confirm it, then the recovery codes once. */
export default function SecondFactorScreen() {
  const { me } = useStaffMe();
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<EnrolmentStartAnswer>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [startError, setStartError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();
  // Known only in the browser: the passkey choice appears once the page knows the browser has WebAuthn.
  const [canUsePasskeys, setCanUsePasskeys] = useState(false);
  const started = useRef(false);

  useEffect(() => setCanUsePasskeys(typeof window.PublicKeyCredential === "function"), []);

  useEffect(() => {
    // One key per visit: a second request would replace the key already on screen.
    if (started.current) return;
    started.current = true;
    startEnrolment().then(setEnrolment, (caught: unknown) => setStartError(getStaffErrorText(codeOf(caught))));
  }, []);

  const confirm = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").replace(/\s/g, "");
    if (!new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`).test(code)) {
      setCodeError(`Enter the ${TOTP_CODE_LENGTH} digits your app shows.`);
      return;
    }
    setBusy(true);
    setCodeError(undefined);
    try {
      setRecoveryCodes((await confirmEnrolment(code)).recovery_codes);
    } catch (caught) {
      const errorCode = codeOf(caught);
      setCodeError(
        errorCode === "wrong_code"
          ? "That code does not match. Check that the phone's clock is right, wait for the next code and try again."
          : getStaffErrorText(errorCode),
      );
    }
    setBusy(false);
  };

  if (recoveryCodes) {
    return (
      <RecoveryCodes codes={recoveryCodes} username={me?.username ?? "staff"} onDone={() => void navigate("/staff", { replace: true })} />
    );
  }

  return (
    <section className="staff-card staff-narrow staff-enrol" aria-labelledby="enrol-heading">
      <h1 id="enrol-heading">Set up your authenticator app</h1>
      <p>
        {me?.required_step === "enrol_second_factor"
          ? "Your role needs a second factor: a code from an app on your phone, asked after your password each time you sign in."
          : "A code from an app on your phone, asked after your password each time you sign in."}
      </p>
      <div role="alert" className="staff-alert-region">
        {startError ? <p className="staff-error">{startError}</p> : null}
      </div>
      {enrolment ? (
        <ol className="staff-steps">
          <li>
            <h2>Install an authenticator app</h2>
            <p>Any app for time-based codes works, such as Microsoft Authenticator, Google Authenticator, Aegis or 1Password.</p>
          </li>
          <li>
            <h2>Add this console to the app</h2>
            <p>Scan the QR code with the app.</p>
            <img
              className="staff-qr"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
              alt="QR code of your key for the authenticator app"
              width={200}
              height={200}
            />
            <p id="enrol-key-label">Or type this key into the app:</p>
            <p className="staff-key">
              <code aria-labelledby="enrol-key-label">{enrolment.key}</code>{" "}
              <CopyButton text={enrolment.key.replace(/ /g, "")} label="Copy the key" />
            </p>
          </li>
          <li>
            <h2>Enter the code the app shows</h2>
            <form onSubmit={(event) => void confirm(event)} noValidate>
              <div className="staff-field">
                <label htmlFor="enrol-code">{TOTP_CODE_LENGTH}-digit code</label>
                <TotpCodeInput id="enrol-code" errorId="enrol-code-error" error={Boolean(codeError)} />
              </div>
              <CodeStepAlert id="enrol-code-error" text={codeError} />
              <button type="submit" className="staff-button" disabled={busy}>
                {busy ? "Checking…" : "Confirm"}
              </button>
            </form>
          </li>
        </ol>
      ) : startError ? null : (
        <p role="status">Making your key…</p>
      )}
      {canUsePasskeys ? (
        <div className="staff-enrol__passkey">
          <AddPasskeyForm
            heading="Or use a passkey instead of the app"
            headingLevel={2}
            intro="A passkey on this device (its PIN, fingerprint or face) is your second factor instead of the app. You can add more passkeys later under My security. If you lose the device, an admin resets your second factor."
            offerPasswordless={false}
            onAdded={() => void navigate("/staff", { replace: true })}
            onFailed={setPasskeyError}
          />
          <div role="alert" className="staff-alert-region">
            {passkeyError ? <p className="staff-error">{passkeyError}</p> : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
