import { FieldError } from "#app/components/field-error.tsx";
import { getKycFieldId } from "./kyc-field-id.ts";
import type { KycFieldError } from "./kyc-form-rules.ts";
import type { KycMessages } from "./kyc-messages.ts";

export interface KycAccountTypeOption {
  id: string;
  name: string;
}

const ID = getKycFieldId("accountType");

/**
 * The KYC details form's account-type choice: the account types in their order, each by its name
 * in the visitor's language (the console's preview of an account type draws it too).
 */
export function KycAccountTypeField({
  m,
  value,
  error,
  accountTypes,
  onChange,
}: {
  m: KycMessages;
  value: string;
  error: KycFieldError | undefined;
  accountTypes: readonly KycAccountTypeOption[];
  onChange: (value: string) => void;
}) {
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={ID} className="form-field__label">
        {m.accountType}
      </label>
      {error ? <FieldError id={`${ID}-error`} text={m.errors[error]} /> : null}
      <select
        id={ID}
        name="accountType"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ID}-error` : undefined}
        required
      >
        <option value="">{m.choose}</option>
        {accountTypes.map(({ name }) => (
          <option key={name} value={name}>
            {m.accountTypes[name] ?? name}
          </option>
        ))}
      </select>
    </div>
  );
}
