import type { FastifyInstance } from "fastify";
import type { LoginRateLimit } from "../api/login-route.ts";
import type { AuditLog } from "../audit/audit-log.ts";
import type { StaffAccounts } from "../auth/staff-accounts.ts";
import type { StaffAuth } from "../auth/staff-auth.ts";
import { registerAccountRoutes } from "./account-routes.ts";
import { registerSessionRoutes } from "./session-routes.ts";

export interface StaffIdentityPluginOptions {
  auth: StaffAuth;
  accounts: StaffAccounts;
  audit: AuditLog;
  rateLimit: LoginRateLimit;
}

/** Staff identity's routes (ADR 040, 043): the console's sessions, staff accounts and the audit log. */
export async function staffIdentityPlugin(app: FastifyInstance, options: StaffIdentityPluginOptions): Promise<void> {
  registerSessionRoutes(app, options);
  registerAccountRoutes(app, options);
}
