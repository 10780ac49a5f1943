import type { FilterDefinition } from "../../lib/catalogue/collection-filter.ts";
import { defineCollection, type CollectionSource } from "./catalogue-item.ts";

/** The innerwear brands, as printed (docs/behaviour.md#collection-list). */
export const INNERWEAR_BRANDS = ["US POLO ASSN", "Jockey", "Ramraj", "Minister White"] as const;

/** Innerwear (route /innerwears): 10 items, brand on some, 3 images each. */
export const innerwearSource: CollectionSource = {
  id: "innerwear",
  imageCount: 3,
  hero: {
    look: "a white vest, navy trunks and a grey tee laid out side by side",
    art: {
      garment: "vest",
      colors: ["#f6f4ee"],
      pattern: "rib",
      with: [
        { garment: "trunks", colors: ["#22304f", "#8a8c92"], pattern: "solid" },
        { garment: "tshirt", colors: ["#9a9ca1"], pattern: "textured" },
      ],
    },
    composition: "flatlay",
  },
  items: [
    {
      slug: "us-polo-assn-crew-neck-tee",
      title: "US POLO ASSN Crew-Neck Tee",
      description:
        "A navy crew-neck tee in soft combed cotton with a neat ribbed collar, to wear under a shirt or on its own at home.",
      type: "t-shirts",
      brand: "US POLO ASSN",
      fabric: "Combed cotton",
      fit: "Regular",
      look: "navy combed-cotton crew-neck T-shirt",
    },
    {
      slug: "us-polo-assn-cotton-trunks",
      title: "US POLO ASSN Cotton Trunks",
      description:
        "Stretch cotton trunks with a soft, wide waistband that does not roll, in a pack of navy, grey and black for everyday comfort.",
      type: "innerwear",
      brand: "US POLO ASSN",
      fabric: "Cotton with elastane",
      fit: "Snug",
      look: "navy stretch cotton trunks",
      alongside: "the grey and black trunks of the same pack",
    },
    {
      slug: "jockey-cotton-vest",
      title: "Jockey Cotton Vest",
      description:
        "The classic white sleeveless vest in breathable cotton rib, the layer that keeps a formal shirt fresh through a humid day.",
      type: "innerwear",
      brand: "Jockey",
      fabric: "Cotton rib",
      fit: "Regular",
      look: "white sleeveless cotton rib vest",
    },
    {
      slug: "jockey-lounge-shorts",
      title: "Jockey Lounge Shorts",
      description:
        "Knit lounge shorts in grey melange with an inner drawcord and side pockets, for the house, the terrace and a quick errand.",
      type: "shorts",
      brand: "Jockey",
      fabric: "Cotton-polyester knit",
      fit: "Relaxed",
      look: "grey melange knit lounge shorts",
    },
    {
      slug: "ramraj-white-cotton-vest",
      title: "Ramraj White Cotton Vest",
      description:
        "A soft white vest in fine cotton with a comfortable round neck, made to sit invisibly under a veshti shirt or a kurta.",
      type: "innerwear",
      brand: "Ramraj",
      fabric: "Fine cotton",
      fit: "Regular",
      look: "white round-neck fine cotton vest",
    },
    {
      slug: "ramraj-cotton-combo-pack",
      title: "Ramraj Cotton Combo Pack",
      description:
        "A ready combo of two white vests and two briefs in soft cotton: the simple refill for your drawer, in one box.",
      type: "combo",
      brand: "Ramraj",
      fabric: "Cotton",
      fit: "Regular",
      look: "white cotton vest",
      alongside: "a second vest and two white briefs from the same combo pack",
    },
    {
      slug: "minister-white-cotton-shirt",
      title: "Minister White Cotton Shirt",
      description:
        "A crisp pure-white cotton shirt with a classic collar and a chest pocket, the shirt for the dhoti, the office and the temple.",
      type: "shirts",
      brand: "Minister White",
      fabric: "Pure cotton",
      fit: "Regular",
      look: "crisp pure-white cotton shirt with a chest pocket",
    },
    {
      slug: "heather-henley-tee",
      title: "Heather Henley Tee",
      description:
        "A soft heather-grey henley with a three-button placket from our own shelves, for lounging at home and casual weekends.",
      type: "t-shirts",
      fabric: "Cotton slub",
      fit: "Regular",
      look: "heather-grey cotton henley T-shirt with a three-button placket",
    },
    {
      slug: "korean-drop-shoulder-tee",
      title: "Korean Drop-Shoulder Tee",
      description:
        "An off-white Korean-style tee with dropped shoulders and a boxy body, in dense cotton that drapes well on its own.",
      type: "korean",
      fabric: "Heavy cotton jersey",
      fit: "Oversized",
      look: "off-white Korean-style drop-shoulder T-shirt",
    },
    {
      slug: "summer-lounge-collection-set",
      title: "Summer Lounge Collection Set",
      description:
        "A matching set of a sky-blue tee and lounge shorts in breathable cotton, from our summer collection for easy days at home.",
      type: "collections",
      fabric: "Breathable cotton",
      fit: "Relaxed",
      look: "sky-blue cotton tee",
      alongside: "its matching sky-blue lounge shorts",
    },
  ],
};

export const innerwearCollection = defineCollection(innerwearSource);

/**
 * All, brands (any branded item), each brand; types as a second row. A brand filter
 * also matches by item type.
 */
export const innerwearFilters: FilterDefinition = {
  categories: {
    label: "Brand",
    options: [
      { value: "all", label: "All" },
      { value: "brands", label: "Brands", match: [{ by: "any-brand" }] },
      { value: "us-polo-assn", label: "US POLO ASSN" },
      { value: "jockey", label: "Jockey" },
      { value: "ramraj", label: "Ramraj" },
      { value: "minister-white", label: "Minister White" },
    ],
  },
  defaultCategory: "all",
  categoryMatch: [{ by: "brand" }, { by: "type" }],
  types: {
    label: "Type",
    options: [
      { value: "t-shirts", label: "T-shirts" },
      { value: "innerwear", label: "Innerwear" },
      { value: "shirts", label: "Shirts" },
      { value: "collections", label: "Collections" },
      { value: "korean", label: "Korean" },
      { value: "shorts", label: "Shorts" },
      { value: "combo", label: "Combo" },
    ],
  },
};
