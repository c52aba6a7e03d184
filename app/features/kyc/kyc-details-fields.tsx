import { parseKycUsername } from "#domain/one-time-code.ts";
import { formatPhoneNumber } from "#domain/phone-number.ts";
import { FieldError } from "#app/components/field-error.tsx";
import { KycAccountTypeField, type KycAccountTypeOption } from "./kyc-account-type-field.tsx";
import { getKycFieldId } from "./kyc-field-id.ts";
import type { KycFieldError, KycFormField, KycFormValues } from "./kyc-form-rules.ts";
import type { KycMessages } from "./kyc-messages.ts";

export interface KycBranchOption {
  id: string;
  name: string;
  region: string;
}

export { getKycFieldId, type KycAccountTypeOption };

interface KycDetailsFieldsProps {
  m: KycMessages;
  values: KycFormValues;
  errors: Partial<Record<KycFormField, KycFieldError>>;
  accountTypes: readonly KycAccountTypeOption[];
  branches: readonly KycBranchOption[];
  onChange: (field: KycFormField, value: string) => void;
}

/**
 * Spec §3 KYC details form: account number, account name, phone or e-mail (with the number the
 * code will go to), account type and branch, each with its hint and its error next to it.
 */
export function KycDetailsFields({ m, values, errors, accountTypes, branches, onChange }: KycDetailsFieldsProps) {
  const phone = parseKycUsername(values.phoneEmail);
  const describedBy = (field: KycFormField, hint: boolean) =>
    [hint ? `${getKycFieldId(field)}-hint` : null, errors[field] ? `${getKycFieldId(field)}-error` : null].filter(Boolean).join(" ") ||
    undefined;

  const textField = (field: "accountNumber" | "accountName" | "phoneEmail", label: string, hint: string, extra: Record<string, string>) => {
    const error = errors[field];
    return (
      <div className={`form-field${error ? " form-field--invalid" : ""}`}>
        <label htmlFor={getKycFieldId(field)} className="form-field__label">
          {label}
        </label>
        <p id={`${getKycFieldId(field)}-hint`} className="form-field__hint">
          {hint}
        </p>
        {error ? <FieldError id={`${getKycFieldId(field)}-error`} text={m.errors[error]} /> : null}
        <input
          id={getKycFieldId(field)}
          name={field}
          type="text"
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, true)}
          required
          {...extra}
        />
      </div>
    );
  };

  const regions = [...new Set(branches.map((branch) => branch.region))];

  return (
    <fieldset className="kyc-form__group">
      <legend className="kyc-form__legend">{m.detailsHeading}</legend>
      {textField("accountNumber", m.accountNumber, m.accountNumberHint, { inputMode: "numeric", autoComplete: "off" })}
      {textField("accountName", m.accountName, m.accountNameHint, { autoComplete: "name" })}
      {textField("phoneEmail", m.phoneEmail, m.phoneEmailHint, { autoComplete: "username", inputMode: "email" })}
      <p className="form-field__hint form-field__confirm" aria-live="polite">
        {phone?.channel === "sms" && !errors.phoneEmail ? m.phoneWillBe(formatPhoneNumber(phone.value)) : ""}
      </p>
      <KycAccountTypeField
        m={m}
        value={values.accountType}
        error={errors.accountType}
        accountTypes={accountTypes}
        onChange={(value) => onChange("accountType", value)}
      />
      <div className={`form-field${errors.branch ? " form-field--invalid" : ""}`}>
        <label htmlFor={getKycFieldId("branch")} className="form-field__label">
          {m.branch}
        </label>
        {errors.branch ? <FieldError id={`${getKycFieldId("branch")}-error`} text={m.errors[errors.branch]} /> : null}
        <select
          id={getKycFieldId("branch")}
          name="branch"
          value={values.branch}
          onChange={(event) => onChange("branch", event.target.value)}
          aria-invalid={errors.branch ? true : undefined}
          aria-describedby={describedBy("branch", false)}
          required
        >
          <option value="">{m.choose}</option>
          {regions.map((region) => (
            <optgroup key={region} label={region}>
              {branches
                .filter((branch) => branch.region === region)
                .map((branch) => (
                  <option key={branch.id} value={branch.name}>
                    {branch.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
