import { describe, expect, it } from "vitest";
import { MAX_FILES_PER_PURPOSE } from "#domain/kyc/kyc.ts";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { checkPickedFiles, countChosenFiles, replaceChosenFile } from "./kyc-file-list.ts";
import { kycMessages } from "./kyc-messages.ts";

const { en, ny } = kycMessages;
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
let id = 0;
const createId = () => `f${(id += 1)}`;
const pdf = (name: string) => new File([new Uint8Array(createPaddedPdf(1_000))], name, { type: "application/pdf" });

describe("the files of the KYC form", () => {
  it("takes PDFs as they are and marks photos to be made smaller", async () => {
    const png = new File([new Uint8Array(PNG)], "signature.png", { type: "image/png" });
    const { accepted, problems } = await checkPickedFiles([pdf("id.pdf"), png], 0, en, createId);
    expect(problems).toEqual([]);
    expect(accepted.map((file) => [file.file.name, file.isPreparing])).toEqual([
      ["id.pdf", false],
      ["signature.png", true],
    ]);
  });

  it("refuses a program renamed .pdf, and files past the room a document has, saying why in the visitor's language", async () => {
    const elf = new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(100).fill(0)])], "scan.pdf");
    expect((await checkPickedFiles([elf], 0, ny, createId)).problems).toEqual([ny.fileErrors.notAllowedType("scan.pdf")]);
    const { accepted, problems } = await checkPickedFiles([pdf("a.pdf"), pdf("b.pdf")], MAX_FILES_PER_PURPOSE - 1, en, createId);
    expect(accepted).toHaveLength(1);
    expect(problems).toEqual([en.errors.tooManyFiles(MAX_FILES_PER_PURPOSE)]);
  });

  it("changes or removes one file of a document and counts each document's files", () => {
    const a = { id: "a", file: pdf("a.pdf"), isPreparing: true };
    const b = { id: "b", file: pdf("b.pdf"), isPreparing: false };
    const files = { Payslip: [a, b] };
    const ready = replaceChosenFile(files, "Payslip", "a", (file) => ({ ...file, isPreparing: false }));
    expect(ready.Payslip?.map((file) => file.isPreparing)).toEqual([false, false]);
    const removed = replaceChosenFile(ready, "Payslip", "b", () => undefined);
    expect(removed.Payslip?.map((file) => file.id)).toEqual(["a"]);
    expect(countChosenFiles(removed, ["Payslip", "Signature"])).toEqual({ Payslip: 1, Signature: 0 });
  });
});
