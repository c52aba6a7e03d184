import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { MediaWidth } from "#domain/content/media-widths.ts";
import { loadSharp, MAX_IMAGE_PIXELS } from "../uploads/file-inspection.ts";
import type { FileDownload, FileStorage } from "../storage/file-storage.ts";
import { MEDIA_FOLDER } from "./media-files.ts";

/** Where resized pictures are kept: outside `media/`, whose sweep removes files no row lists. */
export const MEDIA_VARIANTS_FOLDER = "media-variants";

export type VariantFormat = "avif" | "webp" | "jpg" | "png";

const CONTENT_TYPES: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png" };
/** Variants found or made, by name: a bounded memo of storage keys, not of pictures. */
const KNOWN_KEYS_LIMIT = 5_000;

/**
 * The format a browser gets: AVIF or WebP where its `Accept` allows (every current phone browser
 * does), the original's format otherwise.
 */
export function chooseVariantFormat(accept: string | undefined, original: "jpg" | "png"): VariantFormat {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return original;
}

export interface MediaVariants {
  /** The picture `media/<name>` at `width` in `format`, made once and then read from storage; nothing when there is no such picture. */
  get(name: string, width: MediaWidth, format: VariantFormat): Promise<FileDownload | undefined>;
}

/**
 * Resized pictures (ADR 055), kept in storage as `media-variants/<name>/w<width>-<suffix>.<format>`
 * so each is made once for every instance. Requests for one variant arriving together share one
 * resize. The original stays as the editor sent it.
 */
export function createMediaVariants(storage: FileStorage): MediaVariants {
  const knownKeys = new Map<string, string>();
  const making = new Map<string, Promise<string | undefined>>();

  async function findStored(prefix: string, format: VariantFormat): Promise<string | undefined> {
    for await (const file of storage.list(prefix)) if (file.key.endsWith(`.${format}`)) return file.key;
    return undefined;
  }

  async function make(name: string, width: MediaWidth, format: VariantFormat, folder: string): Promise<string | undefined> {
    const stored = await findStored(`${folder}/w${width}-`, format);
    if (stored) return stored;
    const original = await storage.get(`${MEDIA_FOLDER}/${name}`);
    if (!original) return undefined;
    const sharp = await loadSharp();
    const image = sharp(await buffer(original.body), { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    // Speeds chosen for a two-core server making each variant once: AVIF's effort 2 takes about a
    // second for 1600 px, and its files are about half a WebP's at the same look.
    const encoded =
      format === "avif"
        ? image.avif({ quality: 50, effort: 2 })
        : format === "webp"
          ? image.webp({ quality: 72 })
          : format === "jpg"
            ? image.jpeg({ quality: 78, mozjpeg: true })
            : image.png({ compressionLevel: 9 });
    const bytes = await encoded.toBuffer();
    const { key } = await storage.put(`${folder}/w${width}.${format}`, Readable.from([bytes]));
    return key;
  }

  return {
    async get(name, width, format) {
      const base = name.replace(/\.[a-z0-9]+$/, "");
      // One folder per picture: finding a variant lists only that picture's files.
      const folder = `${MEDIA_VARIANTS_FOLDER}/${base}`;
      const id = `${folder}/w${width}.${format}`;
      let key = knownKeys.get(id);
      if (!key) {
        let pending = making.get(id);
        if (!pending) {
          pending = make(name, width, format, folder).finally(() => making.delete(id));
          making.set(id, pending);
        }
        key = await pending;
        if (!key) return undefined;
        if (knownKeys.size >= KNOWN_KEYS_LIMIT) knownKeys.delete(knownKeys.keys().next().value!);
        knownKeys.set(id, key);
      }
      const file = await storage.get(key);
      if (!file) {
        // Removed behind our back (a restore, an operator): made again on the next request.
        knownKeys.delete(id);
        return undefined;
      }
      return { ...file, contentType: CONTENT_TYPES[format] };
    },
  };
}

/**
 * Removes every resized copy of the picture `media/<name>` (ADR 076: a file deleted from the
 * library). Called only once its row is gone in a committed transaction; an instance that still
 * knows a copy's key finds it missing and answers 404, as for any file removed behind its back.
 */
export async function removeMediaVariants(storage: FileStorage, name: string): Promise<number> {
  const folder = `${MEDIA_VARIANTS_FOLDER}/${name.replace(/\.[a-z0-9]+$/, "")}/`;
  const keys: string[] = [];
  for await (const file of storage.list(folder)) keys.push(file.key);
  for (const key of keys) await storage.delete(key);
  return keys.length;
}
