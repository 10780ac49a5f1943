import { href } from "react-router";
import { siteImage, type SiteImage } from "./site-image.ts";

export const aboutHero = {
  eyebrow: "Our Story · Since 1984",
  title: "Four decades of dressing Bengaluru",
  intro:
    "We began with a single counter of shirting and suiting fabric and a tailor who knew every regular by name. The counter became a studio, the studio became a store, and the tailor's habit of measuring twice became ours.",
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

export type Value = { title: string; text: string; icon: "scissors" | "handshake" | "landmark" | "sparkles" };

/** The four values. */
export const values: readonly Value[] = [
  {
    title: "Fit first",
    text: "Every garment is checked on you, and our tailors finish what the rack cannot.",
    icon: "scissors",
  },
  {
    title: "Honest advice",
    text: "We tell you what suits you — and what does not — whether you buy today or not.",
    icon: "handshake",
  },
  {
    title: "Heritage",
    text: "Forty years of the same standards: good cloth, clean stitching, fair prices.",
    icon: "landmark",
  },
  {
    title: "Care",
    text: "From a single shirt to a wedding wardrobe, every visitor gets the same attention.",
    icon: "sparkles",
  },
];

export type CollectionGroup = {
  title: string;
  text: string;
  links: readonly { name: string; href: string }[];
  image: SiteImage;
};

/** The three collection groups. */
export const collectionGroups: readonly CollectionGroup[] = [
  {
    title: "Everyday & Office",
    text: "Formal shirts, trousers, blazers and suits; casual shirts, chinos and denim for the days in between.",
    links: [
      { name: "Formals", href: href("/collections/formals") },
      { name: "Casual Wear", href: href("/collections/semi-formals") },
    ],
    image: siteImage("about/group-everyday", "portrait", "A white formal shirt under a grey blazer", {
      garment: "blazer",
      colors: ["#6b6f76", "#f7f5f0"],
      pattern: "solid",
      under: { garment: "shirt", colors: ["#f7f5f0"], pattern: "solid" },
    }),
  },
  {
    title: "Celebrations",
    text: "Sherwanis, bandis, jodhpuris and dhotis for weddings and festivals; party shirts for the night out.",
    links: [
      { name: "Groom Collections", href: href("/groom") },
      { name: "Ramraj Collections", href: href("/ramraj") },
      { name: "Clubwear", href: href("/collections/clubwear") },
    ],
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
    title: "Comfort & Seasons",
    text: "Winter jackets and sweaters, innerwear from trusted brands and easy nightwear for home.",
    links: [
      { name: "Winter Collections", href: href("/pants") },
      { name: "Inner Wear Brands", href: href("/innerwears") },
      { name: "Night Wear", href: href("/collections/shirts") },
    ],
    image: siteImage("about/group-comfort", "portrait", "A cream knit sweater and grey track pants laid out together", {
      garment: "sweater",
      colors: ["#ece3d0", "#8a8f98"],
      pattern: "rib",
      with: [{ garment: "trackpants", colors: ["#8a8f98"], pattern: "textured" }],
      composition: "flatlay",
    }),
  },
];
