import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LoginAnswerSchema, LoginBodySchema } from "#domain/staff-identity/schemas/auth.ts";
import { ErrorSchema } from "#domain/schemas/common.ts";
import type { AuditLog } from "./audit-log.ts";
import type { SignInOutcome, StaffAuth, StaffMember } from "./staff-auth.ts";
import { HttpError } from "../http-error.ts";
import { refusePasskey } from "./passkey-routes.ts";
import type { PasskeyRefusal } from "./passkeys.ts";

/** A passkey given as the second factor is refused in its own words (ADR 053). */
const PASSKEY_REFUSALS: Record<PasskeyRefusal, true> = {
  unknown_challenge: true,
  unknown_passkey: true,
  not_verified: true,
  not_passwordless: true,
  other_account: true,
};

export interface LoginRateLimit {
  /** Attempts per client address per window. */
  max: number;
  timeWindowMs: number;
}

/** Ten attempts a minute per address: plenty for staff, slow for guessing. */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, timeWindowMs: 60_000 };

/** 429 `sign_in_delayed`: the username must wait after wrong passwords (ADR 040); the error handler adds the body's `retry_after_seconds`. */
export function signInDelayedError(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header("retry-after", String(retryAfterSeconds));
  return new HttpError(429, `Too many wrong passwords for this account: try again in ${retryAfterSeconds} seconds`, {
    code: "sign_in_delayed",
  });
}

/** A refused attempt is recorded like a failed one; the password was not checked and is not kept. */
export async function auditSignInDelayed(
  audit: AuditLog,
  request: FastifyRequest,
  username: string,
  via: "console" | "token",
  outcome: { staffId?: string; retryAfterSeconds: number },
): Promise<void> {
  await audit.record({
    action: "sign_in_delayed",
    actorUsername: username,
    detail: { via, retry_after_seconds: outcome.retryAfterSeconds },
    ip: request.ip,
    ...(outcome.staffId ? { actor: { id: outcome.staffId, username } } : {}),
  });
}

type Refused = Exclude<SignInOutcome, { status: "signed_in" }>;

/**
 * Audits a refused sign-in and throws its answer: 401 `wrong_credentials`, 401
 * `second_factor_required` (the password was right; no session yet), 401 `wrong_code`, 403
 * `account_disabled` or 429 `sign_in_delayed`. Every refusal, the missing code included, counts
 * towards the account's delay (ADR 040, 052).
 */
export async function refuseSignIn(
  audit: AuditLog,
  request: FastifyRequest,
  reply: FastifyReply,
  username: string,
  via: "console" | "token",
  outcome: Refused,
): Promise<never> {
  if (outcome.status === "delayed") {
    await auditSignInDelayed(audit, request, username, via, outcome);
    throw signInDelayedError(reply, outcome.retryAfterSeconds);
  }
  // A missing code is the first half of a right sign-in, not a failure worth a row.
  if (outcome.status !== "second_factor_required") {
    const reason = outcome.status === "wrong_code" ? outcome.reason : outcome.status;
    await audit.record({
      action: "sign_in_failed",
      actorUsername: username,
      detail: { reason, via, counter: outcome.counter },
      ip: request.ip,
      ...(outcome.staffId ? { actor: { id: outcome.staffId, username } } : {}),
    });
  }
  switch (outcome.status) {
    case "disabled":
      throw new HttpError(403, "This staff account is disabled", { code: "account_disabled" });
    case "second_factor_required":
      throw new HttpError(401, "Give the 6-digit code of your authenticator app, or a recovery code", {
        code: "second_factor_required",
      });
    case "wrong_code":
      if (Object.hasOwn(PASSKEY_REFUSALS, outcome.reason)) throw refusePasskey(outcome.reason as PasskeyRefusal);
      throw new HttpError(401, "That code is not right, or was used already", { code: "wrong_code" });
    default:
      // Scripts have long read this answer as `unauthenticated`; the console names the reason.
      throw new HttpError(401, "Wrong username or password", via === "console" ? { code: "wrong_credentials" } : {});
  }
}

/** Audits a sign-in, and the recovery code it used (ADR 052). */
export async function auditSignIn(
  audit: AuditLog,
  request: FastifyRequest,
  staff: StaffMember,
  detail: Record<string, unknown>,
  recoveryCodesLeft: number | undefined,
): Promise<void> {
  if (recoveryCodesLeft !== undefined) {
    await audit.record({
      action: "recovery_code_used",
      actor: staff,
      targetType: "staff_account",
      targetId: staff.id,
      detail: { remaining: recoveryCodesLeft },
      ip: request.ip,
    });
  }
  await audit.record({ action: "sign_in", actor: staff, detail, ip: request.ip });
}

/**
 * `POST /api/login {username, password, code}` answers `{ token, expires_at }` (spec §7); an
 * account with a second factor needs its code (ADR 052).
 */
export function registerLoginRoute(
  app: FastifyInstance,
  auth: StaffAuth,
  audit: AuditLog,
  rateLimit: LoginRateLimit = DEFAULT_LOGIN_RATE_LIMIT,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/login",
    {
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } },
      schema: {
        tags: ["staff"],
        summary: "Sign in as staff: a bearer token for writes",
        description:
          "An account with a second factor needs `code`: the 6-digit code of its authenticator app (each accepted once) or one of its recovery codes; without it the answer is 401 `second_factor_required`, with a wrong one 401 `wrong_code`. A token whose `required_step` is set may only do that step (change the password, enrol a second factor); anything else answers 403. After 5 wrong passwords or codes in a row for one username, each further attempt must wait 1 s, 2 s, 4 s … (at most 5 minutes) and is answered 429 `sign_in_delayed` with Retry-After meanwhile, without checking the password. Addresses are limited too (429 `rate_limited`).",
        body: LoginBodySchema,
        response: { 200: LoginAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, password, code } = request.body;
      const outcome = await auth.signIn(username, password, "bearer", {
        code,
        client: { userAgent: request.headers["user-agent"], ip: request.ip },
      });
      if (outcome.status !== "signed_in") return refuseSignIn(audit, request, reply, username, "token", outcome);
      await auditSignIn(audit, request, outcome.staff, { via: "token" }, outcome.recoveryCodesLeft);
      reply.header("cache-control", "no-store");
      return {
        token: outcome.token,
        expires_at: outcome.expiresAt.toISOString(),
        ...(outcome.staff.required_step ? { required_step: outcome.staff.required_step } : {}),
        ...(outcome.recoveryCodesLeft === undefined ? {} : { recovery_codes_left: outcome.recoveryCodesLeft }),
      };
    },
  );
}
