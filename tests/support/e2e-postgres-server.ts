// The browser suite's second server (playwright.config.ts): the same build on PostgreSQL, in a
// database of its own made for this run and dropped when Playwright stops the server. Playwright
// may stop it with SIGKILL, so each start also drops browser-run databases older than a day.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { SERVER_MALLOC_ENV, serverArguments } from "../../scripts/server-command.ts";

// As tests/support/test-server.ts, which this plain script does not import (it loads Vitest).
const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ROOT = path.resolve(import.meta.dirname, "..", "..");

const PREFIX = "fdh_e2e_";
const STALE_MS = 24 * 60 * 60 * 1000;

async function runAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Names carry their creation time (base 36), so a crashed run's database can be told from a running one's. */
async function dropStaleDatabases(): Promise<void> {
  await runAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [`${PREFIX}%`]);
    for (const { datname } of rows) {
      const created = Number.parseInt(datname.slice(PREFIX.length).split("_")[0] ?? "", 36);
      if (Number.isFinite(created) && Date.now() - created > STALE_MS)
        await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

const name = `${PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
await dropStaleDatabases();
await runAdmin((client) => client.query(`create database ${name}`));
const url = new URL(ADMIN_DATABASE_URL);
url.pathname = `/${name}`;

const server = spawn(process.execPath, serverArguments(), {
  cwd: ROOT,
  env: { ...process.env, ...SERVER_MALLOC_ENV, DATABASE_URL: url.toString() },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => {
  runAdmin((client) => client.query(`drop database if exists ${name} with (force)`))
    .catch((error: unknown) => console.error(`could not drop ${name}:`, error))
    .finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
