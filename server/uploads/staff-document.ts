import type { FastifyReply } from "fastify";
import type { FileDownload } from "../storage/file-storage.ts";

/**
 * A viewed document is shown inside the console's frame yet can run nothing: no script, no
 * form, no plugin, no request anywhere but its own images (ADR 040, sandboxed viewer).
 */
const DOCUMENT_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * The page the console's image viewer frames (`?frame=1`, ADR 075): the photo inside it as a data
 * address, so the sandboxed page fetches nothing, and nothing else may load or run.
 */
const FRAME_CSP = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** The image types a viewer frame holds: the types images are kept in. */
const FRAMED_IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png"];

/** How staff get a document: shown as it is, downloaded, or (an image) in the viewer's frame page. */
export type StaffDocumentMode = "inline" | "download" | "frame";

/** The mode a document route's `download` and `frame` query values ask for. */
export function getStaffDocumentMode(query: { download?: "0" | "1" | undefined; frame?: "0" | "1" | undefined }): StaffDocumentMode {
  if (query.download === "1") return "download";
  return query.frame === "1" ? "frame" : "inline";
}

/**
 * Sends a customer's document to staff: never sniffed, sandboxed, framed only by the console; never
 * cached either, by the server's no-store hook on `/api/staff` (server/http/no-store.ts, ADR 043).
 * An image asked for as a frame comes as a page of its own, the photo centred and shrunk to fit:
 * the browser's own image page leaves a photo at the top left of a frame, and a sandboxed page
 * cannot fetch the photo itself (the session cookie is strict, the file same-origin only). Other
 * documents are sent as they are.
 */
export async function sendStaffDocument(
  reply: FastifyReply,
  file: FileDownload,
  fileName: string,
  mode: StaffDocumentMode,
): Promise<FastifyReply> {
  if (mode === "frame" && FRAMED_IMAGE_TYPES.includes(file.contentType)) return sendImageFrame(reply, file);
  const isDownload = mode === "download";
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

async function sendImageFrame(reply: FastifyReply, file: FileDownload): Promise<FastifyReply> {
  // Bounded: an upload is at most MAX_UPLOAD_BYTES (10 MB).
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  const source = `data:${file.contentType};base64,${Buffer.concat(chunks).toString("base64")}`;
  const page =
    '<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;height:100%;background:#fff}' +
    "body{display:flex}img{margin:auto;max-width:100%;max-height:100%}</style></head>" +
    `<body><img src="${source}" alt=""></body></html>`;
  return reply
    .header("content-type", "text/html; charset=utf-8")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", FRAME_CSP)
    .header("x-frame-options", "SAMEORIGIN")
    .header("content-disposition", "inline")
    .send(page);
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
