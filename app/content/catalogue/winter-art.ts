import type { ItemArt } from "./catalogue-item.ts";

/** What each item's generated artwork shows. Only the image build reads this, so it stays out of the page's JS. */
export const winterArt: Readonly<Record<string, ItemArt>> = {
  "tan-suede-finish-jerkin": {
    garment: "jacket",
    colors: ["#a0764a", "#7d5a36"],
    pattern: "solid",
    sleeves: "none",
    details: ["snap-front"],
  },
  "oatmeal-cable-knit-sweater": {
    garment: "sweater",
    colors: ["#d8c8a8", "#b9a683"],
    pattern: "cable",
    sleeves: "long",
    neckline: "crew",
  },
  "navy-merino-v-neck-pullover": {
    garment: "sweater",
    colors: ["#1f2a48", "#2f3c60"],
    pattern: "solid",
    sleeves: "long",
    neckline: "vee",
  },
  "olive-hooded-rain-coat": { garment: "raincoat", colors: ["#5d6445", "#3f4430"], pattern: "solid", neckline: "hood" },
  "charcoal-quilted-upper-jacket": {
    garment: "jacket",
    colors: ["#3a3d44", "#25272c"],
    pattern: "quilted",
    neckline: "stand",
  },
  "burgundy-corduroy-trucker-jacket": {
    garment: "jacket",
    colors: ["#6a2330", "#efe6d2"],
    pattern: "corduroy",
    neckline: "collar",
    details: ["sherpa-collar", "button-front", "two-chest-pockets"],
  },
  "grey-melange-sweat-t-shirt": {
    garment: "sweatshirt",
    colors: ["#9a9ca1", "#7c7e84"],
    pattern: "textured",
    sleeves: "long",
    neckline: "crew",
  },
};
