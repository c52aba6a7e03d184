import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeInput } from "#tests/support/content-factories.ts";
import { getFreePort } from "#tests/support/server-process.ts";
import { submitKycRecord } from "#tests/support/kyc-submission.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

const TOKEN = "metrics-token-for-the-test-0123456789";

/** The value of one sample in the exposition text, e.g. `one_time_codes_total{outcome="sent"}`. */
function readSample(text: string, sample: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe("/metrics without a token or port", () => {
  const server = useTestServer("pglite", { signIn: false });

  it("does not exist, and every answer still carries a request id", async () => {
    const response = await server.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a load balancer's safe request id and replaces an unsafe one", async () => {
    const kept = await server.app.inject({ url: "/livez", headers: { "x-request-id": "lb-7f3a.91" } });
    expect(kept.headers["x-request-id"]).toBe("lb-7f3a.91");
    const replaced = await server.app.inject({ url: "/livez", headers: { "x-request-id": "<script>alert(1)</script>" } });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers /livez and its alias /healthz without asking the database", async () => {
    for (const url of ["/livez", "/healthz"]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
    }
  });
});

describe.each(DRIVERS)("/metrics with METRICS_TOKEN on %s", (driver) => {
  // The spacing between codes at its default: the refused send below is the spacing's (ADR 034).
  const server = useTestServer(driver, { env: { METRICS_TOKEN: TOKEN, OTP_RESEND_SECONDS: "60" } });

  async function scrape(): Promise<string> {
    const response = await server.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  }

  it("refuses a scrape without the token or with another", async () => {
    expect((await server.app.inject({ url: "/metrics" })).statusCode).toBe(401);
    const wrong = await server.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "unauthenticated" });
  });

  it("answers every metric the operators' dashboard reads", async () => {
    const text = await scrape();
    for (const name of [
      "http_request_duration_seconds",
      "http_errors_total",
      "page_cache_requests_total",
      "page_render_duration_seconds",
      "db_pool_connections_in_use",
      "db_pool_waiting",
      "db_query_errors_total",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
      "realtime_sockets",
      "realtime_events_sent_total",
      "one_time_codes_total",
      "kyc_submissions_total",
      "account_application_submits_total",
      "messages_pending",
      "messages_oldest_pending_seconds",
      "messages_sent_total",
      "orphan_sweep_removed_total",
      "orphan_sweep_failures_total",
      "app_ready",
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(readSample(text, "app_ready")).toBe(1);
    // prom-client's other Node metrics, but not its GC histogram (ADR 050: a cost on every collection).
    for (const name of ["process_cpu_user_seconds_total", "nodejs_heap_space_size_used_bytes", "nodejs_active_handles_total", "nodejs_version_info"]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(text).not.toContain("nodejs_gc_duration_seconds");
  });

  it("labels requests by route pattern, method and status class, never by the address asked for", async () => {
    await server.app.inject({ url: "/api/branches?limit=2" });
    await server.app.inject({ url: "/api/blogs/0b5e6c7e-0000-4000-8000-000000000000" });
    await server.app.inject({ url: "/no/such/path/chikondi-0991234567" });
    const text = await scrape();
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/api\/branches",method="GET",status_class="2xx"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/api\/blogs\/:id",method="GET",status_class="4xx"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="unmatched",method="GET",status_class="4xx"\} [1-9]/);
    expect(text).not.toContain("chikondi");
    expect(text).not.toContain("0b5e6c7e");
    expect(readSample(text, 'http_errors_total{code="not_found"}')).toBeGreaterThanOrEqual(2);
  });

  it("counts the visitors' flows: codes sent and refused, KYC submissions, messages sent", async () => {
    const before = await scrape();
    const sentBefore = readSample(before, 'one_time_codes_total{outcome="sent"}') ?? 0;
    await submitKycRecord(server.app, server.database.dataDir, { username: "+265991000111", accountName: "Thoko Phiri" });
    // The same number again at once: the resend spacing refuses it (ADR 034).
    const refused = await server.app.inject({ method: "POST", url: "/onboarding/verify-username", payload: { username: "+265991000111" } });
    expect(refused.statusCode).toBe(429);
    const unauthenticated = await server.app.inject({ method: "POST", url: "/api/kyc_account_details", payload: {} });
    expect(unauthenticated.statusCode).toBe(401);
    await server.app.kyc.drainNotices();

    const text = await scrape();
    expect(readSample(text, 'one_time_codes_total{outcome="sent"}')).toBe(sentBefore + 1);
    expect(readSample(text, 'one_time_codes_total{outcome="refused"}')).toBe(1);
    expect(readSample(text, 'kyc_submissions_total{outcome="accepted"}')).toBe(1);
    expect(readSample(text, 'kyc_submissions_total{outcome="refused"}')).toBe(1);
    expect(readSample(text, 'http_errors_total{code="too_many_codes"}')).toBe(1);
    // The code by SMS, the branch's notice by e-mail.
    expect(readSample(text, 'messages_sent_total{channel="sms",outcome="sent"}')).toBeGreaterThanOrEqual(1);
    expect(readSample(text, 'messages_sent_total{channel="email",outcome="sent"}')).toBeGreaterThanOrEqual(1);
    expect(readSample(text, "messages_pending")).toBe(0);
  });

  it("counts content events sent to the realtime feed by collection", async () => {
    const created = await server.app.inject({ method: "POST", url: "/api/cares", headers: server.staff, payload: makeInput("cares") });
    expect(created.statusCode, created.body).toBe(201);
    const text = await scrape();
    expect(readSample(text, 'realtime_events_sent_total{collection="cares"}')).toBe(1);
  });

  it("answers the database's pool and query errors", async () => {
    const text = await scrape();
    expect(readSample(text, "db_pool_waiting")).toBe(0);
    expect(readSample(text, "db_query_errors_total")).toBeGreaterThanOrEqual(0);
    await expect(server.app.database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    const after = await scrape();
    expect(readSample(after, "db_query_errors_total")).toBe((readSample(text, "db_query_errors_total") ?? 0) + 1);
  });
});

describe("/metrics on METRICS_PORT", () => {
  let port = 0;
  const server = useTestServer("pglite", async () => {
    port = await getFreePort();
    return { signIn: false, env: { METRICS_PORT: String(port) } };
  });

  it("answers on 127.0.0.1 at that port without a token, and not on the site's port", async () => {
    await server.app.inject({ url: "/api/branches?limit=1" });
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/branches",method="GET",status_class="2xx"\} 1/,
    );
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    expect((await server.app.inject({ url: "/metrics" })).statusCode).toBe(404);
  });
});
