import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import { countQueryErrors } from "./query-errors.ts";
import * as schema from "./schema.ts";

/** The Drizzle database, whichever driver carries it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Throws when the database cannot answer (readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database's own dump of its folder (a gzipped tar), taken between two queries:
   * what a restart after a crash at that moment would find (ADR 051). PGlite only.
   */
  dumpEmbedded?(): Promise<Blob>;
  /** The pool's connections in use and queries waiting for one (0 on PGlite), and queries failed so far (metrics, ADR 050). */
  stats(): { inUse: number; waiting: number; queryErrors: number };
}

export interface DatabaseOptions {
  /** PostgreSQL when set; otherwise the embedded PGlite in `DATA_DIR/db`. */
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  /** Connections per process on PostgreSQL. */
  poolSize?: number;
}

/**
 * Opens the one database handle of the process (ADR 010): PostgreSQL over node-postgres when
 * DATABASE_URL is set, otherwise PGlite in `DATA_DIR/db`, after locking DATA_DIR so that a
 * second server on the same folder refuses to start.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.DATABASE_URL) return openPostgres(options.DATABASE_URL, options.poolSize ?? 10);
  return openPglite(options.DATA_DIR);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // Loaded only for PostgreSQL, as PGlite is only for the embedded database: neither driver sits
  // in the heap of an instance that does not use it (ADR 035).
  const [{ default: pgDriver }, { drizzle: drizzlePostgres }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
  const pool = new pgDriver.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    // While PostgreSQL is away a request waits at most this long for a connection, then answers 503.
    connectionTimeoutMillis: 5_000,
    // A connection whose peer vanished without a reset (a cut network) is noticed, not waited on forever.
    keepAlive: true,
    query_timeout: 30_000,
  });
  // No database event may end the process (ADR 033). An idle client that loses its
  // connection is reported on the pool; a checked-out one (inside a transaction) emits "error"
  // on itself, and an EventEmitter without a listener throws. The query in flight fails with the
  // same error, answers 503, and the pool opens a new connection on the next request.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const queryErrors = countQueryErrors(pool);
  releaseClientsWhoseConnectionEnds(pool);
  const db = drizzlePostgres({ client: pool, schema });
  const handle: DatabaseHandle = {
    db,
    driver: "postgres",
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
    stats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount, queryErrors: queryErrors.count }),
  };
  try {
    await handle.ping();
  } catch (error) {
    await pool.end();
    throw new Error(`Could not connect to the database at DATABASE_URL: ${(error as Error).message}`, { cause: error });
  }
  return handle;
}

/**
 * Drizzle's transactions check a client out with `pool.connect()` and release it in a `finally`
 * that a failed `begin` never reaches: each transaction begun while PostgreSQL is away would keep
 * a pool slot forever, and after ten the instance could not recover. A checked-out client whose
 * connection ends is released (and so removed) at once; the later release by its user does nothing.
 */
function releaseClientsWhoseConnectionEnds(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const guardedConnect = async (): Promise<pg.PoolClient> => {
    const client = (await connect()) as pg.PoolClient;
    const release = client.release.bind(client);
    let released = false;
    const onEnd = () => guardedRelease(new Error("the database connection ended"));
    const guardedRelease = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener("end", onEnd);
      release(error);
    };
    client.release = guardedRelease;
    client.once("end", onEnd);
    return client;
  };
  // The callback form (used by pool.query) releases with the error itself: leave it as it is.
  pool.connect = ((callback?: Parameters<pg.Pool["connect"]>[0]) =>
    callback ? connect(callback) : guardedConnect()) as pg.Pool["connect"];
}

/**
 * Creates a new PGlite database in a process of its own: initdb's memory (about 100 MB that
 * the allocator keeps once freed) goes with that process instead of staying with the server.
 */
async function initialisePglite(directory: string, options: { startParams: string[] }): Promise<void> {
  const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve("@electric-sql/pglite"))});
const db = await PGlite.create(${JSON.stringify(directory)}, ${JSON.stringify(options)});
await db.close();`;
  const child = spawn(process.execPath, [...process.execArgv, "--input-type=module", "--eval", script], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`Could not create the embedded database in ${directory} (exit code ${code})`);
}

/** Enough for the site's tables many times over (ADR 035). */
const PGLITE_SHARED_BUFFERS = "8MB";

/** The folder of the embedded database inside DATA_DIR. */
export function getEmbeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, "db");
}

async function loadPglite() {
  const { PGlite } = await import("@electric-sql/pglite");
  return { PGlite, options: { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`] } };
}

/**
 * Fills an empty folder with a dump from `dumpEmbedded` (PGlite's own `loadDataDir`), replays
 * what the dump's write-ahead log holds, lets `inspect` query the result, and closes it (ADR 051).
 */
export async function restoreEmbeddedDatabase<T>(
  directory: string,
  dump: Blob,
  inspect: (query: (text: string) => Promise<Array<Record<string, unknown>>>) => Promise<T>,
): Promise<T> {
  const { PGlite, options } = await loadPglite();
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(directory, { ...options, loadDataDir: dump });
  try {
    return await inspect(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock = lockDataDir(dataDir);
  try {
    const directory = getEmbeddedDatabaseDir(dataDir);
    fs.mkdirSync(directory, { recursive: true });
    // PGlite's WebAssembly heap holds PostgreSQL's shared buffers (128 MB by default), all of it
    // touched at start; the content is a few MB and is served from in-memory snapshots (ADR 035).
    // Loaded only for the embedded database: an instance on PostgreSQL never needs it (ADR 035).
    const [{ PGlite, options }, { drizzle: drizzlePglite }] = await Promise.all([loadPglite(), import("drizzle-orm/pglite")]);
    if (!fs.existsSync(path.join(directory, "PG_VERSION"))) await initialisePglite(directory, options);
    const client = await PGlite.create(directory, options);
    const queryErrors = countQueryErrors(client);
    const db = drizzlePglite({ client, schema });
    return {
      db,
      driver: "pglite",
      async ping() {
        await db.execute(sql`select 1`);
      },
      async dumpEmbedded() {
        // A checkpoint first, so that the dump needs little of its log replayed when restored.
        await client.exec("checkpoint");
        return client.dumpDataDir("gzip");
      },
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
      stats: () => ({ inUse: 0, waiting: 0, queryErrors: queryErrors.count }),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Runs raw SQL and returns its rows: both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Pick<Database, "execute">, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
