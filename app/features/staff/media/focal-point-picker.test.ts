import { describe, expect, it } from "vitest";
import { formatFocalPoint, moveFocalPoint } from "./focal-point-picker.tsx";

describe("the focal point by keyboard", () => {
  it("moves one percent a press, ten with Shift, and stops at the edges", () => {
    expect(moveFocalPoint({ x: 50, y: 50 }, "ArrowLeft", false)).toEqual({ x: 49, y: 50 });
    expect(moveFocalPoint({ x: 50, y: 50 }, "ArrowDown", true)).toEqual({ x: 50, y: 60 });
    expect(moveFocalPoint({ x: 95, y: 3 }, "ArrowRight", true)).toEqual({ x: 100, y: 3 });
    expect(moveFocalPoint({ x: 95, y: 3 }, "ArrowUp", true)).toEqual({ x: 95, y: 0 });
  });

  it("centres on Home and ignores other keys, so they keep their own meaning", () => {
    expect(moveFocalPoint({ x: 10, y: 90 }, "Home", false)).toEqual({ x: 50, y: 50 });
    expect(moveFocalPoint({ x: 10, y: 90 }, "Tab", false)).toBeUndefined();
    expect(moveFocalPoint({ x: 10, y: 90 }, "Enter", false)).toBeUndefined();
  });

  it("reads out where the point is", () => {
    expect(formatFocalPoint({ x: 30, y: 60 })).toBe("Focal point 30 % across, 60 % down");
  });
});
