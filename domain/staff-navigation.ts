import type { StaffRole } from "./schemas/staff.ts";

export interface StaffNavigationItem {
  href: string;
  label: string;
}

/** Console screens and who may open them, in the order the console's navigation lists them. */
const ITEMS: Array<StaffNavigationItem & { roles: readonly StaffRole[] }> = [
  { href: "/staff", label: "Home", roles: ["admin", "editor", "kyc_officer"] },
  { href: "/staff/content", label: "Content", roles: ["admin", "editor"] },
  { href: "/staff/rates", label: "Today's rates", roles: ["admin", "editor"] },
  { href: "/staff/kyc", label: "KYC queue", roles: ["admin", "kyc_officer"] },
  { href: "/staff/applications", label: "Applications", roles: ["admin", "kyc_officer"] },
  { href: "/staff/accounts", label: "Staff accounts", roles: ["admin"] },
  { href: "/staff/audit", label: "Audit log", roles: ["admin"] },
  { href: "/staff/password", label: "My password", roles: ["admin", "editor", "kyc_officer"] },
];

/** The console screens a role may open: the navigation shows only these. */
export function getStaffNavigation(role: StaffRole): StaffNavigationItem[] {
  return ITEMS.filter((item) => item.roles.includes(role)).map(({ href, label }) => ({ href, label }));
}

/** Where to go after signing in: the `next` path when it is a console path, else the console home. */
export function getSignInTarget(next: string | null): string {
  return next && /^\/staff(\/[\w/-]*)?$/.test(next) ? next : "/staff";
}
