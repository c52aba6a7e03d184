import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { COMPLAINT_ESCALATIONS, type ComplaintEscalation, type StaffComplaint } from "#domain/complaints/complaint.ts";
import { LANGUAGES } from "#domain/language.ts";
import {
  getComplaintActions,
  getComplaintHistory,
  getEscalationTargets,
  type ComplaintAction,
} from "#app/features/staff/complaint-actions.ts";
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_ESCALATION_LABELS,
  ComplaintStatusBadge,
  formatStaffDate,
  OverdueFlag,
} from "#app/features/staff/complaint-labels.tsx";
import { ConfirmDialog } from "#app/features/staff/confirm-dialog.tsx";
import { DecisionSection } from "#app/features/staff/decision-section.tsx";
import { DocumentList, DocumentViewer, type StaffDocument } from "#app/features/staff/document-viewer.tsx";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { RecordHeader } from "#app/features/staff/record-header.tsx";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import {
  assignComplaint,
  closeComplaint,
  escalateComplaint,
  getComplaint,
  replyToComplaint,
  useStaffMe,
  type StaffComplaintDetail,
} from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { LoadFailure, type StaffNotice } from "#app/features/staff/staff-notice.tsx";
import { useBranches } from "#app/features/staff/use-branches.ts";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import { RequestError } from "#app/http/request-error.ts";
import type { Route } from "./+types/complaint.ts";

export const meta: Route.MetaFunction = () => staffMeta("Complaint");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

/** An action waiting for its confirmation, with what it sends. */
type Pending =
  | { action: "assign" }
  | { action: "reply"; message: string }
  | { action: "escalate"; to: ComplaintEscalation; note: string }
  | { action: "close" };

export default function ComplaintScreen() {
  return (
    <RoleGate permission="handleComplaints">
      <Complaint />
    </RoleGate>
  );
}

/** The server checks each file's type by its content; its name's ending is what the console has to choose a viewer. */
function toStaffDocuments(complaint: StaffComplaintDetail): StaffDocument[] {
  return complaint.attachments.map((attachment) => ({
    label: attachment.file_name || "Attachment",
    content_type: /\.pdf$/i.test(attachment.file_name) ? "application/pdf" : "image/*",
    size: attachment.size,
    view_url: attachment.url,
    download_url: `${attachment.url}?download=1`,
  }));
}

