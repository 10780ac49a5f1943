import type { ItemArt } from "./catalogue-item.ts";

/** What each item's generated artwork shows. Only the image build reads this, so it stays out of the page's JS. */
export const formalArt: Readonly<Record<string, ItemArt>> = {
  "ivory-giza-cotton-shirt": { garment: "shirt", colors: ["#f3eee2", "#d9d2c2"], pattern: "solid" },
  "white-french-cuff-shirt": { garment: "shirt", colors: ["#fbfaf6", "#c9c4b8"], pattern: "solid" },
  "navy-micro-check-shirt": { garment: "shirt", colors: ["#f6f5f1", "#22315a"], pattern: "check" },
  "charcoal-mercerised-formal-tee": { garment: "polo", colors: ["#3a3d44", "#23252b"], pattern: "solid" },
  "charcoal-flat-front-trousers": { garment: "trousers", colors: ["#3b3e45", "#2a2c31"], pattern: "solid" },
  "stone-single-pleat-trousers": { garment: "trousers", colors: ["#cbbb9c", "#a8997c"], pattern: "solid" },
  "navy-hopsack-blazer": { garment: "blazer", colors: ["#1f2c4d", "#6b5334"], pattern: "textured" },
  "charcoal-wool-two-piece-suit": { garment: "suit", colors: ["#33363d", "#f1ede4"], pattern: "solid" },
  "midnight-slim-fit-suit": { garment: "suit", colors: ["#161d33", "#e8e4da"], pattern: "solid" },
};
