import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** A dependency /readyz checks: it throws (or takes too long) when the dependency cannot serve. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
  /**
   * Whether the instance can serve without it. Redis is an accelerator: when it is away the
   * instance reports it as degraded and stays ready (ADR 033); the database is not.
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

const CheckOutcomeSchema = z.enum(["ok", "degraded", "unavailable"]);
type CheckOutcome = z.infer<typeof CheckOutcomeSchema>;

/** Runs one check within READINESS_CHECK_TIMEOUT_MS: true, or what went wrong. */
export async function runCheck(readiness: ReadinessCheck): Promise<true | Error> {
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

/** The readiness state services add their checks to; the routes come later (registerHealthRoutes). */
export function registerHealth(app: FastifyInstance): void {
  app.decorate("readinessChecks", [] as ReadinessCheck[]);
  app.decorate("isShuttingDown", false);
}

/**
 * `/livez` (and its alias `/healthz`): the process answers. `/readyz`: it can serve (not stopping, the database reachable),
 * with each dependency's state: `{ status: "ready", checks: { database: "ok", redis: "degraded" } }`.
 * Registered after the OpenAPI plugin, so the document describes them too.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Liveness checks no dependency: a database outage must not get every instance restarted.
  for (const [url, summary] of [
    ["/livez", "Liveness: the process answers (no dependency is checked)"],
    ["/healthz", "Liveness, as /livez (kept for load balancers configured with it)"],
  ] as const) {
    api.get(
      url,
      { schema: { tags: ["health"], summary, response: { 200: z.object({ status: z.literal("ok") }) } } },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return { status: "ok" as const };
      },
    );
  }
  const ReadinessSchema = z.object({
    status: z.enum(["ready", "stopping", "unavailable"]),
    checks: z.record(z.string(), CheckOutcomeSchema).optional(),
  });
  api.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        summary:
          "Readiness: the database answers and the instance is not stopping; Redis, when configured, is reported (degraded does not make it unready)",
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
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
      return { status: "ready" as const, checks };
    },
  );
}
