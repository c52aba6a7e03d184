// First-load weight of pages as Chromium loads them: the scripts needed to hydrate (gzip, the
// 130 KB budget), everything the first view downloads (transfer sizes, brotli as served), and
// the server's start-to-ready time.
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { getRouteTable } from "#domain/route-table.ts";
import { DEFAULT_SITE_PREFIX } from "#domain/site.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";
import { startServer, type RunningServer } from "./server.ts";

export const JS_BUDGET_KB = 130;
const PAGES = [
  "/fdhbankplc/home",
  "/fdhfinancialholdings/home",
  "/fdhbankplc/exchangeRates",
  "/fdhbankplc/loan",
  "/fdhbankplc/branches",
  "/fdhbankplc/kyc",
  "/fdhbankplc/kyc?tab=upload",
];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The scripts a page's HTML preloads to hydrate it, as absolute URLs. */
async function getPreloadedScripts(server: RunningServer, page: string): Promise<string[]> {
  const html = await (await fetch(server.url + page)).text();
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => new URL(match[1]!, server.url).href);
}

/** The budget on every route in both languages, from the HTML and the served scripts (no browser). */
async function measureEveryRoute(server: RunningServer): Promise<string[]> {
  const sizes = new Map<string, number>();
  const gzipSize = async (url: string) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length);
    return sizes.get(url)!;
  };
  const pages = getRouteTable(process.env.SITE_PREFIX || DEFAULT_SITE_PREFIX).flatMap((route) => [route.href, `${route.href}?lang=ny`]);
  const weights: Array<{ page: string; bytes: number }> = [];
  for (const page of pages) {
    let bytes = 0;
    for (const url of await getPreloadedScripts(server, page)) bytes += await gzipSize(url);
    weights.push({ page, bytes });
  }
  weights.sort((a, b) => b.bytes - a.bytes);
  const over = weights.filter((weight) => kb(weight.bytes) > JS_BUDGET_KB);
  const heaviest = weights.slice(0, 3).map((weight) => `${weight.page} ${kb(weight.bytes)} KB`);
  return [
    `Every route in both languages (${pages.length} pages): JS to hydrate ${kb(weights.at(-1)!.bytes)} to ${kb(weights[0]!.bytes)} KB gzip; heaviest ${heaviest.join(", ")}; ${over.length === 0 ? `all within the ${JS_BUDGET_KB} KB budget` : `OVER the budget: ${over.map((weight) => weight.page).join(", ")}`}`,
  ];
}

export async function measureFirstLoad(): Promise<string[]> {
  const server = await startServer();
  const lines = [`Server start to ready: ${Math.round(server.readyMs)} ms (fresh DATA_DIR: migrations and seed included)`];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const page of PAGES) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      const tab = await context.newPage();
      await tab.route("https://tile.openstreetmap.org/**", (route) => route.fulfill({ status: 204 }));
      const scripts: Array<{ url: string; body: Buffer; startedAt: number }> = [];
      let transfer = 0;
      tab.on("requestfinished", async (request) => {
        const sizes = await request.sizes().catch(() => undefined);
        if (sizes) transfer += sizes.responseBodySize + sizes.responseHeadersSize;
      });
      tab.on("response", async (response) => {
        if (response.request().resourceType() !== "script") return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.push({ url: response.url(), body, startedAt: response.request().timing().startTime });
      });
      // The scripts a page needs to hydrate are the ones its HTML preloads: the entry, the
      // matched routes' modules and their imports, and the visitor's dictionary. Whatever loads
      // later (the socket, the map, the search panel) is not first-load.
      const preloaded = new Set(await getPreloadedScripts(server, page));
      await tab.goto(server.url + page);
      await tab.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await tab.waitForLoadState("networkidle");
      // "During the load": requested before the load event. What starts later (the live feed,
      // which waits for the load and an idle moment, ADR 025) is reported with the whole view.
      const loadEventAt = await tab.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        return performance.timeOrigin + (navigation?.loadEventStart ?? 0);
      });
      const gz = (items: typeof scripts) => items.reduce((sum, item) => sum + gzipSync(item.body, { level: 9 }).length, 0);
      const missing = [...preloaded].filter((url) => !scripts.some((item) => item.url === url));
      if (missing.length > 0) throw new Error(`${page}: preloaded scripts the browser did not load: ${missing.join(", ")}`);
      const firstLoad = gz(scripts.filter((item) => preloaded.has(item.url)));
      const all = gz(scripts);
      const duringLoad = scripts.filter((item) => item.startedAt <= loadEventAt);
      const verdict = kb(firstLoad) <= JS_BUDGET_KB ? "within" : "OVER";
      lines.push(
        `${page}: JS to hydrate ${kb(firstLoad)} KB gzip (${verdict} the ${JS_BUDGET_KB} KB budget); JS fetched during the load ${kb(gz(duringLoad))} KB gzip in ${duringLoad.length} files; all JS of the first view ${kb(all)} KB gzip in ${scripts.length} files; whole first view ${kb(transfer)} KB transferred`,
      );
      await context.close();
    }
    lines.push(...(await measureEveryRoute(server)));
  } finally {
    await browser.close();
    await server.stop();
  }
  return lines;
}

if (import.meta.main) {
  for (const line of await measureFirstLoad()) console.log(line);
}
