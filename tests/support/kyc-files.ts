/**
 * Files for KYC upload tests and the bench: a plain PDF of any size (padding inside a stream
 * object, so the inspection accepts it), and a multipart body as a browser's FormData sends it.
 */

/** A one-page PDF of about `size` bytes: the padding sits in an uncompressed stream object. */
export function createPaddedPdf(size = 2_000, seed = 0): Buffer {
  const header = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");
  const text = Buffer.from(`BT /F1 12 Tf 72 770 Td (KYC document ${seed}) Tj ET`);
  const paddingLength = Math.max(0, size - 700);
  const padding = Buffer.alloc(paddingLength, "0 0 m\n");
  const bodies = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    Buffer.concat([Buffer.from(`<< /Length ${text.length} >>\nstream\n`), text, Buffer.from("\nendstream")]),
    Buffer.concat([Buffer.from(`<< /Length ${padding.length} >>\nstream\n`), padding, Buffer.from("\nendstream")]),
  ];
  const parts: Buffer[] = [header];
  const offsets: number[] = [];
  let length = header.length;
  bodies.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === "string" ? Buffer.from(body) : body,
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
  ].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
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
