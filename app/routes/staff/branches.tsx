import { getStaffHeaders, getStaffMeta } from "#app/features/staff/staff-route.ts";
import { BranchEditor } from "#app/features/staff/branches/branch-editor.tsx";
import "#app/features/staff/staff-console.css";

export const meta = () => getStaffMeta("Branches and ATMs");
export const headers = getStaffHeaders;

/** `/staff/branches`: the branch editor of spec §3, with the map pin. */
export default function BranchesScreen() {
  return (
    <div className="staff-page staff-page--wide">
      <BranchEditor />
    </div>
  );
}
