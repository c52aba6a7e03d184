import type { FastifyInstance } from "fastify";
import type { LoginRateLimit } from "../api/login-route.ts";
import type { AuditLog } from "../audit/audit-log.ts";
import type { StaffAuth } from "../auth/staff-auth.ts";
import { registerAccountRoutes } from "./account-routes.ts";
import { registerSessionRoutes } from "./session-routes.ts";

export interface StaffApiOptions {
  auth: StaffAuth;
  audit: AuditLog;
  rateLimit: LoginRateLimit;
}

/** Everything under `/api/staff` (the console's API): never cached, personal data throughout. */
export function registerStaffApi(app: FastifyInstance, options: StaffApiOptions): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/api/staff")) reply.header("cache-control", "no-store");
    return payload;
  });
  registerSessionRoutes(app, options);
  registerAccountRoutes(app, options);
}
