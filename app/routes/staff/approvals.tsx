import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { PublishingOnly } from "#app/features/staff/content/publishing-only.tsx";
import { ApprovalsScreen } from "#app/features/staff/approvals/approvals-screen.tsx";
import "#app/features/staff/staff-console.css";

export const meta = () => staffMeta("Approvals");
export const headers = () => STAFF_HEADERS;

/** `/staff/approvals`: changes waiting for a second editor (maker-checker, ADR 062). */
export default function ApprovalsRoute() {
  return (
    <PublishingOnly>
      <ApprovalsScreen />
    </PublishingOnly>
  );
}
