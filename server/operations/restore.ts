import fs from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import type { Config } from "../config.ts";
import { getEmbeddedDatabaseDir, restoreEmbeddedDatabase } from "../db/client.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { createFileStorage, getUploadsRoot } from "../storage/create-file-storage.ts";
import { TEMP_FOLDER } from "../storage/local-file-storage.ts";
import {
  BACKUP_FORMAT,
  countTables,
  DATABASE_FOLDER,
  FILES_FOLDER,
  listDiskFiles,
  MANIFEST_NAME,
  quoteIdentifier,
  sha256OfFile,
  listStorageFiles,
  type BackupManifest,
  type ManifestFile,
  type RowQuery,
} from "./backup-manifest.ts";
import type { StorageOption } from "./backup.ts";
import { runPostgresTool } from "./postgres-tools.ts";

export type RestoreConfig = Pick<Config, "DATA_DIR" | "DATABASE_URL" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION">;

/** The archive cannot be restored here; the message says why and what to do. */
export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows per table in the restored database: equal to the manifest's, or the restore failed. */
  tables: Record<string, number>;
  files: number;
}

/**
 * `npm run restore -- FILE` (ADR 051): fills an empty DATA_DIR (embedded database) or an empty
 * PostgreSQL database, and the stored files, from an archive of `npm run backup`; refuses a
 * non-empty one, so a restore never mixes two histories or overwrites a live site. It proves the
 * result before answering: the rows per table equal the manifest's and each file's SHA-256 is
 * the one recorded. On failure it removes what it wrote, leaving the target empty again.
 */
export async function restoreBackup(config: RestoreConfig, file: string, options: StorageOption = {}): Promise<RestoreResult> {
  const archive = path.resolve(file);
  if (!fs.existsSync(archive)) throw new RestoreRefusedError(`There is no backup at ${archive}.`);
  const lock = lockDataDir(config.DATA_DIR);
  const stage = await mkdtemp(path.join(config.DATA_DIR, ".restore-"));
  const written: Array<() => Promise<void>> = [];
  try {
    await tar.extract({ file: archive, cwd: stage, filter: (entry) => entry === MANIFEST_NAME || entry.startsWith(`${DATABASE_FOLDER}/`) });
    const manifest = await readManifest(stage, archive);
    const driver = config.DATABASE_URL ? "postgres" : "pglite";
    if (manifest.database.driver !== driver) {
      throw new RestoreRefusedError(
        manifest.database.driver === "postgres"
          ? "This backup is of a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it."
          : "This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.",
      );
    }
    const storage = config.S3_BUCKET ? "s3" : "disk";
    if (manifest.storage !== storage) {
      throw new RestoreRefusedError(
        manifest.storage === "s3"
          ? "This backup lists files kept in an S3 bucket: set S3_BUCKET (and S3_ENDPOINT, S3_REGION) to that bucket to restore it."
          : "This backup holds its files itself, for the local disk: unset S3_BUCKET to restore it into DATA_DIR/uploads.",
      );
    }
    const dumpFile = path.join(stage, manifest.database.file);
    if ((await sha256OfFile(dumpFile)) !== manifest.database.sha256) {
      throw new RestoreRefusedError(`The database dump in ${archive} does not match its manifest: the archive is damaged.`);
    }

    const uploadsRoot = getUploadsRoot(config.DATA_DIR);
    if (storage === "disk") await refuseNonEmptyFolder(uploadsRoot, "DATA_DIR/uploads holds stored files");

    let tables: Record<string, number>;
    if (driver === "pglite") {
      const directory = getEmbeddedDatabaseDir(config.DATA_DIR);
      await refuseNonEmptyFolder(directory, "DATA_DIR/db holds an embedded database");
      written.push(() => rm(directory, { recursive: true, force: true }));
      const dump = new Blob([new Uint8Array(await readFile(dumpFile))]);
      tables = await restoreEmbeddedDatabase(directory, dump, (query) => countTables(query));
    } else {
      const databaseUrl = config.DATABASE_URL!;
      await refuseNonEmptyDatabase(databaseUrl);
      // One transaction: a restore that fails leaves the database as empty as it found it.
      await runPostgresTool(
        "pg_restore",
        [
          "--exit-on-error",
          "--single-transaction",
          "--no-owner",
          "--no-privileges",
          `--dbname=${new URL(databaseUrl).pathname.slice(1)}`,
          dumpFile,
        ],
        databaseUrl,
      );
      written.push(() => emptyDatabase(databaseUrl));
      tables = await withPostgres(databaseUrl, countTables);
    }
    const missingRows = Object.entries(manifest.tables).filter(([table, count]) => tables[table] !== count);
    if (missingRows.length > 0) {
      throw new Error(
        `The restored database does not match the manifest: ${missingRows.map(([table, count]) => `${table} has ${tables[table] ?? "no table"}, expected ${count}`).join("; ")}`,
      );
    }

    if (storage === "disk") {
      await mkdir(uploadsRoot, { recursive: true, mode: 0o700 });
      written.push(() => rm(uploadsRoot, { recursive: true, force: true }));
      await tar.extract({ file: archive, cwd: uploadsRoot, strip: 1, filter: (entry) => entry.startsWith(`${FILES_FOLDER}/`) });
      await checkFiles(manifest.files, await listDiskFiles(uploadsRoot), "restored");
    } else {
      await checkFiles(manifest.files, await listStorageFiles(options.storage ?? (await createFileStorage(config))), "in the bucket");
    }
    return { manifest, tables, files: manifest.files.length };
  } catch (error) {
    for (const undo of written.reverse()) await undo().catch(() => {});
    throw error;
  } finally {
    await rm(stage, { recursive: true, force: true });
    lock.release();
  }
}

