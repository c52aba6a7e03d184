// What the metrics cost (ADR 050): req/s of the bank home and the API list on a server with
// metrics off and one with METRICS_TOKEN set (scraped every 5 s, as a busy Prometheus would),
// in one run. The two are loaded in turn, alternating over several rounds, so a neighbour's load
// on a shared machine falls on both. Goal: at most 3 % apart. Each side's CPU per answer (from
// /proc, the server process only) is printed too: it holds when neighbours take the cores.
//
//   node bench/metrics-cost.ts              # 3 rounds of 10 s per page and server
//   ROUNDS=5 DURATION=20 node bench/metrics-cost.ts
import os from "node:os";
import autocannon from "autocannon";
import { cpuSecondsOf, startServer, type RunningServer } from "./server.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
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

const off = await startServer();
let on: RunningServer | undefined;
try {
  on = await startServer({ METRICS_TOKEN: TOKEN });
  const scrape = async () => {
    const response = await fetch(`${on!.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
    return (await response.text()).length;
  };
  const scrapeBytes = await scrape();
  const scraper = setInterval(() => void scrape().catch(() => {}), 5_000);
  const loadBefore = os.loadavg()[0]!;
  const rows: string[] = [];
  try {
    for (const [name, path] of TARGETS) {
      // Warm both: the first render fills the page cache, the first read the content snapshot.
      await fetch(`${off.url}${path}`);
      await fetch(`${on.url}${path}`);
      const sums = { off: 0, on: 0 };
      const cpu = { off: { seconds: 0, answers: 0 }, on: { seconds: 0, answers: 0 } };
      let wrong = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        // Alternate who goes first, so neither always runs in the other's wake.
        const order = round % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const);
        for (const side of order) {
          const run = await load(side === "off" ? off : on, path);
          sums[side] += run.rps;
          cpu[side].seconds += run.cpu;
          cpu[side].answers += run.answers;
          wrong += run.wrong;
        }
      }
      const rpsOff = sums.off / ROUNDS;
      const rpsOn = sums.on / ROUNDS;
      const apart = ((rpsOff - rpsOn) / rpsOff) * 100;
      const cpuOff = (cpu.off.seconds / cpu.off.answers) * 1e6;
      const cpuOn = (cpu.on.seconds / cpu.on.answers) * 1e6;
      rows.push(
        `${name.padEnd(10)} ${path.padEnd(26)} off ${rpsOff.toFixed(0).padStart(6)} req/s   on ${rpsOn.toFixed(0).padStart(6)} req/s   ${apart >= 0 ? "" : "+"}${Math.abs(apart).toFixed(1)} % ${apart >= 0 ? "slower" : "faster"} with metrics;   CPU per answer off ${cpuOff.toFixed(0)} µs, on ${cpuOn.toFixed(0)} µs (${(((cpuOn - cpuOff) / cpuOff) * 100).toFixed(1)} %)${wrong ? `   (${wrong} answers not 2xx or lost)` : ""}`,
      );
    }
  } finally {
    clearInterval(scraper);
  }
  console.log(
    `Metrics cost: ${ROUNDS} alternating rounds of ${DURATION} s, ${CONNECTIONS} connections, /metrics scraped every 5 s (${scrapeBytes} bytes); ` +
      `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.cpus().length} cores\n`,
  );
  for (const row of rows) console.log(row);
} finally {
  await on?.stop();
  await off.stop();
}
