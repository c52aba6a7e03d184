import type { NationalIdMatch } from "#domain/account-opening/schemas/account-application.ts";
import { APPLICATION_STATUS_LABELS } from "./application-status-badge.tsx";
import { formatStaffDateTime } from "./format-staff-date.ts";
import type { RelatedRecord } from "./related-records.tsx";

/** Another application gave the same national ID from another phone or address (ADR 031): what the list and the application say. */
export const NATIONAL_ID_MATCH_TITLE = "Another application gives this national ID";

export const NATIONAL_ID_MATCH_ADVICE =
  "It was sent from a different phone number or e-mail address. One person may rightly apply again from a new phone; " +
  "check the applicant's identity before approving. The applicant is not told.";

/** Another application with the national ID, as a link by its reference with who sent it, when and where it stands. */
export function toRelatedApplication(match: NationalIdMatch): RelatedRecord {
  const submitted = match.submitted_at ? `, submitted ${formatStaffDateTime(match.submitted_at)}` : "";
  return {
    to: `/staff/applications/${match.id}`,
    label: match.reference ?? "Application",
    detail: `sent by ${match.username}${submitted}, ${APPLICATION_STATUS_LABELS[match.status].toLowerCase()}`,
  };
}
