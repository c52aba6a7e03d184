// Compiles the server (server/main.ts and its two worker threads) into plain JavaScript in
// build/node/, as `npm start`, the browser tests and the bench run it (ADR 077). Node runs the
// TypeScript sources too, but then it loads its type stripper into every server process: ~17 MiB
// resident and 4 MB of heap the live site never needed, and every comment of every source file
// kept in the heap. Packages stay imports (node_modules is beside the bundle); only this
// project's own modules are bundled.
//
//   node scripts/build-server.ts
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "rolldown";

const root = path.resolve(import.meta.dirname, "..");
export const SERVER_BUNDLE_DIR = path.join(root, "build", "node");

/**
 * How server code is written out, by this bundle and by the server build of the pages
 * (vite.config.ts): its source stays in the server's heap as long as it runs. Comments are what
 * made the sources' heap share large; names stay for readable stack traces. One character beyond
 * Latin-1 ("…", "→") makes V8 keep a whole module at two bytes a character: escaped to ASCII it
 * takes half (ADR 077).
 */
export const LEAN_SERVER_OUTPUT = {
  comments: { legal: false, annotation: false, jsdoc: false },
  charset: "ascii",
} as const;

/** A package or a Node built-in: everything not a relative path or the project's own `#` imports. */
const isPackage = (id: string) => !id.startsWith(".") && !id.startsWith("#") && !path.isAbsolute(id) && !id.startsWith("\0");

export async function buildServer(): Promise<void> {
  rmSync(SERVER_BUNDLE_DIR, { recursive: true, force: true });
  await build({
    cwd: root,
    input: {
      main: "server/main.ts",
      // Piscina loads these by file name (server/runtime-paths.ts, workerModule).
      "sanitize-blog-html-worker": "server/content/sanitize-blog-html-worker.ts",
      "pdf-check-worker": "server/uploads/pdf-check-worker.ts",
    },
    platform: "node",
    external: isPackage,
    tsconfig: path.join(root, "tsconfig.json"),
    transform: { jsx: "react-jsx" },
    output: {
      dir: SERVER_BUNDLE_DIR,
      format: "esm",
      entryFileNames: "[name].js",
      // Flat: runtime-paths.ts finds the project's root two levels up from any chunk.
      chunkFileNames: "[name]-[hash].js",
      ...LEAN_SERVER_OUTPUT,
      minify: false,
    },
    logLevel: "warn",
  });
}

if (import.meta.main) {
  const started = performance.now();
  await buildServer();
  console.log(`Server compiled into ${path.relative(root, SERVER_BUNDLE_DIR)}/ in ${Math.round(performance.now() - started)} ms.`);
}
