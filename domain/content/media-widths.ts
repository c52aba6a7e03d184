/**
 * Sizes of published pictures (ADR 055): `/media/<name>?w=<width>` answers the picture at the
 * nearest of these widths, so a 12-megapixel phone photo never reaches a phone as it was sent.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The width a fallback `src` asks for: sharp enough on a laptop, a tenth of a phone photo. */
export const MEDIA_FALLBACK_WIDTH: MediaWidth = 960;

const RESIZABLE = /^\/media\/[a-z0-9][a-z0-9_.-]*\.(jpe?g|png|webp)$/;

/** The smallest listed width at least as wide as asked (never a blurry upscale), or the widest. */
export function pickMediaWidth(requested: number): MediaWidth {
  return MEDIA_WIDTHS.find((width) => width >= requested) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
}

/** Whether a picture's address is an uploaded picture the server can resize (not a seeded SVG, not a PDF). */
export function isResizableMedia(url: string): boolean {
  return RESIZABLE.test(url);
}

/**
 * The `src` and `srcSet` of a picture: for an uploaded photo, every listed width and a fallback
 * that is not the original; anything else (an SVG, another site's address) as it is.
 */
export function getResponsiveImage(url: string): { src: string; srcSet?: string } {
  if (!isResizableMedia(url)) return { src: url };
  return {
    src: `${url}?w=${MEDIA_FALLBACK_WIDTH}`,
    srcSet: MEDIA_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(", "),
  };
}
