import { Link } from "react-router";
import { useStaffMe } from "#app/features/staff/staff-api.client.ts";
import { can } from "#domain/permissions.ts";

/**
 * Publishing screens are for editors and admins: a KYC officer who follows a link here is told so
 * instead of meeting a form the server would refuse (403 on every write).
 */
export function PublishingOnly({ children }: { children: React.ReactNode }) {
  const { me } = useStaffMe();
  if (me && !can(me.role, "publish")) {
    return (
      <div className="staff-page">
        <h1>Publishing is for editors and admins</h1>
        <p>
          Your role works on the <Link to="/staff/kyc">KYC queue</Link> and the <Link to="/staff/applications">account applications</Link>.
          Ask an admin if you need to publish content.
        </p>
      </div>
    );
  }
  return children;
}
