// The heaviest traffic for memory, for minutes: twenty connections of renders that no cache
// answers (the account-opening page, and the bank home on a server that keeps no page), taking
// turns every 30 s. Per minute: answers, req/s, p99, errors (a 503 from the render queue counts)
// and the server's highest resident memory; then an idle minute. Issue 20 asks for ≤ 256 MiB at
// every moment and no crash (ADR 035 sizes the V8 heap limit from this run).
//
//   node bench/render-soak.ts                   # 5 minutes
//   SOAK_MINUTES=10 node bench/render-soak.ts
//   BENCH_QUICK=1 node bench/render-soak.ts     # 1 minute, 5 s idle
import { readFileSync } from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { startServer } from "./server.ts";

const QUICK = Boolean(process.env.BENCH_QUICK);
const MINUTES = Number(process.env.SOAK_MINUTES ?? (QUICK ? 1 : 5));
const IDLE_SECONDS = QUICK ? 5 : 60;
const RSS_GOAL_MIB = 256;
const PAGES = ["/fdhbankplc/openaccount", "/fdhbankplc/home"];
const HEADERS = { "accept-encoding": "gzip, deflate, br" };

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const server = await startServer({ PAGE_CACHE_SECONDS: "0" });
const pid = server.process.pid!;
let exited: string | undefined;
server.process.once("exit", (code, signal) => (exited = `exited with ${code ?? signal}`));
const lines = [
  `${MINUTES} min of 20 connections of renders (${PAGES.join(" and ")} in turns of 30 s), no page cache; load average before ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  "",
  "| minute | answers | req/s | p99 ms | errors, timeouts or non-2xx | highest RSS |",
  "| --- | --- | --- | --- | --- | --- |",
];
let peakOfRun = rssOf(pid);
const startRss = peakOfRun;
try {
  for (let minute = 1; minute <= MINUTES && !exited; minute++) {
    let peak = rssOf(pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
    let answers = 0;
    let wrong = 0;
    const p99s: number[] = [];
    for (const page of PAGES) {
      const result = await autocannon({ url: server.url + page, connections: 20, duration: 30, headers: HEADERS });
      answers += result["2xx"] + result.non2xx;
      wrong += result.errors + result.timeouts + result.non2xx;
      p99s.push(result.latency.p99);
    }
    clearInterval(sampler);
    peakOfRun = Math.max(peakOfRun, peak);
    lines.push(`| ${minute} | ${answers} | ${(answers / 60).toFixed(0)} | ${Math.max(...p99s)} | ${wrong} | ${mib(peak)} MiB |`);
  }
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const rested = rssOf(pid);
  lines.push(
    "",
    `RSS at start ${mib(startRss)} MiB, highest ${mib(peakOfRun)} MiB, after ${IDLE_SECONDS} s idle ${mib(rested)} MiB; the server ${exited ?? "is still up"}.`,
    `Goal: ≤ ${RSS_GOAL_MIB} MiB at every moment and no crash: ${!exited && mib(peakOfRun) <= RSS_GOAL_MIB ? "met" : "NOT met"}.`,
  );
} finally {
  if (!exited) await server.stop();
}
for (const line of lines) console.log(line);
