import { useState } from "react";
import type { StaffSession } from "#domain/staff-identity/schemas/staff-sessions.ts";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { NoticeRegions, type StaffNotice } from "#app/features/staff/staff-notice.tsx";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import { RequestError } from "#app/http/request-error.ts";

export interface SessionListProps {
  /** Whose sessions: "your" on My security, the person's name on an admin's screen. */
  owner: string;
  /** A key that changes when the list belongs to someone else. */
  listKey: string;
  load: () => Promise<StaffSession[]>;
  end: (session: StaffSession) => Promise<void>;
  /** Ends every session but the one asking; answers how many ended. */
  endOthers: () => Promise<{ ended: number }>;
  endOthersLabel: string;
}

function errorText(caught: unknown): string {
  return getStaffErrorText(caught instanceof RequestError ? caught.code : "internal");
}

/** Signed-in sessions in a table: the device, the address, when, and a way to end each. */
export function SessionList({ owner, listKey, load, end, endOthers, endOthersLabel }: SessionListProps) {
  const sessions = useStaffData(load, listKey);
  const [notice, setNotice] = useState<StaffNotice>();
  const [busyId, setBusyId] = useState<string>();

  const run = async (id: string, action: () => Promise<string>) => {
    setBusyId(id);
    try {
      setNotice({ kind: "success", text: await action() });
      sessions.reload();
    } catch (caught) {
      setNotice({ kind: "error", text: errorText(caught) });
    } finally {
      setBusyId(undefined);
    }
  };

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <>
      <NoticeRegions
        notice={notice}
        extraErrors={sessions.error ? <p className="staff-error">{getStaffErrorText(sessions.error)}</p> : null}
      />
      {sessions.data ? (
        sessions.data.length === 0 ? (
          <p>{owner} no signed-in sessions.</p>
        ) : (
          <>
            <div className="staff-table-wrap">
              <table className="staff-table staff-table--cards">
                <caption className="visually-hidden">Signed-in sessions</caption>
                <thead>
                  <tr>
                    <th scope="col">Device</th>
                    <th scope="col">Address</th>
                    <th scope="col">Signed in</th>
                    <th scope="col">Last seen</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sessions.data.map((session) => (
                    <tr key={session.id}>
                      <th scope="row">
                        {session.device}
                        {session.kind === "bearer" ? <span className="staff-hint"> (API token)</span> : null}
                        {session.current ? (
                          <>
                            {" "}
                            <span className="staff-badge staff-badge--processed">This device</span>
                          </>
                        ) : null}
                      </th>
                      <td data-label="Address">{session.ip ?? "—"}</td>
                      <td data-label="Signed in">{formatStaffDateTime(session.signed_in_at)}</td>
                      <td data-label="Last seen">{formatStaffDateTime(session.last_seen_at)}</td>
                      <td>
                        {session.current ? null : (
                          <button
                            type="button"
                            className="staff-button staff-button--quiet"
                            disabled={busyId !== undefined}
                            onClick={() =>
                              void run(session.id, async () => {
                                await end(session);
                                return `The session on ${session.device} was signed out.`;
                              })
                            }
                          >
                            Sign out
                            <span className="visually-hidden">
                              {" "}
                              {session.device}, signed in {formatStaffDateTime(session.signed_in_at)}
                            </span>
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {others.length > 0 ? (
              <p>
                <button
                  type="button"
                  className="staff-button"
                  disabled={busyId !== undefined}
                  onClick={() =>
                    void run("others", async () => {
                      const { ended } = await endOthers();
                      return ended === 1 ? "1 session was signed out." : `${ended} sessions were signed out.`;
                    })
                  }
                >
                  {endOthersLabel}
                </button>
              </p>
            ) : null}
          </>
        )
      ) : sessions.error ? null : (
        <p role="status">Loading sessions…</p>
      )}
    </>
  );
}
