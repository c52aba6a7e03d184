import { describe, expect, it } from "vitest";
import {
  ACCOUNT_OPTION_IDS,
  checkApplicationDetails,
  createApplicationDetailsSchema,
  getAccountHolder,
  getAccountTier,
  type ApplicationValues,
} from "#domain/account-opening/schemas/account-application.ts";
import { accountOpeningMessages } from "./account-opening-messages.ts";
import { getReviewSections } from "./review-rows.ts";

const TODAY = "2026-11-23";
const BRANCH = { id: "5b0d8c1e-2f4a-4c7b-9a51-0c6f3e2d1a90", name: "Zomba Branch" };

// Every field filled as a visitor would, business name included.
const VALUES: ApplicationValues = {
  first_name: "Chikondi",
  middle_name: "Grace",
  surname: "Phiri",
  date_of_birth: "1990-05-14",
  gender: "female",
  national_id: "ZX34KQ78",
  district: "zomba",
  address: "Chinamwali, House 7",
  occupation: "Nurse",
  employer: "Zomba Central Hospital",
  business_name: "Phiri Tailoring",
  source_of_funds: "salary",
  monthly_income: "350000",
  politically_exposed: "no",
  account_purpose: "savings",
  expected_deposits: "200k_to_500k",
  branch_id: BRANCH.id,
};

describe("the review step's rows", () => {
  it.each(ACCOUNT_OPTION_IDS)("show every field of the details schema for %s, once each, in the form's order", (option) => {
    expect(checkApplicationDetails(option, VALUES, TODAY).status).toBe("valid");
    const schemaFields = Object.keys(createApplicationDetailsSchema(option, TODAY).shape);
    const reviewed = getReviewSections(accountOpeningMessages.en, "en", option, VALUES, [BRANCH]).flatMap((section) =>
      section.rows.map((row) => row.field),
    );
    // A person's own account does not ask for a business name: the form does not show it, nor does the review.
    // The First Save tier asks only its few (ADR 072).
    const asked =
      getAccountTier(option) === 1
        ? ["first_name", "middle_name", "surname", "date_of_birth", "national_id", "district", "monthly_income", "branch_id"]
        : getAccountHolder(option) === "business"
          ? schemaFields
          : schemaFields.filter((field) => field !== "business_name");
    expect([...reviewed].sort()).toEqual([...asked].sort());
    expect(new Set(reviewed).size).toBe(reviewed.length);
    for (const field of asked) expect(accountOpeningMessages.ny.fields[field as keyof typeof VALUES]).toBeTruthy();
  });

  it("reads each value as the visitor chose it, in their language, and leaves out an optional field left empty", () => {
    const sections = getReviewSections(accountOpeningMessages.ny, "ny", "personal_current", { ...VALUES, middle_name: "" }, [BRANCH]);
    expect(sections.map((section) => section.heading)).toEqual(Object.values(accountOpeningMessages.ny.sections));
    const rows = Object.fromEntries(sections.flatMap((section) => section.rows.map((row) => [row.label, row.value])));
    expect(rows).toMatchObject({
      [accountOpeningMessages.ny.fields.gender]: "Mkazi",
      [accountOpeningMessages.ny.fields.district]: "Zomba",
      [accountOpeningMessages.ny.fields.monthly_income]: "K350,000",
      [accountOpeningMessages.ny.fields.politically_exposed]: "Ayi",
      [accountOpeningMessages.ny.fields.branch_id]: "Zomba Branch",
    });
    expect(rows).not.toHaveProperty(accountOpeningMessages.ny.fields.middle_name);
  });

  it("leave out a section the First Save tier asks nothing of: its review has no risk questions", () => {
    const sections = getReviewSections(accountOpeningMessages.en, "en", "first_save_tier1", VALUES, [BRANCH]);
    expect(sections.map((section) => section.section)).toEqual(["personal", "address", "branch"]);
  });
});
