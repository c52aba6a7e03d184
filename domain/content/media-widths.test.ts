import { describe, expect, it } from "vitest";
import { getResponsiveImage, isResizableMedia, pickMediaWidth } from "./media-widths.ts";

describe("picture widths", () => {
  it("answers the smallest listed width at least as wide as asked, and the widest beyond it", () => {
    expect(pickMediaWidth(1)).toBe(320);
    expect(pickMediaWidth(320)).toBe(320);
    expect(pickMediaWidth(321)).toBe(640);
    expect(pickMediaWidth(1000)).toBe(1280);
    expect(pickMediaWidth(5000)).toBe(1600);
  });

  it("resizes uploaded photos only, never a seeded SVG, a PDF or another site's picture", () => {
    expect(isResizableMedia("/media/0f3a-9c.jpg")).toBe(true);
    expect(isResizableMedia("/media/0f3a-9c.png")).toBe(true);
    expect(isResizableMedia("/media/report.pdf")).toBe(false);
    expect(isResizableMedia("/content/images/person.svg")).toBe(false);
    expect(isResizableMedia("https://example.org/media/x.jpg")).toBe(false);
    expect(isResizableMedia("/media/../x.jpg")).toBe(false);
  });

  it("gives an uploaded photo every width and a fallback that is not the original", () => {
    expect(getResponsiveImage("/media/a.jpg")).toEqual({
      src: "/media/a.jpg?w=960",
      srcSet:
        "/media/a.jpg?w=320 320w, /media/a.jpg?w=640 640w, /media/a.jpg?w=960 960w, /media/a.jpg?w=1280 1280w, /media/a.jpg?w=1600 1600w",
    });
    expect(getResponsiveImage("/content/images/a.svg")).toEqual({ src: "/content/images/a.svg" });
  });
});
