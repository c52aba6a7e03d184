import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KYC_FOLDER, REQUIRED_PURPOSES } from "#domain/kyc/kyc.ts";
import type { BackupManifest } from "#server/operations/backup-manifest.ts";
import { getUploadsRoot } from "#server/storage/create-file-storage.ts";
import {
  hashFolder,
  readAllRows,
  runOperationsCommand,
  sha256,
  signInProcess,
  stopGracefully,
  uploadDocument,
} from "#tests/support/backup.ts";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { createTestDatabase, DRIVERS, STAFF, STAFF_TOTP_SECRET, type TestDatabase } from "#tests/support/test-server.ts";
import * as tar from "tar";

/** Each test starts several servers on a machine shared with other suites: a first start may take long. */
const SLOW_START = { readyTimeoutMs: 180_000 };

const INDIVIDUAL = REQUIRED_PURPOSES["Individual Account"];

/** The environment of a server or command on a test database. */
function environmentOf(database: TestDatabase): Record<string, string> {
  return {
    DATA_DIR: database.dataDir,
    ADMIN_USERNAME: STAFF.username,
    ADMIN_PASSWORD: STAFF.password,
    ADMIN_TOTP_SECRET: STAFF_TOTP_SECRET,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  };
}

/** The manifest inside an archive. */
async function readManifest(file: string): Promise<BackupManifest> {
  let text = "";
  await tar.list({
    file,
    filter: (entry) => entry === "manifest.json",
    onReadEntry: (entry) => entry.on("data", (chunk: Buffer) => (text += chunk.toString())),
  });
  return JSON.parse(text) as BackupManifest;
}

