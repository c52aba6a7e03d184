// Backup and restore benchmark (ADR 051): the sample content plus 1,000 KYC documents, backed up
// with `npm run backup` while the server serves, then restored with `npm run restore` into an
// empty DATA_DIR (embedded database) and into an empty PostgreSQL database.
// Run: node bench/backup-restore.ts (after `npm run build`). BENCH_KYC_DOCUMENTS and
// BENCH_KYC_BYTES change the documents' number (1000) and size (100 000 bytes each).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { KYC_FOLDER } from "#domain/kyc/kyc.ts";
import { openDatabase } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { kycUploads } from "#server/db/schema.ts";
import { seedDatabase } from "#server/content/seed.ts";
import { getUploadsRoot } from "#server/storage/create-file-storage.ts";
import { createLocalFileStorage } from "#server/storage/local-file-storage.ts";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { createTestDatabase, type Driver } from "#tests/support/test-server.ts";
import { Readable } from "node:stream";
import { createHash } from "node:crypto";
import { startServer } from "./server.ts";

const root = path.resolve(import.meta.dirname, "..");
const DOCUMENTS = Number(process.env.BENCH_KYC_DOCUMENTS ?? 1000);
const BYTES = Number(process.env.BENCH_KYC_BYTES ?? 100_000);

/** The sample content (seeded as at a first start) and the KYC documents, stored as uploads store them. */
async function fillSource(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  try {
    await migrateDatabase(database.db);
    await seedDatabase(database.db, { collectionsDir: path.join(root, "content", "collections") });
    const storage = createLocalFileStorage({ root: getUploadsRoot(dataDir) });
    const rows: Array<typeof kycUploads.$inferInsert> = [];
    for (let index = 0; index < DOCUMENTS; index++) {
      const content = createPaddedPdf(BYTES, index);
      const stored = await storage.put(`${KYC_FOLDER}/bench_customer_${index}_payslip.pdf`, Readable.from([content]));
      rows.push({
        key: stored.key,
        username: `customer${index}@example.mw`,
        purpose: "Payslip",
        size: stored.size,
        sha256: createHash("sha256").update(content).digest("hex"),
        created_at: new Date(),
      });
    }
    for (let start = 0; start < rows.length; start += 200) await database.db.insert(kycUploads).values(rows.slice(start, start + 200));
  } finally {
    await database.close();
  }
}

function run(command: "backup" | "restore", file: string, env: Record<string, string>): { ms: number; output: string } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, "server", "operations", `${command}-cli.ts`), file], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return { ms, output: result.stdout.trim() };
}

async function measure(driver: Driver): Promise<string> {
  const source = await createTestDatabase(driver);
  const target = await createTestDatabase(driver);
  const backups = mkdtempSync(path.join(tmpdir(), "fdh-bench-backups-"));
  const env = (database: typeof source) => ({
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  try {
    await fillSource(source.dataDir, source.databaseUrl);
    const server = await startServer(env(source));
    const archive = path.join(backups, "fdh.tar.gz");
    let backup;
    try {
      backup = run("backup", archive, env(source));
    } finally {
      await server.stop();
    }
    const restore = run("restore", archive, env(target));
    const mib = (statSync(archive).size / 2 ** 20).toFixed(1);
    return [
      `${driver}: backup while serving ${(backup.ms / 1000).toFixed(1)} s, restore ${(restore.ms / 1000).toFixed(1)} s, archive ${mib} MiB`,
      `  ${backup.output}`,
      `  ${restore.output}`,
    ].join("\n");
  } finally {
    await source.drop();
    await target.drop();
    rmSync(backups, { recursive: true, force: true });
  }
}

console.log(`Sample content + ${DOCUMENTS} KYC documents of ${BYTES} bytes (wall time of each command, including Node's start)`);
for (const driver of ["pglite", "postgres"] as const) console.log(await measure(driver));
