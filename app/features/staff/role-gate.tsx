import { can, type Permission } from "#domain/permissions.ts";
import { useStaffMe } from "./staff-api.client.ts";

/** Shows a screen only to the roles with its permission; the API refuses the others anyway. */
export function RoleGate({ permission, children }: { permission: Permission; children: React.ReactNode }) {
  const { me } = useStaffMe();
  if (!me) return null;
  if (!can(me.role, permission)) {
    return (
      <section aria-labelledby="refused-heading">
        <h1 id="refused-heading">Not for your role</h1>
        <p>This screen is for other roles. Ask an administrator if you need it.</p>
      </section>
    );
  }
  return <>{children}</>;
}
