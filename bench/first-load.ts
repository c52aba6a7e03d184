// First-load weight of pages as Chromium loads them: the scripts needed to hydrate (gzip, the
// 130 KB budget), everything the first view downloads (transfer sizes, brotli as served), and
// the server's start-to-ready time.
import { chromium } from "@playwright/test";
import { createServer, connect, type Socket } from "node:net";
import { gzipSync } from "node:zlib";
import { getRouteTable } from "#domain/route-table.ts";
import { DEFAULT_SITE_PREFIX } from "#domain/site.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";
import { getBudgetPages, getPreloadedScripts, JS_BUDGET_KB, measureHydrationWeights, toKb } from "#tests/support/hydration-weight.ts";
import { getFreePort, startServer, type RunningServer } from "./server.ts";

const PAGES = [
  "/fdhbankplc/home",
  "/fdhfinancialholdings/home",
  "/fdhbankplc/exchangeRates",
  "/fdhbankplc/loan",
  "/fdhbankplc/branches",
  "/fdhbankplc/kyc",
  "/fdhbankplc/kyc?tab=upload",
  "/fdhbankplc/blog",
];
/** `BENCH_DETAIL=1` also lists each page's transfer by kind and the scripts fetched after the load event. */
const DETAIL = process.env.BENCH_DETAIL === "1";
/**
 * First views on Lighthouse's mobile screen (a Moto G Power, 412 × 823 CSS pixels), the visitors
 * the first view is budgeted for; `BENCH_DESKTOP=1` for a 1280-pixel screen instead.
 */
const DESKTOP = process.env.BENCH_DESKTOP === "1";
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
/** `BENCH_PAGES=/a,/b` measures only those pages (and skips the every-route check). */
const ONLY = process.env.BENCH_PAGES?.split(",").filter(Boolean);

const kb = toKb;

/** The scripts a page's HTML preloads to hydrate it, as absolute URLs. */
async function getPagePreloads(server: RunningServer, page: string): Promise<string[]> {
  const html = await (await fetch(server.url + page)).text();
  return getPreloadedScripts(html).map((href) => new URL(href, server.url).href);
}

/** The budget on every route in both languages, from the HTML and the served scripts (no browser). */
async function measureEveryRoute(server: RunningServer): Promise<string[]> {
  const pages = getBudgetPages(getRouteTable(process.env.SITE_PREFIX || DEFAULT_SITE_PREFIX));
  const weights = await measureHydrationWeights(pages, async (path) => Buffer.from(await (await fetch(new URL(path, server.url))).arrayBuffer()));
  const over = weights.filter((weight) => kb(weight.bytes) > JS_BUDGET_KB);
  const heaviest = weights.slice(0, 3).map((weight) => `${weight.page} ${kb(weight.bytes)} KB`);
  return [
    `Every route in both languages (${pages.length} pages): JS to hydrate ${kb(weights.at(-1)!.bytes)} to ${kb(weights[0]!.bytes)} KB gzip; heaviest ${heaviest.join(", ")}; ${over.length === 0 ? `all within the ${JS_BUDGET_KB} KB budget` : `OVER the budget: ${over.map((weight) => weight.page).join(", ")}`}`,
  ];
}

/**
 * A TCP relay in front of the server that counts the bytes sent to the browser: everything a
 * visitor downloads, HTTP headers, the service worker's precache and WebSocket frames included.
 */
