import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { getUploadsRoot } from "./create-file-storage.ts";
import { TEMP_FOLDER } from "./local-file-storage.ts";

/**
 * Where the server keeps files while it works on them (an upload being inspected): inside
 * DATA_DIR, never the system's temp folder, so a killed process leaves nothing behind that the
 * next start does not find (ADR 033) and no copy of an identity document outside the
 * folder the operator protects and backs up.
 */
export function getTemporaryDir(dataDir: string): string {
  return path.join(dataDir, "tmp");
}

/**
 * Removes what a previous process left in the temporary folders (DATA_DIR/tmp and the local
 * storage's DATA_DIR/uploads/.tmp) and makes sure the first exists; answers how many entries
 * went. Run at start, before listening: nothing of this process is in them yet, and DATA_DIR
 * belongs to one server (the PGlite lock; one DATA_DIR per instance with PostgreSQL).
 */
export async function clearTemporaryFiles(dataDir: string): Promise<number> {
  let removed = 0;
  for (const folder of [getTemporaryDir(dataDir), path.join(getUploadsRoot(dataDir), TEMP_FOLDER)]) {
    let entries: string[];
    try {
      entries = await readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    for (const entry of entries) await rm(path.join(folder, entry), { recursive: true, force: true });
    removed += entries.length;
  }
  await mkdir(getTemporaryDir(dataDir), { recursive: true, mode: 0o700 });
  return removed;
}
