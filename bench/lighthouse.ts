// Lighthouse's mobile audit of the 7 key pages of issue 13: its default mobile settings (a
// mid-range phone's screen, simulated slow 4G and a 4x slower CPU), the visitors' case.
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
  const lines: string[] = [];
  try {
    for (const page of PAGES) {
      const result = await lighthouse(server.url + page, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse could not audit ${page}: ${runtimeError.code} ${runtimeError.message}`);
      const scores = CATEGORIES.map((id) => `${categories[id]?.title ?? id} ${Math.round((categories[id]?.score ?? 0) * 100)}`).join(", ");
      const metric = (id: string) => audits[id]?.displayValue ?? "n/a";
      lines.push(
        `${page} (mobile, simulated slow 4G): ${scores}; FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, transfer ${metric("total-byte-weight")}`,
      );
      // What keeps a category below 100, so the report says what to fix.
      const failing = CATEGORIES.flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${audits[ref.id]?.title}`),
      );
      if (failing.length > 0) lines.push(`  below full marks: ${failing.join("; ")}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return lines;
}

if (import.meta.main) {
  for (const line of await measureLighthouse()) console.log(line);
}
