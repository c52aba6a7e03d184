import { z } from "zod";

/**
 * The staff roles (ADR 040, 059): an admin may do everything, including staff accounts and the
 * audit log; an editor publishes public content and media; a KYC officer processes KYC records; a
 * complaints officer handles customers' complaints.
 */
export const STAFF_ROLES = ["admin", "editor", "kyc_officer", "complaints_officer"] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;
/** The role a new account gets unless the admin picks another: the one with the least reach into personal data. */
export const DEFAULT_STAFF_ROLE: StaffRole = "editor";

/** Readable names of the roles, for the console. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administrator",
  editor: "Editor",
  kyc_officer: "KYC officer",
  complaints_officer: "Complaints officer",
};

/**
 * What each staff role may do (ADR 040), in one place: the server's checks, the console's screens
 * and its navigation all read this map, so a role gains or loses a power by one line here.
 */
export const PERMISSIONS = {
  /** Sign in, see the console's home, change one's own password. */
  useConsole: STAFF_ROLES,
  /** Write public content, publish rates, upload media. */
  publish: ["admin", "editor"],
  /** Read and process KYC records and their documents. */
  processKyc: ["admin", "kyc_officer"],
  /** Read and decide account applications and their documents. */
  processApplications: ["admin", "kyc_officer"],
  /** Read, answer, escalate and close complaints and their attachments (ADR 059). */
  handleComplaints: ["admin", "complaints_officer"],
  /** Manage staff accounts and read the audit log. */
  administer: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether a role has a permission. */
export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}
