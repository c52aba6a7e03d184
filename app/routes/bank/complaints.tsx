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

// The form and its code round load with this page only, as KYC's upload form does.
const ComplaintForm = lazy(() => import("#app/features/complaints/complaint-form.tsx").then((module) => ({ default: module.ComplaintForm })));

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The bank's branches, for the optional branch field. */
export async function loader({ context }: Route.LoaderArgs) {
  const branches = (await loadCollection(context, "branches"))
    .filter((branch) => branch.kind === "branch")
    .map((branch) => ({ id: branch.id, name: branch.name }))
    .toSorted((a, b) => a.name.localeCompare(b.name));
  return { branches };
}

export default function Complaints({ loaderData }: Route.ComponentProps) {
  const { t, prefix } = useSite();
  const m = useScreenMessages(complaintPageMessages);
  const statusHref = findRoute(prefix, "bank", "complaintStatus")?.href;
  return (
    <>
      <ScreenHeader />
      <div className="container documents">
        {statusHref ? (
          <p>
            <Link to={statusHref}>{m.statusLink}</Link>
          </p>
        ) : null}
        <Suspense fallback={<p className="empty-note">{t.loading}</p>}>
          <ComplaintForm branches={loaderData.branches} />
        </Suspense>
      </div>
    </>
  );
}
