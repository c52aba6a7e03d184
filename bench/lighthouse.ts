// Lighthouse's mobile audit of the 7 key pages of issue 13: its default mobile settings (a
// mid-range phone's screen, simulated slow 4G and a 4x slower CPU), the visitors' case.
import os from "node:os";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";
import { getFreePort, startServer } from "./server.ts";

const PAGES = [
  "/fdhbankplc/home",
  "/fdhfinancialholdings/home",
  "/fdhbankplc/branches",
  "/fdhbankplc/blog",
  "/fdhbankplc/loan",
  "/fdhbankplc/exchangeRates",
  "/fdhbankplc/kyc",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export async function measureLighthouse(): Promise<string[]> {
  const server = await startServer();
  const port = await getFreePort();
  // Lighthouse drives the browser through the DevTools protocol; Debian's Chromium, as the tests use.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
  });
  const lines: string[] = [
    "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  const notes: string[] = [];
  try {
    for (const page of PAGES) {
      // A trace can fail on a busy machine (NO_NAVSTART): one more try before reporting it.
      let result: Awaited<ReturnType<typeof lighthouse>> | undefined;
      let failure = "";
      for (let attempt = 0; attempt < 2 && !result; attempt++) {
        const run = await lighthouse(server.url + page, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
        if (run?.lhr.runtimeError) failure = `${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`;
        else result = run;
      }
      if (!result) {
        lines.push(`| ${page} | could not audit: ${failure} |`);
        continue;
      }
      const { categories, audits } = result.lhr;
      const score = (id: (typeof CATEGORIES)[number]) => String(Math.round((categories[id]?.score ?? 0) * 100));
      const metric = (id: string) => audits[id]?.displayValue ?? "n/a";
      lines.push(
        `| ${page} | ${CATEGORIES.map(score).join(" | ")} | ${metric("first-contentful-paint")} | ${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${metric("cumulative-layout-shift")} | ${metric("total-byte-weight")} |`,
      );
      // What keeps a category below 100, so the report says what to fix.
      const failing = CATEGORIES.flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${audits[ref.id]?.title}`),
      );
      if (failing.length > 0) notes.push(`${page} below full marks: ${failing.join("; ")}`);
    }
    lines.push("", ...notes);
  } finally {
    await browser.close();
    await server.stop();
  }
  return lines;
}

if (import.meta.main) {
  console.log(`Lighthouse mobile (simulated slow 4G, 4x CPU); load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  for (const line of await measureLighthouse()) console.log(line);
}
