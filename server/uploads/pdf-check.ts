import { inflateSync } from "node:zlib";

// ADR 021 says what this check does and does not guarantee; ADR 034 why it is written as one
// pass over the bytes: it runs on untrusted 10 MB files, so its time and memory must grow no
// faster than the file, whatever the file holds (a file of 10 MB of "/" is ten million names).

/** Why a PDF is refused; undefined when it is passive. */
export type PdfProblem = "encrypted-pdf" | "active-pdf" | "unreadable-pdf";

/**
 * Names that make a PDF do something when opened or clicked, or carry another file: scripts
 * (JavaScript actions and name trees, XFA forms, RichMedia), launching programs (Launch),
 * attachments (EmbeddedFile(s), GoToE), other files (GoToR), media (Rendition), and sending data
 * out (SubmitForm, ImportData).
 */
const ACTIVE_PDF_NAMES = new Set([
  "JavaScript",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "GoToE",
  "GoToR",
  "Rendition",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
]);
// /JS (the key holding a script) is refused too, but three characters turn up by chance in
// compressed binary data, so it is looked for outside stream data and inside object streams only.
// A script cannot hide there anyway: every JavaScript action also needs /S /JavaScript.
const SHORT_ACTIVE_NAME = "JS";
const SHORT_FILTER_NAMES = new Set(["Fl", "AHx", "A85", "LZW", "RL"]);
// Object streams are inflated within this total, so a zip bomb hidden in one cannot exhaust memory.
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
// No name this check looks for is longer than 16 characters, even fully #xx-escaped (3 × 16):
// longer names are skipped without being decoded or kept.
const MAX_RAW_NAME_LENGTH = 48;

// A PDF name ends at whitespace or a delimiter (ISO 32000 §7.2.2, §7.3.5). NUL is whitespace in
// PDF, so /JS followed by NUL is still /JS.
const NAME_END = new Uint8Array(256);
for (const character of "\0\t\n\f\r ()<>[]{}/%") NAME_END[character.charCodeAt(0)] = 1;
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

/** A name's #xx escapes decoded (/J#61vaScript is /JavaScript); a # without two hex digits stays as it is. */
function decodeName(raw: string): string {
  if (!raw.includes("#")) return raw;
  let decoded = "";
  for (let i = 0; i < raw.length; i++) {
    const high = raw.charCodeAt(i) === 0x23 ? hexValue(raw.charCodeAt(i + 1)) : -1;
    const low = high === -1 ? -1 : hexValue(raw.charCodeAt(i + 2));
    if (low === -1) {
      decoded += raw[i];
    } else {
      decoded += String.fromCharCode(high * 16 + low);
      i += 2;
    }
  }
  return decoded;
}

/**
 * Calls visit for each PDF name in text[start, end), its #xx escapes decoded (/J#61vaScript is
 * /JavaScript). One pass; names too long to matter are skipped unread.
 */
function scanNames(text: string, start: number, end: number, visit: (name: string) => void): void {
  // A slice shares the file's characters (no copy) and bounds indexOf: searching the whole
  // file from each of many small ranges would be quadratic.
  const range = start === 0 && end === text.length ? text : text.slice(start, end);
  const length = range.length;
  let i = range.indexOf("/");
  while (i !== -1) {
    let j = i + 1;
    while (j < length && NAME_END[range.charCodeAt(j) & 0xff] === 0) j++;
    const nameLength = j - i - 1;
    if (nameLength > 0 && nameLength <= MAX_RAW_NAME_LENGTH) visit(decodeName(range.slice(i + 1, j)));
    i = j < length ? range.indexOf("/", j) : -1;
  }
}

/** Thrown inside the walk to stop at the first problem. */
class PdfProblemFound extends Error {
  readonly problem: PdfProblem;

  constructor(problem: PdfProblem) {
    super(problem);
    this.problem = problem;
  }
}

