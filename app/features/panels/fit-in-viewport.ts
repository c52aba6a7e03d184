import type { PopupPosition } from "./panels-context.ts";

/** Space kept between a popup and the edges of the viewport, in pixels. */
export const VIEWPORT_EDGE = 8;

/** Where a box of a size opened at a point stays whole inside the viewport (top-left wins when it cannot). */
export function fitInViewport(
  position: PopupPosition,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): PopupPosition {
  const clamp = (value: number, max: number) => Math.max(VIEWPORT_EDGE, Math.min(value, max));
  return {
    x: clamp(position.x, viewport.width - size.width - VIEWPORT_EDGE),
    y: clamp(position.y, viewport.height - size.height - VIEWPORT_EDGE),
  };
}
