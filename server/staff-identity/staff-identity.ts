import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createAccessTokens, type AccessTokens } from "./access-tokens.ts";
import { createAuditLog, type AuditLog } from "./audit-log.ts";
import { createPasskeys, type Passkeys } from "./passkeys.ts";
import { createSecondFactor, type SecondFactor } from "./second-factor.ts";
import { createSignInFactors } from "./sign-in-factors.ts";
import { createStaffAccounts, type StaffAccounts } from "./staff-accounts.ts";
import { createStaffAuth, type StaffAuth } from "./staff-auth.ts";
import { createStaffSessions, type StaffSessions } from "./staff-sessions.ts";
import { createDirectorySignIn, type DirectorySignIn } from "./directory-sign-in.ts";

/** The staff identity area's services (ADR 040, 052, 053), sharing one clock. */
export interface StaffIdentity {
  secondFactor: SecondFactor;
  passkeys: Passkeys;
  auth: StaffAuth;
  sessions: StaffSessions;
  accounts: StaffAccounts;
  audit: AuditLog;
  accessTokens: AccessTokens;
  /** Single sign-on with the bank's directory (ADR 066), when OIDC_ISSUER is set. */
  directory?: DirectorySignIn;
}

/**
 * Builds the area's services (ADR 040, 052, 053, 058), then makes sure the start-up admin exists with `ADMIN_PASSWORD` and,
 * when `ADMIN_TOTP_SECRET` is set, is enrolled with that key.
 */
export async function createStaffIdentity(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
  options: { now?: (() => Date) | undefined; tokenTtlMs?: number | undefined },
): Promise<StaffIdentity> {
  const clock = options.now ? { now: options.now } : {};
  const secondFactor = createSecondFactor(db, clock);
  const passkeys = createPasskeys(db, { publicUrl: config.PUBLIC_URL, ...clock });
  const factors = createSignInFactors(secondFactor, passkeys);
  const audit = createAuditLog(db, clock);
  const accessTokens = createAccessTokens(db, clock);
  const auth = createStaffAuth(db, {
    accessTokens,
    audit,
    adminToken: config.ADMIN_TOKEN && config.ADMIN_USERNAME ? { username: config.ADMIN_USERNAME, token: config.ADMIN_TOKEN } : undefined,
    secondFactor: factors,
    passkeys,
    mfaRoles: config.STAFF_MFA_ROLES,
    publicUrl: config.PUBLIC_URL,
    ...(options.tokenTtlMs === undefined ? {} : { tokenTtlMs: options.tokenTtlMs }),
    ...clock,
  });
  const sessions = createStaffSessions(db, { ...(options.tokenTtlMs === undefined ? {} : { maxAgeMs: options.tokenTtlMs }), ...clock });
  const accounts = createStaffAccounts(db, { sessions: auth, secondFactor: factors, ...clock });
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    const { id, outcome } = await accounts.upsertAccount(config.ADMIN_USERNAME, config.ADMIN_PASSWORD, "admin");
    if (outcome !== "unchanged") log.info({ username: config.ADMIN_USERNAME }, `staff account ${outcome}`);
    if (config.ADMIN_TOTP_SECRET && (await secondFactor.enrolWithSecret(id, config.ADMIN_TOTP_SECRET)) === "enrolled") {
      log.info({ username: config.ADMIN_USERNAME }, "second factor enrolled from ADMIN_TOTP_SECRET");
    }
  }
  const directory =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? createDirectorySignIn(db, {
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          rolesClaim: config.OIDC_ROLES_CLAIM,
          roleMap: config.OIDC_ROLE_MAP,
          label: config.OIDC_LABEL,
          requireSecondFactor: config.OIDC_REQUIRE_MFA,
          publicUrl: config.PUBLIC_URL,
          ...clock,
        })
      : undefined;
  return { secondFactor, passkeys, auth, sessions, accounts, audit, accessTokens, ...(directory ? { directory } : {}) };
}
