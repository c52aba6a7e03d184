import type { FastifyInstance } from "fastify";
import { registerAccessTokenRoutes } from "./access-token-routes.ts";
import { registerLoginRoute, type LoginRateLimit } from "./login-route.ts";
import { registerAccountRoutes } from "./account-routes.ts";
import { registerPasskeyRoutes } from "./passkey-routes.ts";
import { registerSecondFactorRoutes } from "./second-factor-routes.ts";
import { registerSessionRoutes } from "./session-routes.ts";
import { registerSessionListRoutes } from "./session-list-routes.ts";
import type { StaffIdentity } from "./staff-identity.ts";

export interface StaffIdentityPluginOptions extends StaffIdentity {
  rateLimit: LoginRateLimit;
}

/**
 * Staff identity's routes (ADR 040, 043, 052, 053): `/api/login` for scripts, the console's sessions,
 * the second factor and passkeys, personal access tokens (ADR 058), staff accounts and the audit log.
 */
export async function staffIdentityPlugin(app: FastifyInstance, options: StaffIdentityPluginOptions): Promise<void> {
  registerLoginRoute(app, options.auth, options.audit, options.rateLimit);
  registerSessionRoutes(app, options);
  registerAccountRoutes(app, options);
  registerSecondFactorRoutes(app, options);
  registerPasskeyRoutes(app, options);
  registerSessionListRoutes(app, options);
  registerAccessTokenRoutes(app, options);
}
