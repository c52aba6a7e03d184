import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { getDefaultErrorCode, isErrorCode, type ErrorCode } from "#domain/error-codes.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailableError } from "../db/database-errors.ts";
import { HttpError } from "../http-error.ts";

const CONTEXT_NAMES: Record<string, string> = { body: "body", querystring: "query", params: "path", headers: "header" };

/** `body.latitude: must lie inside Malawi`: the first problem, naming the field (spec §8). */
function describeValidationError(error: FastifyError): string {
  const context = CONTEXT_NAMES[error.validationContext ?? ""] ?? error.validationContext ?? "request";
  const first = error.validation?.[0];
  if (!first) return `Invalid ${context}`;
  const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
  return `${context}${field ? `.${field}` : ""}: ${first.message ?? "is not valid"}`;
}

// What busboy says of a body that is not multipart it can read: no boundary, or cut off before its end.
const MALFORMED_MULTIPART =
  /^(?:Multipart: Boundary not found|Unexpected end of (?:multipart data|form)|.+ terminated early due to unexpected end of multipart data|Malformed part header)/;

/** Whether an error is the multipart parser refusing the body (the caller's mistake), which carries no status of its own. */
function isMalformedMultipart(error: FastifyError): boolean {
  return typeof error.statusCode !== "number" && !(error instanceof HttpError) && MALFORMED_MULTIPART.test(error.message);
}

/** Seconds from a Retry-After header set by whoever refused (the rate limiter sets it before throwing). */
function readRetryAfterSeconds(value: unknown): number {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 60;
}

/** The code an error answers: the thrower's own (HttpError), else the status's default. */
function getErrorCode(error: FastifyError, status: number): ErrorCode {
  if (error instanceof HttpError && error.code) return error.code;
  return isErrorCode(error.code) ? error.code : getDefaultErrorCode(status);
}

/**
 * The server's one error handler (STYLE.md): every error answers JSON `{ "error": "...", "code": "..." }`.
 * A caller's mistake (4xx) passes its message through; anything else is logged with its stack
 * and answered with a message that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ error: describeValidationError(error), code: "invalid_request" });
    }
    if (isMalformedMultipart(error)) {
      return reply.status(400).send({ error: "The multipart body has no boundary or is cut short", code: "malformed_multipart" });
    }
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status === 429) {
      // Every 429 says when to come back, in the header and in the body (the one-time code routes' schema requires it).
      const retryAfterSeconds = readRetryAfterSeconds(reply.getHeader("retry-after"));
      reply.header("retry-after", String(retryAfterSeconds));
      return reply
        .status(429)
        .send({ error: error.message || "Too many requests", code: getErrorCode(error, 429), retry_after_seconds: retryAfterSeconds });
    }
    if (status < 500) {
      const extra = error instanceof HttpError ? error.extra : undefined;
      return reply.status(status).send({ ...extra, error: error.message || "Bad request", code: getErrorCode(error, status) });
    }
    if (isDatabaseUnavailableError(error)) {
      // The database is away (ADR 033): a short warning, not a stack per request, and a
      // 503 the caller may retry; the pool reconnects by itself when it is back.
      request.log.warn({ reason: error.message }, "database unavailable");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ error: "Service unavailable: try again shortly", code: "unavailable" });
    }
    request.log.error({ err: error }, "request failed");
    if (status === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    return reply
      .status(status)
      .send(status === 503 ? { error: "Service unavailable", code: "unavailable" } : { error: "Internal server error", code: "internal" });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: `Nothing at ${request.method} ${request.url.split("?")[0]}`, code: "not_found" }),
  );
}
