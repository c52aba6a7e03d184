import { can, type Permission } from "../permissions.ts";
import type { StaffRole } from "../permissions.ts";
import type { RequiredStep } from "./schemas/second-factor.ts";

export interface StaffNavigationItem {
  href: string;
  label: string;
}

/** Console screens and who may open them, in the order the console's navigation lists them. */
const ITEMS: Array<StaffNavigationItem & { permission: Permission }> = [
  { href: "/staff", label: "Home", permission: "useConsole" },
  { href: "/staff/content", label: "Content", permission: "publish" },
  { href: "/staff/rates", label: "Today's rates", permission: "publish" },
  { href: "/staff/media", label: "Media library", permission: "publish" },
  { href: "/staff/approvals", label: "Approvals", permission: "publish" },
  { href: "/staff/kyc", label: "KYC queue", permission: "processKyc" },
  { href: "/staff/applications", label: "Applications", permission: "processApplications" },
  { href: "/staff/complaints", label: "Complaints", permission: "handleComplaints" },
  { href: "/staff/accounts", label: "Staff accounts", permission: "administer" },
  { href: "/staff/audit", label: "Audit log", permission: "administer" },
  { href: "/staff/password", label: "My password", permission: "useConsole" },
];

/** The console screens a role may open: the navigation shows only these. */
export function getStaffNavigation(role: StaffRole): StaffNavigationItem[] {
  return ITEMS.filter((item) => can(role, item.permission)).map(({ href, label }) => ({ href, label }));
}

/** The screen of each step a session must do first (ADR 052). */
const REQUIRED_STEP_SCREENS: Record<RequiredStep, string> = {
  change_password: "/staff/password",
  enrol_second_factor: "/staff/second-factor",
};

/** The one screen a session with a pending step may open. */
export function getRequiredStepScreen(step: RequiredStep): string {
  return REQUIRED_STEP_SCREENS[step];
}

/** Where to go after signing in: the `next` path when it is a console path, else the console home. */
export function getSignInTarget(next: string | null): string {
  return next && /^\/staff(\/[\w/-]*)?$/.test(next) ? next : "/staff";
}
