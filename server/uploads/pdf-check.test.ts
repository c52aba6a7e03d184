import fs from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  ACTION_PLACES,
  createHiddenActionPdfs,
  createHiddenObjectStreamPdf,
  createIncrementalUpdate,
  HOSTILE_ACTIONS,
} from "#tests/support/hostile-pdfs.ts";
import { createDamagedPdf, createPaddedPdf, createPagedPdf, createScannedPdf } from "#tests/support/kyc-files.ts";
import { ROOT } from "#tests/support/test-server.ts";
import { findPdfProblem } from "./pdf-check.ts";
import { checkPdfBytes } from "./pdf-check-worker.ts";
import { findPdfProblemAsReader } from "./pdf-reader-check.ts";

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
    expect(findPdfProblem(pdf("<</Length 0>>stream\nendstream ".repeat(500_000)))).toBeUndefined();
    expect(findPdfProblem(pdf("/ObjStm".repeat(1_000_000)))).toBe("unreadable-pdf");
  });

  // Five scans of 6 MB each: about a second of CPU apiece on a loaded two-core machine.
  it("measures a hundred thousand streams by indirect lengths, and refuses one it cannot measure after them", { timeout: 30_000 }, () => {
    const measured = Array.from(
      { length: 100_000 },
      (_stream, index) => `${index} 0 obj 0 endobj <</Length ${index} 0 R>>stream\nendstream `,
    );
    expect(findPdfProblem(pdf(measured.join("")))).toBeUndefined();
    const hidden = deflateSync(Buffer.from("1 0 << /OpenAction << /S /Launch /F (cmd.exe) >> >>"));
    const objectStream = Buffer.concat([
      Buffer.from(`<< /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>stream\n`),
      hidden,
      Buffer.from("\nendstream"),
    ]);
    for (const length of ["", "/Length 3", "/Length 999999 0 R", "/Length 7 0 R"]) {
      // "7 0 R" is defined twice, with different values: which one a reader uses the text cannot tell.
      const lost = `7 0 obj 20 endobj <<${length}>>stream\n%endstream ${"(".repeat(1_000)}\nendstream % 7 0 obj 12 endobj\n`;
      expect(findPdfProblem(pdf(Buffer.concat([Buffer.from(measured.join("") + lost), objectStream]))), length).toBe("unreadable-pdf");
    }
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

// Active content hidden from a walk that trusted the first "endstream" (a fake one in
// a content stream opened a string that swallowed the rest of the file), in a Flate object stream
// a cross-reference stream points to. Each file is refused by the check the worker runs; the
// byte scan and the reader are also tested alone, so neither verdict rests on the other.
describe("the PDF check on active content hidden in object streams", () => {
  const OPEN_JS = "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>";
  const variants: Record<string, Buffer> = {
    "OpenAction JavaScript behind a fake endstream, object stream without /ObjStm": createHiddenObjectStreamPdf({ catalogExtra: OPEN_JS }),
    "the same with /Type /ObjStm": createHiddenObjectStreamPdf({ catalogExtra: OPEN_JS, objStmName: true }),
    "the same without the fake endstream": createHiddenObjectStreamPdf({ catalogExtra: OPEN_JS, fakeEndstream: false }),
    "JavaScript in a link annotation's action": createHiddenObjectStreamPdf({
      pageExtra: "/Annots [8 0 R]",
      extraObjects: ["<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /JavaScript /JS (app.alert(2)) >> >>"],
    }),
    "a page's /AA": createHiddenObjectStreamPdf({ pageExtra: "/AA << /O << /S /JavaScript /JS (app.alert(3)) >> >>" }),
    "the catalog's /AA": createHiddenObjectStreamPdf({ catalogExtra: "/AA << /WC << /S /JavaScript /JS (app.alert(4)) >> >>" }),
    "a Launch open action": createHiddenObjectStreamPdf({ catalogExtra: "/OpenAction << /S /Launch /F (cmd.exe) >>" }),
    "an incremental update adding an OpenAction": createIncrementalUpdate(createHiddenObjectStreamPdf({}), OPEN_JS),
  };

  it.each(Object.entries(variants))("refuses %s", async (_name, file) => {
    expect(await checkPdfBytes(file)).toBe("active-pdf");
    expect(findPdfProblem(file)).toBe("active-pdf");
  });

  it("reads each stream by its /Length, so a fake endstream in the data does not hide what follows", () => {
    expect(findPdfProblem(variants["OpenAction JavaScript behind a fake endstream, object stream without /ObjStm"]!)).toBe("active-pdf");
    // Indirect /Length: resolved from the object that holds it.
    const data = deflateSync(Buffer.from("1 0 << /S /JavaScript /JS (x) >>"));
    const content = Buffer.from("q endstream ((((((( Q\n");
    const file = pdf(
      Buffer.concat([
        Buffer.from(`4 0 obj\n<< /Length 9 0 R >>\nstream\n`),
        content,
        Buffer.from(
          `\nendstream\nendobj\n9 0 obj\n${content.length}\nendobj\n5 0 obj\n<< /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
        ),
        data,
        Buffer.from("\nendstream\nendobj\n"),
      ]),
    );
    expect(findPdfProblem(file)).toBe("active-pdf");
  });

  it("finds scripts as a reader does, without the byte scan", async () => {
    for (const name of [
      "OpenAction JavaScript behind a fake endstream, object stream without /ObjStm",
      "JavaScript in a link annotation's action",
      "a page's /AA",
      "an incremental update adding an OpenAction",
    ])
      expect(await findPdfProblemAsReader(variants[name]!), name).toBe("active-pdf");
    expect(await findPdfProblemAsReader(createDamagedPdf())).toBe("unreadable-pdf");
  });

  it("accepts the same files without active content, and the test suite's and the seed's PDFs", async () => {
    expect(await checkPdfBytes(createHiddenObjectStreamPdf({}))).toBeUndefined();
    expect(await checkPdfBytes(createHiddenObjectStreamPdf({ fakeEndstream: false, objStmName: true }))).toBeUndefined();
    for (const file of [createPaddedPdf(2_000), createPaddedPdf(2_000_000), createPagedPdf(["One", "Two"]), createScannedPdf()])
      expect(await checkPdfBytes(file)).toBeUndefined();
    // The seed's files, and a page printed to PDF by Chromium's Skia, the writer Android's "Save as PDF" uses.
    const seeded = [...fs.globSync("content/**/*.pdf", { cwd: ROOT }), "tests/fixtures/pdfs/chromium-skia-print.pdf"];
    for (const file of seeded) expect(await checkPdfBytes(fs.readFileSync(path.join(ROOT, file))), file).toBeUndefined();
  });
});

// Actions a reader runs that pdf.js's public answers do not name (its open action lists only
// destinations and named actions, its scripts only JavaScript), kept in an object stream after a
// content stream whose end cannot be found from its /Length. Each file is refused by the byte
// scan and by the reader alone (ADR 021).
describe("the PDF check on actions behind a stream of unknown length", () => {
  it.each(createHiddenActionPdfs())("refuses %s", async (name, file) => {
    expect(await checkPdfBytes(file)).toMatch(/^(active|unreadable)-pdf$/);
    // Inside a compressed object stream no name shows: only the stream it cannot measure gives it away.
    if (name.includes("compressed")) expect(findPdfProblem(file)).toBe("unreadable-pdf");
    else expect(findPdfProblem(file)).toMatch(/^(active|unreadable)-pdf$/);
    expect(await findPdfProblemAsReader(file)).toBe("active-pdf");
  });

  it("refuses a file whose stream ends cannot be found, even with nothing after them", () => {
    for (const contentLength of ["missing", "wrong", "missing-object"] as const) {
      const file = createHiddenObjectStreamPdf({ contentLength, fakeEndstream: false });
      expect(findPdfProblem(file), contentLength).toBe("unreadable-pdf");
    }
    expect(findPdfProblem(createHiddenObjectStreamPdf({ fakeEndstream: false }))).toBeUndefined();
  });

  it("finds each action as a reader does when the byte scan could read the file", async () => {
    for (const [actionName, action] of Object.entries(HOSTILE_ACTIONS))
      for (const [placeName, place] of Object.entries(ACTION_PLACES)) {
        const file = createHiddenObjectStreamPdf({ ...place(action), fakeEndstream: false });
        expect(await findPdfProblemAsReader(file), `${actionName} in ${placeName}`).toBe("active-pdf");
      }
  });

  it("accepts opening at a page, and named actions and web or mail links in /AA", async () => {
    const files = [
      { catalogExtra: "/OpenAction [3 0 R /Fit]" },
      { catalogExtra: "/OpenAction << /S /GoTo /D [3 0 R /FitH 800] /Next << /S /GoTo /D [3 0 R /Fit] >> >>" },
      ...[
        "<< /S /Named /N /FirstPage >>",
        "<< /S /URI /URI (https://www.fdhbank.com/) >>",
        "<< /S /URI /URI (mailto:kyc@fdhbank.com) >>",
        "<< /S /GoTo /D [3 0 R /Fit] /Next [<< /S /Named /N /FirstPage >>] >>",
      ].flatMap((action) => [ACTION_PLACES["the catalog's /AA"]!(action), ACTION_PLACES["a page's /AA"]!(action)]),
    ];
    for (const options of files)
      expect(
        await checkPdfBytes(createHiddenObjectStreamPdf({ ...options, fakeEndstream: false })),
        JSON.stringify(options),
      ).toBeUndefined();
  });

  it("refuses an open action that is not a destination: a named command or a web address", async () => {
    for (const action of ["<< /S /Named /N /Print >>", "<< /S /URI /URI (https://evil.example/) >>"])
      expect(
        await findPdfProblemAsReader(createHiddenObjectStreamPdf({ catalogExtra: `/OpenAction ${action}`, fakeEndstream: false })),
      ).toBe("active-pdf");
  });

  it("refuses an action chained after a passive one with /Next", async () => {
    const chained = `/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next [<< /S /Named /N /FirstPage >> ${HOSTILE_ACTIONS["URI to a file"]}] >>`;
    expect(await findPdfProblemAsReader(createHiddenObjectStreamPdf({ catalogExtra: chained, fakeEndstream: false }))).toBe("active-pdf");
  });
});
