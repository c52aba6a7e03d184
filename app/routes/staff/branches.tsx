import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { PublishingOnly } from "#app/features/staff/content/publishing-only.tsx";
import { BranchEditor } from "#app/features/staff/branches/branch-editor.tsx";
import "#app/features/staff/staff-console.css";

export const meta = () => staffMeta("Branches and ATMs");
export const headers = () => STAFF_HEADERS;

/** `/staff/branches`: the branch editor of spec §3, with the map pin. */
export default function BranchesScreen() {
  return (
    <PublishingOnly>
      <div className="staff-page staff-page--wide">
        <BranchEditor />
      </div>
    </PublishingOnly>
  );
}
