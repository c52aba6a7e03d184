import type { KycConflict } from "#domain/kyc/schemas/kyc-review.ts";
import { formatStaffDateTime } from "./format-staff-date.ts";
import { KYC_STATUS_LABELS } from "./kyc-status-badge.tsx";
import type { RelatedRecord } from "./related-records.tsx";

/** Several usernames named one account number (ADR 022): what the queue and the submission say. */
export const KYC_CONFLICT_TITLE = "Another submission names this account number";

export const KYC_CONFLICT_ADVICE =
  "Each was sent from a different phone number or e-mail address, and the website cannot tell which person holds the account. " +
  "Check each against the core banking system before marking any processed, and return the others.";

/** Another submission for the number, as a link with who sent it, when and where it stands. */
export function toRelatedSubmission(conflict: KycConflict): RelatedRecord {
  return {
    to: `/staff/kyc/${conflict.id}`,
    label: conflict.account_name,
    detail: `sent by ${conflict.username}, received ${formatStaffDateTime(conflict.created_at)}, ${KYC_STATUS_LABELS[conflict.status].toLowerCase()}`,
  };
}
