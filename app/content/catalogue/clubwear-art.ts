import type { ItemArt } from "./catalogue-item.ts";

/** What each item's generated artwork shows. Only the image build reads this, so it stays out of the page's JS. */
export const clubwearArt: Readonly<Record<string, ItemArt>> = {
  "black-satin-club-shirt": {
    garment: "shirt",
    colors: ["#18191d", "#3b3d44"],
    pattern: "solid",
    details: ["concealed-placket"],
  },
  "wine-jacquard-party-shirt": {
    garment: "shirt",
    colors: ["#6d1f2f", "#8c3344"],
    pattern: "brocade",
    sleeves: "long",
    neckline: "cutaway",
  },
  "leopard-print-resort-shirt": {
    garment: "shirt",
    colors: ["#b88a4f", "#1f1a14"],
    pattern: "animal",
    neckline: "camp",
  },
  "ivory-jodhpuri-collar-shirt": {
    garment: "shirt",
    colors: ["#f1ead8", "#c39b57"],
    pattern: "solid",
    neckline: "band",
    details: ["angled-placket"],
  },
  "sea-blue-linen-evening-shirt": { garment: "shirt", colors: ["#24577a", "#1a415c"], pattern: "slub" },
  "mustard-short-kurta": {
    garment: "short-kurta",
    colors: ["#c8962e", "#a47720"],
    pattern: "slub",
    neckline: "band",
  },
  "black-4-way-lycra-trousers": {
    garment: "trousers",
    colors: ["#1b1c20", "#303238"],
    pattern: "solid",
    details: ["cropped"],
  },
  "taupe-korean-wide-trousers": {
    garment: "trousers",
    colors: ["#9c8b7a", "#7b6c5d"],
    pattern: "solid",
    details: ["wide-leg", "pleats"],
  },
  "midnight-sheen-party-trousers": { garment: "trousers", colors: ["#1a2340", "#2d3a63"], pattern: "solid" },
};
