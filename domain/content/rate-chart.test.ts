import { describe, expect, it } from "vitest";
import { getRateChartGeometry, parseRatePeriod, RATE_CHART } from "./rate-chart.ts";

const points = (line: string) => line.split(" ").map((pair) => pair.split(",").map(Number) as [number, number]);

describe("the rate history chart", () => {
  const today = "2026-11-28";

  it("runs from the period's first day at the left edge to today at the right", () => {
    const geometry = getRateChartGeometry(
      [
        { date: "2026-10-30", buying: 1700, selling: 1750 },
        { date: "2026-11-28", buying: 1720, selling: 1780 },
      ],
      { days: 30, today },
    );
    const [start, end] = points(geometry.selling);
    expect(start![0]).toBe(RATE_CHART.left);
    expect(end![0]).toBe(RATE_CHART.width - RATE_CHART.right);
    expect(geometry.first).toBe("2026-10-30");
    expect(geometry.last).toBe(today);
  });

  it("draws a higher rate higher, with room above the highest and below the lowest", () => {
    const geometry = getRateChartGeometry(
      [
        { date: "2026-11-27", buying: 1700, selling: 1800 },
        { date: "2026-11-28", buying: 1710, selling: 1790 },
      ],
      { days: 30, today },
    );
    const [buying] = points(geometry.buying);
    const [selling] = points(geometry.selling);
    expect(selling![1]).toBeLessThan(buying![1]);
    expect(geometry.high).toBe(1805);
    expect(geometry.low).toBe(1695);
    expect(selling![1]).toBeGreaterThan(RATE_CHART.top);
    expect(buying![1]).toBeLessThan(RATE_CHART.height - RATE_CHART.bottom);
  });

  it("keeps a rate that never moved in the middle of the drawing", () => {
    const geometry = getRateChartGeometry([{ date: today, buying: 100, selling: 100 }], { days: 90, today });
    const [[, y]] = points(geometry.buying) as [[number, number]];
    expect(y).toBeCloseTo((RATE_CHART.top + RATE_CHART.height - RATE_CHART.bottom) / 2, 0);
  });

  it("skips the days nothing was published, joining the days around them", () => {
    const geometry = getRateChartGeometry(
      [
        { date: "2026-11-01", buying: 1700, selling: 1750 },
        { date: "2026-11-20", buying: 1710, selling: 1760 },
      ],
      { days: 30, today },
    );
    expect(points(geometry.buying)).toHaveLength(2);
  });

  it("reads ?days= as 30, 90 or 365, and anything else as 30", () => {
    expect(parseRatePeriod("90")).toBe(90);
    expect(parseRatePeriod("365")).toBe(365);
    expect(parseRatePeriod("7")).toBe(30);
    expect(parseRatePeriod(null)).toBe(30);
  });
});
