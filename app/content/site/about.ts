import { aboutIntro, type CollectionGroupWords, collectionGroupWords } from "./about-words.ts";
import { siteImage, type SiteImage } from "./site-image.ts";

/*
 * The about page's pictures as a fresh install has them, with their words (the
 * showcase's seed, app/services/settings/seed.server.ts); the page's own words are in
 * about-words.ts, which the page's component imports.
 */
export { values, type Value } from "./about-words.ts";

export const aboutHero = {
  ...aboutIntro,
  image: siteImage(
    "about/storefront",
    "wide",
    "Inside the store: garments in lit arched niches above a display table of folded shirts",
    {
      garment: "suit",
      colors: ["#1f2a44", "#c9a45c", "#efe8da"],
      composition: "storefront",
    },
  ),
};

export type TimelineEntry = { year: string; title: string; text: string; image: SiteImage };

/** The timeline of 1984, 2010 and 2024 (docs/behaviour.md#about). */
export const timeline: readonly TimelineEntry[] = [
  {
    year: "1984",
    title: "A counter of fine fabric",
    text: "The Men's Studio opens in Bengaluru as a textile counter with an in-house tailor: shirting, suiting and dhotis, cut to order.",
    image: siteImage("about/timeline-1984", "landscape", "A rail of shirts in blues, whites and stripes", {
      garment: "shirt",
      colors: ["#c9d8ea", "#f7f5f0", "#8a6a3b"],
      pattern: "stripe",
      composition: "rack",
    }),
  },
  {
    year: "2010",
    title: "The flagship studio",
    text: "We move into our flagship store, with trial rooms, ready-to-wear collections and curated brands alongside our own tailoring.",
    image: siteImage("about/timeline-2010", "landscape", "A rail of tailored blazers in navy, grey and camel", {
      garment: "blazer",
      colors: ["#1f2a44", "#6b6f76", "#b08a5a"],
      pattern: "solid",
      composition: "rack",
    }),
  },
  {
    year: "2024",
    title: "The Men's Studio today",
    text: "Our own collections and 10+ curated brands under one roof, VIP trial rooms, personal styling and a groom's atelier for the wedding season.",
    image: siteImage(
      "about/timeline-2024",
      "landscape",
      "An embroidered ivory sherwani beside a maroon bandi with zari trims, on a rail of sherwanis in the groom's atelier",
      {
        garment: "sherwani",
        colors: ["#f3ead6", "#c9a45c"],
        pattern: "embroidered",
        with: [{ garment: "bandi", colors: ["#5c1a24", "#c9a45c"], pattern: "solid", details: ["zari-trims"] }],
        composition: "rack",
      },
    ),
  },
];

export type CollectionGroup = CollectionGroupWords & { image: SiteImage };

/** The three collection groups. */
export const collectionGroups: readonly CollectionGroup[] = [
  {
    ...collectionGroupWords[0]!,
    image: siteImage("about/group-everyday", "portrait", "A white formal shirt under a grey blazer", {
      garment: "blazer",
      colors: ["#6b6f76", "#f7f5f0"],
      pattern: "solid",
      under: { garment: "shirt", colors: ["#f7f5f0"], pattern: "solid" },
    }),
  },
  {
    ...collectionGroupWords[1]!,
    image: siteImage(
      "about/group-celebrations",
      "portrait",
      "An ivory sherwani with saffron embroidery and gold trims",
      {
        garment: "sherwani",
        colors: ["#f3ead6", "#d9822b", "#c9a45c"],
        pattern: "embroidered",
      },
    ),
  },
  {
    ...collectionGroupWords[2]!,
    image: siteImage("about/group-comfort", "portrait", "A cream knit sweater and grey track pants laid out together", {
      garment: "sweater",
      colors: ["#ece3d0", "#8a8f98"],
      pattern: "rib",
      with: [{ garment: "trackpants", colors: ["#8a8f98"], pattern: "textured" }],
      composition: "flatlay",
    }),
  },
];