async function readManifest(stage: string, archive: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(stage, MANIFEST_NAME), "utf8")) as BackupManifest;
  } catch {
    throw new RestoreRefusedError(`${archive} is not a backup of this site: it has no readable ${MANIFEST_NAME}.`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefusedError(`${archive} is a backup of format ${manifest.format}; this version restores format ${BACKUP_FORMAT}.`);
  }
  return manifest;
}

const REFUSAL_ADVICE =
  "A restore fills an empty DATA_DIR or database only, so that it never mixes two sites' data or overwrites a live one: " +
  "point DATA_DIR (and DATABASE_URL) at an empty folder and database, or empty them first if you mean to replace them.";

async function refuseNonEmptyFolder(folder: string, what: string): Promise<void> {
  let entries: string[];
  try {
    entries = (await readdir(folder)).filter((entry) => entry !== TEMP_FOLDER);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (entries.length > 0) throw new RestoreRefusedError(`Restore refused: ${what} (${folder} is not empty). ${REFUSAL_ADVICE}`);
}

async function withPostgres<T>(databaseUrl: string, use: (query: RowQuery) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(async (text) => (await client.query(text)).rows as Array<Record<string, unknown>>);
  } finally {
    await client.end();
  }
}

async function refuseNonEmptyDatabase(databaseUrl: string): Promise<void> {
  const tables = await withPostgres(databaseUrl, (query) => countTables(query));
  const names = Object.keys(tables);
  if (names.length > 0) {
    throw new RestoreRefusedError(
      `Restore refused: the database at DATABASE_URL is not empty (it has ${names.length} tables, ${names.slice(0, 3).join(", ")} …). ${REFUSAL_ADVICE}`,
    );
  }
}

/** Undoes a restore that failed after pg_restore committed: the site's schemas go again. */
async function emptyDatabase(databaseUrl: string): Promise<void> {
  await withPostgres(databaseUrl, async (query) => {
    await query(`drop schema if exists drizzle cascade`);
    const tables = await query(`select tablename from pg_tables where schemaname = 'public'`);
    for (const table of tables) await query(`drop table if exists public.${quoteIdentifier(String(table.tablename))} cascade`);
  });
}

async function checkFiles(expected: ManifestFile[], found: ManifestFile[], where: string): Promise<void> {
  const byKey = new Map(found.map((entry) => [entry.key, entry]));
  const wrong = expected.filter((entry) => byKey.get(entry.key)?.sha256 !== entry.sha256).map((entry) => entry.key);
  if (wrong.length > 0) {
    throw new Error(
      `${wrong.length} of ${expected.length} files ${where} are missing or differ from the backup: ${wrong.slice(0, 5).join(", ")}`,
    );
  }
}