function Complaint() {
  const { id = "" } = useParams();
  const { me } = useStaffMe();
  const loaded = useStaffData(() => getComplaint(id), id);
  const branches = useBranches();
  const [changed, setChanged] = useState<Omit<StaffComplaint, "attachments">>();
  const [notice, setNotice] = useState<StaffNotice>();
  const [isBusy, setIsBusy] = useState(false);
  const [shown, setShown] = useState(0);
  const actionsHeading = useRef<HTMLHeadingElement>(null);
  // After an action the button pressed may be gone: the section's heading keeps the keyboard's place.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (round > 0) actionsHeading.current?.focus();
  }, [round]);
  const complaint = loaded.data ? { ...loaded.data, ...changed } : undefined;

  if (loaded.error) {
    return <LoadFailure title="Complaint" error={loaded.error} backTo="/staff/complaints" backLabel="Back to the complaints" />;
  }
  if (!complaint || !me) return <p role="status">Loading the complaint…</p>;

  const language = LANGUAGES.find((option) => option.code === complaint.lang)?.name ?? complaint.lang;
  const branchName = complaint.branch_id ? (branches.find((branch) => branch.id === complaint.branch_id)?.name ?? "—") : "None given";
  const channel = complaint.username.startsWith("+") ? "SMS" : "e-mail";
  const documents = toStaffDocuments(complaint);
  const document = documents[shown];

  const act = async (pending: Pending): Promise<void> => {
    setNotice(undefined);
    setIsBusy(true);
    try {
      // The action's answer lists the attachments without their addresses: the loaded ones stay.
      const { attachments: _attachments, ...updated } = await send(complaint.id, pending, me.username);
      setChanged(updated);
      setNotice({ kind: "success", text: SUCCESS[pending.action](complaint.reference, channel, language) });
    } catch (caught) {
      const isConflict = caught instanceof RequestError && caught.status === 409;
      setNotice({
        kind: "error",
        text: isConflict
          ? `Someone else acted on ${complaint.reference} meanwhile, so yours was not done. It now shows where it stands: look again before you act.`
          : getStaffErrorText(caught instanceof RequestError ? caught.code : "internal"),
      });
      if (isConflict) {
        setChanged(undefined);
        loaded.reload();
      }
    } finally {
      setIsBusy(false);
      setRound((value) => value + 1);
    }
  };

  return (
    <>
      <RecordHeader
        backTo="/staff/complaints"
        backLabel="Back to the complaints"
        name={`Complaint ${complaint.reference}`}
        badge={<ComplaintStatusBadge status={complaint.status} overdue={complaint.overdue} />}
        notice={notice}
      />
      <div className="staff-split staff-split--even">
        <div>
          <dl className="staff-details">
            <dt>Category</dt>
            <dd>{COMPLAINT_CATEGORY_LABELS[complaint.category]}</dd>
            <dt>Product</dt>
            <dd>{complaint.product}</dd>
            <dt>Branch</dt>
            <dd>{branchName}</dd>
            <dt>Contact</dt>
            <dd>
              {complaint.username} <span className="staff-hint">({channel})</span>
            </dd>
            <dt>Language</dt>
            <dd>{language}</dd>
            <dt>Received</dt>
            <dd>{formatStaffDateTime(complaint.submitted_at)}</dd>
            <dt>Answer by</dt>
            <dd>
              {formatStaffDate(complaint.respond_by)}
              {complaint.overdue ? (
                <>
                  {" "}
                  <OverdueFlag />
                </>
              ) : null}
            </dd>
            <dt>Assigned to</dt>
            <dd>{complaint.assigned_to ?? "No one yet"}</dd>
            <dt>Escalation</dt>
            <dd>{complaint.escalated_to ? COMPLAINT_ESCALATION_LABELS[complaint.escalated_to] : "None"}</dd>
          </dl>
          <section aria-labelledby="complaint-words">
            <h2 id="complaint-words">The customer&apos;s words</h2>
            <blockquote className="staff-complaint-words" lang={complaint.lang}>
              {complaint.description}
            </blockquote>
          </section>
          {complaint.answer ? (
            <section aria-labelledby="complaint-answer">
              <h2 id="complaint-answer">The answer sent</h2>
              <blockquote className="staff-complaint-words">{complaint.answer}</blockquote>
            </section>
          ) : null}
          <section aria-labelledby="complaint-history">
            <h2 id="complaint-history">History</h2>
            <ol className="staff-history">
              {getComplaintHistory(complaint).map((event) => (
                <li key={event.text}>
                  {event.at ? <strong>{event.at}: </strong> : null}
                  {event.text}
                </li>
              ))}
            </ol>
            <p className="staff-hint">
              Last change {formatStaffDateTime(complaint.updated_at)}. The audit log keeps every step with its officer.
            </p>
          </section>
          <Actions
            headingRef={actionsHeading}
            complaint={complaint}
            actions={getComplaintActions(complaint, me.username)}
            channel={channel}
            language={language}
            isBusy={isBusy}
            onAct={act}
          />
        </div>
        <div className="staff-split__aside">
          <h2>Attachments</h2>
          {documents.length > 0 ? <DocumentList documents={documents} shown={shown} onShow={setShown} /> : null}
          {document ? <DocumentViewer document={document} ownerName={complaint.reference} /> : <p>The customer attached no files.</p>}
        </div>
      </div>
    </>
  );
}

function send(id: string, pending: Pending, username: string): Promise<StaffComplaint> {
  switch (pending.action) {
    case "assign":
      return assignComplaint(id, username);
    case "reply":
      return replyToComplaint(id, pending.message);
    case "escalate":
      return escalateComplaint(id, pending.to, pending.note);
    case "close":
      return closeComplaint(id);
  }
}

const SUCCESS: Record<ComplaintAction, (reference: string, channel: string, language: string) => string> = {
  assign: (reference) => `${reference} is yours now, and in progress.`,
  reply: (reference, channel, language) =>
    `Answer sent. The customer gets it by ${channel} in ${language}, and it shows on the status page of ${reference}.`,
  escalate: (reference) => `${reference} is escalated and in progress again.`,
  close: (reference) => `${reference} is closed.`,
};

function confirmText(pending: Pending, reference: string): { title: string; label: string; busy: string; body: string } {
  switch (pending.action) {
    case "assign":
      return {
        title: `Take ${reference}?`,
        label: "Assign to me",
        busy: "Assigning…",
        body: "You become the officer who handles it; a received complaint becomes in progress.",
      };
    case "reply":
      return {
        title: `Send this answer to the customer of ${reference}?`,
        label: "Send answer",
        busy: "Sending…",
        body: "It is sent as you wrote it and cannot be taken back. The complaint becomes answered.",
      };
    case "escalate":
      return {
        title: `Escalate ${reference} to the ${COMPLAINT_ESCALATION_LABELS[pending.to]}?`,
        label: "Escalate",
        busy: "Escalating…",
        body: "The complaint goes back in progress, with your note kept on it.",
      };
    case "close":
      return {
        title: `Close ${reference}?`,
        label: "Close complaint",
        busy: "Closing…",
        body: "Close it once the customer has their answer. An escalation reopens it.",
      };
  }
}

