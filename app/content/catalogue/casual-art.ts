import type { ItemArt } from "./catalogue-item.ts";

/** What each item's generated artwork shows. Only the image build reads this, so it stays out of the page's JS. */
export const casualArt: Readonly<Record<string, ItemArt>> = {
  "olive-linen-casual-shirt": { garment: "shirt", colors: ["#6b6f4a", "#545839"], pattern: "slub", neckline: "camp" },
  "sky-oxford-button-down": {
    garment: "shirt",
    colors: ["#a9c3dd", "#7f9dbd"],
    pattern: "oxford",
    neckline: "button-down",
  },
  "rust-floral-print-shirt": {
    garment: "shirt",
    colors: ["#a0522d", "#e7c9a0", "#d98b5f"],
    pattern: "floral",
    sleeves: "half",
    details: ["straight-hem"],
  },
  "khaki-stretch-cotton-chinos": { garment: "trousers", colors: ["#c2ab7f", "#9f8a62"], pattern: "twill" },
  "indigo-slim-fit-jeans": { garment: "jeans", colors: ["#27375e", "#1b2643"], pattern: "denim" },
  "washed-black-straight-jeans": { garment: "jeans", colors: ["#2c2d30", "#4a4b50"], pattern: "denim" },
  "sand-graphic-print-tee": {
    garment: "tshirt",
    colors: ["#d9c6a3", "#5b4a32"],
    pattern: "graphic",
    sleeves: "half",
    neckline: "crew",
  },
  "sage-korean-oversized-tee": {
    garment: "tshirt",
    colors: ["#9aab8f", "#7b8c70"],
    pattern: "solid",
    sleeves: "half",
    neckline: "crew",
    details: ["drop-shoulder"],
  },
  "white-stitchless-knit-shirt": {
    garment: "shirt",
    colors: ["#f7f6f2", "#d7d4cc"],
    pattern: "solid",
    details: ["bonded-seams"],
  },
  "olive-utility-cargos": { garment: "cargo", colors: ["#5d6243", "#474b33"], pattern: "textured" },
  "charcoal-tapered-joggers": { garment: "joggers", colors: ["#44474e", "#2f3136"], pattern: "solid" },
  "coudray-waffle-knit-polo": { garment: "polo", colors: ["#efe6d2", "#cdbf9f"], pattern: "waffle", neckline: "polo" },
  "coudray-textured-overshirt": {
    garment: "shirt",
    colors: ["#6e4b2f", "#4f3520"],
    pattern: "textured",
    details: ["two-chest-pockets"],
  },
};
