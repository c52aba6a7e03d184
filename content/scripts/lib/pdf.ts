// A minimal, dependency-free writer of one-page PDF 1.4 files with the standard Helvetica
// fonts (WinAnsiEncoding). Enough for the sample documents: a coloured band, a title,
// a few lines of text and ruled form lines. Output is deterministic (no dates).

export type TextColour = "ink" | "grey" | "white" | "accent";

const TEXT_RGB: Record<TextColour, string> = {
  ink: "0.08 0.12 0.2",
  grey: "0.35 0.35 0.35",
  white: "1 1 1",
  accent: "0.78 0.33 0.05",
};

export type PdfItem =
  | { kind: "text"; x: number; y: number; size: number; bold?: boolean; text: string; colour?: TextColour }
  | { kind: "rect"; x: number; y: number; w: number; h: number; rgb: [number, number, number] }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; width?: number };

const PAGE_W = 595;
const PAGE_H = 842;

/** Escapes a string for a PDF literal string; characters outside Latin-1 become "?". */
function pdfString(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 63;
    if (ch === "\\" || ch === "(" || ch === ")") out += `\\${ch}`;
    else if (code === 0x2019 || code === 0x2018) out += "'";
    else if (code === 0x2013 || code === 0x2014) out += "-";
    else if (code < 32 || code > 255) out += "?";
    else out += ch;
  }
  return `(${out})`;
}

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** Greedy word wrap by an average Helvetica glyph width (good enough for titles and notes). */
export function wrap(text: string, size: number, maxWidth: number): string[] {
  const perChar = size * 0.52;
  const maxChars = Math.max(10, Math.floor(maxWidth / perChar));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line === "") line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

function contentStream(items: PdfItem[]): string {
  const ops: string[] = [];
  for (const item of items) {
    if (item.kind === "rect") {
      const [r, g, b] = item.rgb;
      ops.push(`${num(r)} ${num(g)} ${num(b)} rg ${num(item.x)} ${num(item.y)} ${num(item.w)} ${num(item.h)} re f`);
    } else if (item.kind === "line") {
      ops.push(`0.55 0.55 0.55 RG ${num(item.width ?? 0.6)} w ${num(item.x1)} ${num(item.y1)} m ${num(item.x2)} ${num(item.y2)} l S`);
    } else {
      const colour = `${TEXT_RGB[item.colour ?? "ink"]} rg`;
      ops.push(
        `BT ${colour} /${item.bold ? "F2" : "F1"} ${num(item.size)} Tf ${num(item.x)} ${num(item.y)} Td ${pdfString(item.text)} Tj ET`,
      );
    }
  }
  return ops.join("\n");
}

/** Builds the bytes of a one-page A4 PDF. */
export function buildPdf(title: string, items: PdfItem[]): Buffer {
  const stream = contentStream(items);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (FDH sample content generator) >>`,
  ];
  let body = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  const offsets: number[] = [];
  objects.forEach((obj, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export const PAGE = { width: PAGE_W, height: PAGE_H, margin: 56 } as const;
