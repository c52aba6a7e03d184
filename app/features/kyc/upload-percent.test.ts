import { describe, expect, it } from "vitest";
import { getSentPercent } from "./upload-percent.ts";

describe("the upload panel's percent", () => {
  it("follows the bytes sent across all files, rounded down", () => {
    const items = [
      { description: "a", size: 1000, progress: 1000 },
      { description: "b", size: 3000, progress: 1000 },
    ];
    expect(getSentPercent(items)).toBe(50);
    expect(getSentPercent([{ description: "a", size: 3, progress: 2 }])).toBe(66);
  });

  it("never passes 100 nor drops below 0, and is 0 for an empty list", () => {
    expect(getSentPercent([{ description: "a", size: 10, progress: 50 }])).toBe(100);
    expect(getSentPercent([{ description: "a", size: 10, progress: -5 }])).toBe(0);
    expect(getSentPercent([])).toBe(0);
  });
});
