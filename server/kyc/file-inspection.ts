import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { inflateSync } from "node:zlib";
import { fileTypeFromFile } from "file-type";
import sharp from "sharp";
import type { KycFileExtension } from "#domain/kyc.ts";

/** The largest upload accepted, in bytes (10 MB): the stream is cut as soon as it passes this. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The largest image accepted, in pixels: 40 megapixels is more than any phone camera, less than a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

// libvips keeps recently decoded images in a cache; identity documents should leave memory as
// soon as they are written out, so there is none.
sharp.cache(false);

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

    const detected = await fileTypeFromFile(receivedPath);
    const type = detected ? KINDS[detected.ext] : undefined;
    if (!type) throw new UploadRejectedError("not-allowed-type");

    let storedPath = receivedPath;
    let size = receivedSize;
    let sha256 = receivedSha256;
    if (type.kind === "pdf") {
      assertPassivePdf(await readFile(receivedPath));
    } else {
      storedPath = path.join(dir, `clean.${type.extension}`);
      await reencodeImage(receivedPath, storedPath, type.kind, maxPixels);
      ({ size, sha256 } = await hashFile(storedPath));
    }

    return {
      ...type,
      size,
      sha256,
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
 * orientation is applied first so the picture stays upright once the tag is gone.
 */
async function reencodeImage(inputPath: string, outputPath: string, kind: "jpeg" | "png", maxPixels: number): Promise<void> {
  let metadata;
  try {
    metadata = await sharp(inputPath).metadata();
  } catch (error) {
    throw new UploadRejectedError("unreadable-image", { cause: error });
  }
  const formatOk = kind === "jpeg" ? metadata.format === "jpeg" : metadata.format === "png";
  if (!formatOk || !metadata.width || !metadata.height) throw new UploadRejectedError("unreadable-image");
  // Checked from the header before any decoding: a 10 MB PNG can claim billions of pixels.
  if (metadata.width * metadata.height > maxPixels) throw new UploadRejectedError("too-many-pixels");

  try {
    const image = sharp(inputPath, { limitInputPixels: maxPixels, failOn: "error", sequentialRead: true }).autoOrient();
    // Converted to sRGB (sharp's default) so colours survive the loss of the ICC profile.
    const encoded = kind === "jpeg" ? image.jpeg({ quality: 90 }) : image.png({ compressionLevel: 6 });
    await encoded.toFile(outputPath);
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new UploadRejectedError("too-many-pixels", { cause: error });
    throw new UploadRejectedError("unreadable-image", { cause: error });
  }
}

// ---------------------------------------------------------------------------------------------
// PDF check (ADR 021 says what it does and does not guarantee)

/**
 * Names that make a PDF do something when opened or clicked, or carry another file: scripts
 * (JavaScript actions and name trees, XFA forms, RichMedia), launching programs (Launch),
 * attachments (EmbeddedFile(s), GoToE), and sending data out (SubmitForm, ImportData).
 */
const ACTIVE_PDF_NAMES = new Set([
  "JavaScript",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "GoToE",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
]);
// /JS (the key holding a script) is refused too, but three characters turn up by chance in
// compressed binary data, so it is looked for outside stream data and inside object streams only.
// A script cannot hide there anyway: every JavaScript action also needs /S /JavaScript.
const SHORT_ACTIVE_PDF_NAMES = new Set(["JS"]);

// A PDF name: a slash and the regular characters after it (ISO 32000 §7.2.2, §7.3.5); #xx is a hex escape.
// NUL is whitespace in PDF, so it ends a name: /JS followed by NUL is still /JS.
// eslint-disable-next-line no-control-regex
const NAME_PATTERN = /\/([^\s()<>[\]{}/%\u0000]*)/g;
// Object streams are inflated within this total, so a zip bomb hidden in one cannot exhaust memory.
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** The PDF names in a piece of PDF text, their #xx escapes decoded (/J#61vaScript is /JavaScript). */
function listNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(NAME_PATTERN)) names.add(decodeName(match[1]!));
  return names;
}

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function hasAny(names: Set<string>, wanted: Set<string>): boolean {
  for (const name of names) if (wanted.has(name)) return true;
  return false;
}

/**
 * Refuses a PDF that can act: an active name anywhere in the file, /JS outside stream data, any
 * of them inside compressed object streams (where PDF 1.5+ writers put most dictionaries), and
 * any encryption, which would hide all of them from this check.
 */
