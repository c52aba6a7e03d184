import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatStoredFileName } from "#domain/kyc/kyc.ts";
import { assemblePdf } from "#tests/support/kyc-files.ts";
import { createLocalFileStorage } from "../storage/local-file-storage.ts";
import {
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  UPLOAD_REJECTIONS,
  UploadRejectedError,
  inspectUpload,
  type UploadRejection,
} from "./file-inspection.ts";

let tempDir: string;

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), "inspection-"));
});
afterAll(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// Fixtures, made here so every byte is known

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Chisomo Banda</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
const EXIF = {
  IFD0: { Make: "PhoneCam", ImageDescription: "home-address-comment" },
  // Lilongwe: where the photo was taken, which the bank must not keep.
  IFD3: { GPSLatitudeRef: "S", GPSLatitude: "13/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "33/1 47/1 0/1" },
};

/** A 64×48 photo with EXIF (camera, comment, GPS), XMP, an ICC profile and orientation 6 (shot rotated). */
async function createJpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif(EXIF)
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .withIccProfile("p3")
    .toBuffer();
}

async function createPngWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 90, b: 160, alpha: 1 } } })
    .png()
    .withExif(EXIF)
    .withXmp(XMP)
    .withIccProfile("p3")
    .toBuffer();
}

/** Whether an EXIF block (TIFF layout) has a GPS directory: IFD0 tag 0x8825. */
function hasGpsDirectory(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let entry = 0; entry < count; entry++) if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true;
  return false;
}

function createStreamObject(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, Buffer.from("\nendstream")]);
}

const PAGE_OBJECTS = [
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
];
const PAGE_CONTENT = createStreamObject("", Buffer.from("BT /F1 12 Tf 72 770 Td (KYC Update Form) Tj ET"));

/** A one-page PDF that does nothing but show text. */
function createPlainPdf(): Buffer {
  return assemblePdf(["<< /Type /Catalog /Pages 2 0 R >>", ...PAGE_OBJECTS, PAGE_CONTENT]);
}

/** A PDF whose opening runs a script, with the action written as given. */
function createPdfWithOpenAction(action: string): Buffer {
  return assemblePdf(["<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>", ...PAGE_OBJECTS, PAGE_CONTENT, action]);
}

/** A PDF 1.5 file whose catalog (and maybe a script) sit in a compressed object stream. */
function createPdfWithObjectStream(
  objects: string[],
  dictionaryExtra = "/Filter /FlateDecode",
  encode: (data: Buffer) => Buffer = deflateSync,
): Buffer {
  let offsets = "";
  let body = "";
  objects.forEach((object, index) => {
    offsets += `${index + 5} ${body.length} `;
    body += `${object}\n`;
  });
  const data = Buffer.from(offsets + body, "latin1");
  const stream = createStreamObject(`/Type /ObjStm /N ${objects.length} /First ${offsets.length} ${dictionaryExtra}`, encode(data));
  // Object 1 only points on to the catalog in the object stream (object 5).
  return assemblePdf(["<< /Type /Catalog /Pages 2 0 R /Names 5 0 R >>", ...PAGE_OBJECTS, stream]);
}

async function inspect(bytes: Buffer | Readable) {
  return inspectUpload(Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, { tempDir });
}

async function expectRejected(bytes: Buffer | Readable, reason: UploadRejection): Promise<void> {
  const error = await inspect(bytes).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UploadRejectedError);
  expect((error as UploadRejectedError).reason).toBe(reason);
}

// ---------------------------------------------------------------------------------------------

describe("recognising an upload by its content", () => {
  it("accepts a PDF as received, byte for byte", async () => {
    const pdf = createPlainPdf();
    const upload = await inspect(pdf);
    expect(upload).toMatchObject({ kind: "pdf", extension: "pdf", contentType: "application/pdf", size: pdf.length });
    expect(upload.sha256).toBe(createHash("sha256").update(pdf).digest("hex"));
    expect((await buffer(upload.openStream())).equals(pdf)).toBe(true);
    await upload.dispose();
  });

  it("refuses an ELF program renamed .pdf and a Windows program renamed .pdf", async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
    const mz = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from("PE\0\0")]);
    await expectRejected(elf, "not-allowed-type");
    await expectRejected(mz, "not-allowed-type");
  });

  it("refuses scripts and other formats whatever they claim to be", async () => {
    await expectRejected(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), "not-allowed-type");
    await expectRejected(Buffer.from("<?php system($_GET['c']); ?>"), "not-allowed-type");
    await expectRejected(Buffer.from("<!doctype html><script>alert(1)</script>"), "not-allowed-type");
    await expectRejected(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .gif()
        .toBuffer(),
      "not-allowed-type",
    );
    await expectRejected(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .webp()
        .toBuffer(),
      "not-allowed-type",
    );
    await expectRejected(Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(100)]), "not-allowed-type");
  });

  it("refuses an empty file", async () => {
    await expectRejected(Buffer.alloc(0), "empty");
  });

  it("stores a PDF named .jpg as a PDF: the name never decides", async () => {
    const root = path.join(tempDir, "store-pdf");
    const upload = await inspect(createPlainPdf());
    const key = formatStoredFileName("Chisomo Banda", "Payslip", "payslip.jpg", upload.extension);
    const stored = await createLocalFileStorage({ root }).put(key, upload.openStream());
    await upload.dispose();
    expect(stored.key).toMatch(/^kycdocuments\/chisomo_banda_payslip_payslip-[0-9a-f]{24}\.pdf$/);
    expect(stored.contentType).toBe("application/pdf");
  });

  it("stores x.php%00.jpg holding a PNG under a harmless .png name", async () => {
    const root = path.join(tempDir, "store-png");
    const upload = await inspect(await createPngWithMetadata());
    for (const name of ["x.php%00.jpg", "x.php\u0000.jpg", "../../x.php.jpg"]) {
      const key = formatStoredFileName("Chisomo Banda", "Signature", name, upload.extension);
      const stored = await createLocalFileStorage({ root }).put(key, upload.openStream());
      expect(stored.key).toMatch(/^kycdocuments\/chisomo_banda_signature_x_php(00)?-[0-9a-f]{24}\.png$/);
      expect(stored.key.split(".")).toHaveLength(2);
    }
    await upload.dispose();
  });
});

