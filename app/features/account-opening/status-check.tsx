import { useEffect, useState, type FormEvent } from "react";
import { isApplicationReference, normalizeReference, TIER1_OPTION } from "#domain/account-opening/application-rules.ts";
import type { ApplicationStatusAnswer, CodeSession } from "#domain/account-opening/schemas/account-application.ts";
import { formatPhoneNumber } from "#domain/phone-number.ts";
import { FieldError } from "#app/components/field-error.tsx";
import { TextField } from "#app/components/form-field.tsx";
import { RequestError } from "#app/http/request-error.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { getApplicationStatus, getCodeSession, upgradeApplication } from "./account-opening-api.client.ts";
import { accountOpeningMessages } from "./account-opening-messages.ts";
import { CodeStep } from "./code-step.tsx";
import { clearDraftSession, writeDraftSession } from "./draft-session.client.ts";

/** Whole minutes the session still lives, at least 1 (a wait is said in minutes, ADR 060). */
function minutesLeft(session: CodeSession): number {
  return Math.max(1, Math.floor((Date.parse(session.expires_at) - Date.now()) / 60_000));
}

/**
 * Status by reference number. A live code session (the journey's, or an earlier check's) is reused:
 * only the reference is asked (ADR 060). Without one: the reference and the phone or e-mail, a
 * one-time code, then the status.
 */
export function StatusCheck({ initialReference = "" }: { initialReference?: string }) {
  const m = useScreenMessages(accountOpeningMessages);
  const [reference, setReference] = useState(initialReference);
  const [referenceError, setReferenceError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<ApplicationStatusAnswer | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  // undefined: not yet known; null: none, a code is needed.
  const [session, setSession] = useState<CodeSession | null | undefined>();
  const [isChecking, setChecking] = useState(false);
  const [upgradeNote, setUpgradeNote] = useState<string | undefined>();

  const probeSession = () =>
    getCodeSession()
      .then(setSession)
      // Not known (offline): the code step stays, which works without the session too.
      .catch(() => setSession(null));

  useEffect(() => {
    void probeSession();
  }, []);

  const checkReference = () => {
    const problem = isApplicationReference(reference) ? undefined : m.referenceInvalid;
    setReferenceError(problem);
    return problem ? "ao-reference" : undefined;
  };

  /** An approved tier-1 account upgraded (ADR 072): the full account's draft opens in the journey, with what tier 1 gave. */
  const upgrade = async (id: string) => {
    setChecking(true);
    try {
      const draft = await upgradeApplication(id);
      // An upgrade already sent is checked by its own reference; one still open (or returned) carries on in the journey.
      if (draft.reference && draft.status !== "returned") {
        setUpgradeNote(m.upgradeSent(draft.reference));
        setChecking(false);
        return;
      }
      writeDraftSession(draft.id);
      window.location.assign("?tab=open");
    } catch {
      setUpgradeNote(m.unknownError);
      setChecking(false);
    }
  };

  const showStatus = async () => {
    setChecking(true);
    try {
      // Checked by checkReference first; the server checks it again (ReferenceSchema).
      const parsed = normalizeReference(reference);
      setReference(parsed);
      setAnswer(await getApplicationStatus(parsed));
      setFailure(undefined);
    } catch (error) {
      setAnswer(undefined);
      const isLapsed = error instanceof RequestError && error.status === 401;
      if (isLapsed) setSession(null);
      setFailure(
        isLapsed
          ? m.sessionExpired
          : error instanceof RequestError && error.status === 404
            ? m.notFound
            : error instanceof RequestError && error.code === "network"
              ? m.network
              : m.unknownError,
      );
    } finally {
      setChecking(false);
    }
    document.getElementById("ao-status-result")?.focus();
  };

  const referenceField = (
    <TextField
      id="ao-reference"
      label={m.reference}
      hint={m.referenceHint}
      error={referenceError}
      value={reference}
      onChange={setReference}
      autoCapitalize="characters"
      autoComplete="off"
    />
  );

  const submitWithSession = (event: FormEvent) => {
    event.preventDefault();
    const refused = checkReference();
    if (refused) document.getElementById(refused)?.focus();
    else void showStatus();
  };

  return (
    <div className="ao-status-check">
      {session ? (
        <form className="ao-form" onSubmit={submitWithSession} noValidate>
          <p>
            {m.sessionIntro(
              session.username.startsWith("+") ? formatPhoneNumber(session.username) : session.username,
              minutesLeft(session),
            )}
          </p>
          {referenceField}
          <div className="ao-actions ao-actions--choices">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setSession(null);
                setAnswer(undefined);
                setFailure(undefined);
              }}
            >
              {m.useAnotherNumber}
            </button>
            <button id="ao-status-send" type="submit" className="button" disabled={isChecking}>
              {m.checkButton}
            </button>
          </div>
        </form>
      ) : (
        <CodeStep
          m={m}
          id="ao-status"
          intro={m.statusIntro}
          submitLabel={m.checkButton}
          checkOthers={checkReference}
          onVerified={async () => {
            await showStatus();
            // The code just given opened a session: the next check reuses it.
            await probeSession();
          }}
        >
          {referenceField}
        </CodeStep>
      )}
      <div id="ao-status-result" tabIndex={-1} className="ao-status-result" aria-live="polite">
        {answer ? (
          <>
            <h3>{m.statusHeading(answer.reference)}</h3>
            <p className={`ao-badge ao-badge--${answer.status}`}>{m.statuses[answer.status]}</p>
            {answer.return_reason ? <p>{m.returnReason(answer.return_reason)}</p> : null}
            {answer.status === "returned" ? (
              <>
                <p>{m.returnedNext}</p>
                <div className="ao-actions ao-actions--choices">
                  {/* The journey opens this application where it was left (ADR 067): the same reference, fixed in place. */}
                  <a className="button" href="?tab=open" onClick={() => writeDraftSession(answer.id)}>
                    {m.fixReturned}
                  </a>
                  <a className="button button--secondary" href="?tab=open" onClick={clearDraftSession}>
                    {m.orStartAnother}
                  </a>
                </div>
              </>
            ) : null}
            {answer.status === "approved" && answer.option === TIER1_OPTION ? (
              <>
                <p>{m.upgradeNext}</p>
                <div className="ao-actions">
                  <button type="button" className="button" disabled={isChecking} onClick={() => void upgrade(answer.id)}>
                    {m.upgrade}
                  </button>
                </div>
                <p role="status">{upgradeNote ?? ""}</p>
              </>
            ) : null}
          </>
        ) : failure ? (
          <FieldError text={failure} />
        ) : null}
      </div>
    </div>
  );
}
