import type { ComplaintCategory, ComplaintEscalation, ComplaintStatus } from "#domain/complaints/complaint.ts";

// Complaints as officers read them (ADR 059): the console is in English.

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  received: "Received",
  in_progress: "In progress",
  answered: "Answered",
  closed: "Closed",
};

/** The Reserve Bank return's categories, in words. */
export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  account: "Account",
  card: "Card",
  loan: "Loan",
  digital_banking: "Digital banking",
  atm: "ATM",
  branch_service: "Branch service",
  fees_and_charges: "Fees and charges",
  fraud: "Fraud",
  other: "Other",
};

export const COMPLAINT_ESCALATION_LABELS: Record<ComplaintEscalation, string> = {
  internal_appeal: "Internal appeal",
  registrar: "RBM Registrar of Financial Institutions",
};

/** A complaint's status in words and colour; an overdue one says so in words too. */
export function ComplaintStatusBadge({ status, overdue = false }: { status: ComplaintStatus; overdue?: boolean }) {
  return (
    <>
      <span className={`staff-badge staff-badge--complaint-${status}`}>{COMPLAINT_STATUS_LABELS[status]}</span>
      {overdue ? <OverdueFlag /> : null}
    </>
  );
}

/** Past the answer-by date and not answered: said in words, not by colour alone. */
export function OverdueFlag() {
  return <span className="staff-badge staff-badge--overdue">Overdue</span>;
}

/** A Malawi calendar date (`2027-01-06`) as the console writes dates: `6 Jan 2027`. */
export function formatStaffDate(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
