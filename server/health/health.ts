import type { FastifyInstance } from "fastify";

/** A dependency /readyz checks: it throws (or takes too long) when the dependency cannot serve. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
  /**
   * Whether the instance can serve without it. Redis is an accelerator: when it is away the
   * instance reports it as degraded and stays ready (issue 11 item 6); the database is not.
   */
  optional?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Checks /readyz runs; services add theirs as they start. */
    readinessChecks: ReadinessCheck[];
    /** Set when shutdown begins, so the load balancer stops sending traffic. */
    isShuttingDown: boolean;
  }
}

/** A check slower than this counts as failed: a load balancer's probe must not hang. */
export const READINESS_CHECK_TIMEOUT_MS = 1_000;

type CheckOutcome = "ok" | "degraded" | "unavailable";

async function runCheck(readiness: ReadinessCheck): Promise<true | Error> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Error>((resolve) => {
    timer = setTimeout(
      () => resolve(new Error(`${readiness.name} did not answer within ${READINESS_CHECK_TIMEOUT_MS} ms`)),
      READINESS_CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      readiness.check().then(
        () => true as const,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process answers. `/readyz`: it can serve (not stopping, the database reachable),
 * with each dependency's state: `{ status: "ready", checks: { database: "ok", redis: "degraded" } }`.
 */
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
    const results = await Promise.all(app.readinessChecks.map(runCheck));
    const checks: Record<string, CheckOutcome> = {};
    let ready = true;
    results.forEach((result, index) => {
      const readiness = app.readinessChecks[index]!;
      if (result === true) {
        checks[readiness.name] = "ok";
        return;
      }
      checks[readiness.name] = readiness.optional ? "degraded" : "unavailable";
      if (!readiness.optional) ready = false;
      app.log.warn(
        { check: readiness.name, reason: result.message },
        readiness.optional ? "dependency degraded" : "readiness check failed",
      );
    });
    if (!ready) return reply.status(503).header("retry-after", "5").send({ status: "unavailable", checks });
    return { status: "ready", checks };
  });
}
