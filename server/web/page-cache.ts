import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzipSync } from "node:zlib";

/**
 * The rendered-page cache (ADR 035). A page is rendered once with a placeholder where the CSP
 * nonce goes; the stored page drops the nonce attributes and lists its inline scripts by their
 * SHA-256 hashes instead, so its bytes are the same on every answer and are compressed once:
 * gzip -9 when it is stored, brotli-11 on the thread pool once it is answered again (gzip until
 * then).
 */

/** Unguessable, so no content can carry it into the nonce's place. */
export const NONCE_PLACEHOLDER = `nonce-${randomBytes(18).toString("base64url")}`;

/** A rendered page as it is kept: the same bytes for every answer, in each encoding. */
export interface CachedPage {
  status: number;
  headers: Array<[name: string, value: string]>;
  /** Gzip -9; the page as is is unzipped from it for the rare client that takes neither encoding. */
  gzip: Buffer;
  /** Brotli-11, once the background compression is done. */
  br: Buffer | undefined;
  /** Answers to clients that take brotli so far: the second asks for the brotli form. */
  brotliAsks: number;
  /** `'sha256-…'` sources for `script-src`: one per inline script of the page. */
  scriptHashes: string[];
  etag: string;
  /** When the page's content changes by the clock (a promotion starts, a new year), or the TTL ends. */
  expiresAt: number;
  /** Counted with room for the brotli form (never larger than the gzip one). */
  bytes: number;
  /** The page's own size, as is. */
  length: number;
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

/** An inline script: no `src`, its text up to `</script>`. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The `'sha256-…'` source of each distinct inline script in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (match[1]!.length > 0) hashes.add(`'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`);
  }
  return [...hashes];
}

const brotli = promisify(brotliCompress);
/** One background compression at a time: brotli-11 takes a pool thread for tens of milliseconds. */
let brotliQueue: Promise<unknown> = Promise.resolve();
/** Pages waiting for their brotli form; beyond a few, a page waits for its next answer to ask again. */
const brotliPending = new Set<CachedPage>();
const BROTLI_PENDING_MAX = 8;

/** Keeps a rendered body (with NONCE_PLACEHOLDER where nonces go) as a cached page. */
export function toCachedPage(rendered: Buffer, status: number, headers: Array<[string, string]>, expiresAt: number): CachedPage {
  const html = rendered.toString("utf8").replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "").replaceAll(NONCE_PLACEHOLDER, "");
  const body = Buffer.from(html);
  const gzip = exactCopy(gzipSync(body, { level: 9 }));
  // Weak: the same page in another encoding is the same page.
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  // Only the compressed forms are kept: the page as is would take four times their memory.
  return { status, headers, gzip, br: undefined, brotliAsks: 0, scriptHashes: inlineScriptHashes(html), etag, expiresAt, bytes: 2 * gzip.length, length: body.length };
}

/**
 * Makes the page's brotli form in the background. Called when a stored page is answered again:
 * a page seen once (a link with a one-off parameter, a crawler's visit) is not worth brotli-11's
 * CPU and memory.
 */
export function compressInBackground(page: CachedPage): void {
  if (page.br || brotliPending.has(page) || brotliPending.size >= BROTLI_PENDING_MAX) return;
  brotliPending.add(page);
  brotliQueue = brotliQueue.then(async () => {
    const compressed = await brotli(gunzipSync(page.gzip), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        // A page's window: brotli-11's memory grows with it, its ratio not beyond the page's size.
        [constants.BROTLI_PARAM_LGWIN]: 18,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    }).catch(() => undefined);
    if (compressed) page.br = exactCopy(compressed);
    brotliPending.delete(page);
  });
}

/** Waits for the background compressions begun so far (tests). */
export function compressionsSettled(): Promise<unknown> {
  return brotliQueue;
}

/** The page's bytes in the best encoding the client takes that is ready (brotli is asked for when it is not). */
export function pickEncoding(page: CachedPage, accepts: { br: boolean; gzip: boolean }): { encoding: "br" | "gzip" | "identity"; bytes: Buffer } {
  if (accepts.br && page.br) return { encoding: "br", bytes: page.br };
  if (accepts.br && ++page.brotliAsks >= 2) compressInBackground(page);
  if (accepts.gzip) return { encoding: "gzip", bytes: page.gzip };
  return { encoding: "identity", bytes: gunzipSync(page.gzip) };
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
  /** Lookups that found a page (answered from the cache) and that did not (rendered), since start. */
  readonly hits: number;
  readonly misses: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: the first key is the oldest, evicted first.
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  let generation = 0;
  let hits = 0;
  let misses = 0;

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
        misses++;
        return undefined;
      }
      if (page) hits++;
      else misses++;
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
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
    maxAgeMs: options.maxAgeMs,
  };
}
