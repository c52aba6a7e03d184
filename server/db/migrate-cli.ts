// `npm run db:migrate`: applies the pending migrations to the configured database and exits.
import { ConfigError, parseConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

try {
  const config = parseConfig();
  const database = await openDatabase(config);
  try {
    const applied = await migrateDatabase(database.db);
    console.log(`${database.driver === "pglite" ? `PGlite in ${config.DATA_DIR}/db` : "PostgreSQL"}: ${applied} migration(s) applied`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
