import { describe, expect, it } from "vitest";
import { fitInViewport } from "./fit-in-viewport.ts";

describe("placing the confirmation popup", () => {
  const viewport = { width: 360, height: 740 };
  const size = { width: 300, height: 120 };

  it("opens where it was asked when it fits", () => {
    expect(fitInViewport({ x: 20, y: 100 }, size, viewport)).toEqual({ x: 20, y: 100 });
  });

  it("moves left and up to stay inside the viewport, 8 px from its edges", () => {
    expect(fitInViewport({ x: 200, y: 700 }, size, viewport)).toEqual({ x: 52, y: 612 });
    expect(fitInViewport({ x: -50, y: -10 }, size, viewport)).toEqual({ x: 8, y: 8 });
  });

  it("keeps the top-left corner visible when the popup is larger than the viewport", () => {
    expect(fitInViewport({ x: 100, y: 100 }, { width: 500, height: 900 }, viewport)).toEqual({ x: 8, y: 8 });
  });
});
