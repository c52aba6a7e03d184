import type { StaffRole } from "#domain/schemas/staff.ts";
import { useStaffMe } from "./staff-api.client.ts";

/** Shows a screen only to the roles that may use it; the API refuses the others anyway. */
export function RoleGate({ roles, children }: { roles: readonly StaffRole[]; children: React.ReactNode }) {
  const { me } = useStaffMe();
  if (!me) return null;
  if (!roles.includes(me.role)) {
    return (
      <section aria-labelledby="refused-heading">
        <h1 id="refused-heading">Not for your role</h1>
        <p>This screen is for other roles. Ask an administrator if you need it.</p>
      </section>
    );
  }
  return <>{children}</>;
}
