import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PERMISSIONS } from "#domain/permissions.ts";
import { ErrorSchema, IdSchema } from "#domain/schemas/common.ts";
import {
  EnrolmentConfirmAnswerSchema,
  EnrolmentConfirmBodySchema,
  EnrolmentStartAnswerSchema,
} from "#domain/staff-identity/schemas/second-factor.ts";
import { STAFF_SECURITY } from "../api/openapi.ts";
import { HttpError } from "../http-error.ts";
import type { AuditLog } from "./audit-log.ts";
import type { LoginRateLimit } from "./login-route.ts";
import type { Passkeys } from "./passkeys.ts";
import type { SecondFactor } from "./second-factor.ts";
import type { StaffAccounts } from "./staff-accounts.ts";
import type { StaffAuth } from "./staff-auth.ts";

export interface SecondFactorRoutesOptions {
  auth: StaffAuth;
  accounts: StaffAccounts;
  audit: AuditLog;
  secondFactor: SecondFactor;
  passkeys: Passkeys;
  rateLimit: LoginRateLimit;
}

const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema } as const;

/** Enrolling one's own authenticator app, and an admin's reset of someone's (ADR 052). */
export function registerSecondFactorRoutes(
  app: FastifyInstance,
  { auth, accounts, audit, secondFactor, passkeys, rateLimit }: SecondFactorRoutesOptions,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["staff"];
  const security = STAFF_SECURITY;
  // A password an admin chose is replaced before anything else, enrolment included.
  const requireEnrolling = auth.requireStaffAllowing("enrol_second_factor");

  const requireNotEnrolled = async (staffId: string) => {
    if (await secondFactor.isEnrolled(staffId)) {
      throw new HttpError(409, "You have an authenticator app already: an admin can reset it", { code: "already_enrolled" });
    }
  };

  api.post(
    "/api/staff/me/second-factor",
    {
      onRequest: requireEnrolling,
      schema: {
        tags,
        security,
        summary:
          "Start enrolling an authenticator app: a new key, as a QR code and as text (replacing a key shown before and not confirmed)",
        response: { 200: EnrolmentStartAnswerSchema, ...ERRORS },
      },
    },
    async (request) => {
      const staff = request.staff!;
      await requireNotEnrolled(staff.id);
      const answer = await secondFactor.startEnrolment(staff.id, staff.username);
      await audit.recordRequest(request, { action: "second_factor_enrolment_started", targetType: "staff_account", targetId: staff.id });
      return answer;
    },
  );

  api.post(
    "/api/staff/me/second-factor/confirm",
    {
      onRequest: requireEnrolling,
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } },
      schema: {
        tags,
        security,
        summary: "Confirm the key with the app's first code: answers the 10 recovery codes, this once",
        body: EnrolmentConfirmBodySchema,
        response: { 200: EnrolmentConfirmAnswerSchema, ...ERRORS, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const staff = request.staff!;
      await requireNotEnrolled(staff.id);
      const outcome = await secondFactor.confirmEnrolment(staff.id, request.body.code);
      if (outcome.status === "wrong_code") {
        throw new HttpError(400, "That code does not match the key: check the app's clock, or start again", { code: "wrong_code" });
      }
      await audit.recordRequest(request, { action: "second_factor_enrolled", targetType: "staff_account", targetId: staff.id });
      reply.header("cache-control", "no-store");
      return { recovery_codes: outcome.recoveryCodes };
    },
  );

  api.delete(
    "/api/staff/accounts/:id/second-factor",
    {
      onRequest: auth.requireRole(...PERMISSIONS.administer),
      schema: {
        tags,
        security,
        summary:
          "Reset a person's second factor (authenticator app, recovery codes and passkeys): their sessions end, and they enrol again at their next sign-in",
        params: z.object({ id: IdSchema }),
        response: { 204: z.null().describe("Done"), ...ERRORS },
      },
    },
    async (request, reply) => {
      const account = await accounts.getAccount(request.params.id);
      await secondFactor.reset(account.id);
      await passkeys.removeAll(account.id);
      await auth.revokeAllSessions(account.id);
      await audit.recordRequest(request, {
        action: "second_factor_reset",
        targetType: "staff_account",
        targetId: account.id,
        detail: { username: account.username },
      });
      return reply.status(204).send(null);
    },
  );
}