function assertPassivePdf(bytes: Buffer): void {
  // latin1 maps each byte to one character, so offsets and binary data survive unchanged.
  const text = bytes.toString("latin1");
  const names = listNames(text);
  if (names.has("Encrypt")) throw new UploadRejectedError("encrypted-pdf");
  if (hasAny(names, ACTIVE_PDF_NAMES)) throw new UploadRejectedError("active-pdf");

  const { outside, streams } = splitPdf(text);
  if (hasAny(listNames(outside), SHORT_ACTIVE_PDF_NAMES)) throw new UploadRejectedError("active-pdf");

  // Every /ObjStm in the file must belong to a stream the lexer found and checks below; one it
  // missed (a malformed or deliberately confusing file) is a stream it cannot vouch for.
  const declaredObjectStreams = [...text.matchAll(NAME_PATTERN)].filter((match) => decodeName(match[1]!) === "ObjStm").length;
  const foundObjectStreams = streams.filter(({ dictionary }) => listNames(dictionary).has("ObjStm")).length;
  if (foundObjectStreams < declaredObjectStreams) throw new UploadRejectedError("unreadable-pdf");

  let inflatedTotal = 0;
  for (const { dictionary, data } of streams) {
    const keys = listNames(dictionary);
    // An object stream must say /Type /ObjStm and have /N and /First; either sign is enough here,
    // so an odd or indirect /Type cannot hide one.
    if (!keys.has("ObjStm") && !(keys.has("N") && keys.has("First"))) continue;
    const filters = [...keys].filter((name) => name.endsWith("Decode") || ["Fl", "AHx", "A85", "LZW", "RL"].includes(name));
    const isPlain = filters.length === 0 && !keys.has("Filter");
    const isFlate = filters.length === 1 && filters[0] === "FlateDecode" && !keys.has("DecodeParms");
    // Any other encoding (hex, ASCII85, LZW, predictors, chains) could hide names from this check.
    if (!isPlain && !isFlate) throw new UploadRejectedError("unreadable-pdf");
    let content = data;
    if (isFlate) {
      try {
        const inflated = inflateSync(Buffer.from(data, "latin1"), { maxOutputLength: Math.max(1, MAX_INFLATED_BYTES - inflatedTotal) });
        inflatedTotal += inflated.length;
        content = inflated.toString("latin1");
      } catch (error) {
        throw new UploadRejectedError("unreadable-pdf", { cause: error });
      }
    }
    const inner = listNames(content);
    if (inner.has("Encrypt") || hasAny(inner, ACTIVE_PDF_NAMES) || hasAny(inner, SHORT_ACTIVE_PDF_NAMES)) {
      throw new UploadRejectedError("active-pdf");
    }
  }
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * Splits a PDF's text into what lies outside stream data and the streams, each with the
 * dictionary before it. A small lexer (comments, literal and hex strings, nested dictionaries),
 * so a "stream" or ">>" inside a string does not mislead it; one pass, linear in the size.
 */
function splitPdf(text: string): { outside: string; streams: Array<{ dictionary: string; data: string }> } {
  const outside: string[] = [];
  const streams: Array<{ dictionary: string; data: string }> = [];
  const length = text.length;
  let i = 0;
  let segmentStart = 0;
  let depth = 0;
  let dictionaryStart = -1;
  // The top-level dictionary just closed, while only whitespace or comments have followed it.
  let pending: { start: number; end: number } | undefined;

  while (i < length) {
    const code = text.charCodeAt(i);
    if (WHITESPACE.has(code)) {
      i++;
      continue;
    }
    if (code === 0x25) {
      // % comment, to the end of the line
      while (i < length && text.charCodeAt(i) !== 0x0a && text.charCodeAt(i) !== 0x0d) i++;
      continue;
    }
    if (pending && code === 0x73 && text.startsWith("stream", i)) {
      let dataStart = i + "stream".length;
      if (text.charCodeAt(dataStart) === 0x0d) dataStart++;
      if (text.charCodeAt(dataStart) === 0x0a) dataStart++;
      const end = text.indexOf("endstream", dataStart);
      const dataEnd = end === -1 ? length : end;
      outside.push(text.slice(segmentStart, dataStart));
      streams.push({
        dictionary: text.slice(pending.start, pending.end),
        data: text.slice(dataStart, dataEnd).replace(/(?:\r\n|\n|\r)$/, ""),
      });
      i = dataEnd + (end === -1 ? 0 : "endstream".length);
      segmentStart = dataEnd;
      pending = undefined;
      continue;
    }
    pending = undefined;
    if (code === 0x28) {
      // ( literal string ), nesting and backslash escapes
      let nesting = 1;
      i++;
      while (i < length && nesting > 0) {
        const inner = text.charCodeAt(i);
        if (inner === 0x5c) i++;
        else if (inner === 0x28) nesting++;
        else if (inner === 0x29) nesting--;
        i++;
      }
    } else if (code === 0x3c && text.charCodeAt(i + 1) === 0x3c) {
      if (depth === 0) dictionaryStart = i;
      depth++;
      i += 2;
    } else if (code === 0x3c) {
      // < hex string >
      const close = text.indexOf(">", i + 1);
      i = close === -1 ? length : close + 1;
    } else if (code === 0x3e && text.charCodeAt(i + 1) === 0x3e) {
      depth = Math.max(0, depth - 1);
      i += 2;
      if (depth === 0 && dictionaryStart !== -1) pending = { start: dictionaryStart, end: i };
    } else {
      i++;
    }
  }
  outside.push(text.slice(segmentStart));
  return { outside: outside.join("\n"), streams };
}
