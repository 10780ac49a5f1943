import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "./picture";

const image = {
  key: "catalogue/formal/white-oxford-1",
  alt: "White Oxford shirt on a hanger",
  kind: "portrait",
} as const;

describe("Picture", () => {
  it("offers AVIF then WebP with sizes, and a lazy WebP img with intrinsic size", () => {
    const html = renderToStaticMarkup(<Picture image={image} sizes="(min-width: 1024px) 25vw, 100vw" />);
    expect(html).toMatch(
      /<source type="image\/avif" srcSet="\/images\/catalogue\/formal\/white-oxford-1-400.avif 400w, \/images\/catalogue\/formal\/white-oxford-1-800.avif 800w" sizes="\(min-width: 1024px\) 25vw, 100vw"\/>/,
    );
    expect(html.indexOf("image/avif")).toBeLessThan(html.indexOf("image/webp"));
    expect(html).toContain('src="/images/catalogue/formal/white-oxford-1-800.webp"');
    expect(html).toContain('alt="White Oxford shirt on a hanger"');
    expect(html).toContain('width="800" height="1000"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toContain("fetchPriority");
  });

  it("loads a priority image eagerly with high fetch priority", () => {
    const html = renderToStaticMarkup(
      <Picture image={{ ...image, kind: "wide" }} sizes="100vw" priority className="h-full" />,
    );
    expect(html).toContain('loading="eager"');
    expect(html.toLowerCase()).toContain('fetchpriority="high"');
    expect(html).toContain('width="1600" height="900"');
  });

  it("lets the caller size the box the image fills, and the image's own crop", () => {
    const html = renderToStaticMarkup(
      <Picture image={image} sizes="100vw" className="aspect-[4/5]" imgClassName="object-top" />,
    );
    const box = /<picture class="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];
    const img = /<img[^>]*class="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];
    expect(box).toContain("aspect-[4/5]");
    expect(img).toContain("object-top");
    // The img fills the box the caller sized (and is cropped to it).
    expect(img).toEqual(expect.arrayContaining(["h-full", "w-full", "object-cover"]));
  });

  it("offers an art-directed phone rendition first, for phone screens only, with its own ratio", () => {
    const html = renderToStaticMarkup(
      <Picture image={{ ...image, kind: "wide", phone: "portrait" }} sizes="100vw" priority />,
    );
    const sources = [...html.matchAll(/<source [^>]*>/g)].map((m) => m[0]);
    expect(sources).toHaveLength(4);
    expect(sources[0]).toContain('media="(max-width: 639px)"');
    expect(sources[0]).toContain("/images/catalogue/formal/white-oxford-1-phone-800.avif 800w");
    expect(sources[0]).toContain('width="800" height="1000"');
    expect(sources[1]).toContain('type="image/webp"');
    expect(sources[1]).toContain('media="(max-width: 639px)"');
    // The wide frame stays the default (and the img's fallback) for every other screen.
    expect(sources[2]).not.toContain("media=");
    expect(sources[2]).toContain("white-oxford-1-1600.avif 1600w");
    expect(html).toContain('width="1600" height="900"');
  });
});
