import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorSchema } from "#domain/schemas/common.ts";
import { ChangePasswordBodySchema, SignInAnswerSchema, SignInBodySchema, StaffMeSchema } from "#domain/staff-identity/schemas/staff.ts";
import { auditSignIn, refuseSignIn, type LoginRateLimit } from "./login-route.ts";
import { STAFF_SECURITY } from "../api/openapi.ts";
import type { AuditLog } from "./audit-log.ts";
import type { StaffAccounts } from "./staff-accounts.ts";
import { hashToken, type StaffAuth } from "./staff-auth.ts";

export interface SessionRoutesOptions {
  auth: StaffAuth;
  accounts: StaffAccounts;
  audit: AuditLog;
  rateLimit: LoginRateLimit;
}

const NO_CONTENT = z.null().describe("Done");

/** The console's cookie session: sign in, sign out, who am I, change my password; and bearer sign-out. */
export function registerSessionRoutes(app: FastifyInstance, { auth, accounts, audit, rateLimit }: SessionRoutesOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["staff"];

  api.post(
    "/api/staff/session",
    {
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } },
      schema: {
        tags,
        summary:
          "Sign in to the console: sets the staff_session cookie, and the staff_device cookie that exempts this browser from delays others cause",
        description:
          "After 5 wrong passwords in a row for one username, each further attempt must wait 1 s, 2 s, 4 s … (at most 5 minutes) and is answered 429 `sign_in_delayed` with Retry-After meanwhile, without checking the password. A browser that signed in to this account before (its staff_device cookie) is not held up by others' wrong passwords until it has 5 of its own.",
        body: SignInBodySchema,
        response: { 200: SignInAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, password, code, passkey } = request.body;
      const outcome = await auth.signIn(username, password, "cookie", {
        deviceToken: auth.readDeviceToken(request),
        code: passkey ?? code,
        client: { userAgent: request.headers["user-agent"], ip: request.ip },
      });
      if (outcome.status !== "signed_in") return refuseSignIn(audit, request, reply, username, "console", outcome);
      const detail = { via: "console", counter: outcome.counter, ...(outcome.passkey ? { passkey: outcome.passkey.name } : {}) };
      await auditSignIn(audit, request, outcome.staff, detail, outcome.recoveryCodesLeft);
      auth.setSessionCookie(request, reply, outcome.token, outcome.expiresAt);
      if (outcome.device) auth.setDeviceCookie(request, reply, outcome.device.token, outcome.device.expiresAt);
      return {
        staff: outcome.staff,
        ...(outcome.recoveryCodesLeft === undefined ? {} : { recovery_codes_left: outcome.recoveryCodesLeft }),
      };
    },
  );

  api.get(
    "/api/staff/session",
    {
      schema: {
        tags,
        summary: "Who is signed in, or null: the console asks this without a 401 (which a browser reports as an error)",
        response: { 200: z.object({ staff: StaffMeSchema.nullable() }) },
      },
    },
    async (request) => ({ staff: (await auth.getStaff(request, "any")) ?? null }),
  );

  api.delete(
    "/api/staff/session",
    {
      schema: { tags, summary: "Sign out: the session ends on the server at once", response: { 204: NO_CONTENT, 403: ErrorSchema } },
    },
    async (request, reply) => {
      // Signing out is safe to repeat; a cross-site request is still refused by getStaff's origin check.
      const staff = await auth.getStaff(request, "any");
      const token = auth.readToken(request);
      if (token) await auth.revokeToken(token);
      if (staff) await audit.record({ action: "sign_out", actor: staff, detail: { via: "console" }, ip: request.ip });
      auth.clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  api.get(
    "/api/staff/me",
    {
      onRequest: auth.requireStaffAllowing("change_password", "enrol_second_factor"),
      schema: { tags, security: STAFF_SECURITY, summary: "Who is signed in", response: { 200: StaffMeSchema, 401: ErrorSchema } },
    },
    async (request) => request.staff!,
  );

  api.put(
    "/api/staff/me/password",
    {
      onRequest: auth.requireStaffAllowing("change_password"),
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } },
      schema: {
        tags,
        security: STAFF_SECURITY,
        summary: "Change your own password (your other sessions end); also the step a password an admin set asks for",
        body: ChangePasswordBodySchema,
        response: { 204: NO_CONTENT, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const token = auth.readToken(request);
      await accounts.changePassword(
        request.staff!.id,
        request.body.current_password,
        request.body.new_password,
        token ? hashToken(token) : undefined,
      );
      await audit.recordRequest(request, { action: "password_changed", targetType: "staff_account", targetId: request.staff!.id });
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/logout",
    {
      onRequest: auth.requireStaffAllowing("change_password", "enrol_second_factor"),
      schema: {
        tags,
        summary: "Sign out a bearer token: it stops working at once",
        security: STAFF_SECURITY,
        response: { 204: NO_CONTENT, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const token = auth.readToken(request);
      if (token) await auth.revokeToken(token);
      await audit.recordRequest(request, { action: "sign_out", detail: { via: "token" } });
      return reply.status(204).send(null);
    },
  );
}
