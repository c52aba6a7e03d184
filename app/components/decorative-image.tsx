import type { ImgHTMLAttributes } from "react";

/**
 * A card's or slide's picture. The title and text beside it say what it shows, so the picture is
 * decoration (`alt=""`). Only the first one is loaded at once: it is in the first screen, the
 * others wait until they near it (ADR 025). A caller whose first picture is the page's largest
 * paint also passes `fetchPriority`.
 */
export function DecorativeImage({
  className,
  src,
  width,
  height,
  isFirst,
  fetchPriority,
  decoding = "async",
}: {
  className: string;
  src: string;
  width: number;
  height: number;
  isFirst: boolean;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, "fetchPriority" | "decoding">) {
  return <img className={className} src={src} alt="" width={width} height={height} loading={isFirst ? "eager" : "lazy"} fetchPriority={fetchPriority} decoding={decoding} />;
}
