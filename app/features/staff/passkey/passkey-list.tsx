import { useState } from "react";
import type { Passkey } from "#domain/staff-identity/schemas/passkeys.ts";
import { ConfirmDialog } from "#app/features/staff/confirm-dialog.tsx";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { NoticeRegions, type StaffNotice } from "#app/features/staff/staff-notice.tsx";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import { AddPasskeyForm, getPasskeyErrorText } from "./add-passkey-form.tsx";
import { listMyPasskeys, removeMyPasskey } from "./passkey-api.client.ts";

/** "My security"'s passkeys (ADR 053): add one under a name, see each one's use, remove one after naming it. */
export function PasskeyList() {
  const passkeys = useStaffData(listMyPasskeys, "mine");
  const [notice, setNotice] = useState<StaffNotice>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Passkey>();

  const remove = async (passkey: Passkey) => {
    setBusy(true);
    try {
      await removeMyPasskey(passkey.id);
      setNotice({ kind: "success", text: `The passkey “${passkey.name}” was removed. It no longer signs you in.` });
      passkeys.reload();
    } catch (caught) {
      setNotice({ kind: "error", text: getPasskeyErrorText(caught) });
    } finally {
      setBusy(false);
      setRemoving(undefined);
    }
  };

  return (
    <>
      <NoticeRegions
        notice={notice}
        extraErrors={passkeys.error ? <p className="staff-error">{getStaffErrorText(passkeys.error)}</p> : null}
      />
      {passkeys.data ? (
        passkeys.data.length === 0 ? (
          <p>You have no passkeys yet.</p>
        ) : (
          <div className="staff-table-wrap">
            <table className="staff-table staff-table--cards">
              <caption className="visually-hidden">Your passkeys</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Without password</th>
                  <th scope="col">Added</th>
                  <th scope="col">Last used</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {passkeys.data.map((passkey) => (
                  <tr key={passkey.id}>
                    <th scope="row">{passkey.name}</th>
                    <td data-label="Without password">{passkey.passwordless ? "Yes" : "No, second factor only"}</td>
                    <td data-label="Added">{formatStaffDateTime(passkey.created_at)}</td>
                    <td data-label="Last used">{passkey.last_used_at ? formatStaffDateTime(passkey.last_used_at) : "Never"}</td>
                    <td>
                      <button
                        type="button"
                        className="staff-button staff-button--quiet"
                        disabled={busy}
                        onClick={() => setRemoving(passkey)}
                      >
                        Remove<span className="visually-hidden"> the passkey {passkey.name}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : passkeys.error ? null : (
        <p role="status">Loading passkeys…</p>
      )}
      <AddPasskeyForm
        heading="Add a passkey"
        headingLevel={3}
        intro="Your device asks for its PIN, fingerprint or face, then keeps the passkey. Only this console can use it, so a fake site cannot trick you into giving it away."
        offerPasswordless
        disabled={busy}
        onAdded={(added) => {
          setNotice({ kind: "success", text: `The passkey “${added.name}” was added.` });
          passkeys.reload();
        }}
        onFailed={(text) => setNotice({ kind: "error", text })}
      />
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove the passkey “${removing?.name ?? ""}”?`}
        confirmLabel="Remove passkey"
        busyLabel="Removing…"
        cancelLabel="Keep it"
        isBusy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(undefined)}
      >
        <p>It will no longer sign you in. The passkey stays on your device until you delete it there.</p>
      </ConfirmDialog>
    </>
  );
}
