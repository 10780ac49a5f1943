import type { FilterDefinition } from "../../lib/catalogue/collection-filter.ts";
import { defineCollection, type CollectionSource } from "./catalogue-item.ts";

/** Nightwear (route /collections/shirts): 5 items, 3 images each (docs/behaviour.md#collection-list). */
export const nightwearSource: CollectionSource = {
  id: "nightwear",
  imageCount: 3,
  hero: {
    look: "navy track pants and blue-and-white striped boxer shorts laid out side by side",
    art: {
      garment: "trackpants",
      colors: ["#22304f", "#3a4a6e"],
      pattern: "solid",
      details: ["ribbed-cuffs"],
      with: [{ garment: "boxers", colors: ["#f4f2ec", "#3e5f8f"], pattern: "stripe" }],
    },
    composition: "flatlay",
  },
  items: [
    {
      slug: "navy-cotton-track-pants",
      title: "Navy Cotton Track Pants",
      description:
        "Soft brushed cotton track pants with a drawcord waist, side pockets and ribbed cuffs, for evenings at home and early-morning walks.",
      type: "track-pant",
      fabric: "Brushed cotton",
      fit: "Regular, tapered at the ankle",
      look: "navy brushed-cotton track pants with ribbed cuffs",
    },
    {
      slug: "grey-melange-bermuda-shorts",
      title: "Grey Melange Bermuda Shorts",
      description:
        "Knee-length Bermudas in grey melange cotton jersey, with an elastic waist and deep pockets. Easy weekend and lounging wear.",
      type: "shorts",
      fabric: "Cotton jersey",
      fit: "Relaxed, knee length",
      look: "grey melange cotton Bermuda shorts",
    },
    {
      slug: "olive-three-quarter-capri",
      title: "Olive 3/4th Capri",
      description:
        "A three-quarter capri in breathable olive cotton with a drawcord waist and a zip pocket, made for warm Bengaluru nights.",
      type: "capri",
      fabric: "Cotton twill",
      fit: "Relaxed, below the knee",
      look: "olive cotton three-quarter capri with a drawcord waist",
    },
    {
      slug: "light-wash-denim-shorts",
      title: "Light-Wash Denim Shorts",
      description:
        "Soft light-wash denim shorts with a gentle stretch, rolled hems and five pockets, for relaxed days in and short trips out.",
      type: "denim-shorts",
      fabric: "Stretch cotton denim",
      fit: "Regular, above the knee",
      look: "light-wash denim shorts with rolled hems",
    },
    {
      slug: "striped-woven-boxer-shorts",
      title: "Striped Woven Boxer Shorts",
      description:
        "Classic woven boxers in a fine blue-and-white stripe, with a soft covered waistband and a button fly. Sold in our own packs.",
      type: "boxer-shorts",
      fabric: "Combed cotton poplin",
      fit: "Loose, mid thigh",
      look: "blue and white striped woven cotton boxer shorts",
    },
  ],
};

export const nightwearCollection = defineCollection(nightwearSource);

/** Nightwear filters by type, "All Nightwear" first. */
export const nightwearFilters: FilterDefinition = {
  defaultCategory: "all",
  types: {
    label: "Nightwear",
    allLabel: "All Nightwear",
    options: [
      { value: "track-pant", label: "Track Pants" },
      { value: "shorts", label: "Bermuda Shorts" },
      { value: "capri", label: "3/4th capri" },
      { value: "denim-shorts", label: "Denim Shorts" },
      { value: "boxer-shorts", label: "Boxer Shorts" },
    ],
  },
};
