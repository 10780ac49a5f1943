import { describe, expect, it } from "vitest";
import { imageSeries } from "../../content/art.ts";
import { isValidImageKey } from "./image-ref.ts";
import { IMAGE_KINDS, imageFallbackSrc, imageHeight, imageSrcSet, imageUrl } from "./images.ts";

describe("IMAGE_KINDS", () => {
  it("has the documented aspect ratios and its intrinsic size is the largest width", () => {
    const ratios = { portrait: 4 / 5, landscape: 3 / 2, square: 1, wide: 16 / 9 } as const;
    for (const [kind, spec] of Object.entries(IMAGE_KINDS)) {
      expect(spec.width / spec.height).toBeCloseTo(ratios[kind as keyof typeof ratios], 5);
      expect(spec.widths[spec.widths.length - 1]).toBe(spec.width);
      expect([...spec.widths].sort((a, b) => a - b)).toEqual(spec.widths);
    }
  });

  it("computes whole-pixel heights for every width", () => {
    expect(imageHeight("portrait", 400)).toBe(500);
    expect(imageHeight("wide", 800)).toBe(450);
    expect(imageHeight("landscape", 600)).toBe(400);
  });
});

describe("imageUrl / imageSrcSet", () => {
  it("builds /images/<key>-<w>.<format>", () => {
    expect(imageUrl("catalogue/formal/white-oxford-1", 400, "avif")).toBe(
      "/images/catalogue/formal/white-oxford-1-400.avif",
    );
  });

  it("lists every width of the kind", () => {
    expect(imageSrcSet("site/home/hero-1", "wide", "webp")).toBe(
      "/images/site/home/hero-1-800.webp 800w, /images/site/home/hero-1-1600.webp 1600w",
    );
  });

  it("falls back to the largest WebP", () => {
    expect(imageFallbackSrc("a/b", "portrait")).toBe("/images/a/b-800.webp");
  });
});

describe("image keys", () => {
  it("accepts lowercase path keys and rejects the rest", () => {
    expect(isValidImageKey("catalogue/formal/white-oxford-1")).toBe(true);
    expect(isValidImageKey("site/home/hero-1")).toBe(true);
    for (const bad of ["", "/a", "a/", "A/b", "a//b", "a b", "a/../b", "a.jpg", "a_b", "-a", "a-"]) {
      expect(isValidImageKey(bad), bad).toBe(false);
    }
  });

  it("imageSeries numbers keys from 1 and variants from 0", () => {
    const series = imageSeries("catalogue/groom/ivory-sherwani", 4, "portrait", {
      garment: "sherwani",
      colors: ["#f5efe0"],
    });
    expect(series.map((r) => r.key)).toEqual([1, 2, 3, 4].map((n) => `catalogue/groom/ivory-sherwani-${n}`));
    expect(series.map((r) => r.variant)).toEqual([0, 1, 2, 3]);
  });
});
