import { RequestError } from "#app/http/request-error.ts";
import type { KycPurpose, UploadItem } from "#domain/kyc/kyc.ts";

/** One file waiting in the upload queue. */
export interface QueuedDocument {
  purpose: KycPurpose;
  file: Blob;
  fileName: string;
  /** How the progress panel names it: "Payslip (march.pdf)". */
  description: string;
}

/**
 * Spec §4 submit flow step 3: uploads the files one after another, reporting the progress list
 * (spec §3 upload items) after each step, and answers the documents of the submission.
 * The first failure stops the queue (nothing is saved half-uploaded); its RequestError names the file.
 */
export async function uploadDocuments(
  queue: readonly QueuedDocument[],
  upload: (document: QueuedDocument, onProgress: (sentBytes: number) => void) => Promise<string>,
  onProgress: (items: UploadItem[]) => void,
): Promise<Array<{ purpose: KycPurpose; url: string }>> {
  let items: UploadItem[] = queue.map((document) => ({ description: document.description, size: document.file.size, progress: 0 }));
  onProgress(items);
  const documents: Array<{ purpose: KycPurpose; url: string }> = [];
  for (const [index, document] of queue.entries()) {
    let url: string;
    try {
      url = await upload(document, (sent) => {
        items = items.map((item, position) => (position === index ? { ...item, progress: Math.min(sent, item.size) } : item));
        onProgress(items);
      });
    } catch (error) {
      throw error instanceof RequestError ? error.about(document.fileName) : error;
    }
    items = items.map((item, position) => (position === index ? { ...item, progress: item.size } : item));
    onProgress(items);
    documents.push({ purpose: document.purpose, url });
  }
  return documents;
}
