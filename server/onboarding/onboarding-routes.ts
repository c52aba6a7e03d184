import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LANGUAGE_CODES, parseLanguage, DEFAULT_LANGUAGE } from "#domain/language.ts";
import { ErrorSchema } from "#domain/schemas/common.ts";
import { getRateLimitKey } from "../api/rate-limit-key.ts";
import type { KycSessions } from "./kyc-sessions.ts";
import type { OneTimeCodes } from "./one-time-codes.ts";
import { INVALID_USERNAME_MESSAGE, normalizeUsername } from "./username.ts";

/** Spec §8: the exact texts the browser matches. */
export const WRONG_CODE_MESSAGE = "You have entered an invalid verification code";
export const NEW_CODE_MESSAGE = "Unauthorized, get a new OTP";

const LimitedSchema = ErrorSchema.extend({ retry_after_seconds: z.number().int() });
/** A wrong code says how many more codes may be tried before this number is held off (ADR 060). */
const WrongCodeSchema = ErrorSchema.extend({ tries_left: z.number().int().min(0).optional() });

function sendLimited(reply: FastifyReply, message: string, retryAfterSeconds: number, code: "too_many_codes" | "too_many_attempts") {
  reply.header("retry-after", String(retryAfterSeconds));
  reply.header("cache-control", "no-store");
  return reply.status(429).send({ error: message, code, retry_after_seconds: retryAfterSeconds });
}

/** `POST /onboarding/verify-username` and `POST /onboarding/verify-code` (spec §7 onboarding API). */
export function registerOnboardingRoutes(app: FastifyInstance, options: { codes: OneTimeCodes; sessions: KycSessions }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { codes, sessions } = options;

  api.post(
    "/onboarding/verify-username",
    {
      schema: {
        tags: ["onboarding"],
        summary: "Send a one-time code to a Malawian mobile number (SMS) or an e-mail address",
        body: z.object({ username: z.string().max(254), lang: z.enum(LANGUAGE_CODES).optional() }),
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: z.object({ ok: z.literal(true) }), 400: ErrorSchema, 429: LimitedSchema },
      },
    },
    async (request, reply) => {
      const username = normalizeUsername(request.body.username);
      if (!username) return reply.status(400).send({ error: INVALID_USERNAME_MESSAGE, code: "invalid_username" });
      const lang = request.body.lang ?? parseLanguage(request.query.lang) ?? DEFAULT_LANGUAGE;
      // The address as the rate limiter keys it: an IPv6 client by its /64, a vanished one safely.
      const outcome = await codes.send(username, getRateLimitKey(request), lang);
      reply.header("cache-control", "no-store");
      if (outcome.status === "limited") {
        const message =
          outcome.reason === "guessing"
            ? "Too many wrong codes from this address. Try again later."
            : `Too many codes asked for. Wait ${outcome.retryAfterSeconds} seconds before asking for another.`;
        return sendLimited(
          reply,
          message,
          outcome.retryAfterSeconds,
          outcome.reason === "guessing" ? "too_many_attempts" : "too_many_codes",
        );
      }
      return { ok: true as const };
    },
  );

  api.post(
    "/onboarding/verify-code",
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["onboarding"],
        summary: "Check a one-time code; answers a KYC session token (also set as an HttpOnly cookie)",
        body: z.object({ username: z.string().max(254), code: z.string().max(20) }),
        response: { 200: z.object({ token: z.string() }), 400: WrongCodeSchema, 401: ErrorSchema, 429: LimitedSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const username = normalizeUsername(request.body.username);
      if (!username) return reply.status(400).send({ error: INVALID_USERNAME_MESSAGE, code: "invalid_username" });
      const outcome = await codes.verify(username.value, request.body.code.trim(), getRateLimitKey(request));
      switch (outcome.status) {
        case "unknown":
          return reply.status(401).send({ error: NEW_CODE_MESSAGE, code: "code_expired" });
        case "wrong":
          return reply.status(400).send({ error: WRONG_CODE_MESSAGE, code: "wrong_code", tries_left: outcome.triesLeft });
        case "exhausted":
          return sendLimited(
            reply,
            outcome.reason === "code"
              ? "Too many wrong codes. Ask for a new code."
              : `Too many wrong codes. Wait ${outcome.retryAfterSeconds} seconds, then try again.`,
            outcome.retryAfterSeconds,
            "too_many_attempts",
          );
        case "verified": {
          const { token, expiresAt } = await sessions.create(username.value);
          sessions.setCookie(request, reply, token, expiresAt);
          return { token };
        }
      }
    },
  );
}