function Actions({
  headingRef,
  complaint,
  actions,
  channel,
  language,
  isBusy,
  onAct,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  complaint: StaffComplaintDetail;
  actions: readonly ComplaintAction[];
  channel: string;
  language: string;
  isBusy: boolean;
  onAct: (pending: Pending) => Promise<void>;
}) {
  const [pending, setPending] = useState<Pending>();
  const [replyError, setReplyError] = useState<string>();
  const [noteError, setNoteError] = useState<string>();
  const targets = getEscalationTargets(complaint);
  const confirm = pending ? confirmText(pending, complaint.reference) : undefined;

  const askReply = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get("message") ?? "").trim();
    if (message.length < 3) {
      setReplyError("Write the answer the customer should read.");
      return;
    }
    setReplyError(undefined);
    setPending({ action: "reply", message });
  };
  const askEscalate = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const note = String(form.get("note") ?? "").trim();
    if (note.length < 3) {
      setNoteError("Say why it is escalated.");
      return;
    }
    setNoteError(undefined);
    setPending({ action: "escalate", to: String(form.get("to")) as ComplaintEscalation, note });
  };

  return (
    <DecisionSection headingRef={headingRef} title="Actions">
      {complaint.status === "closed" ? <p>This complaint is closed. An escalation reopens it.</p> : null}
      {actions.includes("assign") || actions.includes("close") ? (
        <div className="staff-actions">
          {actions.includes("assign") ? (
            <button type="button" className="staff-button" disabled={isBusy} onClick={() => setPending({ action: "assign" })}>
              Assign to me…
            </button>
          ) : null}
          {actions.includes("close") ? (
            <button
              type="button"
              className="staff-button staff-button--quiet"
              disabled={isBusy}
              onClick={() => setPending({ action: "close" })}
            >
              Close…
            </button>
          ) : null}
        </div>
      ) : null}
      {actions.includes("reply") ? (
        // A new form once an answer is sent: the one sent is shown above, not left in the box.
        <form key={complaint.answered_at ?? "unanswered"} className="staff-section" onSubmit={askReply} noValidate>
          <div className="staff-field">
            <label htmlFor="complaint-reply">Answer to the customer</label>
            <textarea
              id="complaint-reply"
              name="message"
              rows={5}
              maxLength={2000}
              required
              aria-invalid={replyError ? true : undefined}
              aria-describedby={replyError ? "complaint-reply-error complaint-reply-hint" : "complaint-reply-hint"}
            />
            <p id="complaint-reply-hint" className="staff-hint">
              The customer gets it by {channel}, inside our message in {language}
              {channel === "SMS" ? ": the SMS points them to the complaint's status page, where your answer shows" : ""}. Write it in{" "}
              {language}.
            </p>
            {replyError ? (
              <p id="complaint-reply-error" className="staff-field-error">
                {replyError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="staff-button" disabled={isBusy}>
            Send answer…
          </button>
        </form>
      ) : null}
      {actions.includes("escalate") ? (
        <form className="staff-section" onSubmit={askEscalate} noValidate>
          <fieldset className="staff-fieldset">
            <legend>Escalate</legend>
            <div className="staff-field">
              <label htmlFor="complaint-escalate-to">Escalate to</label>
              <select id="complaint-escalate-to" name="to" defaultValue={targets[0]}>
                {COMPLAINT_ESCALATIONS.filter((to) => targets.includes(to)).map((to) => (
                  <option key={to} value={to}>
                    {COMPLAINT_ESCALATION_LABELS[to]}
                  </option>
                ))}
              </select>
            </div>
            <div className="staff-field">
              <label htmlFor="complaint-escalate-note">Note</label>
              <textarea
                id="complaint-escalate-note"
                name="note"
                rows={2}
                maxLength={1000}
                required
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? "complaint-escalate-error complaint-escalate-hint" : "complaint-escalate-hint"}
              />
              <p id="complaint-escalate-hint" className="staff-hint">
                For staff: why, and who asked. The customer is not sent it.
              </p>
              {noteError ? (
                <p id="complaint-escalate-error" className="staff-field-error">
                  {noteError}
                </p>
              ) : null}
            </div>
            <button type="submit" className="staff-button staff-button--quiet" disabled={isBusy}>
              Escalate…
            </button>
          </fieldset>
        </form>
      ) : null}
      <ConfirmDialog
        open={pending !== undefined}
        title={confirm?.title ?? ""}
        confirmLabel={confirm?.label ?? ""}
        busyLabel={confirm?.busy ?? ""}
        cancelLabel="Not yet"
        tone={pending?.action === "close" ? "danger" : "primary"}
        isBusy={isBusy}
        onConfirm={() => {
          const chosen = pending;
          // Closed at once: the page says how it went, and the focus goes to the section's heading.
          setPending(undefined);
          if (chosen) void onAct(chosen);
        }}
        onCancel={() => setPending(undefined)}
      >
        <p>{confirm?.body}</p>
      </ConfirmDialog>
    </DecisionSection>
  );
}
