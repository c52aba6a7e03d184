// `npm run backup -- FILE`: one archive of the database and the stored files (ADR 051).
import { ConfigError, parseConfig } from "../config.ts";
import { createBackup } from "./backup.ts";

const file = process.argv[2];
if (!file || file.startsWith("-")) {
  console.error("Usage: npm run backup -- FILE   (for example backups/fdh-$(date +%F).tar.gz)");
  process.exit(2);
}
try {
  const started = performance.now();
  const result = await createBackup(parseConfig(), file);
  const rows = Object.values(result.manifest.tables).reduce((sum, count) => sum + count, 0);
  const from = { server: "through the running server", folder: "from its folder", postgres: "with pg_dump" }[result.source];
  console.log(
    `Backup written to ${result.file}: ${result.manifest.database.driver} database ${from} ` +
      `(${Object.keys(result.manifest.tables).length} tables, ${rows} rows), ${result.manifest.files.length} files ` +
      `(${result.manifest.storage === "s3" ? "listed with checksums; the bucket keeps them" : "in the archive"}), ` +
      `${(result.bytes / 2 ** 20).toFixed(1)} MiB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
