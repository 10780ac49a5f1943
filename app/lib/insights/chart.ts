import type { DayPoint } from "./report.ts";

/**
 * The geometry of the visitors-and-views chart, in the coordinates of its SVG's
 * viewBox: a bar a day for page views, a line for visitors, on one scale whose top
 * is a round number. The labels are HTML around the SVG (placed by percentage), so
 * they keep their size on a phone while the plot stretches to the width.
 */
export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 180;

export type ChartGeometry = {
  /** The scale's top (a round number at least every value), and the grid lines' values. */
  max: number;
  ticks: number[];
  bars: Array<{ x: number; y: number; width: number; height: number }>;
  /** The visitors' line (SVG path data). */
  line: string;
};

/**
 * The smallest of 1, 2, 4, 6, 8 or 10 times a power of ten that is at least `value`
 * (and at least 4), so the half-way line is a whole number too.
 */
export function roundedTop(value: number): number {
  const floor = Math.max(value, 4);
  const power = 10 ** Math.floor(Math.log10(floor));
  for (const step of [1, 2, 4, 6, 8, 10]) if (step * power >= floor) return step * power;
  return 10 * power;
}

export function chartGeometry(points: readonly DayPoint[]): ChartGeometry {
  const max = roundedTop(Math.max(0, ...points.map((p) => Math.max(p.views, p.visitors))));
  const slot = CHART_WIDTH / Math.max(points.length, 1);
  const gap = Math.min(slot * 0.25, 4);
  const y = (value: number) => CHART_HEIGHT - (value / max) * CHART_HEIGHT;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    max,
    ticks: [0, max / 2, max],
    bars: points.map((p, i) => ({
      x: round(i * slot + gap / 2),
      y: round(y(p.views)),
      width: round(slot - gap),
      height: round(CHART_HEIGHT - y(p.views)),
    })),
    line: points.map((p, i) => `${i === 0 ? "M" : "L"}${round(i * slot + slot / 2)} ${round(y(p.visitors))}`).join(""),
  };
}
