import { useId, useState } from "react";
import { useParams } from "react-router";
import type { KycDocumentEntry, KycReview } from "#domain/kyc/schemas/kyc-review.ts";
import { DecisionSection } from "#app/features/staff/decision-section.tsx";
import { DocumentList, DocumentViewer, type StaffDocument } from "#app/features/staff/document-viewer.tsx";
import { KYC_CONFLICT_ADVICE, KYC_CONFLICT_TITLE, toRelatedSubmission } from "#app/features/staff/kyc-conflicts.ts";
import { KycStatusBadge } from "#app/features/staff/kyc-status-badge.tsx";
import { RecordHeader } from "#app/features/staff/record-header.tsx";
import { ReturnReasonForm } from "#app/features/staff/return-reason-form.tsx";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { kycProcessedMessage } from "#domain/kyc/kyc-decision-messages.ts";
import { LANGUAGES, type Language } from "#domain/language.ts";
import { isEmailAddress } from "#domain/one-time-code.ts";
import { ConfirmDialog } from "#app/features/staff/confirm-dialog.tsx";
import { getKycSubmission, processKycSubmission, reopenKycSubmission, returnKycSubmission } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { LoadFailure, type StaffNotice } from "#app/features/staff/staff-notice.tsx";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import type { Route } from "./+types/kyc-submission.ts";
import { RequestError } from "#app/http/request-error.ts";

export const meta: Route.MetaFunction = () => staffMeta("KYC submission");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

export default function KycSubmissionScreen() {
  return (
    <RoleGate permission="processKyc">
      <Submission />
    </RoleGate>
  );
}

