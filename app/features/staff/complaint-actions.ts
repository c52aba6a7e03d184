import type { ComplaintEscalation, StaffComplaint } from "#domain/complaints/complaint.ts";
import { formatStaffDateTime } from "./format-staff-date.ts";

// What a complaint's screen offers and tells (ADR 059): the same rules the API applies, so an
// officer is not offered what the server would refuse.

export type ComplaintAction = "assign" | "reply" | "escalate" | "close";

type ComplaintState = Pick<StaffComplaint, "status" | "assigned_to" | "escalated_to">;

/** The actions the API takes on a complaint in this state, for this officer. */
export function getComplaintActions(complaint: ComplaintState, username: string): ComplaintAction[] {
  const actions: ComplaintAction[] = [];
  const isClosed = complaint.status === "closed";
  if (!isClosed && complaint.assigned_to !== username) actions.push("assign");
  if (!isClosed) actions.push("reply");
  if (getEscalationTargets(complaint).length > 0) actions.push("escalate");
  if (!isClosed) actions.push("close");
  return actions;
}

/** Where it can go next: the internal appeal, then the Registrar; nowhere once with the Registrar. */
export function getEscalationTargets(complaint: Pick<StaffComplaint, "escalated_to">): ComplaintEscalation[] {
  if (complaint.escalated_to === "registrar") return [];
  if (complaint.escalated_to === "internal_appeal") return ["registrar"];
  return ["internal_appeal", "registrar"];
}

const ESCALATED_TO: Record<ComplaintEscalation, string> = {
  internal_appeal: "the bank's internal appeal",
  registrar: "the RBM Registrar of Financial Institutions",
};

export interface ComplaintEvent {
  /** When, as the console writes it; undefined where the record keeps no time (an assignment). */
  at: string | undefined;
  text: string;
}

/**
 * The complaint's history as its record tells it: received, taken, answered, escalated, closed.
 * The record keeps the latest of each; the audit log (admins) keeps every step with its officer.
 */
export function getComplaintHistory(complaint: StaffComplaint): ComplaintEvent[] {
  const events: Array<ComplaintEvent & { sort: string }> = [
    { sort: complaint.submitted_at, at: formatStaffDateTime(complaint.submitted_at), text: "Received from the customer." },
  ];
  if (complaint.answered_at)
    events.push({ sort: complaint.answered_at, at: formatStaffDateTime(complaint.answered_at), text: "Answer sent to the customer." });
  if (complaint.closed_at) events.push({ sort: complaint.closed_at, at: formatStaffDateTime(complaint.closed_at), text: "Closed." });
  events.sort((a, b) => a.sort.localeCompare(b.sort));
  const undated: ComplaintEvent[] = [];
  if (complaint.assigned_to) undated.push({ at: undefined, text: `Assigned to ${complaint.assigned_to}.` });
  if (complaint.escalated_to) {
    const note = complaint.escalation_note ? ` Note: ${complaint.escalation_note}` : "";
    undated.push({ at: undefined, text: `Escalated to ${ESCALATED_TO[complaint.escalated_to]}.${note}` });
  }
  return [...events.map(({ at, text }) => ({ at, text })), ...undated];
}
