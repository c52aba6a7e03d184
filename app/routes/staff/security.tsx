import { Link } from "react-router";
import { AccessTokenList } from "#app/features/staff/access-token/access-token-list.tsx";
import { PasskeyList } from "#app/features/staff/passkey/passkey-list.tsx";
import { SessionList } from "#app/features/staff/session/session-list.tsx";
import { endMyOtherSessions, endMySession, listMySessions, useStaffMe } from "#app/features/staff/staff-api.client.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import type { Route } from "./+types/security.ts";

export const meta: Route.MetaFunction = () => staffMeta("My security");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

export default function SecurityScreen() {
  const { me } = useStaffMe();
  return (
    <>
      <h1>My security</h1>
      <section className="staff-section" aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading" className="staff-section-heading">
          Passkeys
        </h2>
        <p className="staff-hint">
          A passkey on your phone, laptop or security key can stand in for your authenticator app&apos;s code, and, if you choose, sign you
          in without your password.
        </p>
        <PasskeyList />
      </section>
      {me ? (
        <section className="staff-section" aria-labelledby="tokens-heading">
          <h2 id="tokens-heading" className="staff-section-heading">
            Personal access tokens
          </h2>
          <p className="staff-hint">
            A token lets a script use the staff API as you, with the role you give it (at most yours), until it expires after at most 90
            days or you revoke it. Send it as <code>Authorization: Bearer &lt;token&gt;</code>. Every use is recorded in the audit log.
          </p>
          <AccessTokenList role={me.role} />
        </section>
      ) : null}
      <section className="staff-section" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="staff-section-heading">
          Where you are signed in
        </h2>
        <p className="staff-hint">
          Each browser and script token signed in as you. Sign out any you do not recognise, then{" "}
          <Link to="/staff/password">change your password</Link>.
        </p>
        <SessionList
          owner="You have"
          listKey="mine"
          load={listMySessions}
          end={(session) => endMySession(session.id)}
          endOthers={endMyOtherSessions}
          endOthersLabel="Sign out everywhere else"
        />
      </section>
    </>
  );
}
