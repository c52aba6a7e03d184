// What the metrics cost (ADR 050): req/s of the bank home and the API list on a server with
// metrics off and one with METRICS_TOKEN set (scraped every 5 s, as a busy Prometheus would),
// in one run. The two are loaded in turn, alternating over several rounds, so a neighbour's load
// on a shared machine falls on both. Goal: at most 3 % apart. Each side's CPU per answer (from
// /proc, the server process only) is printed too: it holds when neighbours take the cores.
//
// One process of the same build and settings can settle at 70 or at 120 µs of CPU per cached
// answer on this 2-core machine (measured 2026-11-28: four fresh servers read 70, 119, 120 and
// 124), so one pair of servers says little. The bench starts PAIRS fresh pairs and gives the
// median over them, with the server pinned to one core (SERVER_CPU, default 0) and the load
// generator to the other when the machine has two or more.
//
//   node bench/metrics-cost.ts              # 3 pairs, 2 rounds of 10 s per page and server
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

interface Side {
  rps: number[];
  cpuPerAnswer: number[];
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const results = new Map(TARGETS.map(([name]) => [name, { off: { rps: [], cpuPerAnswer: [] } as Side, on: { rps: [], cpuPerAnswer: [] } as Side, wrong: 0 }]));
let scrapeBytes = 0;
const loadBefore = os.loadavg()[0]!;

/** One fresh pair: every target loaded ROUNDS times on each side, alternating who goes first. */
async function measurePair(): Promise<void> {
  const off = await startServer();
  let on: RunningServer | undefined;
  let scraper: NodeJS.Timeout | undefined;
  try {
    on = await startServer({ METRICS_TOKEN: TOKEN });
    const metricsUrl = `${on.url}/metrics`;
    const scrape = async () => {
      const response = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
      if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
      return (await response.text()).length;
    };
    scrapeBytes = await scrape();
    scraper = setInterval(() => void scrape().catch(() => {}), 5_000);
    for (const [name, path] of TARGETS) {
      // Warm both: the first render fills the page cache, the first read the content snapshot.
      await fetch(`${off.url}${path}`);
      await fetch(`${on.url}${path}`);
      const totals = { off: { rps: 0, seconds: 0, answers: 0 }, on: { rps: 0, seconds: 0, answers: 0 } };
      const result = results.get(name)!;
      for (let round = 0; round < ROUNDS; round += 1) {
        // Alternate who goes first, so neither always runs in the other's wake.
        const order = round % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const);
        for (const side of order) {
          const run = await load(side === "off" ? off : on, path);
          totals[side].rps += run.rps;
          totals[side].seconds += run.cpu;
          totals[side].answers += run.answers;
          result.wrong += run.wrong;
        }
      }
      for (const side of ["off", "on"] as const) {
        result[side].rps.push(totals[side].rps / ROUNDS);
        result[side].cpuPerAnswer.push((totals[side].seconds / totals[side].answers) * 1e6);
      }
    }
  } finally {
    clearInterval(scraper);
    await on?.stop();
    await off.stop();
  }
}

for (let pair = 0; pair < PAIRS; pair += 1) await measurePair();
console.log(
  `Metrics cost: ${PAIRS} fresh pairs of servers, each ${ROUNDS} alternating rounds of ${DURATION} s, ${CONNECTIONS} connections, ` +
    `server on CPU ${process.env.SERVER_CPU ?? "(any)"}, /metrics scraped every 5 s (${scrapeBytes} bytes); ` +
    `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.cpus().length} cores\n`,
);
for (const [name, path] of TARGETS) {
  const { off, on, wrong } = results.get(name)!;
  const rpsOff = median(off.rps);
  const rpsOn = median(on.rps);
  const apart = ((rpsOff - rpsOn) / rpsOff) * 100;
  const cpuOff = median(off.cpuPerAnswer);
  const cpuOn = median(on.cpuPerAnswer);
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join("/");
  console.log(
    `${name.padEnd(10)} ${path.padEnd(26)} median req/s off ${rpsOff.toFixed(0).padStart(6)}, on ${rpsOn.toFixed(0).padStart(6)}: ` +
      `${Math.abs(apart).toFixed(1)} % ${apart >= 0 ? "slower" : "faster"} with metrics;   ` +
      `median CPU per answer off ${cpuOff.toFixed(0)} µs, on ${cpuOn.toFixed(0)} µs (${(((cpuOn - cpuOff) / cpuOff) * 100).toFixed(1)} %; ` +
      `pairs off ${list(off.cpuPerAnswer)}, on ${list(on.cpuPerAnswer)})${wrong ? `   (${wrong} answers not 2xx or lost)` : ""}`,
  );
}
