import { Outlet } from "react-router";

// Placeholder until the console shell of branch i12-server is merged (it replaces this file).
export default function StaffLayout() {
  return (
    <main id="main" className="staff-main">
      <Outlet />
    </main>
  );
}
