import { useState } from "react";
import { DEFAULT_STAFF_ROLE, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#domain/permissions.ts";
import { StaffEmailSchema, StaffFullNameSchema, type StaffAccount } from "#domain/staff-identity/schemas/staff.ts";
import { formFields } from "#domain/schemas/form-fields.ts";
import { AccountTable } from "#app/features/staff/accounts/account-table.tsx";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { StaffField } from "#app/features/staff/staff-field.tsx";
import { createStaffAccount, listStaffAccounts } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { NoticeRegions, type StaffNotice } from "#app/features/staff/staff-notice.tsx";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import type { Route } from "./+types/accounts.ts";
import { RequestError } from "#app/http/request-error.ts";
import { getFieldRefusal } from "#app/features/staff/content/content-api.client.ts";

export const meta: Route.MetaFunction = () => staffMeta("Staff accounts");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

function errorText(caught: unknown): string {
  return getStaffErrorText(caught instanceof RequestError ? caught.code : "internal");
}

export default function AccountsScreen() {
  return (
    <RoleGate permission="administer">
      <Accounts />
    </RoleGate>
  );
}

function Accounts() {
  const accounts = useStaffData(listStaffAccounts, "accounts");
  const [notice, setNotice] = useState<StaffNotice>();
  const report = (kind: "success" | "error", text: string) => setNotice({ kind, text });

  return (
    <>
      <h1>Staff accounts</h1>
      <NoticeRegions
        notice={notice}
        extraErrors={accounts.error ? <p className="staff-error">{getStaffErrorText(accounts.error)}</p> : null}
      />
      <NewAccountForm
        onCreated={(account) => {
          report(
            "success",
            `The account ${account.username} was created. Give them the password in person: they choose their own at their first sign-in.`,
          );
          accounts.reload();
        }}
      />
      <h2 className="staff-section-heading">Accounts</h2>
      {accounts.data ? (
        <AccountTable
          accounts={accounts.data}
          onChanged={(text) => {
            report("success", text);
            accounts.reload();
          }}
          onError={(text) => report("error", text)}
        />
      ) : (
        <p role="status">Loading accounts…</p>
      )}
    </>
  );
}

const FULL_NAME_LABEL = formFields.get(StaffFullNameSchema)?.label ?? "Full name";
const EMAIL_LABEL = formFields.get(StaffEmailSchema)?.label ?? "E-mail";
/** The fields that show their own error beside them. */
const FIELDS = ["username", "full_name", "email", "password"];

function TextField({
  name,
  label,
  type = "text",
  autoComplete,
  error,
}: {
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  error: string | undefined;
}) {
  return (
    <StaffField id={`new-${name.replace("_", "-")}`} name={name} label={label} type={type} autoComplete={autoComplete} error={error} />
  );
}

function NewAccountForm({ onCreated }: { onCreated: (account: StaffAccount) => void }) {
  const [error, setError] = useState<{ text: string; field?: string | undefined }>();
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setError(undefined);
    try {
      const account = await createStaffAccount({
        username: String(form.get("username") ?? "").trim(),
        full_name: String(form.get("full_name") ?? "").trim(),
        email: String(form.get("email") ?? "").trim(),
        role: String(form.get("role") ?? DEFAULT_STAFF_ROLE) as StaffRole,
        password: String(form.get("password") ?? ""),
      });
      formElement.reset();
      onCreated(account);
    } catch (caught) {
      const field =
        caught instanceof RequestError
          ? caught.code === "weak_password"
            ? "password"
            : caught.code === "username_taken"
              ? "username"
              : getFieldRefusal(caught)?.path
          : undefined;
      const refusal = getFieldRefusal(caught);
      // The console is in English (ADR 040): a refused field shows what the server said of it, with its label.
      const text =
        refusal && refusal.path === field
          ? `${{ full_name: FULL_NAME_LABEL, email: EMAIL_LABEL, username: "Username" }[field] ?? "This field"} ${refusal.text}.`
          : errorText(caught);
      setError({ text, field });
    }
  };
  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);
  return (
    <section className="staff-card staff-section staff-narrow" aria-labelledby="new-account-heading">
      <h2 id="new-account-heading">New account</h2>
      <div role="alert" className="staff-alert-region">
        {error && !FIELDS.includes(error.field ?? "") ? <p className="staff-error">{error.text}</p> : null}
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="staff-field">
          <label htmlFor="new-username">Username</label>
          <input
            id="new-username"
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={fieldError("username") ? true : undefined}
            aria-describedby={fieldError("username") ? "new-username-error" : "new-username-hint"}
          />
          <p id="new-username-hint" className="staff-hint">
            Letters, digits and . _ @ - only, like chikondi.banda
          </p>
          {fieldError("username") ? (
            <p id="new-username-error" className="staff-field-error">
              {fieldError("username")}
            </p>
          ) : null}
        </div>
        <TextField name="full_name" label={FULL_NAME_LABEL} autoComplete="off" error={fieldError("full_name")} />
        <TextField name="email" label={EMAIL_LABEL} type="email" autoComplete="off" error={fieldError("email")} />
        <div className="staff-field">
          <label htmlFor="new-role">Role</label>
          <select id="new-role" name="role" defaultValue={DEFAULT_STAFF_ROLE}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-field">
          <label htmlFor="new-password">First password</label>
          <input
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={fieldError("password") ? true : undefined}
            aria-describedby={fieldError("password") ? "new-password-error" : undefined}
          />
          {fieldError("password") ? (
            <p id="new-password-error" className="staff-field-error">
              {fieldError("password")}
            </p>
          ) : null}
        </div>
        <button type="submit" className="staff-button">
          Create account
        </button>
      </form>
    </section>
  );
}
