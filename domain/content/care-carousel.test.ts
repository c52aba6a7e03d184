import { describe, expect, it } from "vitest";
import { selectActiveCares, stepCarousel } from "./care-carousel.ts";

describe("care carousel", () => {
  it("alternates between the two slots and wraps around forwards", () => {
    let state = { slot: 0 as const, index: 0 } as { slot: 0 | 1; index: number };
    const seen: Array<[number, number]> = [];
    for (let step = 0; step < 4; step++) {
      state = stepCarousel(state, 3);
      seen.push([state.slot, state.index]);
    }
    expect(seen).toEqual([
      [1, 1],
      [0, 2],
      [1, 0],
      [0, 1],
    ]);
  });

  it("wraps around backwards", () => {
    expect(stepCarousel({ slot: 0, index: 0 }, 3, -1)).toEqual({ slot: 1, index: 2 });
  });

  it("stays on index 0 with nothing to show, and keeps a single item in place", () => {
    expect(stepCarousel({ slot: 1, index: 4 }, 0)).toEqual({ slot: 1, index: 0 });
    expect(stepCarousel({ slot: 0, index: 0 }, 1).index).toBe(0);
  });

  it("shows only active care items, newest first", () => {
    const items = [
      { active: true, published_at: "2024-01-01" },
      { active: false, published_at: "2026-01-01" },
      { active: true, published_at: "2025-01-01" },
    ];
    expect(selectActiveCares(items).map((item) => item.published_at)).toEqual(["2025-01-01", "2024-01-01"]);
  });
});
