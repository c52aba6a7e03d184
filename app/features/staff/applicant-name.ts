import type { StaffApplication } from "#domain/account-opening/schemas/account-application.ts";

/** The applicant's name as they wrote it, middle name included. */
export function getApplicantName(application: Pick<StaffApplication, "values">): string {
  const { first_name = "", middle_name = "", surname = "" } = application.values;
  return [first_name, middle_name, surname].filter((part) => part.trim() !== "").join(" ");
}
