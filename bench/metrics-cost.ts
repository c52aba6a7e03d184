// What the metrics cost (ADR 050): req/s of the bank home and the API list on a server with
// metrics off against one with METRICS_TOKEN set (scraped every 5 s, as a busy Prometheus would),
// in one run. Goal: at most 3 % apart.
//
// How, and why this way (ADR 050, amendment of 2026-11-30): this shared 2-core machine changes
// speed from one second to the next (other machines' load), so two servers loaded in turn read
// 5–40 % apart with no difference between them. Here the two servers of a pair are pinned to
// **the same core** (SERVER_CPU, default 0) and loaded **at the same moment** with as many
// connections each: whatever slows the core slows both, and the ratio of their answers is the
// ratio of their cost. Each pair is fresh; an A/A pair (metrics off against its identical twin)
// runs beside the A/B pairs and gives the bench's own spread, in the same run.
//
// Both servers of a pair get the same traffic besides the measured page: a few other pages and
// API reads, the health routes, a 404, and `/metrics` every 5 s (the server without metrics
// answers it 404). A server that has only ever answered one URL runs code V8 optimised for that
// one shape; its first other request (a scrape) undoes that for good, which measured 10 % on its
// own. A live server is never in that state, so neither side is here.
//
//   node bench/metrics-cost.ts                    # 3 A/B pairs and 2 A/A pairs, 2 rounds of 8 s
//   PAIRS=5 ROUNDS=3 DURATION=10 node bench/metrics-cost.ts
import { execFileSync } from "node:child_process";
import os from "node:os";
import autocannon from "autocannon";
import { cpuSecondsOf, startServer, type RunningServer } from "./server.ts";

const PAIRS = Number(process.env.PAIRS ?? 3);
const CONTROL_PAIRS = Number(process.env.CONTROL_PAIRS ?? 2);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const DURATION = Number(process.env.DURATION ?? 8);
const WARMUP = Number(process.env.WARMUP ?? 3);
/** Connections to each server of a pair. */
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 25);
const TOKEN = "bench-metrics-token-0123456789";
const TARGETS = [
  ["bank home", "/fdhbankplc/home"],
  ["API list", "/api/branches?limit=100"],
] as const;
/** The rest of a live server's traffic, answered by both servers of a pair before they are measured. */
const OTHER_TRAFFIC = ["/fdhbankplc/blog", "/fdhbankplc/home?lang=ny", "/api/products", "/readyz", "/livez", "/metrics", "/no-such-page"];
const HEADERS = { "accept-encoding": "gzip, deflate, br" };
const AUTHORIZED = { ...HEADERS, authorization: `Bearer ${TOKEN}` };

// Both servers of a pair on one core, this process (the load generator) on another.
if (process.env.SERVER_CPU === undefined) process.env.SERVER_CPU = "0";
if (os.cpus().length >= 2) execFileSync("taskset", ["-a", "-p", "-c", "1", String(process.pid)], { stdio: "ignore" });

type PairKind = "A/B" | "A/A";
interface Round {
  /** The second server's answers over the first's (metrics on, or the twin, over metrics off). */
  answers: number;
  /** The second server's CPU per answer over the first's. */
  cpu: number;
  cpuPerAnswer: [number, number];
}
const rounds = new Map<string, Round[]>();
let wrong = 0;
let scrapeBytes = 0;
const loadBefore = os.loadavg()[0]!;

