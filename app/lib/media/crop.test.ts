import { describe, expect, it } from "vitest";
import { CENTRED, cropRegion, formatCrop, kindAspect, movedCrop, parseCrop } from "./crop.ts";

describe("the photo day's crop", () => {
  const card = kindAspect("portrait");

  it("is the card's shape, 4:5", () => {
    expect(card).toBe(0.8);
  });

  it("centred and unzoomed: the largest 4:5 frame in the middle of a landscape phone photo", () => {
    expect(cropRegion(4000, 3000, card, CENTRED)).toEqual({ left: 800, top: 0, width: 2400, height: 3000 });
  });

  it("a tall photo keeps its whole width", () => {
    expect(cropRegion(3000, 4000, card, CENTRED)).toEqual({ left: 0, top: 125, width: 3000, height: 3750 });
  });

  it("zoomed in twice, moved to a corner: half the frame, pushed back inside the photo", () => {
    expect(cropRegion(4000, 3000, card, { x: 0, y: 1, zoom: 2 })).toEqual({
      left: 0,
      top: 1500,
      width: 1200,
      height: 1500,
    });
  });

  it("reads three numbers, keeps them in bounds, and refuses anything else", () => {
    expect(parseCrop("0.5,0.4,1.25")).toEqual({ x: 0.5, y: 0.4, zoom: 1.25 });
    expect(parseCrop("2,-1,9")).toEqual({ x: 1, y: 0, zoom: 4 });
    for (const bad of ["", "0.5,0.5", "a,b,c", "0.5,0.5,1,2", "1e3,0,1", null]) expect(parseCrop(bad)).toBeNull();
    expect(parseCrop(formatCrop({ x: 0.3333333, y: 0.75, zoom: 1.5 }))).toEqual({ x: 0.333, y: 0.75, zoom: 1.5 });
  });

  it("a drag moves the region by the pixels dragged, within the photo", () => {
    const moved = movedCrop(4000, 3000, card, { x: 0.5, y: 0.5, zoom: 2 }, 400, 0);
    expect(cropRegion(4000, 3000, card, moved).left).toBe(
      cropRegion(4000, 3000, card, { ...CENTRED, zoom: 2 }).left + 400,
    );
    expect(cropRegion(4000, 3000, card, movedCrop(4000, 3000, card, CENTRED, -5000, 0)).left).toBe(0);
  });
});
