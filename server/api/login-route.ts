import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LoginAnswerSchema, LoginBodySchema } from "#domain/schemas/auth.ts";
import { ErrorSchema } from "#domain/schemas/common.ts";
import type { AuditLog } from "../audit/audit-log.ts";
import type { StaffAuth } from "../auth/staff-auth.ts";
import { HttpError } from "../http-error.ts";

export interface LoginRateLimit {
  /** Attempts per client address per window. */
  max: number;
  timeWindowMs: number;
}

/** Ten attempts a minute per address: plenty for staff, slow for guessing. */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, timeWindowMs: 60_000 };

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
        body: LoginBodySchema,
        response: { 200: LoginAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const outcome = await auth.signIn(username, password, "bearer");
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
