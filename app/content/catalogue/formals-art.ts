import type { ItemArt } from "./catalogue-item.ts";

/** What each item's generated artwork shows. Only the image build reads this, so it stays out of the page's JS. */
export const formalArt: Readonly<Record<string, ItemArt>> = {
  "ivory-giza-cotton-shirt": { garment: "shirt", colors: ["#f3eee2", "#d9d2c2"], pattern: "solid", neckline: "collar" },
  "white-french-cuff-shirt": {
    garment: "shirt",
    colors: ["#fbfaf6", "#c9c4b8"],
    pattern: "solid",
    neckline: "cutaway",
    details: ["french-cuffs"],
  },
  "navy-micro-check-shirt": {
    garment: "shirt",
    colors: ["#f6f5f1", "#22315a"],
    pattern: "micro-check",
    neckline: "button-down",
  },
  "charcoal-mercerised-formal-tee": {
    garment: "polo",
    colors: ["#3a3d44", "#23252b"],
    pattern: "solid",
    sleeves: "half",
    neckline: "polo",
  },
  "charcoal-flat-front-trousers": { garment: "trousers", colors: ["#3b3e45", "#2a2c31"], pattern: "solid" },
  "stone-single-pleat-trousers": {
    garment: "trousers",
    colors: ["#cbbb9c", "#a8997c"],
    pattern: "slub",
    details: ["pleats"],
  },
  "navy-hopsack-blazer": {
    garment: "blazer",
    colors: ["#1f2a44", "#6b5334"],
    pattern: "textured",
    neckline: "notch-lapel",
    details: ["horn-buttons"],
  },
  "charcoal-wool-two-piece-suit": {
    garment: "suit",
    colors: ["#33363d", "#f1ede4"],
    pattern: "solid",
    neckline: "notch-lapel",
    with: [{ garment: "trousers", colors: ["#33363d"], pattern: "solid" }],
  },
  "midnight-slim-fit-suit": {
    garment: "suit",
    colors: ["#161d33", "#e8e4da"],
    pattern: "solid",
    neckline: "peak-lapel",
    with: [{ garment: "trousers", colors: ["#161d33"], pattern: "solid" }],
  },
};
