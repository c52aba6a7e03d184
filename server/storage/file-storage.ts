import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

/** A file that was stored: the key it is kept under (with its unique suffix), its size and type. */
export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

/** A stored file as a listing shows it. */
export interface ListedFile {
  key: string;
  /** When it was stored: the orphan sweep spares files younger than its grace period. */
  modifiedAt: Date;
}

/** A stored file being read. The caller must consume or destroy `body`. */
export interface FileDownload {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live (DESIGN.md adapters: DATA_DIR/uploads on disk, or an S3 bucket).
 * Keys are paths of lowercase segments (`kycdocuments/john_banda_payslip.pdf`); the content type
 * follows the extension, which the upload's inspection chose from the content.
 */
export interface FileStorage {
  /** Streams `body` in under `key` plus a unique suffix, so nothing is ever overwritten; answers the key it was stored under. */
  put(key: string, body: Readable): Promise<StoredFile>;
  /** A read stream of a stored file; nothing when the key holds no file. */
  get(key: string): Promise<FileDownload | undefined>;
  /** Removes a file; a key that holds none is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored file whose key starts with `prefix` (a folder such as `kycdocuments/`), in no particular order. */
  list(prefix: string): AsyncIterable<ListedFile>;
}

/** A key that is not a storage key: a bug or an attack, never a file that happens to be missing. */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "InvalidStorageKeyError";
  }
}

// Each segment starts with a letter or digit (so no "..", no hidden ".tmp", no "-option") and
// holds only what spec §5's file-name rule leaves; a key has at most four segments.
const SEGMENT_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,199}$/;
const MAX_KEY_LENGTH = 512;

/** Whether a key is safe to use as a path under the storage root and as an S3 object key. */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split("/");
  return segments.length <= 4 && segments.every((segment) => SEGMENT_PATTERN.test(segment) && !segment.includes(".."));
}

/** Throws InvalidStorageKeyError for a key that isStorageKey refuses. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/**
 * `kycdocuments/name.pdf` -> `kycdocuments/name-<24 hex>.pdf`. 96 random bits: two uploads of the
 * same name by the same customer, even at the same millisecond, get different keys.
 */
export function addUniqueSuffix(key: string, random: () => string = () => randomBytes(12).toString("hex")): string {
  const slash = key.lastIndexOf("/");
  const dot = key.lastIndexOf(".");
  if (dot > slash + 1) return `${key.slice(0, dot)}-${random()}${key.slice(dot)}`;
  return `${key}-${random()}`;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  png: "image/png",
};

/** The content type a key's extension stands for; `application/octet-stream` for any other. */
export function getContentTypeOfKey(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return (extension && CONTENT_TYPES[extension]) ?? "application/octet-stream";
}

/** What {@link removeUnrecordedFiles} needs: where to look, how old a file must be, and which keys have a row. */
export interface UnrecordedFileSweep {
  /** A folder such as `kycdocuments/`. */
  prefix: string;
  /** Only files stored before this count: a younger one may be an upload whose row is being written. */
  storedBefore: Date;
  /** The keys among `keys` that a database row refers to. */
  findRecorded(keys: string[]): Promise<Iterable<string>>;
  onError(error: unknown, key: string): void;
}

/**
 * Removes the files under a prefix that no row refers to: what a process killed between storing
 * a file and writing its row leaves behind. Looks the keys up 500 at a time; answers how many went.
 */
export async function removeUnrecordedFiles(storage: FileStorage, sweep: UnrecordedFileSweep): Promise<number> {
  const storedBefore = sweep.storedBefore.getTime();
  let removed = 0;
  let batch: string[] = [];
  const removeBatch = async () => {
    const recorded = new Set(await sweep.findRecorded(batch));
    for (const key of batch) {
      if (recorded.has(key)) continue;
      try {
        await storage.delete(key);
        removed++;
      } catch (error) {
        sweep.onError(error, key);
      }
    }
    batch = [];
  };
  for await (const file of storage.list(sweep.prefix)) {
    if (file.modifiedAt.getTime() > storedBefore) continue;
    batch.push(file.key);
    if (batch.length >= 500) await removeBatch();
  }
  if (batch.length > 0) await removeBatch();
  return removed;
}
