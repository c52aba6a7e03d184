import type { FastifyInstance } from "fastify";
import { registerAccessTokenRoutes } from "./access-token-routes.ts";
import { registerLoginRoute, type LoginRateLimit } from "./login-route.ts";
import { registerAccountRoutes } from "./account-routes.ts";
import { registerPasskeyRoutes } from "./passkey-routes.ts";
import { registerSecondFactorRoutes } from "./second-factor-routes.ts";
import { registerSessionRoutes } from "./session-routes.ts";
import { registerSessionListRoutes } from "./session-list-routes.ts";
import type { StaffIdentity } from "./staff-identity.ts";
import { registerDirectoryRoutes } from "./directory-routes.ts";

export interface StaffIdentityPluginOptions extends StaffIdentity {
  rateLimit: LoginRateLimit;
  /** PUBLIC_URL: the directory's callback is checked against it (ADR 066). */
  publicUrl: string;
}

/**
 * Staff identity's routes (ADR 040, 043, 052, 053): `/api/login` for scripts, the console's sessions,
 * the second factor and passkeys, personal access tokens (ADR 058), staff accounts and the audit log,
 * and single sign-on with the bank's directory when it is configured (ADR 066).
 */
export async function staffIdentityPlugin(app: FastifyInstance, options: StaffIdentityPluginOptions): Promise<void> {
  registerLoginRoute(app, options.auth, options.audit, options.rateLimit);
  registerSessionRoutes(app, options);
  registerAccountRoutes(app, options);
  registerSecondFactorRoutes(app, options);
  registerPasskeyRoutes(app, options);
  registerSessionListRoutes(app, options);
  registerAccessTokenRoutes(app, options);
  if (options.directory) registerDirectoryRoutes(app, { ...options, directory: options.directory });
}
