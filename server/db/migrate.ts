import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { queryRows, type Database } from "./client.ts";

/** Where drizzle-kit writes the SQL migrations (drizzle.config.ts). */
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Any constant both instances agree on: the key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_310_001;

/**
 * Applies the forward-only migrations not yet applied, in one transaction under an advisory
 * lock, so that several instances starting together on one PostgreSQL apply each exactly once.
 * Bookkeeping uses drizzle-kit's own table (`drizzle.__drizzle_migrations`), so `drizzle-kit
 * migrate` and the server agree on what has run. Returns how many migrations were applied.
 */
export async function migrateDatabase(db: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const [last] = await queryRows<{ created_at: string | number | null }>(
      tx,
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const lastAppliedAt = Number(last?.created_at ?? 0);
    let applied = 0;
    for (const migration of migrations) {
      if (migration.folderMillis <= lastAppliedAt) continue;
      for (const statement of migration.sql) {
        if (statement.trim() !== "") await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      applied++;
    }
    return applied;
  });
}
