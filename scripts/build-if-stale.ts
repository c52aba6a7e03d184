// Builds the app when build/ is missing or older than its sources (or SITE_PREFIX changed):
// `npm start` stays quick on a second run and never serves an old build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildServer, SERVER_BUNDLE_DIR } from "./build-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const stampFile = path.join(buildDir, ".source-hash");
const SOURCES = [
  "app",
  "domain",
  "content/pages",
  "content/faqs.json",
  "content/transfer-partners.json",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-service-worker.ts",
  "scripts/vite-pdfjs-assets.ts",
  "scripts/precompress.ts",
];

/** The compiled server's inputs (scripts/build-server.ts): quick to build, so it has a stamp of its own. */
const SERVER_SOURCES = ["server", "domain", "app", "package-lock.json", "tsconfig.json", "scripts/build-server.ts"];

function* files(entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) {
      if (child.endsWith(".test.ts") || child.endsWith(".test.tsx") || child === "+types") continue;
      yield* files(path.join(entry, child));
    }
  } else {
    yield entry;
  }
}

/** Hash of every build input: file names and contents, and the prefix baked into the routes. */
export function sourceHash(sources: readonly string[] = SOURCES): string {
  const hash = createHash("sha256");
  hash.update(`SITE_PREFIX=${process.env.SITE_PREFIX ?? ""}\nBUILD_DIR=${buildDir}\n`);
  for (const source of sources) {
    for (const file of files(source)) {
      hash.update(file);
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest("hex");
}

const current = sourceHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
if (built === current && existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log("Build is up to date.");
} else {
  console.log("Building the site …");
  // Always the production build: Vitest runs this with NODE_ENV=test, which would otherwise bundle
  // React's development build (1.6 times the bytes, and hydration warnings a visitor never sees).
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The service worker lists the built files, so it is written after the build and before compression.
  const worker = spawnSync(process.execPath, [path.join(root, "scripts", "build-service-worker.ts")], { cwd: root, stdio: "inherit" });
  if (worker.status !== 0) process.exit(worker.status ?? 1);
  const compress = spawnSync(process.execPath, [path.join(root, "scripts", "precompress.ts")], { cwd: root, stdio: "inherit" });
  if (compress.status !== 0) process.exit(compress.status ?? 1);
  writeFileSync(stampFile, `${current}\n`);
}

// The compiled server, built after the site (which empties build/ when it rebuilds).
const serverStamp = path.join(SERVER_BUNDLE_DIR, ".source-hash");
const serverCurrent = sourceHash(SERVER_SOURCES);
const serverBuilt = existsSync(serverStamp) ? readFileSync(serverStamp, "utf8").trim() : "";
if (serverBuilt !== serverCurrent || !existsSync(path.join(SERVER_BUNDLE_DIR, "main.js"))) {
  await buildServer();
  writeFileSync(serverStamp, `${serverCurrent}\n`);
  console.log("Server compiled.");
}
