import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import type { FileStorage } from "../storage/file-storage.ts";
import { walkFileKeys } from "../storage/local-file-storage.ts";

/** The archive's layout version: restore refuses one it does not know. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_NAME = "manifest.json";
/** Archive folder of the stored files (disk storage only). */
export const FILES_FOLDER = "files";
export const DATABASE_FOLDER = "database";
/** The embedded database's own dump (PGlite `dumpDataDir`, a gzipped tar). */
export const PGLITE_DUMP_NAME = "pglite-datadir.tar.gz";
/** `pg_dump --format=custom`, for `pg_restore`. */
export const POSTGRES_DUMP_NAME = "postgres.dump";

export interface ManifestFile {
  key: string;
  size: number;
  sha256: string;
}

/** `manifest.json`: what the archive holds, so that a restore can prove it put back all of it (ADR 051). */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  created_at: string;
  database: { driver: "pglite" | "postgres"; file: string; sha256: string; migration: string | null };
  /** Rows per table (`schema.table`), counted in the dump's own snapshot. */
  tables: Record<string, number>;
  /** `disk`: each file is in the archive under files/; `s3`: the bucket keeps them, listed here with checksums. */
  storage: "disk" | "s3";
  files: ManifestFile[];
}

/** Runs one SQL text and answers its rows: both drivers and a bare PGlite client fit. */
export type RowQuery = (text: string) => Promise<Array<Record<string, unknown>>>;

/** The schemas the site's tables live in: its own and drizzle-kit's migration journal. */
const SCHEMAS = ["public", "drizzle"];

/** Rows per table of every table in the site's schemas, keyed `schema.table`. */
export async function countTables(query: RowQuery): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in (${SCHEMAS.map((name) => `'${name}'`).join(", ")})
      order by table_schema, table_name`,
  );
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const name = `${quoteIdentifier(String(table.table_schema))}.${quoteIdentifier(String(table.table_name))}`;
    const [row] = await query(`select count(*)::int as count from ${name}`);
    counts[`${String(table.table_schema)}.${String(table.table_name)}`] = Number(row?.count ?? 0);
  }
  return counts;
}

/** The tag of the newest migration applied, as the server records it (server/db/migrate.ts). */
export async function readLastMigration(query: RowQuery): Promise<string | null> {
  try {
    const [row] = await query(`select tag, created_at from drizzle.__drizzle_migrations order by created_at desc nulls last limit 1`);
    return row ? String(row.tag ?? row.created_at) : null;
  } catch {
    return null;
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function sha256OfStream(stream: Readable): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(stream, hash);
  return hash.digest("hex");
}

export function sha256OfFile(file: string): Promise<string> {
  return sha256OfStream(createReadStream(file));
}

/**
 * Every stored file under a local uploads folder, with its size and SHA-256, sorted by key. The
 * storage's temporary folder holds only uploads in flight and is left out.
 */
export async function listDiskFiles(root: string): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for await (const key of walkFileKeys(root)) {
    const file = path.join(root, key);
    try {
      const [{ size }, sha256] = await Promise.all([stat(file), sha256OfFile(file)]);
      files.push({ key, size, sha256 });
    } catch (error) {
      // Removed between the listing and the read (an orphan sweep): not part of the backup.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** Every file a bucket holds, with its size and SHA-256, by key: what a backup of S3 storage lists and a restore checks. */
export async function listStorageFiles(storage: FileStorage): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for await (const listed of storage.list("")) {
    const download = await storage.get(listed.key);
    if (download) files.push({ key: listed.key, size: download.size, sha256: await sha256OfStream(download.body) });
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}
