// Writes the service worker (BUILD_DIR/client/sw.js) after the app build, with Workbox.
// It precaches the app shell (the entry, the root and layout routes, the live-content chunks,
// the screens that keep working offline, the offline page, icons and manifest) and caches the
// rest as it is visited: pages network-first with a timeout, then the cache, then the offline
// page; hashed assets cache-first. See docs/decisions/030-live-content-and-offline.md.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { generateSW } from "workbox-build";
import { ASSETS_CACHE, PAGES_CACHE } from "#app/live/opened-pages.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.resolve(root, process.env.BUILD_DIR || "build", "client");

/** Screens a visitor should still be able to open offline after one visit to the site. */
const OFFLINE_SCREENS = ["branches", "blog", "blogView"];
/** Lazily loaded chunks of the shell (app/live): the realtime feed, the browser database, the service worker's own helper. */
const SHELL_CHUNKS = [/^live-sync\.client-.*\.js$/, /^offline-support\.client-.*\.js$/];
/** A navigation slower than this falls back to the cached page (mobile data can stall for long). */
const NETWORK_TIMEOUT_SECONDS = 4;

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
  clientLoaderModule?: string;
  clientActionModule?: string;
}
interface RouterManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

function readRouterManifest(): RouterManifest {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build first.`);
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as RouterManifest;
}

/** A chunk and every chunk it imports statically (`from"./x.js"`, `import"./x.js"`). */
function withStaticImports(urls: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    if (!url.endsWith(".js")) continue;
    const file = path.join(clientDir, url);
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) queue.push(`/assets/${match[1]}`);
  }
  return seen;
}

/** The hashed files of the app shell and of the offline screens. */
function getShellAssets(): string[] {
  const manifest = readRouterManifest();
  const urls = new Set<string>([manifest.entry.module, ...manifest.entry.imports, ...(manifest.entry.css ?? [])]);
  const manifestFile = readdirSync(path.join(clientDir, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name))!;
  urls.add(`/assets/${manifestFile}`);
  for (const route of Object.values(manifest.routes)) {
    const screen = route.id.split(".")[1];
    const isShell = route.id === "root" || route.id === "routes/site-layout";
    if (!isShell && !(screen !== undefined && OFFLINE_SCREENS.includes(screen))) continue;
    for (const url of [route.module, ...(route.imports ?? []), ...(route.css ?? []), route.clientLoaderModule, route.clientActionModule]) {
      if (url) urls.add(url);
    }
  }
  for (const name of readdirSync(path.join(clientDir, "assets"))) {
    if (SHELL_CHUNKS.some((pattern) => pattern.test(name))) urls.add(`/assets/${name}`);
  }
  return [...withStaticImports(urls)].sort();
}

export async function buildServiceWorker(): Promise<{ count: number; size: number }> {
  const shell = getShellAssets();
  const { count, size, warnings } = await generateSW({
    swDest: path.join(clientDir, "sw.js"),
    globDirectory: clientDir,
    globPatterns: ["offline.html", "offline.js", "favicon.svg", "manifest.webmanifest", "icons/*.{png,svg}"],
    additionalManifestEntries: shell.map((url) => ({ url, revision: null })),
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^\/assets\//,
    mode: "production",
    sourcemap: false,
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Pages, their data and everything else are cached as visited (runtimeCaching below).
    navigateFallback: undefined,
    runtimeCaching: [
      {
        // Pages: the network first (fresh content), the cached copy when it is slow or gone, then the offline page.
        // The staff console is never kept: its pages are personal and work only online.
        urlPattern: ({ request, url }) =>
          request.mode === "navigate" && url.origin === self.location.origin && !url.pathname.startsWith("/staff"),
        handler: "NetworkFirst",
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: "/offline.html" },
        },
      },
      {
        // The data of client-side navigations (`*.data`) and React Router's route discovery.
        urlPattern: ({ url }) =>
          url.origin === self.location.origin &&
          !url.pathname.startsWith("/staff") &&
          (url.pathname.endsWith(".data") || url.pathname === "/__manifest"),
        handler: "NetworkFirst",
        options: {
          cacheName: "page-data",
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Hashed, immutable build files: the cache first, forever.
        urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: {
          cacheName: ASSETS_CACHE,
          expiration: { maxEntries: 150, maxAgeSeconds: 365 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Published images (covers, logos): shown from the cache, refreshed in the background.
        urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/content/images/"),
        handler: "StaleWhileRevalidate",
        options: {
          cacheName: "content-images",
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          // Offline, an image never seen before shows a plain placeholder.
          precacheFallback: { fallbackURL: "/icons/image-placeholder.svg" },
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}

if (import.meta.main) {
  const { count, size } = await buildServiceWorker();
  console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} KB before compression).`);
}
