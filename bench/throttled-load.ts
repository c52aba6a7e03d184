// The first view of the 7 key pages as a phone lives it: Lighthouse's slow 4G (562 ms round trip,
// 1.47 Mbit/s down) and a 4x slower CPU applied to a real load in Chromium, then what the page
// itself records: its first paint, its largest paint, and when it is hydrated (the mark the app
// sets once React has taken over, ADR 025). Where Lighthouse's simulation estimates, this
// measures; it also shows what putting the scripts after the first paint costs in hydration.
//
//   node bench/throttled-load.ts [--runs N] [page …]
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";
import { KEY_PAGES } from "./lighthouse.ts";
import { startServer } from "./server.ts";
import { startTileStub } from "./tile-stub.ts";

/** Lighthouse's mobile preset applied with DevTools throttling (its "devtools" method). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

interface Reading {
  fcp: number;
  lcp: number;
  hydrated: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

export async function measureThrottledLoads(pages: readonly string[] = KEY_PAGES, runs = 5): Promise<string[]> {
  const tiles = await startTileStub();
  const server = await startServer({ TILE_URL: tiles.tileUrl });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const lines = ["| page | first paint | largest paint | hydrated | runs |", "| --- | --- | --- | --- | --- |"];
  try {
    for (const page of pages) {
      const readings: Reading[] = [];
      for (let run = 0; run < runs; run++) {
        // A first visit each time: no cache, no service worker, Lighthouse's phone screen.
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          serviceWorkers: "block",
        });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        await tab.addInitScript(() => {
          const largest = { time: 0 };
          (window as unknown as { __largestPaint: typeof largest }).__largestPaint = largest;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) largest.time = entry.startTime;
          }).observe({ type: "largest-contentful-paint", buffered: true });
        });
        await tab.goto(server.url + page, { timeout: 120_000 });
        await tab.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 120_000 });
        readings.push(
          await tab.evaluate(() => ({
            fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
            lcp: (window as unknown as { __largestPaint: { time: number } }).__largestPaint.time,
            hydrated: performance.getEntriesByName("hydrated")[0]?.startTime ?? Number.NaN,
          })),
        );
        await context.close();
      }
      const seconds = (pick: (reading: Reading) => number) => `${(median(readings.map(pick)) / 1000).toFixed(2)} s`;
      lines.push(`| ${page} | ${seconds((r) => r.fcp)} | ${seconds((r) => r.lcp)} | ${seconds((r) => r.hydrated)} | ${runs} |`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await tiles.stop();
  }
  lines.push("", "Medians. Largest paint as the page's own observer saw it by the time the page was hydrated.");
  return lines;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({ options: { runs: { type: "string", default: "5" } }, allowPositionals: true });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number from 1");
  console.log(
    `Slow 4G and a 4x slower CPU applied to real loads; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  for (const line of await measureThrottledLoads(positionals.length > 0 ? positionals : KEY_PAGES, runs)) console.log(line);
}
