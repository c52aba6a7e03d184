import { buildApp } from "./app.ts";
import { ConfigError, parseConfig, type Config } from "./config.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { NewerSchemaError } from "./db/migrate.ts";
import { SeedContentError } from "./content/seed.ts";
import { PROJECT_ROOT } from "./runtime-paths.ts";

const root = PROJECT_ROOT;
const dev = process.argv.includes("--dev");

let config: Config;
try {
  config = parseConfig({ ...process.env, ...(dev ? { NODE_ENV: "development" } : {}) });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const startedAt = performance.now();
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ config, root, dev });
} catch (error) {
  // A locked data folder, a database migrated by a newer version (ADR 051), an unreachable
  // database or Redis, bad sample content: one clear message and a failed exit, no stack trace
  // for the operator to dig through.
  const known = error instanceof DataDirLockedError || error instanceof SeedContentError || error instanceof NewerSchemaError;
  console.error(known ? (error as Error).message : `Could not start: ${(error as Error).message}`);
  if (!known && config.LOG_LEVEL === "debug") console.error(error);
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.isShuttingDown = true;
  app.log.info({ signal }, "shutting down: finishing open requests");
  const timer = setTimeout(() => {
    app.log.error("shutdown took longer than 10 s; exiting");
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error(error);
  console.error(`Could not listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`);
  process.exit(1);
}
const readyMs = Math.round(performance.now() - startedAt);
app.log.info({ readyMs, url: config.PUBLIC_URL }, "ready");
console.log(`Group website ready on ${config.PUBLIC_URL} (${dev ? "development" : "production"}, ${readyMs} ms)`);
