import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

const CONTEXT_NAMES: Record<string, string> = { body: "body", querystring: "query", params: "path", headers: "header" };

/** `body.latitude: must lie inside Malawi`: the first problem, naming the field (spec §8, issue 3). */
function describeValidationError(error: FastifyError): string {
  const context = CONTEXT_NAMES[error.validationContext ?? ""] ?? error.validationContext ?? "request";
  const first = error.validation?.[0];
  if (!first) return `Invalid ${context}`;
  const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
  return `${context}${field ? `.${field}` : ""}: ${first.message ?? "is not valid"}`;
}

/**
 * The server's one error handler (STYLE.md): every error answers JSON `{ "error": "..." }`.
 * A caller's mistake (4xx) passes its message through; anything else is logged with its stack
 * and answered with a message that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ error: describeValidationError(error) });
    }
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status < 500) {
      if (status === 429 && !reply.hasHeader("retry-after")) reply.header("retry-after", "60");
      return reply.status(status).send({ error: error.message || "Bad request" });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(status).send({ error: status === 503 ? "Service unavailable" : "Internal server error" });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: `Nothing at ${request.method} ${request.url.split("?")[0]}` }),
  );
}
