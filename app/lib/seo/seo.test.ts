import { describe, expect, it } from "vitest";
import { indexedPages, pageFor, publicPages } from "../../content/routes-meta.ts";
import { store } from "../../content/store.ts";
import { defaultShareImage } from "./site-meta.ts";
import { heroSlides } from "../../content/site/home.ts";
import { pageMeta } from "./seo.ts";

// The address the server was started with (SITE_URL), as the shop shell hands it to every page's meta.
const siteUrl = "https://shop.example.in";
const shell = { storeName: store.name, siteUrl };

const find = (meta: Record<string, string>[], key: string, value: string) => meta.find((m) => m[key] === value);

describe("pageMeta", () => {
  it("gives every indexed page a title, description, canonical URL and share tags with an image", () => {
    for (const page of indexedPages()) {
      const meta = pageMeta(page, shell);
      expect(meta[0]!.title).toContain("The Men's Studio");
      expect(find(meta, "name", "description")?.content).toBe(page.description);
      expect(find(meta, "rel", "canonical")?.href).toBe(new URL(page.path, siteUrl).toString());
      expect(find(meta, "property", "og:url")?.content).toBe(new URL(page.path, siteUrl).toString());
      expect(find(meta, "property", "og:image")?.content).toMatch(new RegExp(`^${siteUrl}/images/.+\\.webp$`));
      expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    }
  });

  it("marks the search results noindex, follow, with no canonical URL, titled by the query", () => {
    expect(publicPages.filter((p) => p.indexed === false).map((p) => p.path)).toEqual(["/search"]);
    const meta = pageMeta(pageFor("/search"), shell, { title: "Search: sherwani" });
    expect(meta[0]!.title).toBe("Search: sherwani | The Men's Studio");
    expect(find(meta, "name", "robots")?.content).toBe("noindex, follow");
    expect(find(meta, "rel", "canonical")).toBeUndefined();
    expect(find(meta, "property", "og:url")).toBeUndefined();
    expect(pageMeta(pageFor("/search"), shell)[0]!.title).toBe("Search | The Men's Studio");
    expect(find(pageMeta(pageFor("/offers"), shell), "name", "robots")).toBeUndefined();
  });

  it("puts the brand first on the home page and last elsewhere", () => {
    expect(pageMeta(pageFor("/"), shell)[0]!.title).toMatch(/^The Men's Studio \| /);
    expect(pageMeta(pageFor("/offers"), shell)[0]!.title).toBe("Offers | The Men's Studio");
  });

  it("uses a page's own share image when given", () => {
    const meta = pageMeta(pageFor("/gallery"), shell, {
      image: { key: "site/gallery/formal-1", alt: "A suit", kind: "portrait" },
    });
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
    expect(() => pageMeta(pageFor("/nope"), shell)).toThrow();
  });
});
