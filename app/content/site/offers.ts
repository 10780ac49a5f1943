import type { Offer } from "../../lib/settings/offer-dates.ts";
import { siteImage, siteImageSeries, type SiteImage } from "./site-image.ts";

/** WELCOME10 (docs/behaviour.md#offers), the one offer of a fresh install (staff add and retire offers in Settings). */
export const welcomePromo: Offer = {
  code: "WELCOME10",
  headline: "10% OFF",
  title: "Welcome to The Men's Studio",
  description:
    "Take 10% off any brand on your visit to our Bengaluru store. Show the code at the counter when you pay — that is all there is to it.",
  terms: [
    "Valid on any brand in the store",
    "In-store purchases only",
    "No minimum purchase",
    "Cannot be combined with other offers",
    "No expiry date",
  ],
  validFrom: null,
  validUntil: null,
};

export const offersHeroImage = siteImage(
  "offers/hero",
  "wide",
  "A cream shirt with fine navy stripes laid flat on a studio table",
  {
    garment: "shirt",
    colors: ["#efe8da", "#1f2a44", "#8a6a3b"],
    pattern: "stripe",
    composition: "flatlay",
  },
);

/**
 * A featured collection card as a fresh install has it (the seed of the showcase's
 * "Offers: featured"): name, brand, category, images (3). No rating: the typed stars
 * were claims nobody measured (docs/behaviour.md#offers).
 */
export type FeaturedCollection = {
  id: string;
  name: string;
  brand: string;
  category: string;
  images: SiteImage[];
};

export const featuredCollections: readonly FeaturedCollection[] = [
  {
    id: "oxford-formals",
    name: "Oxford Formal Shirts",
    brand: "The Men's Studio",
    category: "Formals",
    images: siteImageSeries("offers/featured-oxford", "portrait", [
      {
        alt: "A white Oxford shirt with a button-down collar",
        art: { garment: "shirt", colors: ["#f7f5f0"], pattern: "oxford", neckline: "button-down" },
      },
      {
        alt: "A sky blue Oxford shirt with a button-down collar",
        art: { garment: "shirt", colors: ["#b9cde3"], pattern: "oxford", neckline: "button-down" },
      },
      {
        alt: "Close-up of a pale pink Oxford shirt with a navy tie",
        art: { garment: "shirt", colors: ["#ecc9c4", "#1f2a44"], pattern: "oxford", details: ["tie"] },
      },
    ]),
  },
  {
    id: "polo-casuals",
    name: "Weekend Polos",
    brand: "US POLO ASSN",
    category: "Casual Wear",
    images: siteImageSeries("offers/featured-polo", "portrait", [
      { alt: "A navy piqué polo shirt", art: { garment: "polo", colors: ["#1f2a44"], pattern: "waffle" } },
      {
        alt: "A white polo shirt with fine wine stripes",
        art: { garment: "polo", colors: ["#f7f5f0", "#7a1f2b"], pattern: "stripe" },
      },
      { alt: "Close-up of an olive polo shirt", art: { garment: "polo", colors: ["#5b6142"], pattern: "solid" } },
    ]),
  },
  {
    id: "silk-dhoti-sets",
    name: "Silk Shirt & Dhoti Sets",
    brand: "Ramraj",
    category: "Ethnic Wear",
    images: siteImageSeries("offers/featured-dhoti", "portrait", [
      {
        alt: "A cream silk shirt beside a gold-bordered dhoti",
        art: {
          garment: "shirt",
          colors: ["#f3ead6"],
          pattern: "solid",
          with: [{ garment: "dhoti", colors: ["#f7f3e8", "#c9a45c"], pattern: "zari-border" }],
        },
      },
      {
        alt: "A white dhoti with a copper zari border",
        art: { garment: "dhoti", colors: ["#f7f5f0", "#b06a3b"], pattern: "zari-border" },
      },
      {
        alt: "A sandal silk shirt laid out beside a gold-bordered dhoti",
        art: {
          garment: "shirt",
          colors: ["#e6d3ad"],
          pattern: "solid",
          with: [{ garment: "dhoti", colors: ["#f7f3e8", "#c9a45c"], pattern: "zari-border" }],
          composition: "flatlay",
        },
      },
    ]),
  },
  {
    id: "everyday-innerwear",
    name: "Everyday Essentials",
    brand: "Jockey",
    category: "Innerwear",
    images: siteImageSeries("offers/featured-innerwear", "portrait", [
      { alt: "A white cotton vest", art: { garment: "vest", colors: ["#f7f5f0"], pattern: "solid" } },
      {
        alt: "Grey and navy cotton trunks laid out together",
        art: {
          garment: "trunks",
          colors: ["#8a8f98", "#1f2a44"],
          pattern: "solid",
          with: [{ garment: "trunks", colors: ["#1f2a44", "#8a8f98"], pattern: "solid" }],
          composition: "flatlay",
        },
      },
      {
        alt: "Close-up of a heather grey crew-neck T-shirt",
        art: { garment: "tshirt", colors: ["#a3a6ab"], pattern: "textured" },
      },
    ]),
  },
];
