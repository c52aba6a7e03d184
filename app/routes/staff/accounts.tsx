import { useState } from "react";
import { DEFAULT_STAFF_ROLE, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#domain/permissions.ts";
import { type StaffAccount } from "#domain/staff-identity/schemas/staff.ts";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { ConfirmDialog } from "#app/features/staff/confirm-dialog.tsx";
import {
  createStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  resetSecondFactor,
  updateStaffAccount,
  useStaffMe,
} from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
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
          report("success", `The account ${account.username} was created. Give them the password in person: they choose their own at their first sign-in.`);
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

function AccountTable({
  accounts,
  onChanged,
  onError,
}: {
  accounts: StaffAccount[];
  onChanged: (text: string) => void;
  onError: (text: string) => void;
}) {
  const { me } = useStaffMe();
  const change = async (account: StaffAccount, body: { role?: StaffRole; disabled?: boolean }, text: string) => {
    try {
      await updateStaffAccount(account.id, body);
      onChanged(text);
    } catch (caught) {
      onError(errorText(caught));
    }
  };
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <caption className="visually-hidden">Staff accounts</caption>
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">Second factor</th>
            <th scope="col">New password</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const isSelf = account.id === me?.id;
            return (
              <tr key={account.id}>
                <th scope="row">{account.username}</th>
                <td>
                  <label className="visually-hidden" htmlFor={`role-${account.id}`}>
                    Role of {account.username}
                  </label>
                  <select
                    id={`role-${account.id}`}
                    value={account.role}
                    disabled={isSelf}
                    onChange={(event) =>
                      void change(
                        account,
                        { role: event.target.value as StaffRole },
                        `${account.username} now has the role ${STAFF_ROLE_LABELS[event.target.value as StaffRole]}.`,
                      )
                    }
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {STAFF_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <span className={`staff-badge ${account.disabled ? "staff-badge--returned" : "staff-badge--processed"}`}>
                    {account.disabled ? "Disabled" : "Active"}
                  </span>{" "}
                  {isSelf ? null : (
                    <button
                      type="button"
                      className="staff-button staff-button--quiet"
                      onClick={() =>
                        void change(
                          account,
                          { disabled: !account.disabled },
                          account.disabled
                            ? `${account.username} may sign in again.`
                            : `${account.username} is disabled and signed out everywhere.`,
                        )
                      }
                    >
                      {account.disabled ? `Enable ${account.username}` : `Disable ${account.username}`}
                    </button>
                  )}
                </td>
                <td>{account.last_sign_in_at ? formatStaffDateTime(account.last_sign_in_at) : "Never"}</td>
                <td>
                  <SecondFactorCell account={account} onDone={onChanged} onError={onError} />
                </td>
                <td>
                  <ResetPasswordForm account={account} onDone={onChanged} onError={onError} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Whether the person has an authenticator app, and the admin's reset of it behind a confirmation (ADR 052). */
function SecondFactorCell({
  account,
  onDone,
  onError,
}: {
  account: StaffAccount;
  onDone: (text: string) => void;
  onError: (text: string) => void;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  if (!account.second_factor) return <>Not set up</>;
  const reset = async () => {
    setBusy(true);
    try {
      await resetSecondFactor(account.id);
      setConfirming(false);
      onDone(`The second factor of ${account.username} was reset; they set up their app again at their next sign-in.`);
    } catch (caught) {
      setConfirming(false);
      onError(errorText(caught));
    }
    setBusy(false);
  };
  return (
    <>
      Set up{" "}
      <button type="button" className="staff-button staff-button--quiet" onClick={() => setConfirming(true)}>
        Reset second factor<span className="visually-hidden"> of {account.username}</span>
      </button>
      <ConfirmDialog
        open={isConfirming}
        title={`Reset the second factor of ${account.username}?`}
        confirmLabel="Reset second factor"
        busyLabel="Resetting…"
        cancelLabel="Cancel"
        isBusy={isBusy}
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {account.username} is signed out everywhere, and their app&apos;s codes and recovery codes stop working. They set up an app again
          at their next sign-in. Do this only when you are sure it is them who asked, for example after a lost phone.
        </p>
      </ConfirmDialog>
    </>
  );
}

function ResetPasswordForm({
  account,
  onDone,
  onError,
}: {
  account: StaffAccount;
  onDone: (text: string) => void;
  onError: (text: string) => void;
}) {
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const password = String(new FormData(formElement).get("password") ?? "");
    try {
      await resetStaffPassword(account.id, password);
      formElement.reset();
      onDone(`The password of ${account.username} was reset; their sessions have ended, and they choose their own at their next sign-in.`);
    } catch (caught) {
      onError(errorText(caught));
    }
  };
  return (
    <form className="staff-inline-form" onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor={`reset-${account.id}`}>
        New password for {account.username}
      </label>
      <input id={`reset-${account.id}`} name="password" type="password" autoComplete="new-password" required minLength={12} />
      <button type="submit" className="staff-button staff-button--quiet">
        Reset
      </button>
    </form>
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
      setError({ text: errorText(caught), field });
    }
  };
  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);
  return (
    <section className="staff-card staff-section staff-narrow" aria-labelledby="new-account-heading">
      <h2 id="new-account-heading">New account</h2>
      <div role="alert" className="staff-alert-region">
        {error && !["username", "password"].includes(error.field ?? "") ? <p className="staff-error">{error.text}</p> : null}
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
