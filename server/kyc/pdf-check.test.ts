import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { findPdfProblem } from "./pdf-check.ts";

const TEN_MB = 10 * 1024 * 1024;
const pdf = (body: string | Buffer) =>
  Buffer.concat([Buffer.from("%PDF-1.4\n"), typeof body === "string" ? Buffer.from(body, "latin1") : body]);

// Files shaped to make a pattern-matching check slow or hungry: each must still get the right verdict.
describe("the PDF check on files made to exhaust it", () => {
  it("passes ten million empty names (10 MB of slashes), the upload that once froze the server", () => {
    expect(findPdfProblem(pdf(Buffer.alloc(TEN_MB, "/")))).toBeUndefined();
  });

  it("still finds a script after five million harmless names", () => {
    expect(findPdfProblem(pdf(`${"/a".repeat(TEN_MB / 4)}<< /S /JavaScript >>`))).toBe("active-pdf");
    expect(findPdfProblem(pdf(`${"/a".repeat(TEN_MB / 4)}<< /J#53 (x) >>`))).toBe("active-pdf");
  });

  it("passes half a million empty streams, and refuses object streams it was never shown", () => {
    expect(findPdfProblem(pdf("<<>>stream\nendstream ".repeat(500_000)))).toBeUndefined();
    expect(findPdfProblem(pdf("/ObjStm".repeat(1_000_000)))).toBe("unreadable-pdf");
  });

  it("reads unclosed strings, dictionaries and hex strings to the end without losing its place", () => {
    for (const opener of ["(", "<<", "<"]) expect(findPdfProblem(pdf(opener.repeat(TEN_MB / opener.length)))).toBeUndefined();
  });

  it("finds a script in the thousandth compressed object stream", () => {
    const stream = (content: string) => {
      const data = deflateSync(Buffer.from(content));
      return Buffer.concat([
        Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
        data,
        Buffer.from("\nendstream\n"),
      ]);
    };
    const harmless = Array.from({ length: 999 }, () => stream("1 0 << /Title (x) >>"));
    expect(findPdfProblem(pdf(Buffer.concat([...harmless, stream("1 0 << /JS (app.alert(1)) >>")])))).toBe("active-pdf");
    expect(findPdfProblem(pdf(Buffer.concat(harmless)))).toBeUndefined();
  });
});
