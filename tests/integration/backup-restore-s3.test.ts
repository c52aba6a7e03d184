import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DeleteObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "#server/operations/backup.ts";
import { restoreBackup, RestoreRefusedError } from "#server/operations/restore.ts";
import { createFileStorage } from "#server/storage/create-file-storage.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { sha256 } from "#tests/support/backup.ts";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { startTestBucket, TEST_S3_REGION, type TestBucket } from "#tests/support/s3rver.ts";
import { buildTestApp, createTestDatabase, type TestDatabase } from "#tests/support/test-server.ts";
import pg from "pg";

// ADR 051: with S3 storage the bucket keeps the files (its versioning and replication are their
// backup); the archive holds the database and a listing of every object with its SHA-256, and a
// restore proves the bucket still holds each one. Run against a real S3-protocol server
// (s3rver on the loopback address, SigV4 checked) and a real PostgreSQL.
const BUCKET = "fdh-backup-test";

let archiveDirectory: string;
let testBucket: TestBucket;
let endpoint: string;
let client: S3Client;
let storage: FileStorage;
let source: TestDatabase;
const targets: TestDatabase[] = [];
const stored = new Map<string, string>();

function s3Config(database: TestDatabase) {
  return {
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: TEST_S3_REGION,
  };
}

/** The one number a `select count(*)` answers. */
async function count(databaseUrl: string, query: string): Promise<number> {
  const connection = new pg.Client({ connectionString: databaseUrl });
  await connection.connect();
  try {
    const result = await connection.query<{ count: string }>(query);
    return Number(result.rows[0]!.count);
  } finally {
    await connection.end();
  }
}

const countRows = (databaseUrl: string, table: string) => count(databaseUrl, `select count(*) from ${table}`);
const countTables = (databaseUrl: string) =>
  count(databaseUrl, "select count(*) from information_schema.tables where table_schema = 'public'");

beforeAll(async () => {
  archiveDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "backup-s3-"));
  testBucket = await startTestBucket(BUCKET);
  ({ endpoint, client } = testBucket);

  // The source site: migrated and seeded on PostgreSQL, with identity documents in the bucket.
  source = await createTestDatabase("postgres");
  storage = await createFileStorage(s3Config(source), { s3Client: client });
  const app = await buildTestApp(source, { fileStorage: storage });
  await app.close();
  for (const name of ["kycdocuments/chisomo_payslip.pdf", "kycdocuments/chisomo_national-id.pdf", "media/branch-photo.pdf"]) {
    const content = createPaddedPdf(40_000 + stored.size);
    const put = await storage.put(name, fs.createReadStream(writeTemporary(content)));
    stored.set(put.key, sha256(content));
  }
}, 180_000);

function writeTemporary(content: Buffer): string {
  const file = path.join(archiveDirectory, `upload-${stored.size}.pdf`);
  fs.writeFileSync(file, content);
  return file;
}

afterAll(async () => {
  await testBucket?.close();
  for (const database of [source, ...targets]) await database?.drop();
  fs.rmSync(archiveDirectory, { recursive: true, force: true });
});

describe("backup and restore with files in an S3 bucket (PostgreSQL)", () => {
  it("lists every object with its checksum, restores the database, and proves the bucket still holds each file", async () => {
    const archive = path.join(archiveDirectory, "site.tar.gz");
    const backup = await createBackup(s3Config(source), archive, { storage });
    expect(backup.manifest.storage).toBe("s3");
    expect(new Map(backup.manifest.files.map((file) => [file.key, file.sha256]))).toEqual(stored);

    const target = await createTestDatabase("postgres");
    targets.push(target);
    const restored = await restoreBackup(s3Config(target), archive, { storage });
    expect(restored.files).toBe(stored.size);
    for (const table of ["staff_accounts", "branches", "blogs"]) {
      expect(await countRows(target.databaseUrl!, table), table).toBe(await countRows(source.databaseUrl!, table));
    }
  }, 180_000);

  it("refuses, naming the file, when the bucket lost an object the backup lists, and leaves the target empty", async () => {
    const archive = path.join(archiveDirectory, "before-loss.tar.gz");
    await createBackup(s3Config(source), archive, { storage });
    const [lost] = [...stored.keys()];
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: lost }));

    const target = await createTestDatabase("postgres");
    targets.push(target);
    const refusal = await restoreBackup(s3Config(target), archive, { storage }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(String((refusal as Error).message)).toContain(lost);
    expect(await countTables(target.databaseUrl!)).toBe(0);
  }, 180_000);

  it("refuses to restore a bucket listing onto the local disk, and says what to set", async () => {
    const archive = path.join(archiveDirectory, "for-disk.tar.gz");
    await createBackup(s3Config(source), archive, { storage });
    const target = await createTestDatabase("postgres");
    targets.push(target);
    const refusal = await restoreBackup({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl }, archive).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect((refusal as Error).message).toContain("set S3_BUCKET");
  }, 60_000);
});
