import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { Gauge } from "prom-client";
import { isErrorCode } from "#domain/error-codes.ts";
import { runCheck } from "../health/health.ts";
import type { EventBus } from "../realtime/event-bus.ts";
import type { Metrics } from "./metrics.ts";
import type { RequestSeries } from "./request-histogram.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The process' metrics (ADR 050): areas report through it, `/metrics` answers it. */
    metrics: Metrics;
  }
}

export interface OperationsOptions {
  metrics: Metrics;
  /** `/metrics` on the site's port answers only `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** `/metrics` (no token) on this port of 127.0.0.1 only, for a scraper on the same host. */
  port?: number | undefined;
}

interface Flow {
  counter: (metrics: Metrics) => Metrics["oneTimeCodes"];
  outcome: (status: number) => string;
}

/** The visitors' flows counted from their answers: the route, and the outcome its status means. */
const FLOWS: Record<string, Flow> = {
  "POST /onboarding/verify-username": {
    counter: (metrics) => metrics.oneTimeCodes,
    outcome: (status) => (status < 300 ? "sent" : status === 429 ? "refused" : status < 500 ? "invalid" : "failed"),
  },
  "POST /api/kyc_account_details": { counter: (metrics) => metrics.kycSubmissions, outcome: submitOutcome },
  "POST /api/account-applications/:id/submit": { counter: (metrics) => metrics.applicationSubmits, outcome: submitOutcome },
};

/** 201 a new record, 200 the same Idempotency-Key again, 4xx refused (incomplete, a duplicate), 5xx failed. */
function submitOutcome(status: number): string {
  if (status === 201) return "accepted";
  if (status < 300) return "repeated";
  return status < 500 ? "refused" : "failed";
}

/** The `code` of an error answer's body; anything not in the list of codes counts as `other`. */
function readErrorCode(payload: unknown): string {
  const code = typeof payload === "object" && payload !== null ? (payload as { code?: unknown }).code : undefined;
  return isErrorCode(code) ? code : "other";
}

const STATUS_CLASSES = ["0xx", "1xx", "2xx", "3xx", "4xx", "5xx"];

/** Error answers already counted by their body's code: the answer's measuring hook leaves them. */
const COUNTED_ERRORS = new WeakSet<FastifyReply>();

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** Compares the whole header in constant time: hashing first makes the lengths equal. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? "";
  return timingSafeEqual(sha256(header), sha256(`Bearer ${token}`));
}

async function answerMetrics(metrics: Metrics, reply: FastifyReply): Promise<FastifyReply> {
  reply.header("content-type", metrics.registry.contentType).header("cache-control", "no-store");
  return reply.send(await metrics.registry.metrics());
}

/**
 * Operations (ADR 050): every answer carries its request id; with a metrics token or port, the
 * request, error and flow metrics are measured and `/metrics` answers them. Without either,
 * nothing is measured per request and `/metrics` does not exist (404).
 */
async function operationsPlugin(app: FastifyInstance, options: OperationsOptions): Promise<void> {
  const { metrics, token, port } = options;
  app.decorate("metrics", metrics);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  if (!token && port === undefined) return;

  // Callback hooks, not async ones: no promise per request on the hot path. Each route gets its own
  // measuring hook with its series at hand, so an answer builds no label string and reads no route
  // options (both showed in a profile of the API list under load, ADR 050).
  app.addHook("onRoute", (route) => {
    route.onResponse = [...toHooks(route.onResponse), measureAnswers(metrics, route.url)];
  });
  // Error bodies are objects until serialized: counted by their code here, so the answers that go
  // out as bytes already made (cached pages and lists) meet no error-counting hook at all. The
  // not-found handler's answer, which no route's hook sees, is measured here too.
  const measureUnmatched = measureAnswers(metrics, "unmatched");
  app.addHook("preSerialization", (request, reply, payload, done) => {
    if (reply.statusCode >= 400) {
      metrics.errors.inc({ code: readErrorCode(payload) });
      COUNTED_ERRORS.add(reply);
      if (request.is404) return measureUnmatched(request, reply, () => done(null, payload));
    }
    done(null, payload);
  });

  // What /readyz answers, for the readiness alert: 1 ready, 0 not (stopping, or a required dependency down).
  new Gauge({
    name: "app_ready",
    help: "Whether the instance can serve, as /readyz answers it",
    registers: [metrics.registry],
    async collect() {
      if (app.isShuttingDown) return this.set(0);
      const results = await Promise.all(app.readinessChecks.map(runCheck));
      this.set(results.every((result, index) => result === true || app.readinessChecks[index]!.optional) ? 1 : 0);
    },
  });

  if (token) {
    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      if (!hasToken(request, token)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        return reply.status(401).send({ error: "Metrics need the metrics token", code: "unauthenticated" });
      }
      return answerMetrics(metrics, reply);
    });
  }
  if (port !== undefined) {
    const server = await listenForMetrics(metrics, port);
    app.addHook("onClose", () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
}

/** `/metrics` on 127.0.0.1:`port` only: reachable from the host's own scraper, never from outside. */
async function listenForMetrics(metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"Only /metrics is here","code":"not_found"}');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}

export const registerOperations = fastifyPlugin(operationsPlugin, { name: "operations" });

type AnswerHook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

/** A route's hook option as given: none, one, or several. */
function toHooks<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * The hook measuring one route's answers: their duration (by method and status class), the
 * visitors' flows, and error answers no error body counted (a page's 404). The
 * not-found handler's answers are measured as route `unmatched`, as they are serialized.
 */
function measureAnswers(metrics: Metrics, route: string): AnswerHook {
  /** Per method: the series by status class (made on first use) and the visitors' flow, if any. */
  const byMethod = new Map<string, { series: (RequestSeries | undefined)[]; flow: Flow | undefined }>();
  return (request, reply, done) => {
    const status = reply.statusCode;
    const classIndex = Math.floor(status / 100);
    let method = byMethod.get(request.method);
    if (!method) byMethod.set(request.method, (method = { series: [], flow: FLOWS[`${request.method} ${route}`] }));
    const duration = (method.series[classIndex] ??= metrics.requestDuration.seriesOf({
      route,
      method: request.method,
      status_class: STATUS_CLASSES[classIndex] ?? "other",
    }));
    duration.observe(reply.elapsedTime / 1000);
    if (method.flow) method.flow.counter(metrics).inc({ outcome: method.flow.outcome(status) });
    if (status >= 400 && !COUNTED_ERRORS.has(reply)) metrics.errors.inc({ code: "other" });
    done();
  };
}

/** Realtime sockets connected and content events sent to them (server/realtime/realtime.ts emits every bus event). */
export function measureRealtime(metrics: Metrics, io: { engine: { clientsCount: number } }, bus: EventBus): void {
  metrics.watch("realtime_sockets", "Sockets connected to the realtime feed", () => io.engine.clientsCount);
  bus.subscribe((event) => {
    metrics.realtimeEvents.inc({ collection: event.collection });
  });
}
