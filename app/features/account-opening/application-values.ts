import { formatDate, formatNumber, type Language } from "#domain/language.ts";
import { getDistrictName } from "#domain/account-opening/malawi-districts.ts";
import type { ApplicationField } from "#domain/account-opening/schemas/account-application.ts";
import type { AccountOpeningMessages } from "./account-opening-messages.ts";

/**
 * A detail as the applicant gave it, in words: a choice by its label, a date and an amount as
 * people write them, a branch by its name. The review step and the staff console both show them so.
 */
export function formatApplicationValue(
  m: AccountOpeningMessages,
  lang: Language,
  field: ApplicationField,
  value: string,
  branchName: string | undefined,
): string {
  switch (field) {
    case "date_of_birth":
      return value ? formatDate(value, lang) : "";
    case "gender":
      return m.genders[value as keyof typeof m.genders] ?? value;
    case "district":
      return getDistrictName(value) ?? value;
    case "source_of_funds":
      return m.sources[value as keyof typeof m.sources] ?? value;
    case "account_purpose":
      return m.purposes[value as keyof typeof m.purposes] ?? value;
    case "expected_deposits":
      return m.deposits[value as keyof typeof m.deposits] ?? value;
    case "politically_exposed":
      return m.yesNo[value as keyof typeof m.yesNo] ?? value;
    case "monthly_income":
      return value ? `K${formatNumber(Number(value))}` : "";
    case "branch_id":
      return branchName ?? "";
    default:
      return value;
  }
}
