import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LoginAnswerSchema, LoginBodySchema } from "#domain/staff-identity/schemas/auth.ts";
import { ErrorSchema } from "#domain/schemas/common.ts";
import type { AuditLog } from "./audit-log.ts";
import type { StaffAuth } from "./staff-auth.ts";
import { HttpError } from "../http-error.ts";

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

/** `POST /api/login {username, password}` answers `{ token, expires_at }` (spec §7). */
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
          "After 5 wrong passwords in a row for one username, each further attempt must wait 1 s, 2 s, 4 s … (at most 5 minutes) and is answered 429 `sign_in_delayed` with Retry-After meanwhile, without checking the password. Addresses are limited too (429 `rate_limited`).",
        body: LoginBodySchema,
        response: { 200: LoginAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const outcome = await auth.signIn(username, password, "bearer");
      if (outcome.status === "delayed") {
        await auditSignInDelayed(audit, request, username, "token", outcome);
        throw signInDelayedError(reply, outcome.retryAfterSeconds);
      }
      if (outcome.status !== "signed_in") {
        await audit.record({
          action: "sign_in_failed",
          actorUsername: username,
          detail: { reason: outcome.status, via: "token" },
          ip: request.ip,
          ...(outcome.staffId ? { actor: { id: outcome.staffId, username } } : {}),
        });
        throw new HttpError(401, "Wrong username or password");
      }
      await audit.record({ action: "sign_in", actor: outcome.staff, detail: { via: "token" }, ip: request.ip });
      reply.header("cache-control", "no-store");
      return { token: outcome.token, expires_at: outcome.expiresAt.toISOString() };
    },
  );
}
