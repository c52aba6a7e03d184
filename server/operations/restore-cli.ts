// `npm run restore -- FILE`: fills an empty DATA_DIR or database from a backup (ADR 051).
import { ConfigError, parseConfig } from "../config.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { restoreBackup, RestoreRefusedError } from "./restore.ts";

const file = process.argv[2];
if (!file || file.startsWith("-")) {
  console.error("Usage: npm run restore -- FILE   (into the empty DATA_DIR, or the empty database at DATABASE_URL)");
  process.exit(2);
}
try {
  const started = performance.now();
  const result = await restoreBackup(parseConfig(), file);
  const rows = Object.values(result.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored the backup of ${result.manifest.created_at}: ${Object.keys(result.tables).length} tables, ${rows} rows, ` +
      `${result.files} files, every count and checksum as the manifest says, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  const known = error instanceof ConfigError || error instanceof RestoreRefusedError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
