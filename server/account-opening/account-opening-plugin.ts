import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import type { KycSessions } from "../onboarding/kyc-sessions.ts";
import { registerAccountApplicationRoutes } from "./account-application-routes.ts";
import { createApplicantService } from "./applicant-service.ts";
import { createApplicationReviewService } from "./application-review-service.ts";
import type { AccountOpeningDependencies } from "./application-records.ts";
import { registerStaffApplicationRoutes } from "./staff-application-routes.ts";

/** The applicant's API: personal data throughout, never cached (the server's no-store hook, ADR 043). */
export const ACCOUNT_APPLICATIONS_PATH = "/api/account-applications";

export interface AccountOpeningPluginOptions extends AccountOpeningDependencies {
  sessions: KycSessions;
  auth: StaffAuth;
  audit: AuditLog;
  /** Where uploads are inspected: inside DATA_DIR (ADR 033), never the system temp folder. */
  tempDir: string;
}

/**
 * Account opening (ADR 031, 043): the applicant's routes under `/api/account-applications` and the
 * staff's under `/api/staff/applications`. The sweep is the server's (app.ts), not a route's.
 */
export async function accountOpeningPlugin(app: FastifyInstance, options: AccountOpeningPluginOptions): Promise<void> {
  const { sessions, auth, audit, tempDir, ...dependencies } = options;
  await registerAccountApplicationRoutes(app, { sessions, applications: createApplicantService(dependencies), tempDir });
  registerStaffApplicationRoutes(app, { applications: createApplicationReviewService(dependencies), auth, audit });
}
