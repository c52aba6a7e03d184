import type { ApplicationStatus } from "#domain/account-opening/schemas/account-application.ts";

/** The statuses as officers say them: an application "received" waits, so it reads "Submitted". */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: "Draft",
  received: "Submitted",
  in_review: "In review",
  approved: "Approved",
  returned: "Returned",
};

/** An application's status in words and colour. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`staff-badge staff-badge--${status}`}>{APPLICATION_STATUS_LABELS[status]}</span>;
}
