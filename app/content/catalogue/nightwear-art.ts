import type { ItemArt } from "./catalogue-item.ts";

/** What each item's generated artwork shows. Only the image build reads this, so it stays out of the page's JS. */
export const nightwearArt: Readonly<Record<string, ItemArt>> = {
  "navy-cotton-track-pants": {
    garment: "trackpants",
    colors: ["#22304f", "#3a4a6e"],
    pattern: "solid",
    details: ["ribbed-cuffs"],
  },
  "grey-melange-bermuda-shorts": {
    garment: "shorts",
    colors: ["#9a9ca1", "#7d7f85"],
    pattern: "textured",
    details: ["elastic-waist"],
  },
  "olive-three-quarter-capri": { garment: "capri", colors: ["#5f6546", "#4a4f36"], pattern: "twill" },
  "light-wash-denim-shorts": {
    garment: "shorts",
    colors: ["#8fa9c8", "#6d8bb0"],
    pattern: "denim",
    details: ["rolled-hems"],
  },
  "striped-woven-boxer-shorts": { garment: "boxers", colors: ["#f4f2ec", "#3e5f8f"], pattern: "stripe" },
};
