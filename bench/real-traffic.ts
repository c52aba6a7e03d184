// Real traffic: what a public site gets besides repeat views of a cached page. A crawl
// of every page in both languages (the sitemap, then every same-site link the pages show: list
// pages, articles), each also with a tracking link's parameters; twenty connections of tracking
// links (`?utm_source=…&fbclid=<different each time>`); twenty connections on the account-opening
// page (never cached); then an idle minute. After each phase: req/s, p99, CPU per answer and the
// server's resident memory (its peak during the phase, and after with the C allocator's `[heap]`
// share). In the same run, the cached bank home and nginx serving the same bytes precompressed,
// for the ratio; then a server without a page cache: CPU per render of the bank home, and twenty
// connections of renders. Last, issue 20's goals and whether they are met.
//
//   node bench/real-traffic.ts                # 10 s per load phase, a minute idle
//   BENCH_QUICK=1 node bench/real-traffic.ts  # 3 s per load phase, 5 s idle (smoke run)
//   DURATION=20 node bench/real-traffic.ts
//   BENCH_URL=http://127.0.0.1:3320 BENCH_PID=<pid> node bench/real-traffic.ts   # a server started by hand
import { readFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import os from "node:os";
import { brotliCompressSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startNginx } from "./nginx.ts";
import { cpuSecondsOf, startServer } from "./server.ts";

const QUICK = Boolean(process.env.BENCH_QUICK);
const DURATION = Number(process.env.DURATION ?? (QUICK ? 3 : 10));
const IDLE_SECONDS = QUICK ? 5 : 60;
const CONNECTIONS = 20;
const CRAWL_CONCURRENCY = 4;
const HOME = "/fdhbankplc/home";
const OPEN_ACCOUNT = "/fdhbankplc/openaccount";
const TRACKING = "utm_source=facebook&utm_medium=social&utm_campaign=bench&fbclid=[<id>]";
const HEADERS = { "accept-encoding": "gzip, deflate, br" };

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
/** Issue 20's goals: the server's resident memory at any moment, and CPU per uncached bank-home render. */
const RSS_GOAL_MIB = 256;
const RENDER_CPU_GOAL_MS = 5;

/** The process's resident memory now, from /proc (0 once it is gone). */
function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The highest resident memory seen while `work` runs, sampled every 50 ms (VmHWM covers the whole run only). */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssOf(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssOf(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/** Resident memory of a process and the part of it in the C allocator's main heap, from /proc. */
function memoryOf(pid: number): { rss: number; heap: number } {
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  const smaps = readFileSync(`/proc/${pid}/smaps`, "utf8");
  const heapBlock = /\[heap\]\n(?:.*\n)*?Rss:\s+(\d+) kB/.exec(smaps);
  return { rss, heap: Number(heapBlock?.[1] ?? 0) * 1024 };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Phase {
  name: string;
  rps: number;
  p99: number;
  cpuMicros: number;
  wrong: number;
  answers: number;
  /** Highest RSS during the phase. */
  peak?: number;
}

async function load(
  name: string,
  url: string,
  pid: number,
  options: { idReplacement?: boolean; headers?: Record<string, string>; duration?: number } = {},
): Promise<Phase> {
  const cpuBefore = cpuSecondsOf(pid);
  const { result, peak } = await peakRssDuring(pid, () =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS, ...options }),
  );
  const answers = Math.max(1, result["2xx"] + result.non2xx);
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuMicros: ((cpuSecondsOf(pid) - cpuBefore) / answers) * 1e6,
    wrong: result.errors + result.timeouts + result.non2xx,
    answers,
    peak,
  };
}

/**
 * Tracking links against the plain cached page in turns of a few seconds, alternating who goes
 * first, so a neighbour's load falls on both (the phases above run minutes apart).
 */
async function trackingAgainstCached(base: string, pid: number): Promise<{ ratio: number; line: string }> {
  const ROUNDS = 4;
  const sides = {
    tracking: { url: `${base}${HOME}?${TRACKING}`, rps: 0, cpu: 0 },
    plain: { url: `${base}${HOME}`, rps: 0, cpu: 0 },
  };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (["tracking", "plain"] as const) : (["plain", "tracking"] as const);
    for (const side of order) {
      const phase = await load(side, sides[side].url, pid, { idReplacement: side === "tracking", duration: 4 });
      sides[side].rps += phase.rps / ROUNDS;
      sides[side].cpu += phase.cpuMicros / ROUNDS;
    }
  }
  const ratio = sides.tracking.rps / sides.plain.rps;
  return {
    ratio,
    line: `Tracking links against the cached page, ${ROUNDS} alternating turns of 4 s: ${sides.tracking.rps.toFixed(0)} against ${sides.plain.rps.toFixed(0)} req/s (${ratio.toFixed(2)}×), CPU per answer ${sides.tracking.cpu.toFixed(0)} against ${sides.plain.cpu.toFixed(0)} µs.`,
  };
}

