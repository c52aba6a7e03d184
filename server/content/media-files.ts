import { randomUUID } from "node:crypto";
import { and, desc, eq, ilike, inArray, like, or, sql, type SQL } from "drizzle-orm";
import {
  DEFAULT_FOCAL_POINT,
  type FocalPoint,
  type MediaItem,
  type MediaUse,
  type MediaListQuery,
  type MediaPage,
  type MediaUpdate,
} from "#domain/content/schemas/media-library.ts";
import type { Database } from "../db/client.ts";
import type { EventBus } from "../realtime/event-bus.ts";
import { mediaFiles } from "../db/schema.ts";
import type { InspectedUpload } from "../uploads/file-inspection.ts";
import { removeUnrecordedFiles, type FileStorage, type StoredFile } from "../storage/file-storage.ts";
import { countMediaUses, findMediaUses } from "./media-uses.ts";
import { removeMediaVariants } from "./media-variants.ts";

/** Storage folder of published media; visitors fetch `media/<name>` at `/media/<name>`. */
export const MEDIA_FOLDER = "media";

/**
 * How long an instance trusts its copy of the focal points before reading them again. A change
 * reaches every instance at once through the event bus; this bounds how long one lost with Redis
 * (the bus between instances may be down while pages are served) leaves the crops stale (ADR 076).
 */
export const FOCAL_POINTS_MAX_AGE_MS = 60_000;

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

/** What is known of a file deleted from the library, for the audit log. */
export interface DeletedMediaFile {
  url: string;
  content_type: string;
  size: number;
  sha256: string;
  original_name: string | null;
  uploaded_by: string | null;
  created_at: string;
}

/** A delete's outcome: the file went, or it is still used (nothing changed). */
export type MediaDeletion = { deleted: DeletedMediaFile } | { uses: MediaUse[] };

/** Published media files: the one writer of `media_files`. */
export interface MediaFiles {
  /** Stores an inspected upload under a random name, then its row: a row never names a file not stored. */
  store(upload: InspectedUpload, uploadedBy: string, originalName?: string): Promise<StoredFile>;
  /** Removes stored media files no row lists once older than `unrecordedFileMinAgeMs`; answers how many went. */
  sweep(options: { unrecordedFileMinAgeMs: number }): Promise<number>;
  /** The library (ADR 076): newest first, found by name or alt text, with how many records use each file. */
  list(query: MediaListQuery): Promise<MediaPage>;
  /** One file of the library by its key (`<name>` of `/media/<name>`), or undefined. */
  get(key: string): Promise<MediaItem | undefined>;
  /** Sets a file's alt texts and focal point; undefined when there is no such file. */
  update(key: string, update: MediaUpdate): Promise<MediaItem | undefined>;
  /** Of `urls` (`/media/<name>`), those the library has no file for: deleted, or never uploaded. */
  findMissing(urls: readonly string[]): Promise<string[]>;
  /**
   * Deletes a file nothing uses: no published record, draft, change awaiting approval or record
   * in the Bin (ADR 076). The row goes in a committed transaction, then the file and its resized
   * copies; undefined when there is no such file.
   */
  delete(key: string): Promise<MediaDeletion | undefined>;
  /**
   * The focal point of each of `urls` that has one off the centre, by address: from a copy kept in
   * memory, so a page of pictures costs no database trip.
   */
  getFocalPoints(urls: readonly string[]): Promise<Record<string, FocalPoint>>;
}

type MediaRow = typeof mediaFiles.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
const toKey = (rowKey: string) => rowKey.slice(MEDIA_FOLDER.length + 1);

function toItem(row: MediaRow, uses: number): MediaItem {
  return {
    key: toKey(row.key),
    url: `/${row.key}`,
    type: row.content_type === "application/pdf" ? "pdf" : "image",
    content_type: row.content_type,
    size: row.size,
    width: row.width,
    height: row.height,
    original_name: row.original_name,
    alt: { en: row.alt_en ?? "", ny: row.alt_ny ?? "" },
    focal: { x: row.focal_x, y: row.focal_y },
    uploaded_by: row.uploaded_by,
    created_at: row.created_at.toISOString(),
    used_in: uses,
  };
}

