import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { findRoute } from "#domain/route-table.ts";
import { COMPLAINT_REFERENCE_PATTERN, type ComplaintView } from "#domain/complaints/complaint.ts";
import { formatDate } from "#domain/language.ts";
import { parseKycUsername } from "#domain/one-time-code.ts";
import { TextField } from "#app/components/form-field.tsx";
import { useIsHydrated } from "#app/components/use-is-hydrated.ts";
import { RequestError } from "#app/http/request-error.ts";
import { getKycErrorText } from "#app/features/kyc/kyc-error-text.ts";
import { CodeRoundDialog } from "#app/features/one-time-code/otp-dialog.tsx";
import { useCodeFlow } from "#app/features/one-time-code/use-code-flow.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { getComplaint } from "./complaint-api.client.ts";
import { complaintMessages } from "./complaint-messages.ts";
import "#app/features/kyc/kyc.css";

const SUBMIT_ID = "complaint-status-submit";
const normalizeReference = (text: string) => text.trim().toUpperCase().replace(/\s/g, "");

/** The complainant's status check: the reference, a fresh code, then the status and the bank's answer. */
export function ComplaintStatus() {
  const { lang, prefix } = useSite();
  // Not satisfied with the answer: the escalation path (ADR 071).
  const escalation = findRoute(prefix, "bank", "complaintEscalation");
  const m = useScreenMessages(complaintMessages);
  const isHydrated = useIsHydrated();
  const [reference, setReference] = useState("");
  const [phoneEmail, setPhoneEmail] = useState("");
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);
  const [view, setView] = useState<ComplaintView | null>(null);
  const resultRef = useRef<HTMLElement>(null);

  const referenceError =
    wasSubmitted && !COMPLAINT_REFERENCE_PATTERN.test(normalizeReference(reference)) ? m.complaintErrors.reference : undefined;
  const usernameError = wasSubmitted && !parseKycUsername(phoneEmail) ? m.invalidUsername : undefined;

  const load = async () => {
    try {
      setView(await getComplaint(normalizeReference(reference)));
      setStatus(undefined);
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (error) {
      setStatus(error instanceof RequestError && error.status === 404 ? m.complaintErrors.notFound : getKycErrorText(error, m, "save"));
    }
  };
  const code = useCodeFlow({ m, lang, onVerified: load });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending || code.otp) return;
    setWasSubmitted(true);
    setView(null);
    if (!COMPLAINT_REFERENCE_PATTERN.test(normalizeReference(reference))) {
      document.getElementById("complaint-reference")?.focus();
      return;
    }
    const username = parseKycUsername(phoneEmail);
    if (!username) {
      document.getElementById("complaint-status-phoneEmail")?.focus();
      return;
    }
    setSending(true);
    setStatus(m.sendingCode);
    setStatus(await code.start(username.value));
    setSending(false);
  };

  return (
    <div className="kyc-upload">
      <p className="kyc-upload__intro">{m.statusIntro}</p>
      <form className="kyc-form" onSubmit={submit} noValidate aria-labelledby="complaint-status-heading">
        <h2 id="complaint-status-heading" className="documents__heading">
          {m.statusHeading}
        </h2>
        <TextField
          id="complaint-reference"
          name="reference"
          label={m.reference}
          error={referenceError}
          value={reference}
          onChange={setReference}
          placeholder="CMP-XXXX-XXXX"
          autoCapitalize="characters"
          autoComplete="off"
          required
        />
        <TextField
          id="complaint-status-phoneEmail"
          name="phoneEmail"
          label={m.phoneEmail}
          error={usernameError}
          value={phoneEmail}
          onChange={setPhoneEmail}
          autoComplete="username"
          inputMode="email"
          required
        />
        <p className="kyc-form__status" role="alert">
          {status && status !== m.sendingCode ? status : ""}
        </p>
        <div className="kyc-form__actions">
          <button id={SUBMIT_ID} type="submit" className="button" disabled={!isHydrated} aria-disabled={isSending || undefined}>
            {isSending ? m.sendingCode : m.checkStatus}
          </button>
        </div>
      </form>
      {view ? (
        <section ref={resultRef} className="kyc-done complaint-status" tabIndex={-1} aria-labelledby="complaint-status-result">
          <h2 id="complaint-status-result" className="kyc-done__title">
            {view.reference}
          </h2>
          <p>{m.submittedOn(formatDate(view.submitted_at, lang))}</p>
          <p>
            {m.statusLabel}: <strong>{m.statuses[view.status]}</strong>
          </p>
          {view.answer ? (
            <>
              <h3>{m.answer}</h3>
              <p className="complaint-status__answer">{view.answer}</p>
            </>
          ) : (
            <p>{m.doneRespondBy(formatDate(view.respond_by, lang))}</p>
          )}
          {escalation ? (
            <p>
              <Link to={escalation.href}>{m.escalationLink}</Link>
            </p>
          ) : null}
        </section>
      ) : null}
      <CodeRoundDialog m={m} round={code} submitId={SUBMIT_ID} reEnterId="complaint-status-phoneEmail" />
    </div>
  );
}