function formatPurpose(purpose: string): string {
  const words = purpose.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function toStaffDocument(document: KycDocumentEntry): StaffDocument {
  return { ...document, label: formatPurpose(document.purpose) };
}

function Submission() {
  const { id = "" } = useParams();
  const loaded = useStaffData(() => getKycSubmission(id), id);
  const [updated, setUpdated] = useState<KycReview>();
  const [notice, setNotice] = useState<StaffNotice>();
  const [shown, setShown] = useState(0);
  const submission = updated ?? loaded.data;

  if (loaded.error) {
    return <LoadFailure title="KYC submission" error={loaded.error} backTo="/staff/kyc" backLabel="Back to the queue" />;
  }
  if (!submission) return <p role="status">Loading the submission…</p>;

  const act = async (action: () => Promise<KycReview>, success: string): Promise<void> => {
    setNotice(undefined);
    try {
      setUpdated(await action());
      setNotice({ kind: "success", text: success });
    } catch (caught) {
      setNotice({ kind: "error", text: getStaffErrorText(caught instanceof RequestError ? caught.code : "internal") });
    }
  };
  const documents = submission.documents.map(toStaffDocument);
  const document = documents[shown];

  return (
    <>
      <RecordHeader
        backTo="/staff/kyc"
        backLabel="Back to the queue"
        name={submission.account_name}
        badge={<KycStatusBadge status={submission.status} />}
        notice={notice}
        related={{ title: KYC_CONFLICT_TITLE, advice: KYC_CONFLICT_ADVICE, records: submission.conflicts.map(toRelatedSubmission) }}
      />
      <div className="staff-split">
        <div>
          <dl className="staff-details">
            <dt>Account number</dt>
            <dd>{submission.account_number}</dd>
            <dt>Account type</dt>
            <dd>{submission.kyc_account_type_name}</dd>
            <dt>Branch</dt>
            <dd>{submission.branch_name}</dd>
            <dt>Contact</dt>
            <dd>{submission.username}</dd>
            <dt>Customer's language</dt>
            <dd>{getLanguageName(submission.lang)}</dd>
            <dt>Received</dt>
            <dd>{formatStaffDateTime(submission.created_at)}</dd>
            {submission.processed_by ? (
              <>
                <dt>{submission.status === "returned" ? "Returned by" : "Processed by"}</dt>
                <dd>
                  {submission.processed_by}
                  {submission.processed_at ? `, ${formatStaffDateTime(submission.processed_at)}` : ""}
                </dd>
              </>
            ) : null}
            {submission.returned_reason ? (
              <>
                <dt>Reason given</dt>
                <dd>{submission.returned_reason}</dd>
              </>
            ) : null}
          </dl>
          <h2>Documents</h2>
          <DocumentList documents={documents} shown={shown} onShow={setShown} />
          <Decision
            submission={submission}
            onProcess={(notifyCustomer) =>
              act(
                () => processKycSubmission(submission.id, notifyCustomer),
                notifyCustomer ? `Marked processed. The customer has been told in ${getLanguageName(submission.lang)}.` : "Marked processed. The customer was not messaged.",
              )
            }
            onReopen={() => void act(() => reopenKycSubmission(submission.id), "Reopened. Decide again; the customer was not messaged.")}
            onReturn={(reason) =>
              void act(
                () => returnKycSubmission(submission.id, reason),
                "Returned. The customer has been sent the reason in their language.",
              )
            }
          />
        </div>
        <div>
          {document ? <DocumentViewer document={document} ownerName={submission.account_name} /> : <p>This submission has no documents.</p>}
        </div>
      </div>
    </>
  );
}

function Decision({
  submission,
  onProcess,
  onReturn,
  onReopen,
}: {
  submission: KycReview;
  onProcess: (notifyCustomer: boolean) => Promise<void>;
  onReturn: (reason: string) => void;
  onReopen: () => void;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [notifyCustomer, setNotifyCustomer] = useState(true);
  const notifyId = useId();
  const byEmail = isEmailAddress(submission.username);
  const message = kycProcessedMessage(submission.lang, { accountNumber: submission.account_number });
  const processButton = (
    <button type="button" className="staff-button" onClick={() => setIsConfirming(true)}>
      Mark processed
    </button>
  );
  // A decision is final unless reopened on purpose: a processed submission cannot be returned, and
  // a returned one is not returned twice (the customer would get a second message).
  return (
    <DecisionSection>
      {submission.status === "pending" ? (
        <>
          <p>{processButton}</p>
          <ReturnReasonForm
            label="Reason to return it to the customer"
            hint="The customer receives it by SMS or e-mail, with our message in the language they used."
            missingText="Say what the customer must change."
            buttonLabel="Return to customer"
            onReturn={onReturn}
          />
        </>
      ) : (
        <>
          <p>
            {submission.status === "processed"
              ? "This submission is marked processed."
              : "This submission was returned to the customer. Mark it processed once they have put it right."}
          </p>
          <p className="staff-actions">
            {submission.status === "returned" ? processButton : null}
            <button type="button" className="staff-button staff-button--quiet" onClick={onReopen}>
              Reopen for a new decision
            </button>
          </p>
        </>
      )}
      <ConfirmDialog
        open={isConfirming}
        title="Mark this submission processed?"
        confirmLabel="Mark processed"
        busyLabel="Marking…"
        cancelLabel="Cancel"
        tone="primary"
        isBusy={isBusy}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsBusy(true);
          void onProcess(notifyCustomer).finally(() => {
            setIsBusy(false);
            setIsConfirming(false);
          });
        }}
      >
        <p>
          {submission.account_name}, account {submission.account_number}. The decision is final unless someone reopens it.
        </p>
        <p className="staff-check">
          <input id={notifyId} type="checkbox" checked={notifyCustomer} onChange={(event) => setNotifyCustomer(event.target.checked)} />
          <label htmlFor={notifyId}>
            Tell the customer by {byEmail ? "e-mail" : "SMS"}, in {getLanguageName(submission.lang)}, that their documents are accepted
          </label>
        </p>
        {notifyCustomer ? (
          <blockquote className="staff-message-preview" lang={submission.lang}>
            {message.text}
          </blockquote>
        ) : null}
      </ConfirmDialog>
    </DecisionSection>
  );
}

const getLanguageName = (lang: Language) => LANGUAGES.find((language) => language.code === lang)?.name ?? lang;
