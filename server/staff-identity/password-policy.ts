import { createRequire } from "node:module";
import type * as LanguageCommon from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#domain/staff-identity/schemas/staff.ts";
import { HttpError } from "../http-error.ts";

/**
 * The 49 000 most common passwords of public breach lists (zxcvbn-ts, MIT), lower-cased, read
 * once, when a password is first checked: the package's dictionaries hold ~15 MiB that an
 * instance serving visitors never needs (ADR 035).
 */
let blocklist: Set<string> | undefined;
function getBlocklist(): Set<string> {
  if (!blocklist) {
    const { dictionary } = createRequire(import.meta.url)("@zxcvbn-ts/language-common") as typeof LanguageCommon;
    blocklist = new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));
  }
  return blocklist;
}

/** Words of this service a guesser tries first (NIST SP 800-63B §3.1.1.2: context-specific words). */
const SERVICE_WORDS = ["fdh", "fdhbank", "fdh bank", "fdhstaff", "malawi"];

export type PasswordProblem = "too_short" | "too_long" | "common" | "contains_username" | "repetitive";

/**
 * Why a new password is refused, or undefined when it is fine. NIST SP 800-63B: length limits
 * and a blocklist, no composition rules (ADR 040). Compared case-insensitively, and with digits
 * and symbols stripped from the ends, so `Password2026!` counts as `password`.
 */
export function findPasswordProblem(password: string, username?: string): PasswordProblem | undefined {
  const length = [...password.normalize("NFKC")].length;
  if (length < PASSWORD_MIN_LENGTH) return "too_short";
  if (length > PASSWORD_MAX_LENGTH) return "too_long";
  const lower = password.normalize("NFKC").toLowerCase();
  if (new Set(lower).size <= 3) return "repetitive";
  if (username && username.length >= 3 && lower.includes(username.toLowerCase())) return "contains_username";
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  const list = getBlocklist();
  if (list.has(lower) || list.has(core) || SERVICE_WORDS.includes(core) || list.has(lower.replace(/\s+/g, ""))) return "common";
  return undefined;
}

const PROBLEM_TEXT: Record<PasswordProblem, string> = {
  too_short: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: "is too common: choose a longer phrase of your own",
  contains_username: "must not contain the username",
  repetitive: "repeats too few characters",
};

/** Throws 400 `weak_password` naming the problem. */
export function requireStrongPassword(password: string, field: string, username?: string): void {
  const problem = findPasswordProblem(password, username);
  if (problem) throw new HttpError(400, `body.${field}: the password ${PROBLEM_TEXT[problem]}`, { code: "weak_password" });
}
