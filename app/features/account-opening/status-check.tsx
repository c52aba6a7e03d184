import { useState } from "react";
import { ReferenceSchema, type ApplicationStatusAnswer } from "#domain/account-opening/schemas/account-application.ts";
import { FieldError } from "#app/components/field-error.tsx";
import { TextField } from "#app/components/form-field.tsx";
import { RequestError } from "#app/http/request-error.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { getApplicationStatus } from "./account-opening-api.client.ts";
import { accountOpeningMessages } from "./account-opening-messages.ts";
import { CodeStep } from "./code-step.tsx";

/** Status by reference number: the reference and the phone or e-mail, a fresh one-time code, then the status. */
export function StatusCheck({ initialReference = "" }: { initialReference?: string }) {
  const m = useScreenMessages(accountOpeningMessages);
  const [reference, setReference] = useState(initialReference);
  const [referenceError, setReferenceError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<ApplicationStatusAnswer | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const checkReference = () => {
    const problem = ReferenceSchema.safeParse(reference).success ? undefined : m.referenceInvalid;
    setReferenceError(problem);
    return problem ? "ao-reference" : undefined;
  };

  const showStatus = async () => {
    try {
      setAnswer(await getApplicationStatus(ReferenceSchema.parse(reference)));
      setFailure(undefined);
    } catch (error) {
      setAnswer(undefined);
      setFailure(
        error instanceof RequestError && error.status === 404
          ? m.notFound
          : error instanceof RequestError && error.code === "network"
            ? m.network
            : m.unknownError,
      );
    }
    document.getElementById("ao-status-result")?.focus();
  };

  return (
    <div className="ao-status-check">
      <CodeStep m={m} id="ao-status" intro={m.statusIntro} submitLabel={m.checkButton} checkOthers={checkReference} onVerified={showStatus}>
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
      </CodeStep>
      <div id="ao-status-result" tabIndex={-1} className="ao-status-result" aria-live="polite">
        {answer ? (
          <>
            <h3>{m.statusHeading(answer.reference)}</h3>
            <p className={`ao-badge ao-badge--${answer.status}`}>{m.statuses[answer.status]}</p>
            {answer.return_reason ? <p>{m.returnReason(answer.return_reason)}</p> : null}
            {answer.status === "returned" ? (
              <p>
                {m.returnedNext} <a href="?tab=open">{m.startAnother}</a>
              </p>
            ) : null}
          </>
        ) : failure ? (
          <FieldError text={failure} />
        ) : null}
      </div>
    </div>
  );
}