/** The status and the body's length (decoded) of one request. */
async function get(url: string, headers: Record<string, string>): Promise<{ ok: boolean; status: number; bytes: number }> {
  const response = await fetch(url, { headers });
  return { ok: response.ok, status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}

/** Both servers loaded at the same moment; their answers and the CPU each used. */
async function loadBoth(pair: RunningServer[], path: string, seconds: number) {
  const before = pair.map((server) => cpuSecondsOf(server.process.pid!));
  const results = await Promise.all(
    pair.map((server) => autocannon({ url: server.url + path, connections: CONNECTIONS, duration: seconds, headers: HEADERS })),
  );
  return results.map((result, index) => ({
    answers: result.requests.total,
    cpu: cpuSecondsOf(pair[index]!.process.pid!) - before[index]!,
    wrong: result.non2xx + result.errors + result.timeouts,
  }));
}

async function measurePair(kind: PairKind, number: number): Promise<void> {
  const pair: RunningServer[] = [];
  let scraper: NodeJS.Timeout | undefined;
  try {
    // Started one after the other, the first alternating, so neither always starts on a warmer machine.
    const environments: Record<string, string>[] = [{}, kind === "A/B" ? { METRICS_TOKEN: TOKEN } : {}];
    const order = number % 2 ? [1, 0] : [0, 1];
    for (const index of order) pair[index] = await startServer(environments[index]);
    for (const server of pair) for (const path of OTHER_TRAFFIC) await get(server.url + path, AUTHORIZED);
    const scrape = async () => {
      for (const server of pair) {
        const response = await get(`${server.url}/metrics`, AUTHORIZED);
        if (kind === "A/B" && server === pair[1]) {
          if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
          scrapeBytes = response.bytes;
        }
      }
    };
    await scrape();
    scraper = setInterval(() => void scrape().catch(() => {}), 5_000);
    for (const [name, path] of TARGETS) {
      await loadBoth(pair, path, WARMUP);
      for (let round = 0; round < ROUNDS; round += 1) {
        const [first, second] = await loadBoth(pair, path, DURATION);
        wrong += first!.wrong + second!.wrong;
        const perAnswer = (side: { cpu: number; answers: number }) => (side.cpu / side.answers) * 1e6;
        const key = `${kind} ${name}`;
        rounds.set(key, [
          ...(rounds.get(key) ?? []),
          {
            answers: second!.answers / first!.answers,
            cpu: perAnswer(second!) / perAnswer(first!),
            cpuPerAnswer: [perAnswer(first!), perAnswer(second!)],
          },
        ]);
      }
    }
  } finally {
    clearInterval(scraper);
    for (const server of pair) await server?.stop();
  }
}

// A/B and A/A pairs interleaved, so both meet the same stretch of the machine's day.
for (let index = 0; index < Math.max(PAIRS, CONTROL_PAIRS); index += 1) {
  if (index < PAIRS) await measurePair("A/B", index);
  if (index < CONTROL_PAIRS) await measurePair("A/A", index);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** "2.1 % slower" or "0.4 % faster", from the second server's answers over the first's. */
const apart = (ratio: number) => `${(Math.abs(1 - ratio) * 100).toFixed(1)} % ${ratio <= 1 ? "slower" : "faster"}`;
console.log(
  `Metrics cost: ${PAIRS} pairs of fresh servers (metrics off, metrics on) and ${CONTROL_PAIRS} A/A pairs (off, its twin), ` +
    `each pair on CPU ${process.env.SERVER_CPU} and loaded at the same moment with ${CONNECTIONS} connections each; ` +
    `${ROUNDS} rounds of ${DURATION} s per page after ${WARMUP} s of warm-up; /metrics asked of both every 5 s (${scrapeBytes} bytes); ` +
    `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.cpus().length} cores\n`,
);
for (const [name, path] of TARGETS) {
  const ab = rounds.get(`A/B ${name}`) ?? [];
  const aa = rounds.get(`A/A ${name}`) ?? [];
  const list = (values: Round[]) => values.map((round) => round.answers.toFixed(3)).join(", ");
  console.log(
    `${name.padEnd(10)} ${path.padEnd(26)} metrics on ${apart(median(ab.map((round) => round.answers)))} in req/s ` +
      `(CPU per answer ×${median(ab.map((round) => round.cpu)).toFixed(3)}); ` +
      `the A/A twin ${apart(median(aa.map((round) => round.answers)))} (×${median(aa.map((round) => round.cpu)).toFixed(3)})`,
  );
  console.log(`${"".padEnd(37)} rounds, on/off: ${list(ab)}; twin/off: ${list(aa)}`);
  console.log(
    `${"".padEnd(37)} CPU per answer, off and on: ${ab.map((round) => round.cpuPerAnswer.map((value) => value.toFixed(0)).join("/")).join(", ")} µs`,
  );
}
if (wrong) console.log(`\n${wrong} answers were not 2xx or never came.`);
