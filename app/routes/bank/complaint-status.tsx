import { lazy, Suspense } from "react";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import type { Route } from "./+types/complaint-status.ts";
import "#app/features/kyc/kyc.css";

const ComplaintStatus = lazy(() =>
  import("#app/features/complaints/complaint-status.tsx").then((module) => ({ default: module.ComplaintStatus })),
);

export const meta: Route.MetaFunction = (args) => screenMeta(args);

export default function ComplaintStatusPage() {
  const { t } = useSite();
  return (
    <>
      <ScreenHeader />
      <div className="container documents">
        <Suspense fallback={<p className="empty-note">{t.loading}</p>}>
          <ComplaintStatus />
        </Suspense>
      </div>
    </>
  );
}
