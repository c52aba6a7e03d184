import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// What every page's layout needs to hydrate, loaded as one chunk. Panels that open on request
// (the confirm dialog, the confirmation popup) stay out: they load when first asked.
const SHELL_MODULES = [
  /app\/features\/(shell|screen)\//,
  /app\/features\/panels\/(panels-context|panels-provider|snackbar|panel-icons)\.tsx?$/,
  /app\/components\/icons\.tsx$/,
  /app\/i18n\/(messages|screen-messages)\.ts$/,
  /app\/live\/live-(content|status|notices)\.tsx?$/,
  /domain\/(navigation|route-table|site|language|current-tab|snackbar|seo)\.ts$/,
];
const isShellModule = (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id.replaceAll("\\", "/")));

export default defineConfig({
  plugins: [reactRouter()],
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
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: "shell", test: isShellModule, priority: 1 },
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
