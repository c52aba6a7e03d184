import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mediaFiles } from "../db/schema.ts";
import type { InspectedUpload } from "../uploads/file-inspection.ts";
import { removeUnrecordedFiles, type FileStorage, type StoredFile } from "../storage/file-storage.ts";

/** Storage folder of published media; visitors fetch `media/<name>` at `/media/<name>`. */
export const MEDIA_FOLDER = "media";

/**
 * A media upload's size and type by its address (`/media/<name>`), as measured when it was stored;
 * undefined for any other address or a name with no row.
 */
export async function describeMediaFile(db: Database, url: string): Promise<{ size: number; contentType: string } | undefined> {
  const match = /^\/(media\/[A-Za-z0-9._-]+)$/.exec(url);
  if (!match) return undefined;
  const [row] = await db
    .select({ size: mediaFiles.size, contentType: mediaFiles.content_type })
    .from(mediaFiles)
    .where(eq(mediaFiles.key, match[1]!))
    .limit(1);
  return row;
}

/** Published media files: the one writer of `media_files`. */
export interface MediaFiles {
  /** Stores an inspected upload under a random name, then its row: a row never names a file not stored. */
  store(upload: InspectedUpload, uploadedBy: string): Promise<StoredFile>;
  /** Removes stored media files no row lists once older than `unrecordedFileMinAgeMs`; answers how many went. */
  sweep(options: { unrecordedFileMinAgeMs: number }): Promise<number>;
}

export function createMediaFiles(options: {
  db: Database;
  storage: FileStorage;
  logger: { error(details: object, message: string): void };
  now?: () => Date;
}): MediaFiles {
  const { db, storage, logger } = options;
  const now = options.now ?? (() => new Date());

  return {
    async store(upload, uploadedBy) {
      const stored = await storage.put(`${MEDIA_FOLDER}/${randomUUID()}.${upload.extension}`, upload.openStream());
      // Should this insert fail, the file stays: it may have committed even so, and a file with no
      // row is the sweep's once past its grace period (ADR 033).
      await db.insert(mediaFiles).values({
        key: stored.key,
        content_type: upload.contentType,
        size: stored.size,
        sha256: upload.sha256,
        uploaded_by: uploadedBy,
        created_at: now(),
      });
      return stored;
    },

    async sweep({ unrecordedFileMinAgeMs }) {
      return removeUnrecordedFiles(storage, {
        prefix: `${MEDIA_FOLDER}/`,
        storedBefore: new Date(now().getTime() - unrecordedFileMinAgeMs),
        findRecorded: async (keys) =>
          (await db.select({ key: mediaFiles.key }).from(mediaFiles).where(inArray(mediaFiles.key, keys))).map((row) => row.key),
        onError: (error, key) => logger.error({ err: error, key }, "an unrecorded media file could not be removed"),
      });
    },
  };
}
