import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { findRoute } from "#domain/route-table.ts";
import { complaintPageMessages } from "#app/features/complaints/complaint-page-messages.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { loadCollection } from "#app/live/content.server.ts";
import type { Route } from "./+types/complaints.ts";
import "#app/features/kyc/kyc.css";

// The form, the status check and their code round load with this page only, as KYC's upload form
// does. One route for both (the status check on `?tab=status`): every page loads the route list,
// and the homes have no room for a second entry (130 KB first-load budget).
const ComplaintForm = lazy(() =>
  import("#app/features/complaints/complaint-form.tsx").then((module) => ({ default: module.ComplaintForm })),
);
const ComplaintStatus = lazy(() =>
  import("#app/features/complaints/complaint-status.tsx").then((module) => ({ default: module.ComplaintStatus })),
);

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The bank's branches, for the form's optional branch field. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = new URL(request.url).searchParams.get("tab") === "status" ? "status" : "complain";
  if (tab === "status") return { tab, branches: [] };
  const branches = (await loadCollection(context, "branches"))
    .filter((branch) => branch.kind === "branch")
    .map((branch) => ({ id: branch.id, name: branch.name }))
    .toSorted((a, b) => a.name.localeCompare(b.name));
  return { tab, branches };
}

export default function Complaints({ loaderData }: Route.ComponentProps) {
  const { t, prefix } = useSite();
  const m = useScreenMessages(complaintPageMessages);
  const { tab, branches } = loaderData;
  // The customer's path beyond the bank's answer, and the fraud page (ADR 071).
  const escalation = findRoute(prefix, "bank", "complaintEscalation");
  const fraud = findRoute(prefix, "bank", "fraud");
  return (
    <>
      <ScreenHeader />
      <div className="container documents">
        <p>{tab === "status" ? <Link to="?">{m.complainLink}</Link> : <Link to="?tab=status">{m.statusLink}</Link>}</p>
        <Suspense fallback={<p className="empty-note">{t.loading}</p>}>
          {tab === "status" ? <ComplaintStatus /> : <ComplaintForm branches={branches} />}
        </Suspense>
        <ul className="complaints__more">
          {escalation ? (
            <li>
              <Link to={escalation.href}>{m.escalationLink}</Link>
            </li>
          ) : null}
          {fraud ? (
            <li>
              <Link to={fraud.href}>{m.fraudLink}</Link>
            </li>
          ) : null}
        </ul>
      </div>
    </>
  );
}
