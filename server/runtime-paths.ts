import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the server's own files are, whether it runs from its TypeScript sources (`node
 * server/main.ts`: the development server, the CLIs and the tests) or from the compiled bundle in
 * `build/node/` (`npm start`, the browser tests and the bench; ADR 077). In the bundle every
 * module shares the bundle's `import.meta.url`, so a path is found from the project's root, never
 * from the module asking.
 */
export const RUNS_FROM_SOURCE = import.meta.url.endsWith(".ts");

/** This file is `server/runtime-paths.ts`, or a chunk in `build/node/`: one level down or two. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), RUNS_FROM_SOURCE ? ".." : "../..");

/** The compiled server's folder (scripts/build-server.ts writes it). */
export const SERVER_BUNDLE_DIR = path.join(PROJECT_ROOT, "build", "node");

/**
 * A worker thread's module, named by its source under `server/` (`content/sanitize-blog-html-worker`):
 * that source when the server runs from its sources, its compiled entry in the bundle otherwise.
 */
export function workerModule(source: string): string {
  return RUNS_FROM_SOURCE ? path.join(PROJECT_ROOT, "server", `${source}.ts`) : path.join(SERVER_BUNDLE_DIR, `${path.basename(source)}.js`);
}
