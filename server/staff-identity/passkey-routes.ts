import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ErrorCode } from "#domain/error-codes.ts";
import { ErrorSchema, IdSchema } from "#domain/schemas/common.ts";
import {
  AddPasskeyBodySchema,
  PasskeyListSchema,
  PasskeySchema,
  PasskeySignInBodySchema,
  WebAuthnOptionsSchema,
} from "#domain/staff-identity/schemas/passkeys.ts";
import { SignInAnswerSchema } from "#domain/staff-identity/schemas/staff.ts";
import { STAFF_SECURITY } from "../api/openapi.ts";
import { HttpError } from "../http-error.ts";
import type { AuditLog } from "./audit-log.ts";
import type { LoginRateLimit } from "./login-route.ts";
import type { PasskeyRefusal, Passkeys } from "./passkeys.ts";
import type { StaffAuth } from "./staff-auth.ts";

export interface PasskeyRoutesOptions {
  auth: StaffAuth;
  audit: AuditLog;
  passkeys: Passkeys;
  rateLimit: LoginRateLimit;
}

const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema } as const;

/** Each refusal's answer: the console words them from the code. */
const REFUSALS: Record<PasskeyRefusal | "duplicate", { status: number; code: ErrorCode; message: string }> = {
  unknown_challenge: {
    status: 400,
    code: "passkey_challenge_expired",
    message: "That passkey prompt has expired or was used already: try again",
  },
  unknown_passkey: { status: 401, code: "passkey_not_recognised", message: "That passkey is not known here: it may have been removed" },
  not_verified: { status: 401, code: "passkey_not_accepted", message: "The passkey's answer could not be verified" },
  other_account: { status: 401, code: "passkey_not_recognised", message: "That passkey belongs to another account" },
  not_passwordless: {
    status: 401,
    code: "passkey_needs_password",
    message: "That passkey was added as a second factor only: sign in with your password, then use it",
  },
  duplicate: { status: 409, code: "passkey_already_added", message: "That passkey is already added" },
};

export function refusePasskey(reason: PasskeyRefusal | "duplicate"): HttpError {
  const { status, code, message } = REFUSALS[reason];
  return new HttpError(status, message, { code });
}

/**
 * Passkeys (ADR 053): a person adds, lists and removes their own under "My security"; the sign-in
 * screen asks for a challenge, then signs in with a passkey alone (one the person chose for that)
 * or sends the answer with the password as the second factor (`POST /api/staff/session`).
 */
export function registerPasskeyRoutes(app: FastifyInstance, { auth, audit, passkeys, rateLimit }: PasskeyRoutesOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["staff"];
  const security = STAFF_SECURITY;
  // A passkey satisfies the enrolment a role needs, so it can be added at that step.
  const requireEnrolling = auth.requireStaffAllowing("enrol_second_factor");
  const signInLimit = { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } };

  api.get(
    "/api/staff/me/passkeys",
    {
      onRequest: requireEnrolling,
      schema: { tags, security, summary: "Your passkeys", response: { 200: PasskeyListSchema, ...ERRORS } },
    },
    async (request) => ({ passkeys: await passkeys.list(request.staff!.id) }),
  );

  api.post(
    "/api/staff/me/passkeys/options",
    {
      onRequest: requireEnrolling,
      schema: {
        tags,
        security,
        summary: "Start adding a passkey: options for navigator.credentials.create, with a challenge that works once for 5 minutes",
        response: { 200: WebAuthnOptionsSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { ...(await passkeys.startRegistration(request.staff!)) };
    },
  );

  api.post(
    "/api/staff/me/passkeys",
    {
      onRequest: requireEnrolling,
      schema: {
        tags,
        security,
        summary: "Add a passkey: the authenticator's answer to the options, with a name and whether it signs in without the password",
        body: AddPasskeyBodySchema,
        response: { 201: PasskeySchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const staff = request.staff!;
      const outcome = await passkeys.finishRegistration(staff.id, request.body);
      if (outcome.status === "refused") throw refusePasskey(outcome.reason);
      await audit.recordRequest(request, {
        action: "passkey_added",
        targetType: "staff_account",
        targetId: staff.id,
        detail: { name: outcome.passkey.name, passwordless: outcome.passkey.passwordless },
      });
      return reply.status(201).send(outcome.passkey);
    },
  );

  api.delete(
    "/api/staff/me/passkeys/:id",
    {
      onRequest: auth.requireStaff,
      schema: {
        tags,
        security,
        summary: "Remove one of your passkeys: it no longer signs you in",
        params: z.object({ id: IdSchema }),
        response: { 204: z.null().describe("Done"), ...ERRORS },
      },
    },
    async (request, reply) => {
      const staff = request.staff!;
      const name = await passkeys.remove(staff.id, request.params.id);
      if (name === undefined) throw new HttpError(404, "You have no such passkey", { code: "not_found" });
      await audit.recordRequest(request, { action: "passkey_removed", targetType: "staff_account", targetId: staff.id, detail: { name } });
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/staff/session/passkey/options",
    {
      config: signInLimit,
      schema: {
        tags,
        summary: "Start a passkey sign-in: options for navigator.credentials.get, with a challenge that works once for 5 minutes",
        response: { 200: WebAuthnOptionsSchema, 429: ErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { ...(await passkeys.startAuthentication()) };
    },
  );

  api.post(
    "/api/staff/session/passkey",
    {
      config: signInLimit,
      schema: {
        tags,
        summary:
          "Sign in to the console with a passkey alone (one its owner chose to sign in without the password): sets the staff_session cookie",
        body: PasskeySignInBodySchema,
        response: { 200: SignInAnswerSchema, ...ERRORS, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await auth.signInWithPasskey(request.body.answer, "cookie", {
        userAgent: request.headers["user-agent"],
        ip: request.ip,
      });
      if (outcome.status !== "signed_in") {
        const reason = outcome.status === "disabled" ? "disabled" : outcome.reason;
        await audit.record({
          action: "sign_in_failed",
          detail: { reason, via: "passkey" },
          ip: request.ip,
          ...(outcome.status === "disabled" ? { targetType: "staff_account", targetId: outcome.staffId } : {}),
        });
        if (outcome.status === "disabled") throw new HttpError(403, "This staff account is disabled", { code: "account_disabled" });
        throw refusePasskey(outcome.reason);
      }
      await audit.record({
        action: "sign_in",
        actor: outcome.staff,
        detail: { via: "passkey", passkey: outcome.passkey.name },
        ip: request.ip,
      });
      auth.setSessionCookie(request, reply, outcome.token, outcome.expiresAt);
      return { staff: outcome.staff };
    },
  );
}
