import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isValidImageKey } from "../../lib/media/image-ref.ts";
import { siteImageRequests, siteImages } from "../site-images.ts";
import { publicPages } from "../routes-meta.ts";
import { store } from "../store.ts";
import { collectionGroups, timeline, values } from "./about.ts";
import { galleryCollections } from "./gallery.ts";
import { heroSlides, promoBanner, socialPosts, trendingCategories } from "./home.ts";
import { homeInvitation } from "./home-invitation.ts";
import { claimsSeed } from "../store.ts";
import { homeStats } from "../../lib/settings/showcase-views.ts";
import { claimsFormSchema } from "../../lib/settings/claims.ts";
import { offerFormSchema } from "../../lib/settings/offers.ts";
import { readForm } from "../../../tests/support/settings-forms.ts";
import { featuredCollections, welcomePromo } from "./offers.ts";
import { sliderSlides } from "./slider.ts";
import { directions, services } from "./visit.ts";

/** The seeded offer passes the offer form's own rules. */
function validOfferSeed(): boolean {
  const { terms, validFrom, validUntil, translations: _kannadaAndHindi, inEnglish: _marker, ...words } = welcomePromo;
  const result = readForm(offerFormSchema({ otherCodes: [] }), {
    ...words,
    terms: terms.join("\n"),
    validFrom: validFrom ?? "",
    validUntil: validUntil ?? "",
    published: "on",
  });
  return result.ok;
}

