import { describe, expect, it } from "vitest";
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry, roundedTop } from "./chart";

describe("the visits chart", () => {
  it("tops its scale with a round number at or above every value", () => {
    expect([0, 3, 5, 7, 11, 19, 21, 26, 140, 999, 1_001].map(roundedTop)).toEqual([
      4, 4, 6, 8, 20, 20, 40, 40, 200, 1_000, 2_000,
    ]);
  });

  it("draws a bar a day for views and a line through the visitors, inside the box", () => {
    const chart = chartGeometry([
      { day: "2026-11-23", visitors: 5, views: 20 },
      { day: "2026-11-24", visitors: 0, views: 0 },
      { day: "2026-11-25", visitors: 10, views: 10 },
    ]);
    expect(chart.max).toBe(20);
    expect(chart.ticks).toEqual([0, 10, 20]);
    expect(chart.bars).toHaveLength(3);
    expect(chart.bars[0]).toMatchObject({ y: 0, height: CHART_HEIGHT });
    expect(chart.bars[1]).toMatchObject({ height: 0 });
    expect(chart.bars[2]).toMatchObject({ y: CHART_HEIGHT / 2, height: CHART_HEIGHT / 2 });
    for (const bar of chart.bars) expect(bar.x + bar.width).toBeLessThanOrEqual(CHART_WIDTH);
    expect(chart.line).toBe(`M100 ${CHART_HEIGHT * 0.75}L300 ${CHART_HEIGHT}L500 ${CHART_HEIGHT / 2}`);
  });

  it("draws an empty period flat on the floor", () => {
    const chart = chartGeometry([{ day: "2026-11-25", visitors: 0, views: 0 }]);
    expect(chart.max).toBe(4);
    expect(chart.bars[0]!.height).toBe(0);
  });
});
