// When and how far a photo is made smaller before it is sent (ADR 023): phone cameras take
// 3 to 12 MB photos that a KYC reader needs at a fraction of that, and data costs money.

/** Photos above this many bytes are compressed. */
export const COMPRESS_ABOVE_BYTES = 1.5 * 1024 * 1024;
/** Photos with a side longer than this are compressed. */
export const COMPRESS_ABOVE_SIDE = 2500;
/** The long side of a compressed photo, in pixels: an ID card stays readable. */
export const MAX_COMPRESSED_SIDE = 2000;
/** JPEG quality of a compressed photo. */
export const COMPRESSED_JPEG_QUALITY = 0.85;

/** Whether an image of this size in bytes and pixels should be compressed; PDFs never are. */
export function shouldCompressImage(bytes: number, width: number, height: number): boolean {
  return bytes > COMPRESS_ABOVE_BYTES || Math.max(width, height) > COMPRESS_ABOVE_SIDE;
}

/** The pixel size an image is drawn at: its long side at most MAX_COMPRESSED_SIDE, proportions kept, never enlarged. */
export function getCompressedSize(width: number, height: number, maxSide = MAX_COMPRESSED_SIDE): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= maxSide || longSide === 0) return { width, height };
  const scale = maxSide / longSide;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The name a compressed photo is sent under: the same stem with .jpg. */
export function getCompressedFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}
