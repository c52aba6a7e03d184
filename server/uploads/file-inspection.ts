import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileTypeFromFile } from "file-type";
import { Piscina } from "piscina";
import type Sharp from "sharp";
import type { KycFileExtension } from "#domain/kyc/kyc.ts";
import { workerModule } from "../runtime-paths.ts";

/** The largest upload accepted, in bytes (10 MB): the stream is cut as soon as it passes this. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The largest image accepted, in pixels: 40 megapixels is more than any phone camera, less than a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * How long one file's inspection may take, waiting for a free worker included (ADR 034): the
 * worst 10 MB PDF takes about two seconds on a busy two-core machine, so a file still unchecked
 * after this is refused rather than holding a worker.
 */
export const INSPECTION_TIME_LIMIT_MS = 10_000;

/**
 * sharp, loaded with the first image rather than with the server: libvips holds ~25 MiB that an
 * instance serving only pages never needs (ADR 035). libvips keeps recently decoded images in a
 * cache; identity documents should leave memory as soon as they are written out, so there is none.
 */
let sharpModule: Promise<typeof Sharp> | undefined;
export function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

export type UploadKind = "pdf" | "jpeg" | "png";

/** Why an upload was refused; each has a sentence the visitor can act on. */
export const UPLOAD_REJECTIONS = {
  empty: "The file is empty.",
  "too-large": `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  "not-allowed-type": "Only PDF, JPEG and PNG files are accepted.",
  "too-many-pixels": `The image is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
  "unreadable-image": "The image could not be read.",
  "active-pdf": "The PDF contains scripts, actions or attached files. Print it to a new PDF, or scan it, and upload that.",
  "encrypted-pdf": "The PDF is password-protected or encrypted. Upload an unprotected copy.",
  "unreadable-pdf": "The PDF could not be checked. Print it to a new PDF, or scan it, and upload that.",
  "inspection-timeout":
    "The file could not be checked in time. Try again; if it happens again, print it to a new PDF, or scan it, and upload that.",
} as const;
export type UploadRejection = keyof typeof UPLOAD_REJECTIONS;

/** An upload refused for what it is; its message is safe to show the visitor. */
export class UploadRejectedError extends Error {
  readonly reason: UploadRejection;

  constructor(reason: UploadRejection, options?: ErrorOptions) {
    super(UPLOAD_REJECTIONS[reason], options);
    this.name = "UploadRejectedError";
    this.reason = reason;
  }
}

/** An accepted upload, held in a private temporary folder until it is stored and disposed of. */
export interface InspectedUpload {
  kind: UploadKind;
  /** The extension the stored name gets: from the content, never from the uploaded name. */
  extension: KycFileExtension;
  contentType: string;
  /** Bytes of what is to be stored (a re-encoded image is not the bytes received). */
  size: number;
  /** SHA-256 (hex) of what is to be stored, for the record's audit trail. */
  sha256: string;
  /** A picture's size in pixels as stored (upright); undefined for a PDF. */
  dimensions?: { width: number; height: number };
  /** The content to store: a PDF as received, an image re-encoded without its metadata. */
  openStream(): Readable;
  /** Deletes the temporary files; call it once the content is stored or the upload dropped. */
  dispose(): Promise<void>;
}

export interface InspectUploadOptions {
  /** Where temporary files go (a private folder is made inside); the system's temp folder by default. */
  tempDir?: string;
  maxBytes?: number;
  maxPixels?: number;
  /** INSPECTION_TIME_LIMIT_MS unless given. */
  timeLimitMs?: number;
}

const KINDS: Record<string, { kind: UploadKind; extension: KycFileExtension; contentType: string }> = {
  pdf: { kind: "pdf", extension: "pdf", contentType: "application/pdf" },
  jpg: { kind: "jpeg", extension: "jpg", contentType: "image/jpeg" },
  png: { kind: "png", extension: "png", contentType: "image/png" },
  // An animated PNG: accepted, and re-encoded as its first frame like any PNG.
  apng: { kind: "png", extension: "png", contentType: "image/png" },
};

/**
 * Checks an uploaded file by its content alone (ADR 021): PDF, JPEG or PNG by magic bytes, at
 * most maxBytes (the source is destroyed the moment it passes), images under maxPixels and
 * re-encoded so no EXIF, GPS, XMP, ICC or comment survives, PDFs without scripts, actions or
 * attachments. Refusals throw UploadRejectedError. The upload's name is deliberately not an input.
 */
