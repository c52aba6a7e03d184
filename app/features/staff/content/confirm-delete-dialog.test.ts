import { describe, expect, it } from "vitest";
import { getBinPromise } from "./confirm-delete-dialog.tsx";

describe("the delete dialog's promise", () => {
  it("names the bin's days as the server gives them", () => {
    expect(getBinPromise(45)).toBe("You can restore it from the Bin for 45 days.");
    expect(getBinPromise(1)).toBe("You can restore it from the Bin for 1 day.");
  });

  it("promises no number before the console knows it", () => {
    expect(getBinPromise(undefined)).not.toMatch(/\d/);
  });
});
