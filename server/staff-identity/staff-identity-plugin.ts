import type { FastifyInstance } from "fastify";
import { registerLoginRoute, type LoginRateLimit } from "./login-route.ts";
import type { AuditLog } from "./audit-log.ts";
import type { StaffAccounts } from "./staff-accounts.ts";
import type { StaffAuth } from "./staff-auth.ts";
import { registerAccountRoutes } from "./account-routes.ts";
import { registerSecondFactorRoutes } from "./second-factor-routes.ts";
import type { SecondFactor } from "./second-factor.ts";
import { registerSessionRoutes } from "./session-routes.ts";
import { registerSessionListRoutes } from "./session-list-routes.ts";
import type { StaffSessions } from "./staff-sessions.ts";

export interface StaffIdentityPluginOptions {
  auth: StaffAuth;
  accounts: StaffAccounts;
  audit: AuditLog;
  secondFactor: SecondFactor;
  sessions: StaffSessions;
  rateLimit: LoginRateLimit;
}

/**
 * Staff identity's routes (ADR 040, 043, 052): `/api/login` for scripts, the console's sessions,
 * the second factor, staff accounts and the audit log.
 */
export async function staffIdentityPlugin(app: FastifyInstance, options: StaffIdentityPluginOptions): Promise<void> {
  registerLoginRoute(app, options.auth, options.audit, options.rateLimit);
  registerSessionRoutes(app, options);
  registerAccountRoutes(app, options);
  registerSecondFactorRoutes(app, options);
  registerSessionListRoutes(app, options);
}