describe("size limits", () => {
  it("cuts off an 11 MB upload just past 10 MB instead of reading it all", async () => {
    const chunk = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(64 * 1024 - 9, 0x20)]);
    let sent = 0;
    const eleven = 11 * 1024 * 1024;
    const source = new Readable({
      read() {
        if (sent >= eleven) return this.push(null);
        sent += chunk.length;
        this.push(chunk);
      },
    });
    await expectRejected(source, "too-large");
    expect(source.destroyed).toBe(true);
    // What was read: the limit, plus the chunks already in flight in the stream buffers.
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES + 512 * 1024);
  });

  it("accepts a file of exactly 10 MB", async () => {
    const pdf = createPlainPdf();
    const padded = Buffer.concat([pdf, Buffer.alloc(MAX_UPLOAD_BYTES - pdf.length, 0x0a)]);
    const upload = await inspect(padded);
    expect(upload.size).toBe(MAX_UPLOAD_BYTES);
    await upload.dispose();
  });

  it("refuses an image over 40 megapixels from its header, before decoding it", async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(8000 * 5001).toBeGreaterThan(MAX_IMAGE_PIXELS);
    await expectRejected(huge, "too-many-pixels");
  });
});

describe("images are re-encoded without their metadata", () => {
  it("strips EXIF with GPS, XMP and the ICC profile from a JPEG and keeps it upright", async () => {
    const jpeg = await createJpegWithMetadata();
    const before = await sharp(jpeg).metadata();
    expect(hasGpsDirectory(before.exif)).toBe(true);
    expect(before).toMatchObject({ width: 64, height: 48, orientation: 6 });
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const upload = await inspect(jpeg);
    expect(upload).toMatchObject({ kind: "jpeg", extension: "jpg", contentType: "image/jpeg" });
    const cleaned = await buffer(upload.openStream());
    const after = await sharp(cleaned).metadata();
    expect(after.format).toBe("jpeg");
    // Rotated by its orientation before the tag was dropped.
    expect([after.width, after.height]).toEqual([48, 64]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    for (const secret of ["PhoneCam", "home-address-comment", "Chisomo"]) expect(cleaned.includes(secret)).toBe(false);
    expect(upload.size).toBe(cleaned.length);
    expect(upload.sha256).toBe(createHash("sha256").update(cleaned).digest("hex"));
    await upload.dispose();
  });

  it("strips the same from a PNG", async () => {
    const png = await createPngWithMetadata();
    const before = await sharp(png).metadata();
    expect(hasGpsDirectory(before.exif)).toBe(true);
    const upload = await inspect(png);
    const cleaned = await buffer(upload.openStream());
    const after = await sharp(cleaned).metadata();
    expect(after).toMatchObject({ format: "png", width: 40, height: 30 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(cleaned.includes("Chisomo")).toBe(false);
    await upload.dispose();
  });

  it("drops a payload appended after the image", async () => {
    const jpeg = Buffer.concat([await createJpegWithMetadata(), Buffer.from("<?php system($_GET['c']); ?>")]);
    const upload = await inspect(jpeg);
    expect((await buffer(upload.openStream())).includes("<?php")).toBe(false);
    await upload.dispose();
  });

  it("refuses an image that cannot be decoded", async () => {
    const png = await createPngWithMetadata();
    await expectRejected(Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 0x41)]), "unreadable-image");
  });
});