export async function inspectUpload(source: Readable, options: InspectUploadOptions = {}): Promise<InspectedUpload> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  const timeLimitMs = options.timeLimitMs ?? INSPECTION_TIME_LIMIT_MS;
  let dir: string;
  try {
    dir = await mkdtemp(path.join(options.tempDir ?? tmpdir(), "kyc-upload-"));
  } catch (error) {
    // Left unread, an upload stream would hold its request open.
    source.destroy();
    throw error;
  }
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const receivedPath = path.join(dir, "received");
    const { size: receivedSize, sha256: receivedSha256 } = await receive(source, receivedPath, maxBytes);
    if (receivedSize === 0) throw new UploadRejectedError("empty");
    // The clock starts once the file is in: a slow connection is not the inspection's fault.
    const deadline = Date.now() + timeLimitMs;

    const detected = await fileTypeFromFile(receivedPath);
    const type = detected ? KINDS[detected.ext] : undefined;
    if (!type) throw new UploadRejectedError("not-allowed-type");

    let storedPath = receivedPath;
    let size = receivedSize;
    let sha256 = receivedSha256;
    let dimensions: { width: number; height: number } | undefined;
    if (type.kind === "pdf") {
      await checkPdf(receivedPath, deadline);
    } else {
      storedPath = path.join(dir, `clean.${type.extension}`);
      dimensions = await reencodeImage(receivedPath, storedPath, type.kind, maxPixels, deadline);
      ({ size, sha256 } = await hashFile(storedPath));
    }

    return {
      ...type,
      size,
      sha256,
      ...(dimensions ? { dimensions } : {}),
      openStream: () => createReadStream(storedPath),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Streams the upload to a private file, counting and hashing; past maxBytes the source is destroyed at once. */
async function receive(source: Readable, filePath: string, maxBytes: number): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(new UploadRejectedError("too-large"));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  // pipeline destroys every stream on the first error, the source included: a client sending
  // 100 MB is cut off after the first 10, not read to the end.
  await pipeline(source, limiter, createWriteStream(filePath, { flags: "wx", mode: 0o600 }));
  return { size, sha256: hash.digest("hex") };
}

async function hashFile(filePath: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(filePath), hash);
  return { size: (await stat(filePath)).size, sha256: hash.digest("hex") };
}

/**
 * Decodes the image and writes its pixels anew: EXIF (with GPS and the camera), XMP, IPTC, ICC
 * profiles, comments and anything appended after the image end are not carried over. The EXIF
 * orientation is applied first so the picture stays upright once the tag is gone. Answers the
 * size written, which the encoder reports at no extra cost.
 */
async function reencodeImage(
  inputPath: string,
  outputPath: string,
  kind: "jpeg" | "png",
  maxPixels: number,
  deadline: number,
): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  let metadata;
  try {
    metadata = await sharp(inputPath).metadata();
  } catch (error) {
    throw new UploadRejectedError("unreadable-image", { cause: error });
  }
  // libvips decodes on its own threads, never on the event loop; its timeout bounds the work.
  const seconds = Math.ceil((deadline - Date.now()) / 1000);
  if (seconds <= 0) throw new UploadRejectedError("inspection-timeout");
  const formatOk = kind === "jpeg" ? metadata.format === "jpeg" : metadata.format === "png";
  if (!formatOk || !metadata.width || !metadata.height) throw new UploadRejectedError("unreadable-image");
  // Checked from the header before any decoding: a 10 MB PNG can claim billions of pixels.
  if (metadata.width * metadata.height > maxPixels) throw new UploadRejectedError("too-many-pixels");

  try {
    const image = sharp(inputPath, { limitInputPixels: maxPixels, failOn: "error", sequentialRead: true })
      .autoOrient()
      .timeout({ seconds });
    // Converted to sRGB (sharp's default) so colours survive the loss of the ICC profile.
    const encoded = kind === "jpeg" ? image.jpeg({ quality: 90 }) : image.png({ compressionLevel: 6 });
    const written = await encoded.toFile(outputPath);
    return { width: written.width, height: written.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new UploadRejectedError("too-many-pixels", { cause: error });
    if (/timeout/i.test((error as Error).message)) throw new UploadRejectedError("inspection-timeout", { cause: error });
    throw new UploadRejectedError("unreadable-image", { cause: error });
  }
}

// ---------------------------------------------------------------------------------------------
// PDF check, off the main thread (ADR 021 says what it checks, ADR 034 how it is bounded)

let pdfPool: Piscina<string, string | null> | undefined;

/** One pool per process, made on first use; idle workers exit and never hold the process open. */
function getPdfPool(): Piscina<string, string | null> {
  pdfPool ??= new Piscina<string, string | null>({
    filename: workerModule("uploads/pdf-check-worker"),
    minThreads: 0,
    // One core stays free for the event loop (on a 2-core machine, one worker).
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    idleTimeout: 30_000,
    // A 10 MB file, its text and at most 64 MB inflated fit well within this; a worker past it is
    // ended, and the file refused, without touching the server's own heap.
    resourceLimits: { maxOldGenerationSizeMb: 384 },
  });
  return pdfPool;
}

const PDF_PROBLEMS = new Set<string>(["encrypted-pdf", "active-pdf", "unreadable-pdf"]);

/** Refuses a PDF that can act or cannot be checked, in a worker; past the deadline the worker is stopped. */
async function checkPdf(filePath: string, deadline: number): Promise<void> {
  let problem: string | null;
  try {
    problem = await getPdfPool().run(filePath, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw new UploadRejectedError("inspection-timeout", { cause: error });
    // A worker that ran out of memory or crashed on this file: the file is what cannot be checked.
    throw new UploadRejectedError("unreadable-pdf", { cause: error });
  }
  if (problem !== null) throw new UploadRejectedError(PDF_PROBLEMS.has(problem) ? (problem as UploadRejection) : "unreadable-pdf");
}
