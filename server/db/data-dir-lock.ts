import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Thrown when another server already uses the data folder; its message says what to do. */
export class DataDirLockedError extends Error {}

export interface DataDirLock {
  /** Removes the lock file (only if it is still ours). */
  release(): void;
}

interface LockOwner {
  pid: number;
  hostname: string;
  started_at: string;
  token: string;
}

const LOCK_FILE_NAME = "server.lock";
/** Paths this process holds: a second server built in the same process must be refused too. */
const heldByThisProcess = new Set<string>();

/**
 * Takes the exclusive lock on DATA_DIR that the embedded database needs: PGlite has no lock of
 * its own, and two processes writing one PGlite folder corrupt it (ADR 010). The lock is a file
 * created with O_EXCL holding the owner's pid and host; a lock left by a process that has died
 * is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(fs.realpathSync(dataDir), LOCK_FILE_NAME);
  if (heldByThisProcess.has(lockPath)) throw lockedError(dataDir, { pid: process.pid, hostname: os.hostname(), started_at: "", token: "" });
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), started_at: new Date().toISOString(), token: randomUUID() };

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(owner), { flag: "wx", mode: 0o600 });
      heldByThisProcess.add(lockPath);
      return {
        release() {
          heldByThisProcess.delete(lockPath);
          try {
            if (readOwner(lockPath)?.token === owner.token) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = readOwner(lockPath);
    if (current && isAlive(current)) throw lockedError(dataDir, current);
    // A stale lock (its process is gone, or the file is unreadable): remove it and try again.
    // If two servers race here, O_EXCL lets exactly one of them create the new file.
    try {
      fs.unlinkSync(lockPath);
    } catch {
      // Another starter removed it first.
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}: another server keeps taking it.`);
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, "utf8")) as Partial<LockOwner>;
    if (typeof parsed.pid !== "number" || typeof parsed.hostname !== "string") return undefined;
    return { pid: parsed.pid, hostname: parsed.hostname, started_at: String(parsed.started_at ?? ""), token: String(parsed.token ?? "") };
  } catch {
    return undefined;
  }
}

/** Whether the lock's owner still runs. On another host we cannot tell, so we assume it does. */
function isAlive(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return true;
  // Our own pid in a lock we do not hold: a container restarted and got the same pid.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function lockedError(dataDir: string, owner: LockOwner): DataDirLockedError {
  const where = owner.hostname === os.hostname() ? `process ${owner.pid}` : `process ${owner.pid} on host ${owner.hostname}`;
  return new DataDirLockedError(
    `Another server (${where}) is already using the data folder ${dataDir}. ` +
      `The embedded database allows one server per folder: stop the other server, set DATA_DIR to another folder, ` +
      `or set DATABASE_URL to run several servers on PostgreSQL (docs/operations.md).`,
  );
}