/**
 * CPU per render of one page on a server that keeps no page (PAGE_CACHE_SECONDS=0): one request
 * at a time, after a warm-up, as is (no compression), so the figure is the render and its answer.
 */
async function renderCpu(base: string, pid: number, page: string, renders: number): Promise<number> {
  const ask = async () => (await fetch(base + page, { headers: { "accept-encoding": "identity" } })).arrayBuffer();
  for (let i = 0; i < 100; i++) await ask();
  const before = cpuSecondsOf(pid);
  for (let i = 0; i < renders; i++) await ask();
  return ((cpuSecondsOf(pid) - before) / renders) * 1000;
}

/** Same-site page links in a page's HTML (not the API, files, the console or the sign-in). */
function pageLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)) {
    const href = match[1]!.replaceAll("&amp;", "&");
    if (/^\/(api|assets|staff)\b|\.\w+$|^\/\//.test(href)) continue;
    links.push(href);
  }
  return links;
}

/** Every page reachable from the sitemap, in both languages, plain and with a tracking link's parameters. */
async function crawl(base: string, pid: number): Promise<Phase & { pages: number }> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const seeds = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const seen = new Set<string>();
  const queue: string[] = [];
  const enqueue = (href: string) => {
    const url = new URL(href, base);
    url.searchParams.delete("lang");
    const page = url.pathname + url.search;
    if (seen.has(page)) return;
    seen.add(page);
    queue.push(page);
  };
  seeds.forEach(enqueue);
  const latencies: number[] = [];
  let wrong = 0;
  let requests = 0;
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  let tracking = 0;
  async function visit(url: string, follow: boolean): Promise<void> {
    const sent = performance.now();
    const response = await fetch(base + url, { headers: { ...HEADERS, "user-agent": "Mozilla/5.0 (bench crawl)" }, redirect: "manual" });
    const html = await response.text();
    latencies.push(performance.now() - sent);
    requests++;
    if (response.status >= 400) wrong++;
    if (follow && response.status === 200) pageLinks(html).forEach(enqueue);
  }
  async function worker(): Promise<void> {
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      const join = page.includes("?") ? "&" : "?";
      await visit(page, true);
      await visit(`${page}${join}lang=ny`, true);
      await visit(`${page}${join}utm_source=crawl&fbclid=${++tracking}`, false);
      await visit(`${page}${join}lang=ny&gclid=${++tracking}`, false);
    }
  }
  // Workers end when the queue is empty; links found meanwhile start new rounds.
  while (queue.length > 0) await Promise.all(Array.from({ length: CRAWL_CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: "crawl",
    pages: seen.size,
    rps: requests / seconds,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    cpuMicros: ((cpuSecondsOf(pid) - cpuBefore) / requests) * 1e6,
    wrong,
    answers: requests,
  };
}

// BENCH_URL and BENCH_PID: a server started by hand (other flags, a profiler) instead of our own.
const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, process: { pid: Number(process.env.BENCH_PID) }, stop: async () => {} }
  : await startServer();
