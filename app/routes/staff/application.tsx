import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { LANGUAGES } from "#domain/language.ts";
import {
  getAllowedDecisions,
  getApplicationFieldGroups,
  type ApplicationDecision,
  type ApplicationFieldSection,
  type Resubmission,
  type StaffApplicationDetail,
} from "#domain/account-opening/schemas/account-application.ts";
import { accountOpeningMessages } from "#app/features/account-opening/account-opening-messages.ts";
import { formatApplicationValue } from "#app/features/account-opening/application-values.ts";
import { getApplicantName, getTierText } from "#app/features/staff/applicant-name.ts";
import { ApplicationStatusBadge } from "#app/features/staff/application-status-badge.tsx";
import { ConfirmDialog } from "#app/features/staff/confirm-dialog.tsx";
import { DecisionSection } from "#app/features/staff/decision-section.tsx";
import { DocumentList, DocumentViewer, type StaffDocument } from "#app/features/staff/document-viewer.tsx";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { NATIONAL_ID_MATCH_ADVICE, NATIONAL_ID_MATCH_TITLE, toRelatedApplication } from "#app/features/staff/national-id-matches.ts";
import { RecordHeader } from "#app/features/staff/record-header.tsx";
import { ReturnReasonForm } from "#app/features/staff/return-reason-form.tsx";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { decideApplication, getApplication } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { useBranches } from "#app/features/staff/use-branches.ts";
import { LoadFailure, type StaffNotice } from "#app/features/staff/staff-notice.tsx";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import type { Route } from "./+types/application.ts";
import { RequestError } from "#app/http/request-error.ts";

export const meta: Route.MetaFunction = () => staffMeta("Account application");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

/** The applicant's words for each field and choice: the same labels the form showed them, in English. */
const m = accountOpeningMessages.en;

/** The groups' headings as officers read them (the form says "About you"). */
const GROUP_HEADINGS: Record<ApplicationFieldSection, string> = {
  personal: "Personal details",
  address: "Address and work",
  risk: "Risk questions",
  branch: "Branch",
};

const SUCCESS: Record<ApplicationDecision, (language: string) => string> = {
  in_review: () => "The review has started. The application shows as in review.",
  approved: (language) => `Approved. The applicant has been told in ${language} that their branch will contact them.`,
  returned: (language) => `Returned. The applicant has been sent your reason, with our message in ${language}.`,
};

export default function ApplicationScreen() {
  return (
    <RoleGate permission="processApplications">
      <Application />
    </RoleGate>
  );
}

function toStaffDocuments(application: StaffApplicationDetail): StaffDocument[] {
  return application.documents.map((document) => ({
    label: m.documents[document.purpose],
    content_type: document.content_type,
    size: document.size,
    view_url: document.url,
    download_url: `${document.url}?download=1`,
  }));
}

