import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** A check that throws when a dependency (database, Redis) cannot serve. */
export type ReadinessCheck = () => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** Checks /readyz runs; services add theirs as they start. */
    readinessChecks: ReadinessCheck[];
    /** Set when shutdown begins, so the load balancer stops sending traffic. */
    isShuttingDown: boolean;
  }
}

/** The readiness state services add their checks to; the routes come later (registerHealthRoutes). */
export function registerHealth(app: FastifyInstance): void {
  app.decorate("readinessChecks", [] as ReadinessCheck[]);
  app.decorate("isShuttingDown", false);
}

/**
 * `/healthz`: the process answers. `/readyz`: it can serve (dependencies reachable, not stopping).
 * Registered after the OpenAPI plugin, so the document describes them too.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/healthz",
    { schema: { tags: ["health"], summary: "Liveness: the process answers", response: { 200: z.object({ status: z.literal("ok") }) } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );
  const ReadinessSchema = z.object({ status: z.enum(["ready", "stopping", "unavailable"]) });
  api.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: the database (and Redis when configured) answer and the instance is not stopping",
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      if (app.isShuttingDown) return reply.status(503).send({ status: "stopping" });
      try {
        await Promise.all(app.readinessChecks.map((check) => check()));
        return { status: "ready" as const };
      } catch (error) {
        app.log.warn({ err: error }, "readiness check failed");
        return reply.status(503).send({ status: "unavailable" });
      }
    },
  );
}