describe("PDFs that can act are refused", () => {
  it("refuses an opening script", async () => {
    await expectRejected(createPdfWithOpenAction("<< /S /JavaScript /JS (app.alert('x')) >>"), "active-pdf");
  });

  it("refuses a script whose names are hex-escaped", async () => {
    await expectRejected(createPdfWithOpenAction("<< /S /J#61vaScript /J#53 (app.alert('x')) >>"), "active-pdf");
  });

  it("refuses a bare /JS key outside any stream, however it is delimited", async () => {
    await expectRejected(createPdfWithOpenAction("<< /JS (app.alert('x')) >>"), "active-pdf");
    await expectRejected(createPdfWithOpenAction("<</JS\u0000(app.alert('x'))>>"), "active-pdf");
  });

  it("refuses a launch action and an attached file", async () => {
    await expectRejected(createPdfWithOpenAction("<< /S /Launch /F (cmd.exe) >>"), "active-pdf");
    await expectRejected(
      assemblePdf([
        "<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >> >>",
        ...PAGE_OBJECTS,
        PAGE_CONTENT,
        "<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>",
        createStreamObject("/Type /EmbeddedFile", Buffer.from("MZ")),
      ]),
      "active-pdf",
    );
  });

  it("refuses a script hidden in a compressed object stream", async () => {
    const pdf = createPdfWithObjectStream(["<< /JavaScript 6 0 R >>", "<< /S /JavaScript /JS (app.launchURL('https://evil.example')) >>"]);
    expect(pdf.includes("JavaScript")).toBe(false);
    await expectRejected(pdf, "active-pdf");
  });

  it("refuses an object stream in an encoding it cannot read", async () => {
    const hex = (data: Buffer) => Buffer.from(`${data.toString("hex")}>`);
    await expectRejected(createPdfWithObjectStream(["<< /Dests 6 0 R >>"], "/Filter /ASCIIHexDecode", hex), "unreadable-pdf");
  });

  it("refuses an encrypted PDF, whose content it cannot see", async () => {
    const pdf = assemblePdf(
      ["<< /Type /Catalog /Pages 2 0 R >>", ...PAGE_OBJECTS, PAGE_CONTENT, "<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>"],
      "/Encrypt 5 0 R /ID [<00><00>]",
    );
    await expectRejected(pdf, "encrypted-pdf");
  });

  it("accepts a PDF 1.5 file with a harmless object stream", async () => {
    const upload = await inspect(createPdfWithObjectStream(["<< /Dests 6 0 R >>", "<< /Title (KYC) >>"]));
    expect(upload.kind).toBe("pdf");
    await upload.dispose();
  });

  it("accepts a scan whose image data happens to contain /JS", async () => {
    const pixels = Buffer.concat([Buffer.alloc(500, 0x11), Buffer.from("/JS "), Buffer.alloc(500, 0x22)]);
    const image = createStreamObject(
      "/Type /XObject /Subtype /Image /Width 10 /Height 100 /ColorSpace /DeviceGray /BitsPerComponent 8",
      pixels,
    );
    const upload = await inspect(assemblePdf(["<< /Type /Catalog /Pages 2 0 R >>", ...PAGE_OBJECTS, PAGE_CONTENT, image]));
    expect(upload.kind).toBe("pdf");
    await upload.dispose();
  });

  it("is not fooled by a dictionary end or a stream keyword inside a string", async () => {
    const pdf = createPdfWithObjectStream(["<< /S /JavaScript /JS (x) >>"], "/Title (>> stream) /Filter /FlateDecode");
    await expectRejected(pdf, "active-pdf");
  });
});

describe("a file that cannot be checked in time", () => {
  it("is refused with a message saying so, and leaves nothing behind", async () => {
    const own = await mkdtemp(path.join(tempDir, "slow-"));
    const worst = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(MAX_UPLOAD_BYTES - 9, "/")]);
    const error = await inspectUpload(Readable.from([worst]), { tempDir: own, timeLimitMs: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadRejectedError);
    expect((error as UploadRejectedError).reason).toBe("inspection-timeout");
    expect((error as Error).message).toBe(UPLOAD_REJECTIONS["inspection-timeout"]);
    expect(await readdir(own)).toEqual([]);
  });

  it("does not stop the next file from being checked", async () => {
    const upload = await inspect(createPdfWithObjectStream(["<< /Title (KYC) >>"]));
    expect(upload.kind).toBe("pdf");
    await upload.dispose();
  });
});

describe("temporary files", () => {
  it("leaves nothing behind once disposed of or refused", async () => {
    const own = await mkdtemp(path.join(tempDir, "own-"));
    const upload = await inspectUpload(Readable.from([await createJpegWithMetadata()]), { tempDir: own });
    expect(await readdir(own)).toHaveLength(1);
    await upload.dispose();
    await expect(inspectUpload(Readable.from([Buffer.from("MZ")]), { tempDir: own })).rejects.toThrow(UploadRejectedError);
    expect(await readdir(own)).toEqual([]);
  });

  it("says why in words a visitor can act on", async () => {
    const error = await inspect(Buffer.from("MZ")).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe("Only PDF, JPEG and PNG files are accepted.");
  });
});
