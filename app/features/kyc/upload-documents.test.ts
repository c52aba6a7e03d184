import { describe, expect, it } from "vitest";
import type { UploadItem } from "#domain/kyc/kyc.ts";
import { RequestError } from "#app/http/request-error.ts";
import { uploadDocuments, type QueuedDocument } from "./upload-documents.ts";

const queued = (fileName: string, size: number): QueuedDocument => ({
  purpose: "Payslip",
  file: new Blob([new Uint8Array(size)]),
  fileName,
  description: `Payslip (${fileName})`,
});

describe("the upload queue (spec §4 submit flow, §3 upload items)", () => {
  it("sends the files one after another, reporting each one's progress, and answers the documents", async () => {
    const reports: UploadItem[][] = [];
    const order: string[] = [];
    const documents = await uploadDocuments(
      [queued("a.pdf", 100), queued("b.pdf", 50)],
      async (document, onProgress) => {
        order.push(document.fileName);
        onProgress(document.file.size / 2);
        return `/api/kyc_documents/kycdocuments/${document.fileName}`;
      },
      (items) => reports.push(items),
    );
    expect(order).toEqual(["a.pdf", "b.pdf"]);
    expect(documents).toEqual([
      { purpose: "Payslip", url: "/api/kyc_documents/kycdocuments/a.pdf" },
      { purpose: "Payslip", url: "/api/kyc_documents/kycdocuments/b.pdf" },
    ]);
    expect(reports[0]).toEqual([
      { description: "Payslip (a.pdf)", size: 100, progress: 0 },
      { description: "Payslip (b.pdf)", size: 50, progress: 0 },
    ]);
    expect(reports[1]?.map((item) => item.progress)).toEqual([50, 0]);
    expect(reports.at(-1)?.map((item) => item.progress)).toEqual([100, 50]);
  });

  it("stops at the first failure and names the file that failed", async () => {
    const sent: string[] = [];
    const failure = uploadDocuments(
      [queued("a.pdf", 10), queued("b.pdf", 10), queued("c.pdf", 10)],
      async (document) => {
        sent.push(document.fileName);
        if (document.fileName === "b.pdf") throw new RequestError(413, "file_too_large");
        return "/api/kyc_documents/kycdocuments/x.pdf";
      },
      () => {},
    );
    await expect(failure).rejects.toBeInstanceOf(RequestError);
    await expect(failure).rejects.toMatchObject({ code: "file_too_large", subject: "b.pdf" });
    expect(sent).toEqual(["a.pdf", "b.pdf"]);
  });
});
