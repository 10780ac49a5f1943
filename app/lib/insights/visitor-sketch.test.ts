import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addToSketch, emptySketch, estimateVisitors, mergeSketch, SKETCH_SIZE } from "./visitor-sketch";

const hashOf = (visitor: string) => createHash("sha256").update(visitor).digest();

function sketchOf(from: number, to: number) {
  const sketch = emptySketch();
  for (let i = from; i < to; i++) addToSketch(sketch, hashOf(`visitor ${i}`));
  return sketch;
}

describe("visitor sketch", () => {
  it("is within a few visitors for a small shop's day and within 3 % for a busy one", () => {
    expect(estimateVisitors(emptySketch())).toBe(0);
    expect(estimateVisitors(sketchOf(0, 1))).toBe(1);
    expect(estimateVisitors(sketchOf(0, 10))).toBe(10);
    // Two of these 50 share a counter (0.3 are expected to): linear counting says 48.
    expect(Math.abs(estimateVisitors(sketchOf(0, 50)) - 50)).toBeLessThanOrEqual(3);
    for (const n of [800, 5_000, 40_000]) {
      const estimate = estimateVisitors(sketchOf(0, n));
      expect(Math.abs(estimate - n) / n, `${n} visitors estimated as ${estimate}`).toBeLessThan(0.03);
    }
  });

  it("counts a visitor once however often they come back", () => {
    const sketch = sketchOf(0, 300);
    const again = sketch.slice();
    for (let i = 0; i < 300; i++) expect(addToSketch(again, hashOf(`visitor ${i}`))).toBe(false);
    expect(again).toEqual(sketch);
  });

  it("merges two batches (or two instances) into the sketch of all their visitors", () => {
    const merged = sketchOf(0, 2_000);
    expect(mergeSketch(merged, sketchOf(1_000, 3_000))).toBe(true);
    expect(merged).toEqual(sketchOf(0, 3_000));
    expect(mergeSketch(merged, sketchOf(0, 10))).toBe(false);
  });

  it("keeps 4,096 one-byte counters, never a hash", () => {
    const sketch = sketchOf(0, 100);
    expect(sketch.byteLength).toBe(SKETCH_SIZE);
    expect(Math.max(...sketch)).toBeLessThanOrEqual(53);
    expect(() => addToSketch(sketch, new Uint8Array(4))).toThrow();
    expect(() => mergeSketch(sketch, new Uint8Array(10))).toThrow();
  });
});