async function startCountingProxy(targetPort: number, port: number) {
  let received = 0;
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(targetPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.on("data", (chunk: Buffer) => (received += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** Bytes sent to the browser since the last reset. */
    take(): number {
      const bytes = received;
      received = 0;
      return bytes;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

export async function measureFirstLoad(): Promise<string[]> {
  const proxyPort = await getFreePort();
  const server = await startServer({ PUBLIC_URL: `http://127.0.0.1:${proxyPort}` });
  const proxy = await startCountingProxy(Number(new URL(server.url).port), proxyPort);
  const lines = [
    `First views on a ${DESKTOP ? "1280 × 720 screen" : "412 × 823 phone screen (BENCH_DESKTOP=1 for 1280 × 720)"}`,
    `Server start to ready: ${Math.round(server.readyMs)} ms (fresh DATA_DIR: migrations and seed included)`,
  ];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // No map tiles (there is no internet here). Not with page.route: routing turns the HTTP cache
    // off, and the service worker's precache would then download again what the page just loaded.
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP tile.openstreetmap.org ~NOTFOUND"],
  });
  try {
    for (const page of ONLY ?? PAGES) {
      // A first-time visitor: a fresh profile, its service worker allowed (it installs during the
      // first view and precaches the app shell) unless BENCH_SW=0.
      const context = await browser.newContext({
        serviceWorkers: process.env.BENCH_SW === "0" ? "block" : "allow",
        ...(DESKTOP ? {} : PHONE),
      });
      const tab = await context.newPage();
      const scripts: Array<{ url: string; body: Buffer; startedAt: number }> = [];
      proxy.take();
      let inFlight = 0;
      let lastActivity = Date.now();
      const byKind = new Map<string, number>();
      const recording = new Set<Promise<void>>();
      const track = (work: Promise<void>) => {
        recording.add(work);
        void work.finally(() => recording.delete(work));
      };
      // Context events include the service worker's own requests (its precache).
      context.on("request", () => {
        inFlight++;
        lastActivity = Date.now();
      });
      context.on("requestfailed", () => {
        inFlight--;
        lastActivity = Date.now();
      });
      context.on("requestfinished", (request) => {
        inFlight--;
        lastActivity = Date.now();
        track(
          (async () => {
            const sizes = await request.sizes().catch(() => undefined);
            if (!sizes) return;
            // Playwright reports the service worker's HTTP-cache hits with a negative body size.
            const bytes = sizes.responseBodySize > 0 ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
            const kind = request.serviceWorker()
              ? "service worker"
              : new URL(request.url()).pathname.startsWith("/api/")
                ? "api"
                : request.resourceType();
            byKind.set(kind, (byKind.get(kind) ?? 0) + bytes);
            if (request.resourceType() !== "script" || request.serviceWorker()) return;
            const response = await request.response();
            const body = (await response?.body().catch(() => undefined)) ?? Buffer.alloc(0);
            scripts.push({ url: request.url(), body, startedAt: request.timing().startTime });
          })(),
        );
      });
      // The scripts a page needs to hydrate are the ones its HTML preloads: the entry, the
      // matched routes' modules and their imports, and the visitor's dictionary. Whatever loads
      // later (the socket, the map, the search panel) is not first-load.
      const preloaded = new Set((await getPagePreloads(server, page)).map((url) => url.replace(server.url, proxy.url)));
      await tab.goto(proxy.url + page);
      await tab.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      // The first view ends when the live feed has connected (it starts after the load and an
      // idle moment, ADR 025) and the network has then been quiet for a second.
      const connected = await tab
        .waitForFunction(() => document.documentElement.dataset.live === "connected", undefined, { timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      const quietBy = Date.now() + 30_000;
      while ((inFlight > 0 || Date.now() - lastActivity < 1000) && Date.now() < quietBy) await tab.waitForTimeout(100);
      while (recording.size > 0) await Promise.allSettled([...recording]);
      const transfer = proxy.take();
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
        `${page}: JS to hydrate ${kb(firstLoad)} KB gzip (${verdict} the ${JS_BUDGET_KB} KB budget); JS fetched during the load ${kb(gz(duringLoad))} KB gzip in ${duringLoad.length} files; all JS until the network is quiet ${kb(all)} KB gzip in ${scripts.length} files; whole first view ${kb(transfer)} KB transferred${connected ? "" : " (the live feed never connected)"}`,
      );
      if (DETAIL) {
        const kinds = [...byKind].sort((a, b) => b[1] - a[1]).map(([kind, bytes]) => `${kind} ${kb(bytes)}`);
        lines.push(`  transfer by kind (KB, as Chromium reports it; WebSocket frames not included): ${kinds.join(", ")}`);
        const late = scripts
          .filter((item) => item.startedAt > loadEventAt)
          .map((item) => `${new URL(item.url).pathname.split("/").pop()} ${kb(gz([item]))}`);
        lines.push(`  scripts after the load event (KB gzip): ${late.join(", ") || "none"}`);
      }
      await context.close();
    }
    if (!ONLY) lines.push(...(await measureEveryRoute(server)));
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
  }
  return lines;
}

if (import.meta.main) {
  for (const line of await measureFirstLoad()) console.log(line);
}
