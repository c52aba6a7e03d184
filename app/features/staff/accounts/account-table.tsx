import { useState } from "react";
import { Link } from "react-router";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#domain/permissions.ts";
import type { StaffAccount } from "#domain/staff-identity/schemas/staff.ts";
import { ConfirmDialog } from "#app/features/staff/confirm-dialog.tsx";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { resetSecondFactor, resetStaffPassword, updateStaffAccount, useStaffMe } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { RequestError } from "#app/http/request-error.ts";

function errorText(caught: unknown): string {
  return getStaffErrorText(caught instanceof RequestError ? caught.code : "internal");
}

/** A change an admin asked for and has yet to confirm: a role or disabling both reach into someone's work. */
type PendingChange = { kind: "role"; account: StaffAccount; role: StaffRole } | { kind: "disable"; account: StaffAccount };

/** The name a person is known by in the console: full name and username, or the username alone. */
export function describeAccount(account: Pick<StaffAccount, "username" | "full_name">): string {
  return account.full_name ? `${account.full_name} (${account.username})` : account.username;
}

export function AccountTable({
  accounts,
  onChanged,
  onError,
}: {
  accounts: StaffAccount[];
  onChanged: (text: string) => void;
  onError: (text: string) => void;
}) {
  const { me } = useStaffMe();
  // The role picked in each row, until saved: choosing in the list changes nothing by itself.
  const [drafts, setDrafts] = useState<Record<string, StaffRole>>({});
  const [pending, setPending] = useState<PendingChange>();
  const [isBusy, setIsBusy] = useState(false);

  const forget = (id: string) =>
    setDrafts((current) => {
      const { [id]: _dropped, ...rest } = current;
      return rest;
    });

  const confirm = async () => {
    if (!pending) return;
    setIsBusy(true);
    const { account } = pending;
    try {
      if (pending.kind === "role") {
        await updateStaffAccount(account.id, { role: pending.role });
        forget(account.id);
        onChanged(`${account.username} now has the role ${STAFF_ROLE_LABELS[pending.role]}.`);
      } else {
        await updateStaffAccount(account.id, { disabled: true });
        onChanged(`${account.username} is disabled and signed out everywhere.`);
      }
    } catch (caught) {
      onError(errorText(caught));
    } finally {
      setIsBusy(false);
      setPending(undefined);
    }
  };

  const cancel = () => {
    if (pending?.kind === "role") forget(pending.account.id);
    setPending(undefined);
  };

  const enable = async (account: StaffAccount) => {
    try {
      await updateStaffAccount(account.id, { disabled: false });
      onChanged(`${account.username} may sign in again.`);
    } catch (caught) {
      onError(errorText(caught));
    }
  };

  return (
    <div className="staff-table-wrap">
      <table className="staff-table staff-table--cards">
        <caption className="visually-hidden">Staff accounts</caption>
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">Full name and e-mail</th>
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
            const draft = drafts[account.id] ?? account.role;
            return (
              <tr key={account.id}>
                <th scope="row">{account.username}</th>
                <td data-label="Full name and e-mail">
                  {account.full_name ?? "—"}
                  <br />
                  <span className="staff-hint">{account.email ?? "—"}</span>
                </td>
                <td data-label="Role">
                  <form
                    className="staff-inline-form"
                    onSubmit={(event) => {
                      event.preventDefault();
                      if (draft !== account.role) setPending({ kind: "role", account, role: draft });
                    }}
                  >
                    <label className="visually-hidden" htmlFor={`role-${account.id}`}>
                      Role of {account.username}
                    </label>
                    <select
                      id={`role-${account.id}`}
                      value={draft}
                      disabled={isSelf}
                      onChange={(event) => setDrafts((current) => ({ ...current, [account.id]: event.target.value as StaffRole }))}
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {STAFF_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                    {isSelf ? null : (
                      <button type="submit" className="staff-button staff-button--quiet" aria-disabled={draft === account.role}>
                        Save<span className="visually-hidden"> the role of {account.username}</span>
                      </button>
                    )}
                  </form>
                </td>
                <td data-label="Status">
                  <span className={`staff-badge ${account.disabled ? "staff-badge--returned" : "staff-badge--processed"}`}>
                    {account.disabled ? "Disabled" : "Active"}
                  </span>{" "}
                  {isSelf ? null : (
                    <button
                      type="button"
                      className="staff-button staff-button--quiet"
                      onClick={() => (account.disabled ? void enable(account) : setPending({ kind: "disable", account }))}
                    >
                      {account.disabled ? `Enable ${account.username}` : `Disable ${account.username}`}
                    </button>
                  )}{" "}
                  <Link to={`/staff/accounts/${account.id}/sessions`}>
                    Sessions<span className="visually-hidden"> of {account.username}</span>
                  </Link>
                </td>
                <td data-label="Last sign-in">{account.last_sign_in_at ? formatStaffDateTime(account.last_sign_in_at) : "Never"}</td>
                <td data-label="Second factor">
                  <SecondFactorCell account={account} onDone={onChanged} onError={onError} />
                </td>
                <td data-label="New password">
                  <ResetPasswordForm account={account} onDone={onChanged} onError={onError} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog
        open={pending !== undefined}
        title={pending?.kind === "role" ? "Change the role?" : "Disable the account?"}
        confirmLabel={pending?.kind === "role" ? "Change role" : "Disable"}
        busyLabel={pending?.kind === "role" ? "Changing…" : "Disabling…"}
        cancelLabel="Cancel"
        tone={pending?.kind === "role" ? "primary" : "danger"}
        isBusy={isBusy}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        <p>
          {pending?.kind === "role"
            ? `Change ${describeAccount(pending.account)} from ${STAFF_ROLE_LABELS[pending.account.role]} to ${STAFF_ROLE_LABELS[pending.role]}?`
            : pending?.kind === "disable"
              ? `Disable ${describeAccount(pending.account)}? They are signed out at once.`
              : null}
        </p>
      </ConfirmDialog>
    </div>
  );
}

/** An action in one account's row: it reports what it did, or what went wrong, to the page's notices. */
interface RowActionProps {
  account: StaffAccount;
  onDone: (text: string) => void;
  onError: (text: string) => void;
}

/** Whether the person has an authenticator app, and the admin's reset of it behind a confirmation (ADR 052). */
function SecondFactorCell({ account, onDone, onError }: RowActionProps) {
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  if (account.directory) return <>Checked by the directory</>;
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
        title={`Reset the second factor of ${describeAccount(account)}?`}
        confirmLabel="Reset second factor"
        busyLabel="Resetting…"
        cancelLabel="Cancel"
        isBusy={isBusy}
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {describeAccount(account)} is signed out everywhere, and their app&apos;s codes and recovery codes stop working. They set up an
          app again at their next sign-in. Do this only when you are sure it is them who asked, for example after a lost phone.
        </p>
      </ConfirmDialog>
    </>
  );
}

function ResetPasswordForm({ account, onDone, onError }: RowActionProps) {
  // The directory keeps this person's password (ADR 066): there is none here to reset.
  if (account.directory) return <>Kept by the directory</>;
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
