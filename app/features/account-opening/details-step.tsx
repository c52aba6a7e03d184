import { useState, type FormEvent, type ReactNode } from "react";
import { MALAWI_DISTRICTS, MALAWI_REGION_NAMES, type MalawiRegion } from "#domain/account-opening/malawi-districts.ts";
import type { Language } from "#domain/language.ts";
import {
  ACCOUNT_PURPOSES,
  APPLICATION_FIELDS,
  precheckApplicationDetails,
  EXPECTED_DEPOSITS,
  GENDERS,
  getMalawiToday,
  isFieldAsked,
  SOURCES_OF_FUNDS,
  YES_NO,
  type AccountOptionId,
  type ApplicationField,
  type ApplicationFieldErrors,
  type ApplicationValues,
} from "#domain/account-opening/application-rules.ts";
import { FormField, type FieldDescription } from "#app/components/form-field.tsx";
import { DatePartsField } from "./date-parts-field.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import type { AccountOpeningMessages } from "./account-opening-messages.ts";
import type { DraftAutosave } from "./use-draft-autosave.ts";

export interface BranchOption {
  id: string;
  name: string;
  region: string;
}

interface DetailsStepProps {
  m: AccountOpeningMessages;
  option: AccountOptionId;
  branches: readonly BranchOption[];
  initial: ApplicationValues;
  /** Fields the server refused (the same codes as the form's own check). */
  serverErrors: ApplicationFieldErrors;
  isSaving: boolean;
  onSave: (values: ApplicationValues) => void;
  onBack: () => void;
  /** Keeps each field on the server as it is typed (use-draft-autosave.ts). */
  autosave: Pick<DraftAutosave, "change" | "flush" | "state">;
}

const fieldId = (field: ApplicationField) => `ao-${field.replaceAll("_", "-")}`;

/** Fields answered from a list: an empty one asks to choose, not to type. */
const CHOSEN_FIELDS: ReadonlySet<ApplicationField> = new Set([
  "gender",
  "district",
  "source_of_funds",
  "politically_exposed",
  "account_purpose",
  "expected_deposits",
  "branch_id",
]);

