// Lighthouse's mobile audit of the 7 key pages (ADR 025): its default mobile settings (a
// mid-range phone's screen, simulated slow 4G and a 4x slower CPU), the visitors' case.
//
//   node bench/lighthouse.ts [--runs N] [--thread-time] [--save DIR] [page …]
//
// --runs N: each page is audited N times and the run with the median performance score is
//   reported, every run's score beside it: one run on a shared, busy machine says little.
// --thread-time: also reports each run as a quiet machine would have measured it
//   (bench/quiet-trace.ts): the same trace with every task at its thread time.
// --save DIR: each run's full report (JSON), to read what Lighthouse found.
// --applied: the same phone and link applied to the real load (Lighthouse's "devtools" throttling:
//   the page really loads over a slowed link on a slowed CPU, and the metrics are what happened)
//   instead of simulated from an unthrottled load; slower to run, closer to a phone's experience.
// Pages default to the 7 key pages.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import lighthouse, { type Flags } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";
import { scaleTasksToThreadTime } from "./quiet-trace.ts";
import { getFreePort, startServer } from "./server.ts";
import { startTileStub } from "./tile-stub.ts";

export const KEY_PAGES = [
  "/fdhbankplc/home",
  "/fdhfinancialholdings/home",
  "/fdhbankplc/branches",
  "/fdhbankplc/blog",
  "/fdhbankplc/loan",
  "/fdhbankplc/exchangeRates",
  "/fdhbankplc/kyc",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** One audit of a page: as measured, and (with `threadTime`) as a quiet machine would have measured it. */
export interface Audit {
  measured: Report;
  quiet?: Report;
}

/**
 * Audits `url` in Lighthouse's two steps, gathering (the page loaded, its trace kept) then
 * auditing, so the same trace can be audited again at thread time. Undefined when the trace
 * failed (NO_NAVSTART and the like, on a busy machine): `failure` says why.
 */
export async function auditPage(url: string, port: number, threadTime: boolean, applied = false): Promise<Audit | { failure: string }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "fdh-lighthouse-"));
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    ...(applied ? { throttlingMethod: "devtools" as const } : {}),
  };
  try {
    await lighthouse(url, { ...flags, gatherMode: folder });
    const measured = (await lighthouse(undefined, { ...flags, auditMode: folder }))?.lhr;
    if (!measured) return { failure: "no report" };
    if (measured.runtimeError) return { failure: `${measured.runtimeError.code} ${measured.runtimeError.message}` };
    if (!threadTime) return { measured };
    const quietFolder = `${folder}-quiet`;
    cpSync(folder, quietFolder, { recursive: true });
    const tracePath = path.join(quietFolder, "trace.json");
    const trace = JSON.parse(readFileSync(tracePath, "utf8")) as { traceEvents: Parameters<typeof scaleTasksToThreadTime>[0] };
    scaleTasksToThreadTime(trace.traceEvents);
    writeFileSync(tracePath, JSON.stringify(trace));
    const quiet = (await lighthouse(undefined, { ...flags, auditMode: quietFolder }))?.lhr;
    rmSync(quietFolder, { recursive: true, force: true });
    return quiet ? { measured, quiet } : { measured };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export const performanceScore = (report: Report) => Math.round((report.categories.performance?.score ?? 0) * 100);

/** The report with the median performance score (the lower of the two middle ones for an even count). */
export function medianReport(reports: readonly Report[]): Report {
  const ordered = [...reports].sort((a, b) => performanceScore(a) - performanceScore(b));
  return ordered[Math.floor((ordered.length - 1) / 2)]!;
}

const HEADER = [
  "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
];

function row(page: string, reports: readonly Report[]): string {
  const { categories, audits } = medianReport(reports);
  const score = (id: (typeof CATEGORIES)[number]) => String(Math.round((categories[id]?.score ?? 0) * 100));
  const metric = (id: string) => audits[id]?.displayValue ?? "n/a";
  const scores = reports.map(performanceScore).sort((a, b) => a - b);
  const performanceCell = reports.length > 1 ? `${score("performance")} (${scores.join(", ")})` : score("performance");
  return `| ${page} | ${performanceCell} | ${CATEGORIES.slice(1).map(score).join(" | ")} | ${metric("first-contentful-paint")} | ${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${metric("cumulative-layout-shift")} | ${metric("total-byte-weight")} |`;
}

/** What keeps a category below 100, so the report says what to fix. */
function shortfalls(page: string, report: Report): string | undefined {
  const { categories, audits } = report;
  const failing = CATEGORIES.flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${audits[ref.id]?.title}`),
  );
  return failing.length > 0 ? `${page} below full marks: ${failing.join("; ")}` : undefined;
}

export interface LighthouseOptions {
  pages?: readonly string[];
  /** Audits per page; the median run (by performance score) is reported. */
  runs?: number;
  /** Also report every run at thread time (bench/quiet-trace.ts). */
  threadTime?: boolean;
  /** A folder for each run's full JSON report. */
  saveDir?: string;
  /** Throttling applied to the real load instead of simulated (Lighthouse's "devtools" method). */
  applied?: boolean;
}

export async function measureLighthouse({
  pages = KEY_PAGES,
  runs = 1,
  threadTime = false,
  saveDir,
  applied = false,
}: LighthouseOptions = {}): Promise<string[]> {
  // The map tiles come from a stub on this machine (bench/tile-stub.ts), not from TILE_URL's
  // real server, which is out of reach here: best practices then judges the site's own errors.
  const tiles = await startTileStub();
  const server = await startServer({ TILE_URL: tiles.tileUrl });
  const port = await getFreePort();
  // Lighthouse drives the browser through the DevTools protocol; Debian's Chromium, as the tests use.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
  });
  const measuredRows: string[] = [];
  const quietRows: string[] = [];
  const notes: string[] = [];
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  try {
    for (const page of pages) {
      const measured: Report[] = [];
      const quiet: Report[] = [];
      let failure = "";
      for (let run = 0; run < runs; run++) {
        // A trace can fail on a busy machine (NO_NAVSTART): one more try before giving up on the run.
        for (let attempt = 0; attempt < 2; attempt++) {
          const audit = await auditPage(server.url + page, port, threadTime, applied);
          if ("failure" in audit) {
            failure = audit.failure;
            continue;
          }
          measured.push(audit.measured);
          if (audit.quiet) quiet.push(audit.quiet);
          if (saveDir) {
            const name = `${page.replace(/^\//, "").replaceAll("/", "_")}-${run + 1}`;
            writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify(audit.measured));
            if (audit.quiet) writeFileSync(path.join(saveDir, `${name}-thread-time.json`), JSON.stringify(audit.quiet));
          }
          break;
        }
      }
      if (measured.length === 0) {
        measuredRows.push(`| ${page} | could not audit: ${failure} |`);
        continue;
      }
      measuredRows.push(row(page, measured));
      if (quiet.length > 0) quietRows.push(row(page, quiet));
      const note = shortfalls(page, medianReport(quiet.length > 0 ? quiet : measured));
      if (note) notes.push(note);
    }
  } finally {
    await browser.close();
    await server.stop();
    await tiles.stop();
  }
  const lines = [...HEADER, ...measuredRows];
  if (quietRows.length > 0) {
    lines.push(
      "",
      "At thread time (each task as long as the CPU time it had: what a quiet machine would measure):",
      "",
      ...HEADER,
      ...quietRows,
    );
  }
  lines.push("", ...notes);
  if (runs > 1)
    lines.push("", `Each page audited ${runs} times: the run with the median performance score is shown, every run's score in brackets.`);
  lines.push(
    `Map tiles: a local stub (bench/tile-stub.ts) answered ${tiles.served} tile requests in place of TILE_URL, which this machine cannot reach.`,
  );
  return lines;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    options: {
      runs: { type: "string", default: "1" },
      "thread-time": { type: "boolean", default: false },
      save: { type: "string" },
      applied: { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number from 1");
  const method = values.applied ? "slow 4G and 4x CPU applied to the real load" : "simulated slow 4G, 4x CPU";
  console.log(`Lighthouse mobile (${method}); load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  const options: LighthouseOptions = { runs, threadTime: values["thread-time"], applied: values.applied };
  if (positionals.length > 0) options.pages = positionals;
  if (values.save) options.saveDir = values.save;
  for (const line of await measureLighthouse(options)) console.log(line);
}
