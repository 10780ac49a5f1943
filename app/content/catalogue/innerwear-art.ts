import type { ItemArt } from "./catalogue-item.ts";

/** What each item's generated artwork shows. Only the image build reads this, so it stays out of the page's JS. */
export const innerwearArt: Readonly<Record<string, ItemArt>> = {
  "us-polo-assn-crew-neck-tee": {
    garment: "tshirt",
    colors: ["#22304f", "#3a4a6e"],
    pattern: "solid",
    sleeves: "half",
    neckline: "crew",
  },
  "us-polo-assn-cotton-trunks": {
    garment: "trunks",
    colors: ["#22304f", "#8a8c92"],
    pattern: "solid",
    with: [
      { garment: "trunks", colors: ["#8a8c92", "#22304f"], pattern: "solid" },
      { garment: "trunks", colors: ["#1b1c20", "#8a8c92"], pattern: "solid" },
    ],
  },
  "jockey-cotton-vest": { garment: "vest", colors: ["#f7f6f2", "#dedbd2"], pattern: "rib", sleeves: "none" },
  "jockey-lounge-shorts": {
    garment: "shorts",
    colors: ["#9a9ca1", "#7d7f85"],
    pattern: "textured",
    details: ["elastic-waist"],
  },
  "ramraj-white-cotton-vest": {
    garment: "vest",
    colors: ["#fbfaf6", "#e6e2d8"],
    pattern: "solid",
    sleeves: "none",
    neckline: "crew",
  },
  "ramraj-cotton-combo-pack": {
    garment: "vest",
    colors: ["#f6f4ee", "#dcd8ce"],
    pattern: "solid",
    sleeves: "none",
    with: [
      { garment: "vest", colors: ["#f6f4ee", "#dcd8ce"], pattern: "solid" },
      { garment: "brief", colors: ["#f6f4ee", "#dcd8ce"], pattern: "solid" },
      { garment: "brief", colors: ["#f6f4ee", "#dcd8ce"], pattern: "solid" },
    ],
  },
  "minister-white-cotton-shirt": {
    garment: "shirt",
    colors: ["#fdfcf8", "#e1ddd3"],
    pattern: "solid",
    neckline: "collar",
    details: ["chest-pocket"],
  },
  "heather-henley-tee": {
    garment: "tshirt",
    colors: ["#a7a8ac", "#86878c"],
    pattern: "textured",
    sleeves: "half",
    neckline: "henley",
  },
  "korean-drop-shoulder-tee": {
    garment: "tshirt",
    colors: ["#eee8da", "#cfc6b2"],
    pattern: "solid",
    sleeves: "half",
    details: ["drop-shoulder"],
  },
  "summer-lounge-collection-set": {
    garment: "tshirt",
    colors: ["#a9c3dd", "#f4f2ec"],
    pattern: "solid",
    sleeves: "half",
    neckline: "crew",
    with: [{ garment: "shorts", colors: ["#a9c3dd", "#f4f2ec"], pattern: "solid", details: ["elastic-waist"] }],
  },
};
