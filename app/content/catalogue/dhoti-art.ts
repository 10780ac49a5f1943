import type { ItemArt } from "./catalogue-item.ts";

/** What each item's generated artwork shows. Only the image build reads this, so it stays out of the page's JS. */
export const dhotiArt: Readonly<Record<string, ItemArt>> = {
  "classic-gold-border-dhoti": { garment: "dhoti", colors: ["#faf8f1", "#c39b57"], pattern: "zari-border" },
  "double-dhoti-silver-border": {
    garment: "dhoti",
    colors: ["#f8f7f2", "#b9bcc2"],
    pattern: "zari-border",
    details: ["double-length", "slim-border"],
  },
  "velcro-dhoti-gold-border": { garment: "ready-dhoti", colors: ["#f9f6ee", "#c39b57"], pattern: "zari-border" },
  "cream-velcro-dhoti": { garment: "ready-dhoti", colors: ["#efe5cc", "#7b1e2b", "#c39b57"], pattern: "zari-border" },
  "silk-shirt-ready-dhoti-set": {
    garment: "shirt",
    colors: ["#efe5cc", "#c39b57"],
    pattern: "solid",
    with: [{ garment: "ready-dhoti", colors: ["#efe5cc", "#c39b57"], pattern: "zari-border" }],
  },
  "pure-silk-shirt-dhoti-set": {
    garment: "shirt",
    colors: ["#eadcb8", "#b48a3c"],
    pattern: "solid",
    with: [{ garment: "dhoti", colors: ["#eadcb8", "#b48a3c"], pattern: "zari-border", details: ["wide-border"] }],
  },
  "gold-shirt-velcro-dhoti-set": {
    garment: "shirt",
    colors: ["#d4b063", "#f4ecd8"],
    pattern: "solid",
    with: [{ garment: "ready-dhoti", colors: ["#f4ecd8", "#c39b57"], pattern: "zari-border" }],
  },
  "copper-shirt-velcro-dhoti-set": {
    garment: "shirt",
    colors: ["#b0673d", "#f4ecd8"],
    pattern: "solid",
    with: [{ garment: "ready-dhoti", colors: ["#f4ecd8", "#b0673d"], pattern: "zari-border" }],
  },
};