describe.each(DRIVERS)("backup while serving and restore into an empty target, on %s", (driver) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let backups: string;
  let server: ServerProcess | undefined;
  let restored: ServerProcess | undefined;

  beforeAll(async () => {
    source = await createTestDatabase(driver);
    target = await createTestDatabase(driver);
    backups = fs.mkdtempSync(path.join(os.tmpdir(), "fdh-backups-"));
  });

  afterAll(async () => {
    await server?.kill();
    await restored?.kill();
    await source?.drop();
    await target?.drop();
    fs.rmSync(backups, { recursive: true, force: true });
  });

  it("restores the same records, files, staff accounts and audit log, and refuses a target that is not empty", async () => {
    server = await startServerProcess(environmentOf(source), SLOW_START);
    const staff = await signInProcess(server);
    // Records and files before the backup: KYC documents, a second staff account (audited).
    const before = new Map<string, string>();
    for (const [index, purpose] of INDIVIDUAL.entries()) {
      const content = createPaddedPdf(3_000 + index * 500, index);
      before.set(await uploadDocument(server, staff, purpose, content), sha256(content));
    }
    const account = await fetch(`${server.url}/api/staff/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: staff },
      body: JSON.stringify({
        username: "thoko.phiri",
        full_name: "Thoko Phiri",
        email: "thoko.phiri@example.mw",
        role: "editor",
        password: "lakeshore kettle mango tea",
      }),
    });
    expect(account.status).toBe(201);
    const accountId = ((await account.json()) as { id: string }).id;

    // Requests in flight all through the backup: reads of lists, pages and files, and uploads.
    let serving = true;
    const inFlight = { reads: 0, uploads: 0, failures: [] as string[] };
    const duringBackup = new Map<string, string>();
    const load = Array.from({ length: 3 }, async (_, worker) => {
      let round = 0;
      while (serving) {
        round++;
        const requests: Array<Promise<void>> = [
          fetch(`${server!.url}/api/branches?limit=20`).then(async (response) => {
            await response.arrayBuffer();
            if (response.status === 200) inFlight.reads++;
            else inFlight.failures.push(`branches ${response.status}`);
          }),
          fetch(`${server!.url}${[...before.keys()][round % before.size]}`, { headers: { authorization: staff } }).then(
            async (response) => {
              await response.arrayBuffer();
              if (response.status === 200) inFlight.reads++;
              else inFlight.failures.push(`document ${response.status}`);
            },
          ),
        ];
        if (worker === 0) {
          const content = createPaddedPdf(2_500, 1_000 + round);
          requests.push(
            uploadDocument(server!, staff, "Payslip", content).then((url) => {
              duringBackup.set(url, sha256(content));
              inFlight.uploads++;
            }),
          );
        }
        await Promise.all(requests);
      }
    });

    const archive = path.join(backups, "fdh.tar.gz");
    const backup = await runOperationsCommand("backup", archive, environmentOf(source));
    serving = false;
    await Promise.all(load);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(driver === "pglite" ? "through the running server" : "with pg_dump");
    expect(inFlight.failures).toEqual([]);
    expect(inFlight.reads).toBeGreaterThan(0);
    expect(fs.statSync(archive).mode & 0o077).toBe(0);

    // Its stderr tells an app.close() that rejected from one past the 10 s limit.
    expect(await stopGracefully(server), `the server's stderr: ${server.stderr}`).toBe(0);
    const restore = await runOperationsCommand("restore", archive, environmentOf(target));
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    // Record for record: every table, every row as the source has it (the source kept serving
    // after the dump, so it may hold more: only the uploads in flight, and the sessions' last use).
    const sourceRows = await readAllRows(source);
    const restoredRows = await readAllRows(target);
    const manifest = await readManifest(archive);
    expect(Object.keys(restoredRows)).toEqual(Object.keys(sourceRows));
    expect(Object.keys(restoredRows)).toContain("public.audit_log");
    expect(Object.keys(restoredRows)).toContain("drizzle.__drizzle_migrations");
    const grewWhileServing = new Set(["public.kyc_uploads", "public.audit_log", "public.app_meta"]);
    for (const [table, rows] of Object.entries(restoredRows)) {
      expect(rows.length, table).toBe(manifest.tables[table]);
      if (table === "public.staff_sessions") {
        const ids = (list: string[]) => list.map((row) => (JSON.parse(row) as { token_hash: string }).token_hash).sort();
        expect(ids(rows), table).toEqual(ids(sourceRows[table]!));
        continue;
      }
      const sourceSet = new Set(sourceRows[table]);
      expect(
        rows.filter((row) => !sourceSet.has(row)),
        `${table}: restored rows the source does not have`,
      ).toEqual([]);
      if (!grewWhileServing.has(table)) expect(rows, table).toEqual(sourceRows[table]);
    }
    const missingUploads = sourceRows["public.kyc_uploads"]!.length - restoredRows["public.kyc_uploads"]!.length;
    expect(missingUploads).toBeLessThanOrEqual(inFlight.uploads);

    // File for file: each restored file is byte for byte the source's, and each is in the manifest.
    const sourceFiles = hashFolder(getUploadsRoot(source.dataDir));
    const restoredFiles = hashFolder(getUploadsRoot(target.dataDir));
    expect(restoredFiles.size).toBe(manifest.files.length);
    for (const entry of manifest.files) {
      expect(restoredFiles.get(entry.key), entry.key).toBe(entry.sha256);
      expect(sourceFiles.get(entry.key), entry.key).toBe(entry.sha256);
    }
    expect(sourceFiles.size - restoredFiles.size).toBeLessThanOrEqual(inFlight.uploads);

    // A server started on the result: the same staff accounts sign in, the audit log and every
    // document acknowledged before the backup are there, byte for byte.
    restored = await startServerProcess(environmentOf(target), SLOW_START);
    const restoredStaff = await signInProcess(restored);
    for (const [url, digest] of before) {
      const response = await fetch(`${restored.url}${url}`, { headers: { authorization: restoredStaff } });
      expect(response.status, url).toBe(200);
      expect(sha256(Buffer.from(await response.arrayBuffer())), url).toBe(digest);
    }
    for (const [url, digest] of duringBackup) {
      const response = await fetch(`${restored.url}${url}`, { headers: { authorization: restoredStaff } });
      const body = Buffer.from(await response.arrayBuffer());
      // An upload acknowledged after the dump is not in this backup: it is wholly absent, never half there.
      if (response.status === 200) expect(sha256(body), url).toBe(digest);
      else expect(response.status, url).toBe(404);
    }
    const editor = await fetch(`${restored.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "thoko.phiri", password: "lakeshore kettle mango tea" }),
    });
    expect(editor.status).toBe(200);
    const audit = await fetch(`${restored.url}/api/staff/audit?target_id=${accountId}`, { headers: { authorization: restoredStaff } });
    const entries = ((await audit.json()) as { items: Array<{ action: string; actor_username: string }> }).items;
    expect(entries.map((entry) => [entry.action, entry.actor_username])).toEqual([["account_created", STAFF.username]]);
    expect(await stopGracefully(restored)).toBe(0);

    // Its first start removed the files stored after the dump, which no restored row names
    // (ADR 033's sweep): every remaining file has its row and every row its file.
    const keptFiles = hashFolder(getUploadsRoot(target.dataDir));
    const restoredKeys = restoredRows["public.kyc_uploads"]!.map((row) => (JSON.parse(row) as { key: string }).key).sort();
    expect([...keptFiles.keys()].filter((key) => key.startsWith(`${KYC_FOLDER}/`)).sort()).toEqual(restoredKeys);
    for (const [key, digest] of keptFiles) expect(restoredFiles.get(key), key).toBe(digest);

    // A second restore onto the filled target is refused and changes nothing. On PostgreSQL it
    // is given an empty DATA_DIR: the database alone must be enough to refuse.
    const emptyFolder = fs.mkdtempSync(path.join(backups, "empty-"));
    const refused = await runOperationsCommand("restore", archive, {
      ...environmentOf(target),
      ...(driver === "postgres" ? { DATA_DIR: emptyFolder } : {}),
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Restore refused");
    expect(refused.stderr).toContain(driver === "pglite" ? "DATA_DIR" : "database at DATABASE_URL is not empty");
    expect(hashFolder(getUploadsRoot(target.dataDir))).toEqual(keptFiles);
    expect(fs.readdirSync(emptyFolder).filter((name) => name !== "server.lock")).toEqual([]);

    console.info(
      `backup on ${driver}: ${backup.stdout.trim()} | during it ${inFlight.reads} reads and ${inFlight.uploads} uploads answered | ` +
        `${restore.stdout.trim()}`,
    );
  }, 240_000);
});
