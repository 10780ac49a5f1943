import { describe, expect, it } from "vitest";
import {
  CAROUSEL_INTERVALS,
  isPlaying,
  isRotating,
  NO_HOLDS,
  swipeDirection,
  toggleChoice,
} from "./carousel-autoplay.ts";

const base = { interval: 3000, count: 3, choice: "auto" as const, reducedMotion: false, holds: NO_HOLDS };

describe("carousel autoplay", () => {
  it("keeps the site's timings", () => {
    expect(CAROUSEL_INTERVALS).toEqual({ homeHero: 5000, categoryCard: 3000, featuredCard: 3000, slider: 6000 });
  });

  it("rotates by default and holds while hovered, focused, in a hidden tab or scrolled out of view", () => {
    expect(isRotating(base)).toBe(true);
    expect(isRotating({ ...base, holds: { ...NO_HOLDS, hover: true } })).toBe(false);
    expect(isRotating({ ...base, holds: { ...NO_HOLDS, focus: true } })).toBe(false);
    expect(isRotating({ ...base, holds: { ...NO_HOLDS, hidden: true } })).toBe(false);
    expect(isRotating({ ...base, holds: { ...NO_HOLDS, offscreen: true } })).toBe(false);
  });

  it("never rotates without an interval or with fewer than two slides", () => {
    expect(isRotating({ ...base, interval: undefined })).toBe(false);
    expect(isRotating({ ...base, interval: 0 })).toBe(false);
    expect(isRotating({ ...base, count: 1 })).toBe(false);
  });

  it("stays still under reduced motion until the visitor presses play", () => {
    expect(isRotating({ ...base, reducedMotion: true })).toBe(false);
    expect(isPlaying("auto", true)).toBe(false);
    const choice = toggleChoice("auto", true);
    expect(choice).toBe("playing");
    expect(isRotating({ ...base, reducedMotion: true, choice })).toBe(true);
  });

  it("toggles between paused and playing", () => {
    expect(toggleChoice("auto", false)).toBe("paused");
    expect(toggleChoice("paused", false)).toBe("playing");
    expect(toggleChoice("playing", false)).toBe("paused");
    expect(isRotating({ ...base, choice: "paused" })).toBe(false);
    // A temporary hold still applies after an explicit play.
    expect(isRotating({ ...base, choice: "playing", holds: { ...NO_HOLDS, hover: true } })).toBe(false);
  });

  it("reads swipes, ignoring taps and vertical scrolls", () => {
    expect(swipeDirection(-60, 5)).toBe("next");
    expect(swipeDirection(60, -5)).toBe("previous");
    expect(swipeDirection(-9, 0)).toBe(null);
    expect(swipeDirection(-10, 0)).toBe("next");
    expect(swipeDirection(-40, 80)).toBe(null);
  });
});
