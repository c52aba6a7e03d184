import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { RequestHistogram } from "./request-histogram.ts";

const BUCKETS = [0.001, 0.01, 0.1, 1];

describe("the request histogram", () => {
  it("writes what prom-client's own histogram writes for the same observations", async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const fast = new RequestHistogram("http_request_duration_seconds", "Time to answer", BUCKETS, ours);
    const reference = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer",
      labelNames: ["route", "method", "status_class"],
      buckets: BUCKETS,
      registers: [theirs],
    });
    const observations: Array<[string, string, string, number]> = [
      ["/api/branches", "GET", "2xx", 0.0004],
      ["/api/branches", "GET", "2xx", 0.001],
      ["/api/branches", "GET", "2xx", 0.05],
      ["/api/branches", "GET", "2xx", 3],
      ["unmatched", "GET", "4xx", 0.002],
      ["/api/kyc_account_details", "POST", "2xx", 0.7],
    ];
    for (const [route, method, statusClass, seconds] of observations) {
      fast.seriesOf({ route, method, status_class: statusClass }).observe(seconds);
      reference.observe({ route, method, status_class: statusClass }, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",route="/api/branches",method="GET",status_class="2xx"} 4',
    );
  });

  it("starts again when the registry is reset", async () => {
    const registry = new Registry();
    const fast = new RequestHistogram("h", "help", BUCKETS, registry);
    const kept = fast.seriesOf({ route: "/a" });
    kept.observe(0.5);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('route="/a"');
    // Its holder keeps the series and goes on observing: it counts from zero again.
    kept.observe(0.25);
    expect(await registry.metrics()).toContain('h_count{route="/a"} 1');
  });

  it("gives one series per label set, however often it is asked for", () => {
    const fast = new RequestHistogram("h", "help", BUCKETS, new Registry());
    expect(fast.seriesOf({ route: "/a", method: "GET" })).toBe(fast.seriesOf({ route: "/a", method: "GET" }));
    expect(fast.seriesOf({ route: "/a", method: "GET" })).not.toBe(fast.seriesOf({ route: "/a", method: "HEAD" }));
  });
});
