import { describe, expect, it } from "vitest";
import { publicPages } from "../content/routes-meta.ts";
import { defaultShareImage, siteUrl } from "../content/site-meta.ts";
import { heroSlides } from "../content/site/home.ts";
import { pageMeta } from "./seo.ts";

const find = (meta: Record<string, string>[], key: string, value: string) => meta.find((m) => m[key] === value);

describe("pageMeta", () => {
  it("gives every public page a title, description, canonical URL and share tags with an image", () => {
    for (const page of publicPages) {
      const meta = pageMeta(page.path);
      expect(meta[0]!.title).toContain("The Men's Studio");
      expect(find(meta, "name", "description")?.content).toBe(page.description);
      expect(find(meta, "rel", "canonical")?.href).toBe(new URL(page.path, siteUrl).toString());
      expect(find(meta, "property", "og:url")?.content).toBe(new URL(page.path, siteUrl).toString());
      expect(find(meta, "property", "og:image")?.content).toMatch(new RegExp(`^${siteUrl}/images/.+\\.webp$`));
      expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    }
  });

  it("puts the brand first on the home page and last elsewhere", () => {
    expect(pageMeta("/")[0]!.title).toMatch(/^The Men's Studio \| /);
    expect(pageMeta("/offers")[0]!.title).toBe("Offers | The Men's Studio");
  });

  it("uses a page's own share image when given", () => {
    const meta = pageMeta("/gallery", { image: { key: "site/gallery/formal-1", alt: "A suit", kind: "portrait" } });
    expect(find(meta, "property", "og:image")?.content).toBe(`${siteUrl}/images/site/gallery/formal-1-800.webp`);
    expect(find(meta, "property", "og:image:alt")?.content).toBe("A suit");
  });

  it("shares the home hero's first picture by default", () => {
    expect(defaultShareImage).toEqual({
      key: heroSlides[0]!.image.key,
      kind: heroSlides[0]!.image.kind,
      alt: heroSlides[0]!.image.alt,
    });
  });

  it("rejects a path that is not a public page", () => {
    expect(() => pageMeta("/nope")).toThrow();
  });
});
