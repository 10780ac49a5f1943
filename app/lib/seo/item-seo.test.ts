import { describe, expect, it } from "vitest";
import type { CatalogueItem } from "../catalogue/catalogue-item.ts";
import { itemPageMeta, shortDescription } from "./item-seo.ts";
import { pageFor } from "../../content/routes-meta.ts";
import { store } from "../../content/store.ts";

const siteUrl = "https://shop.example.in";
const find = (meta: Record<string, string>[], key: string, value: string) => meta.find((m) => m[key] === value);

describe("itemPageMeta", () => {
  const item: CatalogueItem = {
    slug: "onion-pink-handwork-sherwani",
    title: "Onion Pink Handwork Sherwani",
    description:
      "Onion-pink silk with dense resham and sequin handwork across the yoke, worked by hand over weeks. A statement for the wedding day.",
    type: "handwork",
    price: "₹46,000",
    images: [{ key: "catalogue/groom/onion-pink-handwork-sherwani-1", kind: "portrait", alt: "Onion-pink sherwani" }],
  };
  const meta = itemPageMeta(pageFor("/groom")!, item, { storeName: store.name, siteUrl });
  const url = `${siteUrl}/groom/onion-pink-handwork-sherwani`;

  it("has the item's own title, description and canonical URL", () => {
    expect(meta[0]!.title).toBe("Onion Pink Handwork Sherwani | Groom Collections | The Men's Studio");
    const description = find(meta, "name", "description")?.content ?? "";
    expect(description).toMatch(/^₹46,000\. Onion-pink silk/);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(find(meta, "rel", "canonical")?.href).toBe(url);
    expect(find(meta, "property", "og:url")?.content).toBe(url);
  });

  it("shares the item's first picture as an absolute URL, with its alt text", () => {
    expect(find(meta, "property", "og:image")?.content).toBe(
      `${siteUrl}/images/catalogue/groom/onion-pink-handwork-sherwani-1-800.webp`,
    );
    expect(find(meta, "property", "og:image:alt")?.content).toBe("Onion-pink sherwani");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
  });
});

describe("shortDescription", () => {
  it("keeps a short text and cuts a long one at a word, with an ellipsis", () => {
    expect(shortDescription("A  short\ntext.")).toBe("A short text.");
    const cut = shortDescription("word ".repeat(60));
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut).toMatch(/word…$/);
  });
});
