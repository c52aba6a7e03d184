import { describe, expect, it } from "vitest";
import { describeView, getNextZoom } from "./image-viewer.tsx";

describe("the image viewer's zoom and turns", () => {
  it("steps through the zoom levels and stops at either end", () => {
    expect(getNextZoom(1, 1)).toBe(1.5);
    expect(getNextZoom(1, -1)).toBe(0.75);
    expect(getNextZoom(4, 1)).toBeUndefined();
    expect(getNextZoom(0.5, -1)).toBeUndefined();
  });

  it("says the zoom and how far the photo is turned, a full turn being upright", () => {
    expect(describeView(1, 0)).toBe("100 %");
    expect(describeView(1.5, 1)).toBe("150 %, turned 90° right");
    expect(describeView(0.75, -1)).toBe("75 %, turned 270° right");
    expect(describeView(2, 4)).toBe("200 %");
  });
});
