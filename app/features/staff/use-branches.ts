import { callStaffApi } from "./staff-api.client.ts";
import { useStaffData } from "./use-staff-data.ts";

export interface BranchName {
  id: string;
  name: string;
  /** A branch, an ATM or an agency: customers choose only branches, so filters offer only those. */
  kind?: "branch" | "atm" | "agency";
}

/** The bank's branches (a few dozen, public): for a list's branch filter and to name an id. */
export function useBranches(): readonly BranchName[] {
  const branches = useStaffData(() => callStaffApi<BranchName[]>("/api/branches", { query: { limit: 100 } }), "branches");
  return branches.data ?? [];
}
