import type { ItemArt } from "./catalogue-item.ts";

/** What each item's generated artwork shows. Only the image build reads this, so it stays out of the page's JS. */
export const innerwearArt: Readonly<Record<string, ItemArt>> = {
  "us-polo-assn-crew-neck-tee": { garment: "tshirt", colors: ["#22304f", "#3a4a6e"], pattern: "solid" },
  "us-polo-assn-cotton-trunks": { garment: "brief", colors: ["#22304f", "#8a8c92", "#1b1c20"], pattern: "solid" },
  "jockey-cotton-vest": { garment: "vest", colors: ["#f7f6f2", "#dedbd2"], pattern: "textured" },
  "jockey-lounge-shorts": { garment: "shorts", colors: ["#9a9ca1", "#7d7f85"], pattern: "textured" },
  "ramraj-white-cotton-vest": { garment: "vest", colors: ["#fbfaf6", "#e6e2d8"], pattern: "solid" },
  "ramraj-cotton-combo-pack": { garment: "combo", colors: ["#f6f4ee", "#dcd8ce"], pattern: "solid" },
  "minister-white-cotton-shirt": { garment: "shirt", colors: ["#fdfcf8", "#e1ddd3"], pattern: "solid" },
  "heather-henley-tee": { garment: "tshirt", colors: ["#a7a8ac", "#86878c"], pattern: "textured" },
  "korean-drop-shoulder-tee": { garment: "tshirt", colors: ["#eee8da", "#cfc6b2"], pattern: "solid" },
  "summer-lounge-collection-set": { garment: "combo", colors: ["#a9c3dd", "#f4f2ec"], pattern: "solid" },
};
