import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { constants } from "node:fs";
import { link, lstat, mkdir, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { addUniqueSuffix, assertStorageKey, getContentTypeOfKey, type FileStorage } from "./file-storage.ts";

// Unfinished uploads wait here, on the same file system as their final place so that linking
// them there is atomic. Keys cannot start with a dot, so no key can reach this folder.
export const TEMP_FOLDER = ".tmp";
// Four tries at a fresh suffix: with 96 random bits, a second is already never needed.
const MAX_NAME_TRIES = 4;

function isErrorCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === code;
}

/**
 * The key of every file below `start` (a folder's key ending in "/", or "" for all), in no set
 * order. The temporary folder holds only uploads in flight and is left out (no key can name it:
 * a segment never starts with a dot); a folder removed meanwhile is passed over.
 */
export async function* walkFileKeys(root: string, start = ""): AsyncGenerator<string> {
  const pending = [start];
  while (pending.length > 0) {
    const folder = pending.pop()!;
    let entries;
    try {
      entries = await readdir(path.join(root, folder), { withFileTypes: true });
    } catch (error) {
      if (isErrorCode(error, "ENOENT")) continue;
      throw error;
    }
    for (const entry of entries) {
      const key = `${folder}${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== TEMP_FOLDER) pending.push(`${key}/`);
      } else if (entry.isFile()) yield key;
    }
  }
}

/**
 * Files on the local disk under `root` (DATA_DIR/uploads). A file is streamed to a private
 * temporary file, flushed to disk, then hard-linked to its final name: link never replaces an
 * existing file, so a reader sees a whole file or none, and nothing is overwritten.
 */
export function createLocalFileStorage(options: { root: string }): FileStorage {
  const root = path.resolve(options.root);
  const tempDir = path.join(root, TEMP_FOLDER);

  function resolveKey(key: string): string {
    assertStorageKey(key);
    const filePath = path.resolve(root, key);
    // isStorageKey already rules out "..", absolute paths and separators other than "/"; this
    // second check costs nothing and keeps it so if that rule is ever loosened.
    if (!filePath.startsWith(root + path.sep)) throw new Error("storage key escapes the storage root");
    return filePath;
  }

  async function syncDirectory(dir: string): Promise<void> {
    const handle = await open(dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    async put(key, body: Readable) {
      try {
        resolveKey(key);
      } catch (error) {
        // Left unread, an upload stream would hold its request open.
        body.destroy();
        throw error;
      }
      await mkdir(tempDir, { recursive: true, mode: 0o700 });
      const tempPath = path.join(tempDir, randomUUID());
      try {
        // wx: never reuse a path; 0600: identity documents are for the server's user alone; flush:
        // fsync before the link, so a crash cannot leave a named but empty file.
        await pipeline(body, createWriteStream(tempPath, { flags: "wx", mode: 0o600, flush: true }));
        const { size } = await stat(tempPath);
        for (let attempt = 1; ; attempt++) {
          const storedKey = addUniqueSuffix(key);
          const finalPath = resolveKey(storedKey);
          await mkdir(path.dirname(finalPath), { recursive: true, mode: 0o700 });
          try {
            await link(tempPath, finalPath);
          } catch (error) {
            if (isErrorCode(error, "EEXIST") && attempt < MAX_NAME_TRIES) continue;
            throw error;
          }
          await syncDirectory(path.dirname(finalPath));
          return { key: storedKey, size, contentType: getContentTypeOfKey(storedKey) };
        }
      } finally {
        await rm(tempPath, { force: true });
      }
    },

    async get(key) {
      const filePath = resolveKey(key);
      // Open first, then stat the open file: the size belongs to the file being read even if the
      // name is deleted in between. O_NOFOLLOW: a link planted in the folder is not followed.
      let handle;
      try {
        handle = await open(filePath, constants.O_RDONLY | constants.O_NOFOLLOW);
      } catch (error) {
        if (isErrorCode(error, "ENOENT") || isErrorCode(error, "ELOOP")) return undefined;
        throw error;
      }
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return undefined;
      }
      return { body: handle.createReadStream(), size: info.size, contentType: getContentTypeOfKey(key) };
    },

    async delete(key) {
      await rm(resolveKey(key), { force: true });
    },

    async exists(key) {
      try {
        return (await lstat(resolveKey(key))).isFile();
      } catch (error) {
        if (isErrorCode(error, "ENOENT")) return false;
        throw error;
      }
    },

    async *list(prefix) {
      // Walk from the prefix's folder; the temporary folder is no key's and is never listed.
      const start = prefix.slice(0, prefix.lastIndexOf("/") + 1);
      for await (const key of walkFileKeys(root, start)) {
        if (!key.startsWith(prefix)) continue;
        try {
          yield { key, modifiedAt: (await lstat(path.join(root, key))).mtime };
        } catch (error) {
          if (!isErrorCode(error, "ENOENT")) throw error;
        }
      }
    },
  };
}
