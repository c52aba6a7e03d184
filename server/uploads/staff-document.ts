import type { FastifyReply } from "fastify";
import type { FileDownload } from "../storage/file-storage.ts";

/**
 * A viewed document is shown inside the console's frame yet can run nothing: no script, no
 * form, no plugin, no request anywhere but its own images (ADR 040, sandboxed viewer).
 */
const DOCUMENT_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * Sends a customer's document to staff: never sniffed, sandboxed, framed only by the console; never
 * cached either, by the server's no-store hook on `/api/staff` (server/http/no-store.ts, ADR 043).
 */
export function sendStaffDocument(reply: FastifyReply, file: FileDownload, fileName: string, isDownload: boolean): FastifyReply {
  return (
    reply
      .header("content-type", file.contentType)
      .header("content-length", String(file.size))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", DOCUMENT_CSP)
      // The console frames it from the same origin; nobody else may.
      .header("x-frame-options", "SAMEORIGIN")
      .header("content-disposition", `${isDownload ? "attachment" : "inline"}; filename="${fileName}"`)
      .send(file.body)
  );
}

/**
 * Writes a document view's audit entry before any byte leaves (ADR 040): if the entry cannot be
 * written, the opened file is closed and the error answers instead of the document.
 */
export async function recordOrClose(file: FileDownload, record: () => Promise<void>): Promise<void> {
  try {
    await record();
  } catch (error) {
    file.body.destroy();
    throw error;
  }
}
