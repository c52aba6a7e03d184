// What the browser checks of a chosen file before anything is sent: its kind by its
// first bytes, not its name, and its size. The server inspects every file again
// (server/uploads/file-inspection.ts, ADR 021); this only spares the visitor a wasted upload.

/** The largest file the server takes (MAX_UPLOAD_BYTES in server/uploads/file-inspection.ts): 10 MB. */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;

/** The accept list of the file inputs: what the server takes. */
export const UPLOAD_FILE_ACCEPT = "application/pdf,image/jpeg,image/png";

export type UploadFileKind = "pdf" | "jpeg" | "png";
export type UploadFileProblem = "empty" | "tooLarge" | "notAllowedType";

/** How many leading bytes sniffFileKind needs. */
export const SNIFF_BYTES = 8;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The kind of a file from its first bytes (magic numbers): %PDF-, JPEG's FF D8 FF, PNG's 8-byte signature. */
export function sniffFileKind(bytes: Uint8Array): UploadFileKind | undefined {
  const startsWith = (signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith([0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(PNG_SIGNATURE)) return "png";
  return undefined;
}

/**
 * Why a file cannot be sent, or nothing. `canShrink`: an image that compression will bring under
 * the limit is not refused for its size before it is compressed.
 */
export function getFileProblem(size: number, kind: UploadFileKind | undefined, canShrink = false): UploadFileProblem | undefined {
  if (size === 0) return "empty";
  if (kind === undefined) return "notAllowedType";
  if (size > MAX_UPLOAD_FILE_BYTES && !(canShrink && kind !== "pdf")) return "tooLarge";
  return undefined;
}

/** A size as people read it: bytes, KB or MB, one decimal above a kilobyte. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
