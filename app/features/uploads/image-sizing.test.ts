import { describe, expect, it } from "vitest";
import { getCompressedFileName, getCompressedSize, shouldCompressImage } from "./image-sizing.ts";

describe("making large photos smaller", () => {
  it("compresses photos over 1.5 MB or with a side over 2500 px, and leaves small ones", () => {
    expect(shouldCompressImage(1.6 * 1024 * 1024, 1200, 1600)).toBe(true);
    expect(shouldCompressImage(500_000, 4000, 3000)).toBe(true);
    expect(shouldCompressImage(500_000, 2500, 1800)).toBe(false);
  });

  it("brings the long side to 2000 px and keeps the proportions, never enlarging", () => {
    expect(getCompressedSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(getCompressedSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(getCompressedSize(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(getCompressedSize(10_000, 1)).toEqual({ width: 2000, height: 1 });
  });

  it("names the result .jpg", () => {
    expect(getCompressedFileName("IMG_2041.PNG")).toBe("IMG_2041.jpg");
    expect(getCompressedFileName("id-card")).toBe("id-card.jpg");
  });
});
