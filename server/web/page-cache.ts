import { createHash, randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * The rendered-page cache (ADR 035). A page is rendered once with a placeholder where the CSP
 * nonce goes; each answer then puts a fresh nonce in its place, so a cached page never repeats
 * a nonce. The gzip form is kept as deflate segments cut at the placeholders (each flushed to a
 * byte boundary), and each answer stitches them together around its nonce in stored blocks: a
 * cached page costs a copy and a CRC per answer, not a compression.
 */

/** Unguessable, so no content can carry it into the nonce's place. */
export const NONCE_PLACEHOLDER = `nonce-${randomBytes(18).toString("base64url")}`;

/** A rendered page as it is kept: the body around the nonce, its gzip segments, its validator. */
export interface CachedPage {
  status: number;
  headers: Array<[name: string, value: string]>;
  /** The body in pieces between nonce placeholders. */
  segments: Buffer[];
  /** Each segment as raw deflate, sync-flushed so they can be joined. */
  deflated: Buffer[];
  etag: string;
  /** When the page's content changes by the clock (a promotion starts, a new year), or the TTL ends. */
  expiresAt: number;
  bytes: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** A final, empty fixed-Huffman block: ends the deflate stream. */
const DEFLATE_END = Buffer.from([0x03, 0x00]);

/** Raw deflate `data` as one stored (uncompressed), non-final block; `data` is under 64 KiB. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0x00;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * `buffer` in memory of its own, exactly its size. zlib's synchronous calls answer a view into a
 * 64 KiB output chunk, and small buffers are views into a shared 8 KiB pool: kept in the cache,
 * each would hold all of that memory while the cache counts its few bytes.
 */
function exactCopy(buffer: Buffer): Buffer {
  const copy = Buffer.alloc(buffer.length);
  buffer.copy(copy);
  return copy;
}

/** Keeps a rendered body (with NONCE_PLACEHOLDER where nonces go) as a cached page. */
export function toCachedPage(rendered: Buffer, status: number, headers: Array<[string, string]>, expiresAt: number): CachedPage {
  const body = exactCopy(rendered);
  const segments: Buffer[] = [];
  const placeholder = Buffer.from(NONCE_PLACEHOLDER);
  let start = 0;
  for (let at = body.indexOf(placeholder); at !== -1; at = body.indexOf(placeholder, start)) {
    segments.push(body.subarray(start, at));
    start = at + placeholder.length;
  }
  segments.push(body.subarray(start));
  const deflated = segments.map((segment) => exactCopy(deflateRawSync(segment, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })));
  // Weak: the bytes differ by their nonce from answer to answer, the page does not.
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const bytes = body.length + deflated.reduce((sum, part) => sum + part.length, 0);
  return { status, headers, segments, deflated, etag, expiresAt, bytes };
}

/** The page's bytes with `nonce` in each placeholder's place: identity, or gzip. */
export function renderCachedPage(page: CachedPage, nonce: string, encoding: "gzip" | "identity"): Buffer {
  const nonceBytes = Buffer.from(nonce);
  if (encoding === "identity") {
    const pieces: Buffer[] = [];
    page.segments.forEach((segment, index) => {
      if (index > 0) pieces.push(nonceBytes);
      pieces.push(segment);
    });
    return Buffer.concat(pieces);
  }
  const stored = storedBlock(nonceBytes);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  page.deflated.forEach((segment, index) => {
    if (index > 0) {
      parts.push(stored);
      crc = crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    parts.push(segment);
    crc = crc32(page.segments[index]!, crc);
    length += page.segments[index]!.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(DEFLATE_END, trailer);
  return Buffer.concat(parts);
}

export interface PageCacheOptions {
  /** The longest a page is kept without an event (a missed event heals within it). */
  maxAgeMs: number;
  /** Bytes kept at most; the oldest pages go first beyond it. */
  maxBytes: number;
  now?: () => number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Stores a page rendered from content read at `generation`, unless content changed since. */
  set(key: string, page: CachedPage, generation: number): void;
  /** The content generation a render starts from (see `set`). */
  generation(): number;
  /** Content changed: every page goes. */
  clear(): void;
  readonly size: number;
  readonly bytes: number;
  readonly maxAgeMs: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: the first key is the oldest, evicted first.
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  let generation = 0;

  function remove(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  return {
    get(key) {
      const page = pages.get(key);
      if (page && page.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      return page;
    },
    set(key, page, startedAt) {
      // A render that began before a content event may hold the old content: not kept.
      if (startedAt !== generation || page.bytes > options.maxBytes) return;
      remove(key);
      pages.set(key, page);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (bytes <= options.maxBytes) break;
        remove(oldest);
      }
    },
    generation: () => generation,
    clear() {
      generation++;
      pages.clear();
      bytes = 0;
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
    maxAgeMs: options.maxAgeMs,
  };
}
