import { useEffect, useRef, useState } from "react";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#domain/permissions.ts";
import {
  ACCESS_TOKEN_DAY_CHOICES,
  canGrantRole,
  type AccessToken,
  type CreatedAccessToken,
} from "#domain/staff-identity/schemas/access-tokens.ts";
import { ConfirmDialog } from "#app/features/staff/confirm-dialog.tsx";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { callStaffApi } from "#app/features/staff/staff-api.client.ts";
import { StaffField } from "#app/features/staff/staff-field.tsx";
import { NoticeRegions, type StaffNotice } from "#app/features/staff/staff-notice.tsx";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import { RequestError } from "#app/http/request-error.ts";

const listMyTokens = () => callStaffApi<AccessToken[]>("/api/staff/me/tokens");
const createMyToken = (body: { name: string; role: StaffRole; expires_in_days: number }) =>
  callStaffApi<CreatedAccessToken>("/api/staff/me/tokens", { method: "POST", body });
const revokeMyToken = (id: string) => callStaffApi<void>(`/api/staff/me/tokens/${id}`, { method: "DELETE" });

const errorText = (caught: unknown) => getStaffErrorText(caught instanceof RequestError ? caught.code : "internal");

/**
 * "My security"'s personal access tokens (ADR 058): make one for a script with a name, a role at
 * most the person's own and a life of up to 90 days; it is shown once. Each live token is listed
 * with its last use and can be revoked after a confirmation naming it.
 */
export function AccessTokenList({ role }: { role: StaffRole }) {
  const tokens = useStaffData(listMyTokens, "mine");
  const [notice, setNotice] = useState<StaffNotice>();
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<CreatedAccessToken>();
  const [revoking, setRevoking] = useState<AccessToken>();
  const shownRef = useRef<HTMLTextAreaElement>(null);
  const roles = STAFF_ROLES.filter((candidate) => canGrantRole(role, candidate));
  // The new token's field takes the focus, its text selected (onFocus), so it can be copied at once.
  useEffect(() => {
    if (created) shownRef.current?.focus();
  }, [created]);

  const create = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    if (!name) {
      setNameError("Give the token a name, such as the script that will use it.");
      form.querySelector<HTMLInputElement>("#token-name")?.focus();
      return;
    }
    setNameError(undefined);
    setBusy(true);
    try {
      const made = await createMyToken({
        name,
        role: String(data.get("role")) as StaffRole,
        expires_in_days: Number(data.get("expires_in_days")),
      });
      setCreated(made);
      setNotice(undefined);
      form.reset();
      tokens.reload();
    } catch (caught) {
      setNotice({ kind: "error", text: errorText(caught) });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (token: AccessToken) => {
    setBusy(true);
    try {
      await revokeMyToken(token.id);
      if (created?.id === token.id) setCreated(undefined);
      setNotice({ kind: "success", text: `The token “${token.name}” was revoked. Scripts using it are refused from now on.` });
      tokens.reload();
    } catch (caught) {
      setNotice({ kind: "error", text: errorText(caught) });
    } finally {
      setBusy(false);
      setRevoking(undefined);
    }
  };

  return (
    <>
      <NoticeRegions notice={notice} extraErrors={tokens.error ? <p className="staff-error">{getStaffErrorText(tokens.error)}</p> : null} />
      {created ? (
        <div className="staff-token-shown" role="region" aria-labelledby="token-shown-heading">
          <h3 id="token-shown-heading">Your new token “{created.name}”</h3>
          <p>
            Copy it now and keep it in your script&apos;s secret store. It is shown only this once: if you lose it, revoke it and make
            another.
          </p>
          <label htmlFor="token-value">Token</label>
          {/* A text area, so the whole token wraps into view on a phone too. */}
          <textarea
            id="token-value"
            ref={shownRef}
            className="staff-token-value"
            readOnly
            rows={2}
            value={created.token}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="staff-button staff-button--quiet" onClick={() => setCreated(undefined)}>
            I have copied it
          </button>
        </div>
      ) : null}
      {tokens.data ? (
        tokens.data.length === 0 ? (
          <p>You have no live tokens.</p>
        ) : (
          <div className="staff-table-wrap">
            <table className="staff-table staff-table--cards">
              <caption className="visually-hidden">Your personal access tokens</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Made</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Last used</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tokens.data.map((token) => (
                  <tr key={token.id}>
                    <th scope="row">{token.name}</th>
                    <td data-label="Role">{STAFF_ROLE_LABELS[token.role]}</td>
                    <td data-label="Made">{formatStaffDateTime(token.created_at)}</td>
                    <td data-label="Expires">{formatStaffDateTime(token.expires_at)}</td>
                    <td data-label="Last used">{token.last_used_at ? formatStaffDateTime(token.last_used_at) : "Never"}</td>
                    <td>
                      <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={() => setRevoking(token)}>
                        Revoke<span className="visually-hidden"> the token {token.name}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : tokens.error ? null : (
        <p role="status">Loading tokens…</p>
      )}
      <form
        className="staff-passkey-form"
        aria-labelledby="add-token-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create(event.currentTarget);
        }}
      >
        <h3 id="add-token-heading">Make a token</h3>
        <StaffField
          id="token-name"
          name="name"
          label="Name (for example, the script that will use it)"
          autoComplete="off"
          error={nameError}
        />
        <div className="staff-field">
          <label htmlFor="token-role">Role</label>
          <select id="token-role" name="role" defaultValue={role}>
            {roles.map((candidate) => (
              <option key={candidate} value={candidate}>
                {STAFF_ROLE_LABELS[candidate]}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-field">
          <label htmlFor="token-days">Expires after</label>
          <select id="token-days" name="expires_in_days" defaultValue="30">
            {ACCESS_TOKEN_DAY_CHOICES.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? "Making the token…" : "Make a token"}
        </button>
      </form>
      <ConfirmDialog
        open={revoking !== undefined}
        title={`Revoke the token “${revoking?.name ?? ""}”?`}
        confirmLabel="Revoke token"
        busyLabel="Revoking…"
        cancelLabel="Keep it"
        isBusy={busy}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(undefined)}
      >
        <p>Scripts using it are refused at once. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
