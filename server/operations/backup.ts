import fs from "node:fs";
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import type { Config } from "../config.ts";
import { getEmbeddedDatabaseDir, openDatabase } from "../db/client.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { createFileStorage, getUploadsRoot } from "../storage/create-file-storage.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import {
  BACKUP_FORMAT,
  countTables,
  DATABASE_FOLDER,
  FILES_FOLDER,
  listDiskFiles,
  MANIFEST_NAME,
  PGLITE_DUMP_NAME,
  POSTGRES_DUMP_NAME,
  readLastMigration,
  sha256OfFile,
  listStorageFiles,
  type BackupManifest,
  type RowQuery,
} from "./backup-manifest.ts";
import { DATABASE_DUMP_PATH, getOperationsFilePath, type OperationsFile } from "./backup-route.ts";
import { runPostgresTool } from "./postgres-tools.ts";

export type BackupConfig = Pick<Config, "DATA_DIR" | "DATABASE_URL" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION">;

/** The bucket's storage, when the caller has one already (a test's client for an S3-compatible server). */
export interface StorageOption {
  storage?: FileStorage;
}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  /** How the embedded database was read: through the running server, or from its folder. */
  source: "server" | "folder" | "postgres";
  bytes: number;
}

/**
 * `npm run backup -- FILE` (ADR 051): one gzipped tar holding the database's dump, every stored
 * file (disk), and `manifest.json` with the rows per table and each file's SHA-256. The database
 * is dumped first and the files listed after, so every file a dumped row names is in the archive.
 * The archive is written beside FILE and renamed onto it at the end: FILE is a whole backup or
 * is not there.
 */
export async function createBackup(config: BackupConfig, file: string, options: StorageOption = {}): Promise<BackupResult> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const stage = await mkdtemp(path.join(path.dirname(target), ".backup-"));
  const partial = `${target}.partial`;
  try {
    await mkdir(path.join(stage, DATABASE_FOLDER), { mode: 0o700 });
    const database = config.DATABASE_URL
      ? await dumpPostgres(config.DATABASE_URL, path.join(stage, DATABASE_FOLDER, POSTGRES_DUMP_NAME))
      : await dumpEmbedded(config.DATA_DIR, path.join(stage, DATABASE_FOLDER, PGLITE_DUMP_NAME));

    const storage: BackupManifest["storage"] = config.S3_BUCKET ? "s3" : "disk";
    // S3 keeps the files (its versioning and replication are their backup): the archive lists them with checksums.
    const files =
      storage === "s3"
        ? await listStorageFiles(options.storage ?? (await createFileStorage(config)))
        : await listDiskFiles(getUploadsRoot(config.DATA_DIR));
    const { tables, migration } = await database.inspect();
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      created_at: new Date().toISOString(),
      database: {
        driver: config.DATABASE_URL ? "postgres" : "pglite",
        file: `${DATABASE_FOLDER}/${path.basename(database.file)}`,
        sha256: await sha256OfFile(database.file),
        migration,
      },
      tables,
      storage,
      files,
    };
    await writeFile(path.join(stage, MANIFEST_NAME), JSON.stringify(manifest, null, 2), { mode: 0o600 });
    // The files are read where they are stored, through a link in the staging folder: nothing is copied twice.
    if (storage === "disk") await symlink(getUploadsRoot(config.DATA_DIR), path.join(stage, FILES_FOLDER));
    const entries = [
      MANIFEST_NAME,
      manifest.database.file,
      ...(storage === "disk" ? files.map((entry) => `${FILES_FOLDER}/${entry.key}`) : []),
    ];
    // Identity documents inside: the archive is the operator's alone (0600). Level 1: the PDFs and
    // images are compressed already, the dump is the rest.
    await writeFile(partial, "", { mode: 0o600 });
    await tar.create({ file: partial, cwd: stage, gzip: { level: 1 }, portable: true }, entries);
    await rename(partial, target);
    return { file: target, manifest, source: database.source, bytes: fs.statSync(target).size };
  } finally {
    await rm(stage, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

interface DatabaseDump {
  file: string;
  source: BackupResult["source"];
  /** The dump's rows per table and last migration (after the files are listed: the listing follows the dump closely). */
  inspect(): Promise<{ tables: Record<string, number>; migration: string | null }>;
}

/**
 * pg_dump in the custom format, from a snapshot this connection exports: the rows counted for the
 * manifest are exactly those the dump holds, while the server keeps writing.
 */
async function dumpPostgres(databaseUrl: string, file: string): Promise<DatabaseDump> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot");
    const query: RowQuery = async (text) => (await client.query(text)).rows as Array<Record<string, unknown>>;
    const tables = await countTables(query);
    const migration = await readLastMigration(query);
    await runPostgresTool(
      "pg_dump",
      ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`],
      databaseUrl,
    );
    await client.query("commit");
    return { file, source: "postgres", inspect: async () => ({ tables, migration }) };
  } finally {
    await client.end();
  }
}

/**
 * The embedded database's own dump. PGlite allows one process per folder: when a server holds
 * DATA_DIR, it is asked through its loopback route with the token it left in DATA_DIR; otherwise
 * the folder is opened here (and held while dumping, so no server starts on it meanwhile).
 */
async function dumpEmbedded(dataDir: string, file: string): Promise<DatabaseDump> {
  if (!fs.existsSync(path.join(getEmbeddedDatabaseDir(dataDir), "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${dataDir}: check DATA_DIR (or set DATABASE_URL for PostgreSQL).`);
  }
  let source: DatabaseDump["source"];
  let dump: Buffer;
  try {
    // Takes DATA_DIR's lock, or throws DataDirLockedError when a server holds it.
    const database = await openDatabase({ DATA_DIR: dataDir });
    source = "folder";
    try {
      dump = Buffer.from(await (await database.dumpEmbedded!()).arrayBuffer());
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    source = "server";
    dump = await askServerForDump(dataDir);
  }
  await writeFile(file, dump, { mode: 0o600 });
  // Counted in the dump itself, loaded in memory: the counts are the dump's, and a dump that
  // does not load fails the backup now rather than the restore later.
  const inspect = async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const copy = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]) });
    try {
      const query: RowQuery = async (text) => (await copy.query<Record<string, unknown>>(text)).rows;
      return { tables: await countTables(query), migration: await readLastMigration(query) };
    } finally {
      await copy.close();
    }
  };
  return { file, source, inspect };
}

async function askServerForDump(dataDir: string): Promise<Buffer> {
  let operations: OperationsFile;
  try {
    operations = JSON.parse(fs.readFileSync(getOperationsFilePath(dataDir), "utf8")) as OperationsFile;
  } catch {
    throw new Error(
      `A server holds ${dataDir} but has not written ${getOperationsFilePath(dataDir)} yet (it may still be starting): try again in a minute.`,
    );
  }
  const response = await fetch(`${operations.url}${DATABASE_DUMP_PATH}`, { headers: { authorization: `Bearer ${operations.token}` } });
  if (!response.ok) {
    throw new Error(
      `The server holding ${dataDir} (process ${operations.pid}, ${operations.url}) refused the dump: HTTP ${response.status}`,
    );
  }
  return Buffer.from(await response.arrayBuffer());
}
