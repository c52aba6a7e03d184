// Side by side with the static limit: the built server against nginx serving the
// exact bytes our server answered, precompressed with gzip -9 (`gzip_static on`), both on this
// machine with the load generator beside them; req/s, p50/p99 and the ratio for the API list and
// three pages, then the server's RSS at idle, after a minute of that load and (SOAK_MINUTES=10)
// after a long soak, on the embedded database and on PostgreSQL.
//
//   node bench/static-limit.ts                       # 10 s per target, no soak
//   DURATION=20 SOAK_MINUTES=10 node bench/static-limit.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test   # where a scratch database is made
import { readFileSync } from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { startNginx } from "./nginx.ts";
import { cpuSecondsOf, startServer, type RunningServer } from "./server.ts";

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 0);
const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TARGETS = ["/api/branches?limit=100", "/fdhbankplc/home", "/fdhfinancialholdings/home", "/fdhbankplc/blog"];
const GZIP = { "accept-encoding": "gzip" };

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

/** The resident set of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}


async function settle(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

interface Load {
  rps: number;
  /** CPU time the serving process spent per answer: what a busy, shared machine does not distort much. */
  cpuMicros: number;
  p50: number;
  p99: number;
  bytes: number;
  wrong: number;
}

async function load(url: string, pid: number, duration = DURATION): Promise<Load> {
  const cpuBefore = cpuSecondsOf(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: GZIP });
  const answers = Math.max(1, result["2xx"] + result.non2xx);
  return {
    rps: result.requests.average,
    cpuMicros: ((cpuSecondsOf(pid) - cpuBefore) / answers) * 1e6,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
    wrong: result.errors + result.timeouts + result.non2xx,
  };
}

/** Bytes of headers each answer carries (what a client reads besides the body). */
async function headerBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: GZIP });
  await response.arrayBuffer();
  let bytes = `HTTP/1.1 ${response.status} OK\r\n`.length + 2;
  for (const [name, value] of response.headers) bytes += name.length + value.length + 4;
  return bytes;
}

/** The server under a mixed load of the targets for `seconds`. */
async function mixedLoad(server: RunningServer, seconds: number): Promise<void> {
  const share = Math.max(1, Math.floor(seconds / TARGETS.length));
  for (const target of TARGETS) await load(server.url + target, server.process.pid!, share);
}

/** A scratch database on the shared PostgreSQL, dropped afterwards. */
async function withScratchDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_DATABASE_URL);
    url.pathname = `/${name}`;
    return await work(url.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

const server = await startServer();
const lines: string[] = [];
try {
  await settle(3_000);
  const idle = rssOf(server.process.pid!);
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const target of TARGETS) {
    const response = await fetch(server.url + target, { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
    files.set(target, { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type") ?? "text/html" });
  }
  const nginx = await startNginx(files);
  lines.push(
    `${CONNECTIONS} connections, ${DURATION} s per target, Accept-Encoding: gzip; load average before ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    "",
    "| what | ours | nginx, same bytes precompressed | ratio (req/s) | CPU µs per answer ours / nginx | ratio (CPU) | header bytes ours / nginx |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  );
  const loadStarted = Date.now();
  try {
    for (const target of TARGETS) {
      const ours = await load(server.url + target, server.process.pid!);
      const limit = await load(nginx.url + target, nginx.pid);
      const [ourHeaders, nginxHeaders] = [await headerBytes(server.url + target), await headerBytes(nginx.url + target)];
      const wrong = ours.wrong + limit.wrong > 0 ? ` (${ours.wrong}/${limit.wrong} errors or non-2xx)` : "";
      lines.push(
        `| \`${target}\` | ${ours.rps.toFixed(0)} req/s, p50 ${ours.p50} ms, p99 ${ours.p99} ms | ${limit.rps.toFixed(0)} req/s, p50 ${limit.p50} ms, p99 ${limit.p99} ms | ${(ours.rps / limit.rps).toFixed(2)}×${wrong} | ${ours.cpuMicros.toFixed(0)} / ${limit.cpuMicros.toFixed(0)} | ${(limit.cpuMicros / ours.cpuMicros).toFixed(2)}× | ${ourHeaders} / ${nginxHeaders} |`,
      );
    }
  } finally {
    await nginx.stop();
  }
  // The server was under load for half the time above (nginx had the other half): top up to a minute.
  const loaded = (Date.now() - loadStarted) / 2_000;
  if (loaded < 60) await mixedLoad(server, 60 - loaded);
  await settle(2_000);
  const afterMinute = rssOf(server.process.pid!);
  lines.push("", `RSS, embedded database (PGlite): idle ${mib(idle)} MiB; after a minute of load ${mib(afterMinute)} MiB (+${mib(afterMinute - idle)})`);
  if (SOAK_MINUTES > 0) {
    const samples: number[] = [];
    for (let minute = 1; minute <= SOAK_MINUTES; minute++) {
      await mixedLoad(server, 60);
      samples.push(mib(rssOf(server.process.pid!)));
    }
    lines.push(`RSS under ${SOAK_MINUTES} more minutes of load, minute by minute: ${samples.join(", ")} MiB`);
  } else {
    lines.push("(SOAK_MINUTES=10 adds the ten-minute soak)");
  }
} finally {
  await server.stop();
}

try {
  const idlePg = await withScratchDatabase(async (url) => {
    const onPg = await startServer({ DATABASE_URL: url });
    try {
      await settle(3_000);
      return rssOf(onPg.process.pid!);
    } finally {
      await onPg.stop();
    }
  });
  lines.push(`RSS, PostgreSQL: idle ${mib(idlePg)} MiB`);
} catch (error) {
  lines.push(`RSS, PostgreSQL: not measured (${(error as Error).message})`);
}

for (const line of lines) console.log(line);