/** Step 3: names, birth date, ID, address, work and income, then the risk questions and the branch; each refusal beside its field. */
export function DetailsStep({ m, option, branches, initial, serverErrors, isSaving, onSave, onBack, autosave }: DetailsStepProps) {
  const { lang } = useSite();
  const [values, setValues] = useState<ApplicationValues>(initial);
  const [errors, setErrors] = useState<ApplicationFieldErrors>(serverErrors);
  const shownErrors = { ...errors };

  const set = (field: ApplicationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    autosave.change(field, value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = precheckApplicationDetails(option, values, getMalawiToday(new Date()));
    if (check.status === "invalid") {
      setErrors(check.errors);
      const first = APPLICATION_FIELDS.find((field) => check.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    onSave(values);
  };

  const field = (name: ApplicationField, control: (props: ControlProps) => ReactNode, options: { optional?: boolean } = {}) => {
    // Tier 1 asks only its few fields (ADR 072); only a business its business name.
    if (!isFieldAsked(option, name)) return null;
    const error = shownErrors[name];
    const hint = m.hints[name];
    const id = fieldId(name);
    return (
      <FormField
        id={id}
        label={
          <>
            {m.fields[name]} {options.optional ? <span className="ao-optional">{m.optional}</span> : null}
          </>
        }
        hint={hint}
        error={error ? (error === "required" && CHOSEN_FIELDS.has(name) ? m.errors.requiredChoice : m.errors[error]) : undefined}
      >
        {(description) => control({ id, value: values[name], onChange: (value: string) => set(name, value), ...description })}
      </FormField>
    );
  };

  const text = (autoComplete: string, inputMode?: "numeric" | "text") => (props: ControlProps) => (
    <input
      id={props.id}
      type="text"
      autoComplete={autoComplete}
      inputMode={inputMode}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      aria-invalid={props["aria-invalid"]}
      aria-describedby={props["aria-describedby"]}
    />
  );
  const options = (choices: ReadonlyArray<readonly [string, string]>) =>
    choices.map(([value, label]) => (
      <option key={value} value={value}>
        {label}
      </option>
    ));
  /** A list to choose from, flat or in named groups (districts by region, branches by region). */
  const select =
    (
      choices:
        ReadonlyArray<readonly [string, string]> | ReadonlyArray<{ label: string; choices: ReadonlyArray<readonly [string, string]> }>,
    ) =>
    (props: ControlProps) => (
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props["aria-invalid"]}
        aria-describedby={props["aria-describedby"]}
      >
        <option value="">{m.choose}</option>
        {choices.map((choice) =>
          "label" in choice ? (
            <optgroup key={choice.label} label={choice.label}>
              {options(choice.choices)}
            </optgroup>
          ) : (
            <option key={choice[0]} value={choice[0]}>
              {choice[1]}
            </option>
          ),
        )}
      </select>
    );
  const regions = ["northern", "central", "southern"] as const satisfies MalawiRegion[];
  const branchRegions = [...new Set(branches.map((branch) => branch.region))];

  return (
    <form className="ao-form" onSubmit={submit} onBlur={() => void autosave.flush()} noValidate>
      <fieldset className="kyc-form__group">
        <legend className="kyc-form__legend">{m.sections.personal}</legend>
        {field("first_name", text("given-name"))}
        {field("middle_name", text("additional-name"), { optional: true })}
        {field("surname", text("family-name"))}
        <DatePartsField
          id={fieldId("date_of_birth")}
          legend={m.fields.date_of_birth}
          hint={m.hints.date_of_birth}
          error={shownErrors.date_of_birth ? m.errors[shownErrors.date_of_birth] : undefined}
          labels={m.dateParts}
          value={values.date_of_birth}
          onChange={(value) => set("date_of_birth", value)}
        />
        {field("gender", select(GENDERS.map((value) => [value, m.genders[value]] as const)))}
        {field("national_id", text("off"))}
      </fieldset>
      <fieldset className="kyc-form__group">
        <legend className="kyc-form__legend">{m.sections.address}</legend>
        {field(
          "district",
          select(
            regions.map((region) => ({
              label: MALAWI_REGION_NAMES[region][lang],
              choices: MALAWI_DISTRICTS.filter((district) => district[2] === region).map(([id, name]) => [id, name] as const),
            })),
          ),
        )}
        {field("address", text("street-address"))}
        {field("occupation", text("organization-title"))}
        {field("employer", text("organization"))}
        {field("business_name", text("organization"))}
        {field("source_of_funds", select(SOURCES_OF_FUNDS.map((value) => [value, m.sources[value]] as const)))}
        {field("monthly_income", text("off", "numeric"))}
      </fieldset>
      {isFieldAsked(option, "account_purpose") ? (
        <fieldset className="kyc-form__group">
          <legend className="kyc-form__legend">{m.sections.risk}</legend>
          <p className="form-field__hint">{m.riskIntro}</p>
          {field("politically_exposed", select(YES_NO.map((value) => [value, m.yesNo[value]] as const)))}
          {field("account_purpose", select(ACCOUNT_PURPOSES.map((value) => [value, m.purposes[value]] as const)))}
          {field("expected_deposits", select(EXPECTED_DEPOSITS.map((value) => [value, m.deposits[value]] as const)))}
        </fieldset>
      ) : null}
      <fieldset className="kyc-form__group">
        <legend className="kyc-form__legend">{m.sections.branch}</legend>
        {field(
          "branch_id",
          select(
            branchRegions.map((region) => ({
              label: getRegionName(region, lang),
              choices: branches.filter((branch) => branch.region === region).map((branch) => [branch.id, branch.name] as const),
            })),
          ),
        )}
      </fieldset>
      <p className="ao-status" role="status">
        {isSaving ? m.saving : autosave.state === "failing" ? m.autosaveFailing : ""}
      </p>
      <div className="ao-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {m.back}
        </button>
        <button type="submit" className="button" disabled={isSaving}>
          {m.continue}
        </button>
      </div>
    </form>
  );
}

/** A branch's region ("Central", "Southern Region") in the visitor's language; any other name as it is. */
function getRegionName(region: string, lang: Language): string {
  const key = region
    .trim()
    .toLowerCase()
    .replace(/\s+region$/, "") as MalawiRegion;
  return Object.hasOwn(MALAWI_REGION_NAMES, key) ? MALAWI_REGION_NAMES[key][lang] : region;
}

interface ControlProps extends FieldDescription {
  id: string;
  value: string;
  onChange: (value: string) => void;
}