function Application() {
  const { id = "" } = useParams();
  const loaded = useStaffData(() => getApplication(id), id);
  const branches = useBranches();
  const [decided, setDecided] = useState<Partial<StaffApplicationDetail>>();
  const [notice, setNotice] = useState<StaffNotice>();
  const [isBusy, setIsBusy] = useState(false);
  const [shown, setShown] = useState(0);
  const decisionHeading = useRef<HTMLHeadingElement>(null);
  // After a decision the buttons pressed may be gone: the decision's heading keeps the keyboard's place.
  const [decisionRound, setDecisionRound] = useState(0);
  useEffect(() => {
    if (decisionRound > 0) decisionHeading.current?.focus();
  }, [decisionRound]);
  const application = loaded.data ? { ...loaded.data, ...decided } : undefined;

  if (loaded.error) {
    return (
      <LoadFailure title="Account application" error={loaded.error} backTo="/staff/applications" backLabel="Back to the applications" />
    );
  }
  if (!application) return <p role="status">Loading the application…</p>;

  const name = getApplicantName(application);
  const language = LANGUAGES.find((option) => option.code === application.lang)?.name ?? application.lang;
  const branchName = branches.find((branch) => branch.id === application.branch_id)?.name;
  const documents = toStaffDocuments(application);
  const document = documents[shown];

  const decide = async (decision: ApplicationDecision, reason?: string): Promise<void> => {
    setNotice(undefined);
    setIsBusy(true);
    try {
      setDecided(await decideApplication(application.id, decision, reason));
      setNotice({ kind: "success", text: SUCCESS[decision](language) });
    } catch (caught) {
      const isConflict = caught instanceof RequestError && caught.status === 409;
      setNotice({
        kind: "error",
        text: isConflict
          ? "Someone else decided on this application meanwhile. It now shows where it stands."
          : getStaffErrorText(caught instanceof RequestError ? caught.code : "internal"),
      });
      if (isConflict) {
        setDecided(undefined);
        loaded.reload();
      }
    } finally {
      setIsBusy(false);
      setDecisionRound((round) => round + 1);
    }
  };

  return (
    <>
      <RecordHeader
        backTo="/staff/applications"
        backLabel="Back to the applications"
        name={name}
        badge={<ApplicationStatusBadge status={application.status} />}
        notice={notice}
        related={{
          title: NATIONAL_ID_MATCH_TITLE,
          advice: NATIONAL_ID_MATCH_ADVICE,
          records: application.national_id_matches.map(toRelatedApplication),
        }}
      />
      <div className="staff-split staff-split--even">
        <div>
          <dl className="staff-details">
            <dt>Reference</dt>
            <dd>{application.reference}</dd>
            <dt>Account wanted</dt>
            <dd>{m.options[application.option].name}</dd>
            <dt>Tier</dt>
            <dd data-testid="application-tier">{getTierText(application.tier)}</dd>
            {application.upgrade_of ? (
              <>
                <dt>Upgrades</dt>
                <dd>
                  <Link to={`/staff/applications/${application.upgrade_of.id}`}>{application.upgrade_of.reference ?? "—"}</Link> (tier 1):
                  its details and ID photo were carried over
                </dd>
              </>
            ) : null}
            <dt>Contact</dt>
            <dd>{application.username}</dd>
            <dt>Language</dt>
            <dd>{language}</dd>
            <dt>Submitted</dt>
            <dd>{application.submitted_at ? formatStaffDateTime(application.submitted_at) : "—"}</dd>
            <dt>Risk code</dt>
            <dd>{application.risk_code ?? "—"}</dd>
            {application.return_reason ? (
              <>
                <dt>Reason given</dt>
                <dd>{application.return_reason}</dd>
              </>
            ) : null}
          </dl>
          {application.resubmission ? <ResubmissionSummary resubmission={application.resubmission} /> : null}
          {getApplicationFieldGroups(application.option).map(({ group, fields }) => (
            <section key={group} aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`}>{GROUP_HEADINGS[group]}</h2>
              <dl className="staff-details staff-details--wide">
                {fields.map((field) => (
                  <div key={field} className="staff-details__row">
                    <dt>
                      {m.fields[field]}
                      {application.resubmission?.changed_fields.includes(field) ? <span className="staff-tag"> Changed</span> : null}
                    </dt>
                    <dd>{formatApplicationValue(m, "en", field, application.values[field] ?? "", branchName) || "—"}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <Decision
            headingRef={decisionHeading}
            reference={application.reference ?? ""}
            name={name}
            language={language}
            decisions={getAllowedDecisions(application.status)}
            status={application.status}
            isBusy={isBusy}
            onDecide={decide}
          />
        </div>
        <div className="staff-split__aside">
          <h2>Documents</h2>
          <DocumentList documents={documents} shown={shown} onShow={setShown} />
          {document ? <DocumentViewer document={document} ownerName={name} /> : <p>This application has no documents.</p>}
        </div>
      </div>
    </>
  );
}

/** What the applicant changed when sending a returned application again (ADR 067). */
function ResubmissionSummary({ resubmission }: { resubmission: Resubmission }) {
  const fields = resubmission.changed_fields.map((field) => m.fields[field as keyof typeof m.fields] ?? field);
  const documents = resubmission.replaced_documents.map((purpose) => m.documents[purpose]);
  return (
    <section className="staff-resubmission" aria-labelledby="resubmission-heading">
      <h2 id="resubmission-heading">Corrected and sent again</h2>
      <p>
        Sent again on {formatStaffDateTime(resubmission.at)}, after it was returned with: “{resubmission.return_reason}”
      </p>
      <dl className="staff-details">
        <dt>Details changed</dt>
        <dd>{fields.length > 0 ? fields.join(", ") : "None"}</dd>
        <dt>Documents sent anew</dt>
        <dd>{documents.length > 0 ? documents.join(", ") : "None"}</dd>
      </dl>
    </section>
  );
}

function Decision({
  headingRef,
  reference,
  name,
  language,
  decisions,
  status,
  isBusy,
  onDecide,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  reference: string;
  name: string;
  language: string;
  decisions: readonly ApplicationDecision[];
  status: string;
  isBusy: boolean;
  onDecide: (decision: ApplicationDecision, reason?: string) => Promise<void>;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <DecisionSection headingRef={headingRef}>
      {decisions.length === 0 ? (
        <p>This application is {status === "approved" ? "approved" : "returned to the applicant"}: there is nothing more to decide.</p>
      ) : (
        <>
          <div className="staff-actions">
            {decisions.includes("in_review") ? (
              <button
                type="button"
                className="staff-button staff-button--quiet"
                onClick={() => void onDecide("in_review")}
                disabled={isBusy}
              >
                Start review
              </button>
            ) : null}
            {decisions.includes("approved") ? (
              <button type="button" className="staff-button" onClick={() => setIsConfirming(true)} disabled={isBusy}>
                Approve…
              </button>
            ) : null}
          </div>
          {decisions.includes("returned") ? (
            <ReturnReasonForm
              label="Reason to return it to the applicant"
              hint={`The applicant receives it as you write it, by SMS or e-mail, inside our message in ${language}.`}
              missingText="Write what the applicant must change or bring."
              buttonLabel="Return to applicant"
              isBusy={isBusy}
              onReturn={(reason) => void onDecide("returned", reason)}
            />
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={`Approve ${reference} of ${name}?`}
        confirmLabel="Approve"
        busyLabel="Approving…"
        cancelLabel="Not yet"
        tone="primary"
        isBusy={isBusy}
        onConfirm={() => {
          // Closed at once: the page says how it went, and the focus goes to the decision's heading.
          setIsConfirming(false);
          void onDecide("approved");
        }}
        onCancel={() => setIsConfirming(false)}
      >
        <p>
          {name} is told by SMS or e-mail, in {language}, that the account is approved and that their branch will contact them. An approval
          cannot be undone here.
        </p>
      </ConfirmDialog>
    </DecisionSection>
  );
}
