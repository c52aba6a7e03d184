import { describe, expect, it } from "vitest";
import { formatFileSize, getFileProblem, MAX_UPLOAD_FILE_BYTES, sniffFileKind } from "./file-check.ts";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("checking a chosen KYC file", () => {
  it("knows PDF, JPEG and PNG by their first bytes", () => {
    expect(sniffFileKind(new TextEncoder().encode("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffFileKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
  });

  it("does not go by the name: text, an executable or a short file is no known kind", () => {
    expect(sniffFileKind(new TextEncoder().encode("Just some text"))).toBeUndefined();
    expect(sniffFileKind(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeUndefined();
    expect(sniffFileKind(bytes(0x89, 0x50))).toBeUndefined();
  });

  it("refuses empty files, unknown kinds and files over 10 MB, unless a photo will be made smaller", () => {
    expect(getFileProblem(0, "pdf")).toBe("empty");
    expect(getFileProblem(100, undefined)).toBe("notAllowedType");
    expect(getFileProblem(MAX_UPLOAD_FILE_BYTES, "pdf")).toBeUndefined();
    expect(getFileProblem(MAX_UPLOAD_FILE_BYTES + 1, "pdf", true)).toBe("tooLarge");
    expect(getFileProblem(MAX_UPLOAD_FILE_BYTES + 1, "jpeg")).toBe("tooLarge");
    expect(getFileProblem(MAX_UPLOAD_FILE_BYTES + 1, "jpeg", true)).toBeUndefined();
  });

  it("writes sizes as people read them", () => {
    expect(formatFileSize(900)).toBe("900 B");
    expect(formatFileSize(2048)).toBe("2.0 KB");
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe("3.3 MB");
  });
});
