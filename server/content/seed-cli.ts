// `npm run db:seed`: migrates, then seeds the sample content in content/collections into every
// empty collection (even if the database was seeded before) and prints what it inserted.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, parseConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedDatabase } from "./seed.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

try {
  const config = parseConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database.db);
    const result = await seedDatabase(database.db, { collectionsDir: path.join(root, "content", "collections"), force: true });
    const lines = Object.entries(result.inserted).map(([name, count]) => `  ${name}: ${count}`);
    console.log(lines.length > 0 ? `Seeded:\n${lines.join("\n")}` : "Nothing to seed: every collection already has records.");
    console.log("Running servers re-read their snapshots within a minute.");
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
}