const pid = server.process.pid!;
const lines: string[] = [
  `${CONNECTIONS} connections, ${DURATION} s per load, idle ${IDLE_SECONDS} s, Accept-Encoding: gzip, deflate, br; load average before ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  "",
  "| phase | req/s | p99 ms | CPU µs per answer | errors or non-2xx | RSS peak during | RSS after (of it `[heap]`) |",
  "| --- | --- | --- | --- | --- | --- | --- |",
];
/** The highest RSS of the server in any phase so far (the goal holds at every moment). */
let peakOfRun = 0;
const row = (phase: Phase, of = pid) => {
  const memory = memoryOf(of);
  peakOfRun = Math.max(peakOfRun, phase.peak ?? 0, memory.rss);
  lines.push(
    `| ${phase.name} | ${phase.rps.toFixed(0)} | ${phase.p99} | ${phase.cpuMicros.toFixed(0)} | ${phase.wrong} of ${phase.answers} | ${phase.peak ? `${mib(phase.peak)} MiB` : ""} | ${mib(memory.rss)} MiB (${mib(memory.heap)}) |`,
  );
};
const idleRow = (name: string, of = pid) => {
  const memory = memoryOf(of);
  peakOfRun = Math.max(peakOfRun, memory.rss);
  lines.push(`| ${name} | | | | | | ${mib(memory.rss)} MiB (${mib(memory.heap)}) |`);
};
try {
  await settle(3_000);
  idleRow("idle after start");
  const { result: crawled, peak: crawlPeak } = await peakRssDuring(pid, () => crawl(server.url, pid));
  row({ ...crawled, peak: crawlPeak, name: `crawl: ${crawled.pages} pages × (en, ny) × (plain, tracking) = ${crawled.answers} requests` });
  const tracking = await load(`tracking links \`${HOME}?utm_…&fbclid=<id>\``, `${server.url}${HOME}?${TRACKING}`, pid, {
    idReplacement: true,
  });
  row(tracking);
  row(await load(`never cached \`${OPEN_ACCOUNT}\``, `${server.url}${OPEN_ACCOUNT}`, pid));
  const cached = await load(`cached \`${HOME}\``, `${server.url}${HOME}`, pid);
  row(cached);
  const interleaved = await trackingAgainstCached(server.url, pid);
  await settle(IDLE_SECONDS * 1000);
  idleRow(`idle ${IDLE_SECONDS} s`);

  // As autocannon asks (no user agent: a browser's page, not a crawler's), bytes as sent.
  const get = (encoding: string) =>
    new Promise<{ body: Buffer; encoding: string }>((resolve, reject) => {
      httpGet(server.url + HOME, { headers: { "accept-encoding": encoding } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({ body: Buffer.concat(chunks), encoding: String(answer.headers["content-encoding"] ?? "identity") }),
        );
      }).on("error", reject);
    });
  const homeBody = (await get("identity")).body;
  const sent = async (encoding: string) => {
    const answer = await get(encoding);
    return `${(answer.body.length / 1000).toFixed(1)} KB ${answer.encoding}`;
  };
  const br11 = brotliCompressSync(homeBody).length;
  const gzip9 = gzipSync(homeBody, { level: 9 }).length;
  // The page's brotli form is made once it is answered again: ask twice, give it a moment.
  await sent("br");
  await sent("br");
  await settle(2_000);
  const [asBr, asGzip] = [await sent("gzip, deflate, br"), await sent("gzip")];
  const htmlBytes = `HTML bytes of \`${HOME}\` (${(homeBody.length / 1000).toFixed(1)} KB): sent ${asBr} to a browser that takes brotli, ${asGzip} to a gzip-only client; brotli-11 of the same body ${(br11 / 1000).toFixed(1)} KB, gzip -9 ${(gzip9 / 1000).toFixed(1)} KB.`;
  const nginx = await startNginx(new Map([[HOME, { body: homeBody, type: "text/html; charset=utf-8" }]]));
  let limit: Phase;
  try {
    limit = await load("nginx, the same bytes precompressed (gzip -9)", nginx.url + HOME, nginx.pid);
  } finally {
    await nginx.stop();
  }
  lines.push(
    `| ${limit.name} | ${limit.rps.toFixed(0)} | ${limit.p99} | ${limit.cpuMicros.toFixed(0)} | ${limit.wrong} of ${limit.answers} | | |`,
  );
  const hwm = mib(Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024);
  const uncached = await uncachedPhases();
  lines.push(
    "",
    `Tracking links: ${(tracking.rps / cached.rps).toFixed(2)}× the cached page's req/s in the phases above; the cached page ${(cached.rps / limit.rps).toFixed(2)}× nginx's.`,
    interleaved.line,
    htmlBytes,
    `Peak RSS of the run (VmHWM): ${hwm} MiB.`,
    "",
    "| goal (issue 20) | measured | met |",
    "| --- | --- | --- |",
    `| tracking links ≥ 0.5× the cached page's req/s (alternating turns) | ${interleaved.ratio.toFixed(2)}× | ${interleaved.ratio >= 0.5 ? "yes" : "no"} |`,
    `| RSS ≤ ${RSS_GOAL_MIB} MiB through every phase and after (highest sample, both servers) | ${mib(peakOfRun)} MiB | ${mib(peakOfRun) <= RSS_GOAL_MIB ? "yes" : "no"} |`,
  );
  if (uncached) {
    lines.push(
      `| CPU ≤ ${RENDER_CPU_GOAL_MS} ms per uncached render of \`${HOME}\` (one at a time, as is) | ${uncached.toFixed(1)} ms | ${uncached <= RENDER_CPU_GOAL_MS ? "yes" : "no"} |`,
    );
  }
} finally {
  await server.stop();
}

