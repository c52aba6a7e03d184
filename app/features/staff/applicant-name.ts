import type { StaffApplication } from "#domain/account-opening/schemas/account-application.ts";

/** The applicant's name as they wrote it, middle name included. */
export function getApplicantName(application: Pick<StaffApplication, "values">): string {
  const { first_name = "", middle_name = "", surname = "" } = application.values;
  return [first_name, middle_name, surname].filter((part) => part.trim() !== "").join(" ");
}

/** The account's tier as the console names it (ADR 072): tier 1 is opened on the ID, phone and one photo, with the TIER1_* limits. */
export function getTierText(tier: StaffApplication["tier"]): string {
  return tier === 1 ? "Tier 1 (First Save, limited)" : "Full";
}
