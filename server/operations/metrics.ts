import { createRequire } from "node:module";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { RequestHistogram } from "./request-histogram.ts";

/**
 * What other areas report and the metric objects that hold it (ADR 050). Names follow
 * Prometheus's conventions (base units, `_total` counters); labels are bounded sets (route
 * patterns, methods, status classes, error codes, collections, outcomes), never anything a
 * visitor typed.
 */
export interface Metrics {
  registry: Registry;
  /** By route pattern, method and status class (ADR 050); a series is found by a string key. */
  requestDuration: RequestHistogram;
  errors: Counter<"code">;
  renderDuration: Histogram;
  oneTimeCodes: Counter<"outcome">;
  kycSubmissions: Counter<"outcome">;
  applicationSubmits: Counter<"outcome">;
  messagesSent: Counter<"channel" | "outcome">;
  realtimeEvents: Counter<"collection">;
  sweepRemoved: Counter<"kind">;
  sweepFailures: Counter<"kind">;
  /** A gauge read when Prometheus scrapes; `read` answers its current value(s). */
  watch(name: string, help: string, read: () => number): void;
  /**
   * The page cache (server/web/page-cache.ts): its size, and its hits and misses, which it counts
   * itself (a plain addition per answer, not a labelled counter's): read at each scrape.
   */
  watchPageCache(cache: { readonly size: number; readonly bytes: number; readonly hits: number; readonly misses: number }): void;
  /** The database's pool and query errors (server/db/client.ts): read at each scrape. */
  watchDatabase(read: () => { inUse: number; waiting: number; queryErrors: number }): void;
}

/** Seconds: a cached page answers in a millisecond, a cold render or an upload takes seconds. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** prom-client's default metric that is left out: its GC histogram (below). */
const LEFT_OUT_DEFAULTS = new Set(["gc"]);

/**
 * prom-client's default Node metrics (CPU, memory, heap spaces, event-loop lag, handles, file
 * descriptors, version) but its GC-duration histogram. That one has Node build a performance
 * entry for every garbage collection, a scavenge every hundred or so answers under load here (a
 * 4 MiB young generation, ADR 035): it cost 1.5–3 % of a cached answer's CPU, half of what all
 * metrics cost (ADR 050, amendment of 2026-11-30). The heap metrics stay. prom-client offers no
 * option to leave one out, so each of its collectors (listed by `metricsList`, one module each) is
 * loaded by name.
 */
function collectNodeMetrics(registry: Registry): void {
  const require = createRequire(import.meta.url);
  for (const name of collectDefaultMetrics.metricsList) {
    if (LEFT_OUT_DEFAULTS.has(name)) continue;
    const collect = require(`prom-client/lib/metrics/${name}.js`) as (registry: Registry, config: object) => void;
    collect(registry, { eventLoopMonitoringPrecision: 20 });
  }
}

/**
 * The process' metrics in a registry of its own (tests build several servers in one process).
 * The default Node metrics (event-loop lag, memory, handles) are collected only when `/metrics`
 * is served: they keep timers running.
 */
export function createMetrics(options: { defaultMetrics: boolean }): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics) collectNodeMetrics(registry);
  const counter = <L extends string>(name: string, help: string, labelNames: L[]) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });

  const watch = (name: string, help: string, read: () => number) => {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  };

  // Registered with the rest, so a server without pages answers it too (with no series).
  let pageCache: { readonly hits: number; readonly misses: number } | undefined;
  new Counter({
    name: "page_cache_requests_total",
    help: "Page requests the rendered-page cache answered (hit) or rendered (miss)",
    labelNames: ["result"],
    registers: [registry],
    collect() {
      if (!pageCache) return;
      this.reset();
      this.inc({ result: "hit" }, pageCache.hits);
      this.inc({ result: "miss" }, pageCache.misses);
    },
  });

  return {
    registry,
    requestDuration: new RequestHistogram(
      "http_request_duration_seconds",
      "Time to answer a request, by route pattern, method and status class",
      DURATION_BUCKETS,
      registry,
    ),
    errors: counter("http_errors_total", "Error answers (4xx and 5xx) by their `code`", ["code"]),
    renderDuration: new Histogram({
      name: "page_render_duration_seconds",
      help: "Time React Router takes to answer a page (the shell, when the page streams)",
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    oneTimeCodes: counter("one_time_codes_total", "One-time codes asked for: sent, or refused by a limit", ["outcome"]),
    kycSubmissions: counter("kyc_submissions_total", "KYC record submissions by outcome", ["outcome"]),
    applicationSubmits: counter("account_application_submits_total", "Account application submits by outcome", ["outcome"]),
    messagesSent: counter("messages_sent_total", "SMS and e-mail handed to the provider or outbox file, by outcome", [
      "channel",
      "outcome",
    ]),
    realtimeEvents: counter("realtime_events_sent_total", "Content events sent to the realtime feed's sockets", ["collection"]),
    sweepRemoved: counter("orphan_sweep_removed_total", "Files and drafts the orphan sweep removed", ["kind"]),
    sweepFailures: counter("orphan_sweep_failures_total", "Orphan sweeps that failed", ["kind"]),
    watch,
    watchPageCache(cache) {
      pageCache = cache;
      watch("page_cache_entries", "Pages held by the rendered-page cache", () => cache.size);
      watch("page_cache_bytes", "Bytes held by the rendered-page cache", () => cache.bytes);
    },
    watchDatabase(read) {
      watch("db_pool_connections_in_use", "Database connections checked out of the pool", () => read().inUse);
      watch("db_pool_waiting", "Queries waiting for a database connection", () => read().waiting);
      new Counter({
        name: "db_query_errors_total",
        help: "Database queries that failed (refused or the database away)",
        registers: [registry],
        collect() {
          this.reset();
          this.inc(read().queryErrors);
        },
      });
    },
  };
}
