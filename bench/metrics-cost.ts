// What the metrics cost (ADR 050): req/s of the bank home and the API list on a server with
// metrics off and one with METRICS_TOKEN set (scraped every 5 s, as a busy Prometheus would),
// in one run. They are loaded in turn, alternating over several rounds, so a neighbour's load
// on a shared machine falls on both. Goal: at most 3 % apart. Each side's CPU per answer (from
// /proc, the server process only) is printed too: it holds when neighbours take the cores.
//
// One process of the same build and settings can settle at 70 or at 120 µs of CPU per cached
// answer on this 2-core machine (measured 2026-11-28: four fresh servers read 70, 119, 120 and
// 124), so one pair of servers says little. The bench starts PAIRS fresh pairs and gives the
// median over them, with the server pinned to one core (SERVER_CPU, default 0) and the load
// generator to the other when the machine has two or more.
//
// Fresh processes of one build differ by more than the cost measured, so each set is a triplet:
// metrics off, its identical twin (also off) and metrics on, started in a rotating order and
// loaded in a rotating order. The twin's gap from "off" is the bench's own spread in the same run
// (an A/A measurement): a metrics gap inside it is not a cost the bench can see.
//
//   node bench/metrics-cost.ts              # 3 triplets, 2 rounds of 10 s per page and server
//   PAIRS=5 ROUNDS=3 DURATION=20 node bench/metrics-cost.ts
import { execFileSync } from "node:child_process";
import os from "node:os";
import autocannon from "autocannon";
import { cpuSecondsOf, startServer, type RunningServer } from "./server.ts";

const PAIRS = Number(process.env.PAIRS ?? 3);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const TOKEN = "bench-metrics-token-0123456789";
const TARGETS = [
  ["bank home", "/fdhbankplc/home"],
  ["API list", "/api/branches?limit=100"],
] as const;
const HEADERS = { "accept-encoding": "gzip, deflate, br" };

/** Requests a second, the server's CPU seconds, and the answers that were not 2xx or never came (reported, not hidden). */
async function load(server: RunningServer, path: string): Promise<{ rps: number; answers: number; cpu: number; wrong: number }> {
  const cpuBefore = cpuSecondsOf(server.process.pid!);
  const result = await autocannon({ url: server.url + path, connections: CONNECTIONS, duration: DURATION, headers: HEADERS });
  return {
    rps: result.requests.average,
    answers: result.requests.total,
    cpu: cpuSecondsOf(server.process.pid!) - cpuBefore,
    wrong: result.non2xx + result.errors + result.timeouts,
  };
}


// The server on one core, this process (the load generator) on another.
if (os.cpus().length >= 2 && process.env.SERVER_CPU === undefined) {
  process.env.SERVER_CPU = "0";
  execFileSync("taskset", ["-a", "-p", "-c", "1", String(process.pid)], { stdio: "ignore" });
}

const SIDES = ["off", "twin", "on"] as const;
type SideName = (typeof SIDES)[number];
interface Side {
  rps: number[];
  cpuPerAnswer: number[];
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const emptySides = () => Object.fromEntries(SIDES.map((side) => [side, { rps: [], cpuPerAnswer: [] }])) as unknown as Record<SideName, Side>;
const results = new Map(TARGETS.map(([name]) => [name, { sides: emptySides(), wrong: 0 }]));
let scrapeBytes = 0;
const loadBefore = os.loadavg()[0]!;

/** The sides in a rotating order: triplet or round `turn` starts with a different one. */
const rotated = (turn: number): SideName[] => SIDES.map((_, index) => SIDES[(index + turn) % SIDES.length]!);

/** One fresh triplet: every target loaded ROUNDS times on each side, rotating who goes first. */
async function measureTriplet(triplet: number): Promise<void> {
  const servers = new Map<SideName, RunningServer>();
  let scraper: NodeJS.Timeout | undefined;
  try {
    for (const side of rotated(triplet)) servers.set(side, await startServer(side === "on" ? { METRICS_TOKEN: TOKEN } : {}));
    const metricsUrl = `${servers.get("on")!.url}/metrics`;
    const scrape = async () => {
      const response = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
      if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
      return (await response.text()).length;
    };
    scrapeBytes = await scrape();
    scraper = setInterval(() => void scrape().catch(() => {}), 5_000);
    for (const [name, path] of TARGETS) {
      // Warm each: the first render fills the page cache, the first read the content snapshot.
      for (const server of servers.values()) await fetch(`${server.url}${path}`);
      const totals = new Map(SIDES.map((side) => [side, { rps: 0, seconds: 0, answers: 0 }]));
      const result = results.get(name)!;
      for (let round = 0; round < ROUNDS; round += 1) {
        // Rotate who goes first, so no side always runs in another's wake.
        for (const side of rotated(round + triplet)) {
          const run = await load(servers.get(side)!, path);
          const total = totals.get(side)!;
          total.rps += run.rps;
          total.seconds += run.cpu;
          total.answers += run.answers;
          result.wrong += run.wrong;
        }
      }
      for (const side of SIDES) {
        const total = totals.get(side)!;
        result.sides[side].rps.push(total.rps / ROUNDS);
        result.sides[side].cpuPerAnswer.push((total.seconds / total.answers) * 1e6);
      }
    }
  } finally {
    clearInterval(scraper);
    for (const server of servers.values()) await server.stop();
  }
}

for (let triplet = 0; triplet < PAIRS; triplet += 1) await measureTriplet(triplet);
console.log(
  `Metrics cost: ${PAIRS} fresh triplets of servers (metrics off, its twin also off, metrics on), each ${ROUNDS} rotating rounds of ${DURATION} s, ` +
    `${CONNECTIONS} connections, server on CPU ${process.env.SERVER_CPU ?? "(any)"}, /metrics scraped every 5 s (${scrapeBytes} bytes); ` +
    `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.cpus().length} cores\n`,
);
/** "2.1 % slower" or "0.4 % faster": how far `value` is below `base`. */
const apart = (base: number, value: number) => {
  const percent = ((base - value) / base) * 100;
  return `${Math.abs(percent).toFixed(1)} % ${percent >= 0 ? "slower" : "faster"}`;
};
for (const [name, path] of TARGETS) {
  const { sides, wrong } = results.get(name)!;
  const rps = (side: SideName) => median(sides[side].rps);
  const cpu = (side: SideName) => median(sides[side].cpuPerAnswer);
  const list = (side: SideName) => sides[side].cpuPerAnswer.map((value) => value.toFixed(0)).join("/");
  console.log(
    `${name.padEnd(10)} ${path.padEnd(26)} median req/s off ${rps("off").toFixed(0)}, twin ${rps("twin").toFixed(0)}, on ${rps("on").toFixed(0)}: ` +
      `metrics on ${apart(rps("off"), rps("on"))}; the twin (no metrics, the bench's spread) ${apart(rps("off"), rps("twin"))}`,
  );
  console.log(
    `${"".padEnd(37)} median CPU per answer off ${cpu("off").toFixed(0)} µs, twin ${cpu("twin").toFixed(0)} µs, on ${cpu("on").toFixed(0)} µs ` +
      `(triplets off ${list("off")}, twin ${list("twin")}, on ${list("on")})${wrong ? `   (${wrong} answers not 2xx or lost)` : ""}`,
  );
}
