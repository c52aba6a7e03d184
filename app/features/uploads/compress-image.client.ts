import { COMPRESSED_JPEG_QUALITY, getCompressedFileName, getCompressedSize, shouldCompressImage } from "./image-sizing.ts";

/**
 * A large photo redrawn at most 2000 px on its long side as a JPEG of quality 0.85 (ADR 023);
 * a small one, or one the browser cannot decode, comes back as it was. Runs in the page: no
 * library, createImageBitmap and a canvas do it. The server re-encodes images anyway.
 */
export async function compressImage(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    if (!shouldCompressImage(file.size, bitmap.width, bitmap.height)) return file;
    const { width, height } = getCompressedSize(bitmap.width, bitmap.height);
    const blob = await drawAsJpeg(bitmap, width, height);
    // A PNG of a scanned page can come out larger as a JPEG: keep whichever is smaller.
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], getCompressedFileName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG gets a white page, not a black one.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality: COMPRESSED_JPEG_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", COMPRESSED_JPEG_QUALITY));
}
