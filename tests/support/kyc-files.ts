/**
 * Files for KYC upload tests and the bench: a plain PDF of any size (padding inside a stream
 * object, so the inspection accepts it), and a multipart body as a browser's FormData sends it.
 */

/** A one-page PDF of about `size` bytes: the padding sits in an uncompressed stream object. */
export function createPaddedPdf(size = 2_000, seed = 0): Buffer {
  const text = Buffer.from(`BT /F1 12 Tf 72 770 Td (KYC document ${seed}) Tj ET`);
  const paddingLength = Math.max(0, size - 700);
  const padding = Buffer.alloc(paddingLength, "0 0 m\n");
  return assemblePdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    stream(text),
    stream(padding),
  ]);
}

/** The colour each page of `createPagedPdf` fills its band with, as 0-255 RGB: a test can find it on screen. */
export const PAGE_COLOURS: ReadonlyArray<readonly [number, number, number]> = [
  [11, 59, 122],
  [178, 34, 34],
  [20, 110, 60],
];

/**
 * A valid A4 PDF of `pageTexts.length` pages (at most three): each page a wide band of its own
 * colour (PAGE_COLOURS) with its text in white, in Helvetica as a standard font (not embedded).
 */
export function createPagedPdf(pageTexts: string[]): Buffer {
  const pages = pageTexts.map((text, index) => {
    const [r, g, b] = PAGE_COLOURS[index]!.map((value) => (value / 255).toFixed(3));
    const escaped = text.replace(/[\\()]/g, (character) => `\\${character}`);
    return stream(Buffer.from(`${r} ${g} ${b} rg 40 440 515 360 re f\nBT /F1 40 Tf 1 1 1 rg 70 600 Td (${escaped}) Tj ET\n`));
  });
  const firstPage = 4;
  const kids = pages.map((_page, index) => `${firstPage + index * 2} 0 R`).join(" ");
  return assemblePdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ...pages.flatMap((content, index) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${firstPage + index * 2 + 1} 0 R >>`,
      content,
    ]),
  ]);
}

/**
 * A one-page "scan": a 16x16 black-and-white image in CCITT fax encoding (as office scanners
 * write them), drawn across most of the page. Each row is 4 white pixels, 8 black, 4 white
 * (Modified Huffman codes 1011, 000101, 1011), so the page shows a wide black band.
 */
export function createScannedPdf(): Buffer {
  const row = "1011" + "000101" + "1011";
  const bits = row.repeat(16);
  const image = Buffer.alloc(Math.ceil(bits.length / 8));
  for (let i = 0; i < bits.length; i++) if (bits[i] === "1") image[i >> 3]! |= 0x80 >> (i & 7);
  const content = Buffer.from("q 480 0 0 480 57 200 cm /Im1 Do Q\n");
  return assemblePdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>",
    stream(content),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width 16 /Height 16 /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /CCITTFaxDecode /DecodeParms << /K 0 /Columns 16 /Rows 16 >> /Length ${image.length} >>\nstream\n`,
      ),
      image,
      Buffer.from("\nendstream"),
    ]),
  ]);
}

/** A file that starts like a PDF but holds no PDF structure: what a broken download or a truncated scan looks like. */
export function createDamagedPdf(): Buffer {
  return Buffer.from(`%PDF-1.7\n${"damaged scan data ".repeat(60)}\n%%EOF\n`);
}

function stream(content: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from("\nendstream")]);
}

/**
 * A PDF of objects 1..n in order (object n is bodies[n - 1], object 1 the catalog), then a correct
 * cross-reference table and the trailer, with `trailerExtra` added to the trailer's dictionary.
 */
export function assemblePdf(bodies: Array<string | Buffer>, trailerExtra = ""): Buffer {
  const header = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");
  const parts: Buffer[] = [header];
  const offsets: number[] = [];
  let length = header.length;
  bodies.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      // One byte a character, as PDF's own text is: a test can write any byte into an object.
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
  ].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** The start of an ELF program: what a Linux executable renamed .pdf looks like. */
export function createElf(): Buffer {
  const elf = Buffer.alloc(512);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(elf);
  return elf;
}

/** A multipart/form-data body: the fields first, then one file, as the upload screen sends them. */
export async function createUploadForm(
  fields: Record<string, string>,
  file: { name: string; content: Buffer; type?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(file.content)], { type: file.type ?? "application/octet-stream" }), file.name);
  const request = new Request("http://localhost/api/uploads", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}