export function createMediaFiles(options: {
  db: Database;
  storage: FileStorage;
  logger: { error(details: object, message: string): void };
  /** Carries a focal change to every instance, this one included: each drops its copy (ADR 076). */
  bus: Pick<EventBus, "publishMediaChange" | "onMediaChange">;
  now?: () => Date;
  focalPointsMaxAgeMs?: number;
}): MediaFiles {
  const { db, storage, logger, bus } = options;
  const now = options.now ?? (() => new Date());
  const focalMaxAgeMs = options.focalPointsMaxAgeMs ?? FOCAL_POINTS_MAX_AGE_MS;
  let focalCopy: { points: Map<string, FocalPoint>; readAt: number } | undefined;
  let focalRead: Promise<Map<string, FocalPoint>> | undefined;
  // Bumped by every focal change: a read begun before it is answered but not kept.
  let focalGeneration = 0;
  // Here or on another instance: the next page reads the points again.
  bus.onMediaChange(() => {
    focalGeneration += 1;
    focalCopy = undefined;
    focalRead = undefined;
  });

  async function withUses(rows: MediaRow[]): Promise<MediaItem[]> {
    const uses = await countMediaUses(
      db,
      rows.map((row) => `/${row.key}`),
    );
    return rows.map((row) => toItem(row, uses.get(`/${row.key}`) ?? 0));
  }

  /** Only the files moved off the centre: a handful, whatever the library's size. */
  async function readFocalPoints(): Promise<Map<string, FocalPoint>> {
    const rows = await db
      .select({ key: mediaFiles.key, x: mediaFiles.focal_x, y: mediaFiles.focal_y })
      .from(mediaFiles)
      .where(or(sql`${mediaFiles.focal_x} <> ${DEFAULT_FOCAL_POINT.x}`, sql`${mediaFiles.focal_y} <> ${DEFAULT_FOCAL_POINT.y}`));
    return new Map(rows.map((row) => [`/${row.key}`, { x: row.x, y: row.y }]));
  }

  return {
    async store(upload, uploadedBy, originalName) {
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
        original_name: originalName ?? null,
        width: upload.dimensions?.width ?? null,
        height: upload.dimensions?.height ?? null,
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

    async list(query) {
      const conditions: SQL[] = [];
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        conditions.push(
          or(ilike(mediaFiles.original_name, pattern), ilike(mediaFiles.alt_en, pattern), ilike(mediaFiles.alt_ny, pattern))!,
        );
      }
      if (query.type === "pdf") conditions.push(eq(mediaFiles.content_type, "application/pdf"));
      if (query.type === "image") conditions.push(like(mediaFiles.content_type, "image/%"));
      if (query.before) {
        // After the file last shown, by upload time then key: two uploads in one millisecond are neither skipped nor repeated.
        const [cursor] = await db
          .select({ created_at: mediaFiles.created_at, key: mediaFiles.key })
          .from(mediaFiles)
          .where(eq(mediaFiles.key, `${MEDIA_FOLDER}/${query.before}`))
          .limit(1);
        if (!cursor) return { items: [], next_before: null };
        conditions.push(sql`(${mediaFiles.created_at}, ${mediaFiles.key}) < (${cursor.created_at}, ${cursor.key})`);
      }
      const rows = await db
        .select()
        .from(mediaFiles)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(mediaFiles.created_at), desc(mediaFiles.key))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      return { items: await withUses(page), next_before: rows.length > query.limit ? toKey(page.at(-1)!.key) : null };
    },

    async get(key) {
      const [row] = await db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.key, `${MEDIA_FOLDER}/${key}`))
        .limit(1);
      return row ? (await withUses([row]))[0] : undefined;
    },

    async update(key, update) {
      const [row] = await db
        .update(mediaFiles)
        .set({
          ...(update.alt ? { alt_en: update.alt.en || null, alt_ny: update.alt.ny || null } : {}),
          ...(update.focal ? { focal_x: update.focal.x, focal_y: update.focal.y } : {}),
        })
        .where(eq(mediaFiles.key, `${MEDIA_FOLDER}/${key}`))
        .returning();
      if (!row) return undefined;
      if (update.focal) bus.publishMediaChange({ url: `/${row.key}` });
      return (await withUses([row]))[0];
    },

    async findMissing(urls) {
      if (urls.length === 0) return [];
      const keys = urls.map((url) => url.slice(1));
      const found = await db.select({ key: mediaFiles.key }).from(mediaFiles).where(inArray(mediaFiles.key, keys));
      const present = new Set(found.map((row) => `/${row.key}`));
      return urls.filter((url) => !present.has(url));
    },

    async delete(key) {
      const rowKey = `${MEDIA_FOLDER}/${key}`;
      const outcome = await db.transaction(async (tx): Promise<MediaDeletion | undefined> => {
        // Locked: an edit of its alt text or focal point waits, and then finds no file.
        const [row] = await tx.select().from(mediaFiles).where(eq(mediaFiles.key, rowKey)).for("update").limit(1);
        if (!row) return undefined;
        const uses = await findMediaUses(tx, `/${rowKey}`);
        if (uses.length > 0) return { uses };
        await tx.delete(mediaFiles).where(eq(mediaFiles.key, rowKey));
        return {
          deleted: {
            url: `/${rowKey}`,
            content_type: row.content_type,
            size: row.size,
            sha256: row.sha256,
            original_name: row.original_name,
            uploaded_by: row.uploaded_by,
            created_at: row.created_at.toISOString(),
          },
        };
      });
      if (outcome && "deleted" in outcome) {
        // Only now, the row's delete committed: a failure before it leaves the file with its row.
        // A file that cannot go now has no row, so the orphan sweep takes it later (ADR 033).
        try {
          await storage.delete(rowKey);
          await removeMediaVariants(storage, key);
        } catch (error) {
          logger.error({ err: error, key: rowKey }, "a deleted media file could not be removed from storage");
        }
      }
      return outcome;
    },

    async getFocalPoints(urls) {
      const at = now().getTime();
      let points = focalCopy?.points;
      if (!focalCopy || at - focalCopy.readAt > focalMaxAgeMs) {
        const generation = focalGeneration;
        // Requests arriving together share one read.
        const read = (focalRead ??= readFocalPoints());
        try {
          points = await read;
          if (generation === focalGeneration) focalCopy = { points, readAt: at };
        } catch (error) {
          // A database away costs the crops their focus, never the page: the last copy, or the centre.
          logger.error({ err: error }, "could not read the media focal points");
        } finally {
          if (focalRead === read) focalRead = undefined;
        }
      }
      const answer: Record<string, FocalPoint> = {};
      for (const url of urls) {
        const point = points?.get(url);
        if (point) answer[url] = point;
      }
      return answer;
    },
  };
}
