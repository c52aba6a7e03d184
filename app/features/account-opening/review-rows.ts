import type { Language } from "#domain/language.ts";
import {
  APPLICATION_FIELD_SECTION_NAMES,
  APPLICATION_FIELD_SECTIONS,
  isFieldAsked,
  type AccountOptionId,
  type ApplicationField,
  type ApplicationFieldSection,
  type ApplicationValues,
} from "#domain/account-opening/application-rules.ts";
import type { AccountOpeningMessages } from "./account-opening-messages.ts";
import { formatApplicationValue } from "./application-values.ts";

export interface ReviewRow {
  field: ApplicationField;
  label: string;
  value: string;
}

export interface ReviewSection {
  section: ApplicationFieldSection;
  heading: string;
  rows: ReviewRow[];
}

/**
 * The review's sections and rows, from the domain's one description of the details form
 * (APPLICATION_FIELD_SECTIONS) and the messages' label of each field: every field the option asks
 * for, in the form's order; a field left empty (an optional one) is not shown.
 */
export function getReviewSections(
  m: AccountOpeningMessages,
  lang: Language,
  option: AccountOptionId,
  values: Partial<ApplicationValues>,
  branches: ReadonlyArray<{ id: string; name: string }>,
): ReviewSection[] {
  return APPLICATION_FIELD_SECTION_NAMES.map((section) => ({
    section,
    heading: m.sections[section],
    rows: APPLICATION_FIELD_SECTIONS[section]
      .filter((field) => isFieldAsked(option, field))
      .map((field) => ({
        field,
        label: m.fields[field],
        value: formatApplicationValue(m, lang, field, values[field] ?? "", branches.find((branch) => branch.id === values.branch_id)?.name),
      }))
      .filter((row) => row.value !== ""),
  })).filter((section) => APPLICATION_FIELD_SECTIONS[section.section].some((field) => isFieldAsked(option, field)));
}