/**
 * A second server that keeps no page (PAGE_CACHE_SECONDS=0): every answer is a render, as for the
 * account-opening screens and the first view after each content change. CPU per render of the
 * bank home, then twenty connections of it. Answers the CPU per render, or undefined when the
 * bench runs against a server started by hand.
 */
async function uncachedPhases(): Promise<number | undefined> {
  if (process.env.BENCH_URL) return undefined;
  const uncachedServer = await startServer({ PAGE_CACHE_SECONDS: "0" });
  const of = uncachedServer.process.pid!;
  try {
    lines.push("", "Server without a page cache (PAGE_CACHE_SECONDS=0): every answer is a render.", "");
    lines.push("| phase | req/s | p99 ms | CPU µs per answer | errors or non-2xx | RSS peak during | RSS after (of it `[heap]`) |");
    lines.push("| --- | --- | --- | --- | --- | --- | --- |");
    await settle(3_000);
    idleRow("idle after start", of);
    const { result: perRender, peak } = await peakRssDuring(of, () => renderCpu(uncachedServer.url, of, HOME, QUICK ? 100 : 400));
    row(
      { name: `\`${HOME}\` one at a time, as is`, rps: 0, p99: 0, cpuMicros: perRender * 1000, wrong: 0, answers: QUICK ? 100 : 400, peak },
      of,
    );
    row(await load(`\`${HOME}\` rendered for every answer`, `${uncachedServer.url}${HOME}`, of), of);
    row(await load(`\`${OPEN_ACCOUNT}\``, `${uncachedServer.url}${OPEN_ACCOUNT}`, of), of);
    await settle(IDLE_SECONDS * 1000);
    idleRow(`idle ${IDLE_SECONDS} s`, of);
    return perRender;
  } finally {
    await uncachedServer.stop();
  }
}
for (const line of lines) console.log(line);
