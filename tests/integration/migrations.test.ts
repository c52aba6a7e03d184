import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "#server/db/client.ts";
import { migrateDatabase, MIGRATIONS_FOLDER, NewerSchemaError } from "#server/db/migrate.ts";
import { getFreePort } from "#tests/support/server-process.ts";
import { createTestDatabase, DRIVERS, ROOT, type TestDatabase } from "#tests/support/test-server.ts";

/** A migrations folder in drizzle-kit's layout: one SQL file per entry and the journal. */
function writeMigrations(entries: Array<{ tag: string; when: number; sql: string }>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "fdh-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  for (const entry of entries) fs.writeFileSync(path.join(folder, `${entry.tag}.sql`), entry.sql);
  const journal = {
    version: "7",
    dialect: "postgresql",
    entries: entries.map((entry, idx) => ({ idx, version: "7", when: entry.when, tag: entry.tag, breakpoints: true })),
  };
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  return folder;
}

/** `node server/main.ts` until it exits: its exit code and what it printed. */
async function startExpectingExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(await getFreePort()), LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, stderr };
}

describe.each(DRIVERS)("migrations on %s", (driver) => {
  let database: TestDatabase | undefined;
  const folders: string[] = [];

  afterEach(async () => {
    await database?.drop();
    database = undefined;
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  const open = (target: TestDatabase) => openDatabase({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });

  it("applies each migration in its own transaction: a failing one leaves the earlier ones applied and itself not at all", async () => {
    database = await createTestDatabase(driver);
    const folder = writeMigrations([
      { tag: "0000_first", when: 1_000, sql: "create table first_table (id integer primary key);" },
      {
        tag: "0001_broken",
        when: 2_000,
        sql: "create table second_table (id integer primary key);\n--> statement-breakpoint\ninsert into no_such_table values (1);",
      },
    ]);
    folders.push(folder);
    const handle = await open(database);
    try {
      await expect(migrateDatabase(handle.db, folder)).rejects.toThrow(/no_such_table/);
      const tables = await queryRows<{ table_name: string }>(
        handle.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(tables.map((table) => table.table_name)).toEqual(["first_table"]);
      const applied = await queryRows<{ tag: string }>(handle.db, sql`select tag from drizzle.__drizzle_migrations order by created_at`);
      expect(applied.map((row) => row.tag)).toEqual(["0000_first"]);
    } finally {
      await handle.close();
    }
  });

  it("refuses to start on a database migrated by a newer version, naming its migration", async () => {
    database = await createTestDatabase(driver);
    const handle = await open(database);
    try {
      await migrateDatabase(handle.db);
      // What the next release's migration leaves in the journal.
      await handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at, tag) values ('f00d', ${Date.UTC(2040, 0, 1)}, '0042_loan_offers')`,
      );
      await expect(migrateDatabase(handle.db)).rejects.toBeInstanceOf(NewerSchemaError);
      const [{ count }] = (await queryRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as [{ count: number }];
      const known = fs.readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith(".sql")).length;
      expect(count).toBe(known + 1);
    } finally {
      await handle.close();
    }

    const started = await startExpectingExit({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    expect(started.code).toBe(1);
    expect(started.stderr).toContain("The database was migrated by a newer version of the site");
    expect(started.stderr).toContain("0042_loan_offers");
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries: Array<{ tag: string }>;
    };
    expect(started.stderr).toContain(journal.entries.at(-1)!.tag);
    // One clear line for the operator, no stack trace.
    expect(started.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});
