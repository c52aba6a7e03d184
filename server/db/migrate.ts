import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { queryRows, type Database } from "./client.ts";
import { PROJECT_ROOT } from "../runtime-paths.ts";

/** Where drizzle-kit writes the SQL migrations (drizzle.config.ts). */
export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "server", "db", "migrations");

/** Any constant both instances agree on: the key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_310_001;

/** Thrown when the database holds a migration this code does not know: a newer version migrated it (ADR 051). */
export class NewerSchemaError extends Error {}

interface JournalEntry {
  when: number;
  tag: string;
}

function readJournal(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

interface AppliedMigration {
  hash: string;
  created_at: string | number | null;
  tag: string | null;
}

/**
 * Applies the forward-only migrations not yet applied, each in a transaction of its own under an
 * advisory lock (ADR 051): a migration that fails leaves the ones before it applied and itself not
 * at all, and several instances starting together on one PostgreSQL apply each exactly once.
 * Bookkeeping uses drizzle-kit's own table (`drizzle.__drizzle_migrations`), so `drizzle-kit
 * migrate` and the server agree on what has run; the server adds the migration's tag there, so
 * that an older version can name the migration it does not know. Throws NewerSchemaError, before
 * changing anything, when the database has a migration newer than this code's last. Returns how
 * many migrations were applied.
 */
export async function migrateDatabase(db: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<number> {
  const journal = readJournal(migrationsFolder);
  const migrations = readMigrationFiles({ migrationsFolder }).map((migration) => ({
    ...migration,
    tag: journal.find((entry) => entry.when === migration.folderMillis)?.tag ?? String(migration.folderMillis),
  }));
  const newestKnown = migrations.at(-1);

  const readApplied = async (tx: Pick<Database, "execute">) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    await tx.execute(sql`alter table drizzle.__drizzle_migrations add column if not exists tag text`);
    const [last] = await queryRows<AppliedMigration>(
      tx,
      sql`select hash, created_at, tag from drizzle.__drizzle_migrations order by created_at desc nulls last limit 1`,
    );
    return last;
  };

  const last = await db.transaction(readApplied);
  const lastAppliedAt = Number(last?.created_at ?? 0);
  if (last && lastAppliedAt > (newestKnown?.folderMillis ?? 0)) {
    const name = last.tag ?? `the one created at ${new Date(lastAppliedAt).toISOString()} (hash ${last.hash.slice(0, 12)})`;
    throw new NewerSchemaError(
      `The database was migrated by a newer version of the site: it has migration ${name}, and this version knows migrations ` +
        `up to ${newestKnown?.tag ?? "none"}. Start the newer version, or restore a backup taken before the upgrade ` +
        `(docs/operations.md, "Upgrades").`,
    );
  }

  let applied = 0;
  for (const migration of migrations) {
    if (migration.folderMillis <= lastAppliedAt) continue;
    const done = await db.transaction(async (tx) => {
      // Another instance may have applied it while this one waited for the lock.
      const current = await readApplied(tx);
      if (Number(current?.created_at ?? 0) >= migration.folderMillis) return false;
      for (const statement of migration.sql) {
        if (statement.trim() !== "") await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at, tag) values (${migration.hash}, ${migration.folderMillis}, ${migration.tag})`,
      );
      return true;
    });
    if (done) applied++;
  }
  return applied;
}
