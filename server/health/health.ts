import type { FastifyInstance } from "fastify";

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

/** `/healthz`: the process answers. `/readyz`: it can serve (dependencies reachable, not stopping). */
export function registerHealth(app: FastifyInstance): void {
  app.decorate("readinessChecks", [] as ReadinessCheck[]);
  app.decorate("isShuttingDown", false);
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });
  app.get("/readyz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (app.isShuttingDown) return reply.status(503).send({ status: "stopping" });
    try {
      await Promise.all(app.readinessChecks.map((check) => check()));
      return { status: "ready" };
    } catch (error) {
      app.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
}
