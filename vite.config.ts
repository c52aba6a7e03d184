import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { LEAN_SERVER_OUTPUT } from "./scripts/build-server.ts";
import { pdfjsAssets } from "./scripts/vite-pdfjs-assets.ts";

// What every page's layout needs to hydrate, loaded as one chunk. Panels that open on request
// (the confirm dialog, the confirmation popup) stay out: they load when first asked.
const SHELL_MODULES = [
  /app\/features\/(shell|screen)\//,
  /app\/features\/panels\/(panels-context|panels-provider|snackbar|panel-icons)\.tsx?$/,
  /app\/components\/icons\.tsx$/,
  /app\/i18n\/(messages|screen-messages|language-revalidation)\.ts$/,
  /app\/live\/(live-(content|status|notices)|after-page-load)\.tsx?$/,
  /domain\/(navigation|route-table|site|language|current-tab|snackbar|seo)\.ts$/,
];
const isShellModule = (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id.replaceAll("\\", "/")));

// The client side of the live data layer (ADR 030) that every screen showing a collection
// hydrates with: one chunk, not three or four small ones that each cost a request and a cold
// gzip stream. The socket and the browser database (live-sync.client) still load after hydration.
const LIVE_MODULES = [/app\/live\/(live-store|use-live-collection|server-or-local)\.ts$/, /domain\/(collection-stores|record-list)\.ts$/];
const isLiveModule = (id: string) => LIVE_MODULES.some((pattern) => pattern.test(id.replaceAll("\\", "/")));

/** The server build of the pages is written as the server's own bundle is (ADR 077); the browser's files keep UTF-8, shorter on the wire. */
function leanServerBuild(): Plugin {
  return {
    name: "lean-server-build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions: (options) => ({ ...options, ...LEAN_SERVER_OUTPUT }),
  };
}

export default defineConfig({
  plugins: [reactRouter(), pdfjsAssets(), leanServerBuild()],
  build: {
    // Mid-range phones on costly data: modern syntax only, small chunks.
    target: "es2022",
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what every page needs: each file costs a request and its own
        // gzip dictionary, and many small shell chunks made the first load ~1 KB heavier.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 4 },
            { name: "shell", test: isShellModule, priority: 3 },
            { name: "live", test: isLiveModule, priority: 2 },
            // The homes' rules and strings, which their route, its client loader and the parts
            // that hydrate later all import: one chunk rather than three.
            {
              name: "home-rules",
              test: /(domain\/content\/(home|care-carousel)|app\/features\/home\/home-(data|messages))\.ts$/,
              priority: 1,
            },
            // The home page (its route's component and client loader) and the banner and promotion
            // cards it draws: one chunk, which the console's record preview imports too (ADR 075).
            // Left to the automatic split, the cards shared with the console became a chunk of their
            // own on every home's first load (+0.4 KB, over the budget); together the route's two
            // parts also save a file (-0.2 KB). A group takes its modules' imports with it, so the
            // decorative picture and the style sheets the home shares with other pages get groups
            // of their own, above it, and stay where they were.
            {
              name: "home-page",
              test: /(app\/features\/home\/(banner-carousel|promotion-list)\.tsx|app\/routes\/shared\/home\.tsx\?route-chunk=(main|clientLoader))$/,
              priority: 1,
            },
            // The rates pages' table, converter and history (the bank's and the bureau's rates pages)
            // in one chunk, as the automatic split had them: the console's preview draws a rate with
            // the table, and left alone the table would leave for a chunk of its own, one more file
            // on both pages' first load (ADR 075); grouped, the chunk only names one more export
            // (+5 B gzip). What they import and other pages share keeps its own chunk, as before,
            // through the group below it and the style sheets' group.
            {
              name: "rate-history",
              test: /app\/features\/rates\/(rate-format|currency-converter|exchange-rate-table|rates-of-source|rate-history)\.tsx?$/,
              priority: 1,
            },
            {
              name: (id: string) => /(document-list|exchange-rates|pagination|rates-messages)\.tsx?$/.exec(id)?.[1] ?? null,
              test: /(domain\/content\/(document-list|exchange-rates)\.ts|app\/components\/pagination\.tsx|app\/features\/rates\/rates-messages\.ts)$/,
              priority: 2,
            },
            // The money bureau's locations page (its route's component) and its parts, the bureau card
            // among them: one chunk, which the console's preview of an outlet imports too (ADR 075).
            // Left to the automatic split, the card shared with the console became a chunk of its own
            // on the page's first load (+338 B gzip); grouped, the route's entry becomes a 0.1 KB
            // facade over this chunk (+104 B). Below the locator's group, which keeps the open-now
            // line and the map.
            {
              name: "locations-page",
              test: /(app\/features\/bureaus\/[\w-]+\.(tsx?|css)|app\/routes\/money-bureau\/locations\.tsx)$/,
              priority: 0,
            },
            { name: "decorative-image", test: /(app\/components\/decorative-image\.tsx|domain\/content\/media-widths\.ts)$/, priority: 2 },
            {
              name: (id: string) => /([\w-]+)\.css$/.exec(id)?.[1] ?? null,
              test: /app\/features\/(home|cares|site-pages|rates)\/[\w-]+\.css$/,
              priority: 5,
            },
            // The place finders' shared parts (the branch and bureau locators, the open-now line,
            // the map's loader and the branch card): one chunk, not four that each cost a request
            // and a cold gzip stream on the branches page's first load.
            {
              name: "locator",
              test: /(app\/components\/(use-opening-clock\.ts|opening-status\.tsx)|app\/features\/branches\/(branch-card|branch-map|branches-messages)\.tsx?)$/,
              priority: 1,
            },
            // Phone numbers are formatted on the contact pages too: kept out of the locator's chunk,
            // which a group's dependencies would otherwise join.
            { name: "phone-number", test: /domain\/phone-number\.ts$/, priority: 2 },
            // The news rules are the blog screens' too: they stay out of the homes' chunk (the homes
            // pay 0.2 KB for the separate file; an article page saved 2.9 KB when these two groups'
            // paths were brought up to date after the move into domain/content/).
            { name: "news", test: /domain\/content\/news\.ts$/, priority: 2 },
          ],
        },
        // The two UI dictionaries get recognisable names, so the server can preload the
        // visitor's one with the page (ADR 004) instead of after the entry script runs.
        chunkFileNames(chunk) {
          const ids = [chunk.facadeModuleId ?? "", ...chunk.moduleIds];
          const lang = ids.map((id) => /app\/i18n\/(en|ny)\.ts$/.exec(id)?.[1]).find(Boolean);
          return lang ? `assets/i18n-${lang}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: { hmr: true },
});
