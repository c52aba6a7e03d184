// Public list reads under load: GET /api/branches?limit=100 with 50 concurrent connections,
// answered from the in-memory snapshot (no database round trip), then the same with
// If-None-Match (304) and with brotli. Starts the built server on 127.0.0.1 with a temp DATA_DIR
// (bench/server.ts), runs autocannon against it and prints a short report.
//
//   node bench/api-reads.ts                 # 10 s per scenario
//   DURATION=30 CONNECTIONS=100 node bench/api-reads.ts
import os from "node:os";
import autocannon from "autocannon";
import { startServer } from "./server.ts";

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const PATH = "/api/branches?limit=100";

const server = await startServer();
try {
  const first = await fetch(`${server.url}${PATH}`, { headers: { "accept-encoding": "identity" } });
  const text = await first.text();
  const branches = JSON.parse(text) as unknown[];
  const etag = first.headers.get("etag") ?? "";
  const revalidated = await fetch(`${server.url}${PATH}`, { headers: { "if-none-match": etag } });
  const bodyBytes = Buffer.byteLength(text);

  const scenarios: Array<{ name: string; headers: Record<string, string>; expect: "2xx" | "3xx" }> = [
    { name: "200, identity (JSON as is)", headers: {}, expect: "2xx" },
    { name: "304, If-None-Match", headers: { "if-none-match": etag }, expect: "3xx" },
    { name: "200, Accept-Encoding: br", headers: { "accept-encoding": "br" }, expect: "2xx" },
  ];

  console.log(`GET ${PATH}: ${branches.length} branches, ${bodyBytes} bytes, ETag ${etag}`);
  console.log(`If-None-Match with that ETag: ${revalidated.status} ${revalidated.status === 304 ? "Not Modified" : "(expected 304)"}`);
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s per scenario, server on ${server.url}, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n`,
  );
  console.log("scenario                      req/s     p50 ms  p90 ms  p99 ms  max ms  answers  errors");
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: `${server.url}${PATH}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: scenario.headers,
    });
    const answered = result[scenario.expect];
    const wrong = result.errors + result.timeouts + (scenario.expect === "2xx" ? result.non2xx : result["2xx"]);
    console.log(
      [
        scenario.name.padEnd(28),
        result.requests.average.toFixed(0).padStart(7),
        String(result.latency.p50).padStart(9),
        String(result.latency.p90).padStart(7),
        String(result.latency.p99).padStart(7),
        String(result.latency.max).padStart(7),
        String(answered).padStart(8),
        String(wrong).padStart(7),
      ].join(" "),
    );
  }
} finally {
  await server.stop();
}
