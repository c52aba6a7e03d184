import { Link } from "react-router";
import { SessionList } from "#app/features/staff/session/session-list.tsx";
import { endMyOtherSessions, endMySession, listMySessions } from "#app/features/staff/staff-api.client.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import type { Route } from "./+types/security.ts";

export const meta: Route.MetaFunction = () => staffMeta("My security");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

export default function SecurityScreen() {
  return (
    <>
      <h1>My security</h1>
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
