import { Link, useParams } from "react-router";
import { describeAccount } from "#app/features/staff/accounts/account-table.tsx";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { SessionList } from "#app/features/staff/session/session-list.tsx";
import { endAccountSession, endAccountSessions, getStaffAccount, listAccountSessions } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import type { Route } from "./+types/account-sessions.ts";

export const meta: Route.MetaFunction = () => staffMeta("Sessions of an account");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

export default function AccountSessionsScreen() {
  return (
    <RoleGate permission="administer">
      <AccountSessions />
    </RoleGate>
  );
}

function AccountSessions() {
  const { id = "" } = useParams();
  const account = useStaffData(() => getStaffAccount(id), id);
  const name = account.data ? describeAccount(account.data) : "this account";
  return (
    <>
      <p>
        <Link to="/staff/accounts">Back to staff accounts</Link>
      </p>
      <h1>Sessions of {name}</h1>
      {account.error ? <p className="staff-error">{getStaffErrorText(account.error)}</p> : null}
      {account.data === null ? <p className="staff-error">{getStaffErrorText("not_found")}</p> : null}
      {account.data ? (
        <SessionList
          owner={`${account.data.username} has`}
          listKey={id}
          load={() => listAccountSessions(id)}
          end={(session) => endAccountSession(id, session.id)}
          endOthers={() => endAccountSessions(id)}
          endOthersLabel={`Sign ${account.data.username} out everywhere`}
        />
      ) : null}
    </>
  );
}
