import { STAFF_ROLES, type StaffRole } from "#domain/permissions.ts";

/** One line of OIDC_ROLE_MAP: members of `group` in the bank's directory get `role` (ADR 066). */
export interface DirectoryRoleRule {
  role: StaffRole;
  group: string;
}

/** The default OIDC_ROLE_MAP: one directory group per console role. */
export const DEFAULT_DIRECTORY_ROLE_MAP = "admin:web-admins,editor:web-editors,kyc_officer:kyc-officers";

/**
 * Reads OIDC_ROLE_MAP, `role:group` pairs separated by commas, in the order given: a role may
 * appear more than once, for several groups. Answers an error's words when a pair is malformed
 * or names a role the console does not have.
 */
export function parseDirectoryRoleMap(text: string): DirectoryRoleRule[] | string {
  const rules: DirectoryRoleRule[] = [];
  for (const pair of text.split(",").map((part) => part.trim())) {
    if (pair === "") continue;
    const colon = pair.indexOf(":");
    const role = pair.slice(0, colon).trim();
    const group = pair.slice(colon + 1).trim();
    if (colon <= 0 || group === "") return `must be role:group pairs separated by commas (got "${pair}")`;
    if (!(STAFF_ROLES as readonly string[]).includes(role)) return `names the role "${role}"; the roles are ${STAFF_ROLES.join(", ")}`;
    rules.push({ role: role as StaffRole, group });
  }
  return rules.length === 0 ? "must map at least one role to a directory group" : rules;
}

/**
 * The directory groups a claim carries: an array of names, or one string of names separated by
 * spaces or commas (directories differ). Anything else carries none.
 */
export function readDirectoryGroups(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.filter((value): value is string => typeof value === "string");
  if (typeof claim === "string") return claim.split(/[\s,]+/).filter((value) => value !== "");
  return [];
}

/**
 * The console role of a person in these groups: the first rule of the map that matches, so the map's
 * order is its priority (list admin first). Undefined when no group is mapped: the person is refused.
 */
export function findDirectoryRole(groups: readonly string[], rules: readonly DirectoryRoleRule[]): StaffRole | undefined {
  return rules.find((rule) => groups.includes(rule.group))?.role;
}

/**
 * RFC 8176 authentication method references that show a second factor was used. A directory that
 * names only `pwd` signed the person in with a password alone.
 */
const SECOND_FACTOR_METHODS = new Set(["mfa", "otp", "hwk", "swk", "sc", "sms", "tel", "fpt", "face", "iris", "retina", "vbm", "pop"]);

/** Whether an ID token's `amr` claim shows more than a password. */
export function showsSecondFactor(amr: unknown): boolean {
  return Array.isArray(amr) && amr.some((method) => typeof method === "string" && SECOND_FACTOR_METHODS.has(method));
}

/**
 * Why a directory sign-in opened no session; the sign-in screen words each one:
 * - `no_role`: the person is in none of OIDC_ROLE_MAP's groups;
 * - `no_second_factor`: the directory signed them in with a password alone, and OIDC_REQUIRE_MFA is on;
 * - `disabled`: an admin disabled the account the person has here;
 * - `name_taken`: a local account already has the directory's username (the directory never takes one over);
 * - `failed`: the answer did not check out (expired, replayed, another browser's, or the directory said no);
 * - `unavailable`: the directory could not be reached.
 */
export type DirectoryRefusal = "no_role" | "no_second_factor" | "disabled" | "name_taken" | "failed" | "unavailable";