const image = z.object({
  key: z
    .string()
    .refine(isValidImageKey, "invalid image key")
    .refine((k) => k.startsWith("site/")),
  alt: z.string().min(8),
  kind: z.enum(["portrait", "landscape", "square", "wide"]),
  art: z.object({ garment: z.string(), colors: z.array(z.string().regex(/^#[0-9a-f]{6}$/i)).min(1) }).loose(),
  variant: z.number().int().min(0),
});
const text = z.string().trim().min(1);
const internalLink = z.string().regex(/^\/[a-z0-9/#-]*$/);
const routes = new Set(publicPages.map((p) => p.path));
const linksToRoute = (href: string) => routes.has(href.split(/[?#]/)[0]!);

describe("site content: counts and links", () => {
  it("home hero: 3 slides in order, formals twice and clubwear once, wide images", () => {
    z.array(z.object({ title: text, subtitle: text, cta: text, offer: text, link: internalLink, image }))
      .length(3)
      .parse(heroSlides);
    expect(heroSlides.map((s) => s.title)).toEqual([
      "Premium Men's Fashion",
      "Business Elegance",
      "Evening Sophistication",
    ]);
    expect(heroSlides.map((s) => s.link)).toEqual([
      "/collections/formals",
      "/collections/formals",
      "/collections/clubwear",
    ]);
    expect(heroSlides.every((s) => s.image.kind === "wide")).toBe(true);
    expect(promoBanner.link).toBe("/collections/formals");
  });

  it("stats strip shows the spec's claims only, the years counted from the founding", () => {
    // docs/behaviour.md#shop says 41 years: it was written in 2025.
    expect(homeStats(claimsSeed, store.foundedYear, 2025).map((s) => s.value)).toEqual(["50,000+", "4.9/5", "41"]);
    expect(homeStats(claimsSeed, store.foundedYear, 2026).at(-1)!.value).toBe("42");
    // The seed passes the rules staff's own claims must.
    expect(readForm(claimsFormSchema, { ...claimsSeed })).toEqual({ ok: true, value: claimsSeed });
  });

  it("trending categories: 6 cards of 3 images, each linked to the collection it names", () => {
    z.array(z.object({ title: text, description: text, link: internalLink, images: z.array(image).length(3) }))
      .length(6)
      .parse(trendingCategories);
    expect(Object.fromEntries(trendingCategories.map((c) => [c.title, c.link]))).toEqual({
      "Office Ready Formals": "/collections/formals",
      "Night Out Clubwear": "/collections/clubwear",
      "Smart Semi-Formals": "/collections/semi-formals",
      "Groom's Atelier": "/groom",
      "Tailored Trousers": "/pants",
      "Luxury Outerwear": "/pants",
    });
  });

  it("social grid: 4 square posts and no made-up like counts (under the store's Instagram handle, from its settings)", () => {
    expect(store.instagramHandle).toMatch(/^@/);
    z.array(z.strictObject({ id: text, image }))
      .length(4)
      .parse(socialPosts);
    expect(socialPosts.every((p) => p.image.kind === "square")).toBe(true);
  });

  it("home buttons reach the pages they name", () => {
    expect(homeInvitation.actions.map((a) => a.href)).toEqual([
      "/collections/formals",
      // A consultation is a fitting visit with its purpose chosen, not a message.
      "/book?purpose=styling",
      "/visit",
      "/pants",
    ]);
  });

  it("WELCOME10: 10% off, in-store only, no minimum, not combinable, no expiry", () => {
    expect(welcomePromo.code).toBe("WELCOME10");
    expect(welcomePromo.headline).toContain("10%");
    expect(validOfferSeed()).toBe(true);
    const terms = welcomePromo.terms.join(" | ").toLowerCase();
    for (const term of [
      "any brand",
      "in-store purchases only",
      "no minimum purchase",
      "cannot be combined",
      "no expiry",
    ]) {
      expect(terms).toContain(term);
    }
  });

  it("featured collection cards: name, brand, 3 images, category, and no typed rating", () => {
    z.array(
      z.strictObject({
        id: text,
        name: text,
        brand: text,
        category: text,
        images: z.array(image).length(3),
      }),
    )
      .min(3)
      .parse(featuredCollections);
  });

  it("gallery: Formal 6, Semi-Formal 5, Clubwear 4, Premium Shirts 4", () => {
    z.array(
      z.object({ id: text, title: text, category: text, description: text, images: z.array(image).min(1) }),
    ).parse(galleryCollections);
    expect(galleryCollections.map((c) => [c.title, c.images.length])).toEqual([
      ["Formal Collection", 6],
      ["Semi-Formal Collection", 5],
      ["Clubwear Collection", 4],
      ["Premium Shirts", 4],
    ]);
  });

  it("slider: six slides, Elegance to Couture, couture limited to 50 pieces", () => {
    z.array(
      z.object({
        id: text,
        shortTitle: text,
        subtitle: text,
        title: text,
        description: text,
        cta: text,
        link: internalLink,
        image,
      }),
    )
      .length(6)
      .parse(sliderSlides);
    expect(sliderSlides.map((s) => s.shortTitle)).toEqual([
      "Elegance",
      "Modern",
      "Artisan",
      "Winter",
      "Signature",
      "Couture",
    ]);
    expect(sliderSlides.find((s) => s.id === "couture")!.description).toMatch(/limited to 50 pieces/i);
  });

  it("brand story: timeline 1984, 2010, 2024; four values; three collection groups", () => {
    expect(timeline.map((t) => t.year)).toEqual(["1984", "2010", "2024"]);
    expect(values).toHaveLength(4);
    expect(collectionGroups).toHaveLength(3);
  });

  it("visit: the store's four services and the three ways to get there", () => {
    expect(services.map((s) => s.title)).toEqual(store.features);
    expect(directions.map((d) => d.title)).toEqual(["By Metro", "By Bus", "By Car"]);
  });

  it("every internal link goes to a public route", () => {
    const hrefs = [
      ...heroSlides.map((s) => s.link),
      ...trendingCategories.map((c) => c.link),
      ...sliderSlides.map((s) => s.link),
      ...homeInvitation.actions.map((a) => a.href),
      ...collectionGroups.flatMap((g) => g.links.map((l) => l.href)),
    ];
    expect(hrefs.filter((href) => !linksToRoute(href))).toEqual([]);
  });

  it("requests one image per picture, with unique keys", () => {
    const keys = siteImageRequests.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(siteImageRequests).toHaveLength(siteImages.length);
    z.array(image).parse(siteImages);
  });
});