interface Streams {
  /** Calls onOutside for each range outside stream data, onStream for each stream with the dictionary before it. */
  onOutside(start: number, end: number): void;
  onStream(dictionaryStart: number, dictionaryEnd: number, dataStart: number, dataEnd: number): void;
  /** The integer an indirect `/Length n g R` points to, when the file defines it plainly. */
  resolveLength(objectNumber: number, generation: number): number | undefined;
}

/** A stream dictionary's `/Length`, direct (`/Length 42`) or indirect (`/Length 7 0 R`). */
const LENGTH_KEY = /\/Length[\0\t\n\f\r ]+(\d{1,10})(?:[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+R)?/;

/**
 * Where a stream's data ends by its declared /Length: the offset of its "endstream" keyword, or
 * undefined when there is no usable /Length or it does not lead to "endstream" (end-of-line allowed).
 */
function findDeclaredStreamEnd(
  text: string,
  dictionaryStart: number,
  dictionaryEnd: number,
  dataStart: number,
  resolveLength: Streams["resolveLength"],
): number | undefined {
  const match = LENGTH_KEY.exec(text.slice(dictionaryStart, dictionaryEnd));
  if (!match) return undefined;
  const length = match[2] === undefined ? Number(match[1]) : resolveLength(Number(match[1]), Number(match[2]));
  if (length === undefined || dataStart + length > text.length) return undefined;
  let end = dataStart + length;
  while (end < text.length && WHITESPACE.has(text.charCodeAt(end)) && end - dataStart - length < 4) end++;
  return text.startsWith("endstream", end) ? end : undefined;
}

/**
 * `n g obj <integer> endobj` definitions, by "n g": where indirect stream lengths are kept. An
 * object defined twice with different values is left out: the text alone cannot tell which one a
 * reader's cross-reference table points to (one may sit in a comment or in other data), so a
 * stream measured by it is one whose end the check cannot vouch for.
 */
function indexIntegerObjects(text: string): Map<string, number> {
  const integers = new Map<string, number>();
  const ambiguous = new Set<string>();
  const pattern = /(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj[\0\t\n\f\r ]*(\d{1,10})[\0\t\n\f\r ]*endobj/g;
  for (const match of text.matchAll(pattern)) {
    const key = `${match[1]} ${match[2]}`;
    const value = Number(match[3]);
    if (integers.has(key) && integers.get(key) !== value) ambiguous.add(key);
    integers.set(key, value);
  }
  for (const key of ambiguous) integers.delete(key);
  return integers;
}

/**
 * Walks a PDF's text: comments, literal and hex strings, nested dictionaries, so a "stream" or
 * ">>" inside a string does not mislead it. One pass, linear in the size, nothing kept.
 */
function walkPdf(text: string, visitor: Streams): void {
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
      // The data is as long as its dictionary says, as a reader reads it: bytes inside it that
      // look like "endstream (" must not be taken for the end. Without a /Length that leads to
      // "endstream" (missing, wrong, or a reference the file does not define plainly) a reader
      // searches for the keyword, and that search is what a fake "endstream (" fools: what
      // follows could not be vouched for, so the file is refused (ADR 021).
      const dataEnd = findDeclaredStreamEnd(text, pending.start, pending.end, dataStart, visitor.resolveLength);
      if (dataEnd === undefined) throw new PdfProblemFound("unreadable-pdf");
      // The end-of-line before "endstream" belongs to the keyword, not the data.
      let trimmedEnd = dataEnd;
      if (trimmedEnd > dataStart && text.charCodeAt(trimmedEnd - 1) === 0x0a) trimmedEnd--;
      if (trimmedEnd > dataStart && text.charCodeAt(trimmedEnd - 1) === 0x0d) trimmedEnd--;
      visitor.onOutside(segmentStart, dataStart);
      visitor.onStream(pending.start, pending.end, dataStart, Math.max(dataStart, trimmedEnd));
      i = dataEnd + "endstream".length;
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
  visitor.onOutside(segmentStart, length);
}

/**
 * Finds why a PDF must be refused: an active name anywhere in the file, /JS outside stream data,
 * any of them inside compressed object streams (where PDF 1.5+ writers put most dictionaries),
 * an object stream it cannot read, and any encryption, which would hide all of them from this check.
 * Linear in the file's size; memory bounded by the file and MAX_INFLATED_BYTES.
 */
export function findPdfProblem(bytes: Uint8Array): PdfProblem | undefined {
  // latin1 maps each byte to one character, so offsets and binary data survive unchanged.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let isEncrypted = false;
  let isActive = false;
  let declaredObjectStreams = 0;
  scanNames(text, 0, text.length, (name) => {
    if (name === "Encrypt") isEncrypted = true;
    else if (ACTIVE_PDF_NAMES.has(name)) isActive = true;
    else if (name === "ObjStm") declaredObjectStreams++;
  });
  if (isEncrypted) return "encrypted-pdf";
  if (isActive) return "active-pdf";

  let foundObjectStreams = 0;
  let inflatedTotal = 0;
  let integerObjects: Map<string, number> | undefined;
  try {
    walkPdf(text, {
      resolveLength(objectNumber, generation) {
        integerObjects ??= indexIntegerObjects(text);
        return integerObjects.get(`${objectNumber} ${generation}`);
      },
      onOutside(start, end) {
        scanNames(text, start, end, (name) => {
          if (name === SHORT_ACTIVE_NAME) throw new PdfProblemFound("active-pdf");
        });
      },
      onStream(dictionaryStart, dictionaryEnd, dataStart, dataEnd) {
        const keys = { objStm: false, n: false, first: false, filter: false, decodeParms: false };
        let firstFilter = "";
        let hasOtherFilter = false;
        scanNames(text, dictionaryStart, dictionaryEnd, (name) => {
          if (name === "ObjStm") keys.objStm = true;
          else if (name === "N") keys.n = true;
          else if (name === "First") keys.first = true;
          else if (name === "Filter") keys.filter = true;
          else if (name === "DecodeParms") keys.decodeParms = true;
          else if (name.endsWith("Decode") || SHORT_FILTER_NAMES.has(name)) {
            if (firstFilter === "") firstFilter = name;
            else if (name !== firstFilter) hasOtherFilter = true;
          }
        });
        if (keys.objStm) foundObjectStreams++;
        // An object stream must say /Type /ObjStm and have /N and /First; either sign is enough
        // here, so an odd or indirect /Type cannot hide one.
        if (!keys.objStm && !(keys.n && keys.first)) return;
        const isPlain = firstFilter === "" && !keys.filter;
        const isFlate = firstFilter === "FlateDecode" && !hasOtherFilter && !keys.decodeParms;
        // Any other encoding (hex, ASCII85, LZW, predictors, chains) could hide names from this check.
        if (!isPlain && !isFlate) throw new PdfProblemFound("unreadable-pdf");
        let content = text;
        let contentStart = dataStart;
        let contentEnd = dataEnd;
        if (isFlate) {
          let inflated: Buffer;
          try {
            inflated = inflateSync(bytes.subarray(dataStart, dataEnd), {
              maxOutputLength: Math.max(1, MAX_INFLATED_BYTES - inflatedTotal),
            });
          } catch {
            throw new PdfProblemFound("unreadable-pdf");
          }
          inflatedTotal += inflated.length;
          content = inflated.toString("latin1");
          contentStart = 0;
          contentEnd = content.length;
        }
        scanNames(content, contentStart, contentEnd, (name) => {
          if (name === "Encrypt" || name === SHORT_ACTIVE_NAME || ACTIVE_PDF_NAMES.has(name)) throw new PdfProblemFound("active-pdf");
        });
      },
    });
  } catch (error) {
    if (error instanceof PdfProblemFound) return error.problem;
    throw error;
  }
  // Every /ObjStm in the file must belong to a stream the walk found and checked; one it missed
  // (a malformed or deliberately confusing file) is a stream it cannot vouch for.
  if (foundObjectStreams < declaredObjectStreams) return "unreadable-pdf";
  return undefined;
}
