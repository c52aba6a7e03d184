import type { ImgHTMLAttributes } from "react";
import { getResponsiveImage } from "#domain/content/media-widths.ts";

/** Media files' focal points as CSS `object-position`, by address; the loaders send only those off the centre (ADR 076). */
export type FocalPositions = Readonly<Record<string, string>>;

/**
 * A card's or slide's picture. The title and text beside it say what it shows, so the picture is
 * decoration (`alt=""`). Only the first one is loaded at once: it is in the first screen, the
 * others wait until they near it (ADR 025). A caller whose first picture is the page's largest
 * paint also passes `fetchPriority`. An uploaded photo comes at the width its `sizes` needs
 * (ADR 055), never as the editor's phone took it. A news article's cover, which its editor may
 * describe, passes that description as `alt`. A crop (`object-fit: cover`) keeps the editor's focal
 * point in view through `objectPosition` (ADR 076).
 */
export function DecorativeImage({
  className,
  src,
  width,
  height,
  isFirst,
  sizes,
  fetchPriority,
  decoding = "async",
  alt = "",
  objectPosition,
}: {
  className: string;
  src: string;
  width: number;
  height: number;
  isFirst: boolean;
  /** How wide the picture shows, for the browser to choose a width (`100vw` when it spans the screen). */
  sizes: string;
  /** Where a crop keeps the subject (`30% 60%`); the centre when left out. */
  objectPosition?: string | undefined;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, "fetchPriority" | "decoding" | "alt">) {
  const image = getResponsiveImage(src);
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={isFirst ? "eager" : "lazy"}
      fetchPriority={fetchPriority}
      decoding={decoding}
      style={objectPosition ? { objectPosition } : undefined}
    />
  );
}
