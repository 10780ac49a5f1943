import type { FilterDefinition } from "../../lib/catalogue/collection-filter.ts";
import { defineCollection, type CollectionSource } from "./catalogue-item.ts";

/** Casual wear (route /collections/semi-formals): 13 items, 4 images each (docs/behaviour.md#collection-list). */
export const casualSource: CollectionSource = {
  id: "semi-formals",
  imageCount: 4,
  hero: {
    look: "olive linen shirt and beige chinos laid out side by side on a studio table",
    art: {
      garment: "shirt",
      colors: ["#6b6f4a", "#d8c7a4"],
      pattern: "slub",
      with: [{ garment: "trousers", colors: ["#d8c7a4"], pattern: "twill" }],
    },
    composition: "flatlay",
  },
  items: [
    {
      slug: "olive-linen-casual-shirt",
      title: "Olive Linen Casual Shirt",
      description:
        "Washed pure linen in a muted olive, with a camp collar and a relaxed body that keeps you cool from brunch to the evening walk.",
      category: "casual-shirts",
      type: "linen",
      look: "olive washed-linen casual shirt with a camp collar",
    },
    {
      slug: "sky-oxford-button-down",
      title: "Sky Oxford Button-Down",
      description:
        "A weekend staple in soft sky-blue oxford cotton. Wear it open over a tee or buttoned up with chinos for a long lunch.",
      category: "casual-shirts",
      type: "oxford",
      look: "sky-blue oxford cotton button-down shirt",
    },
    {
      slug: "rust-floral-print-shirt",
      title: "Rust Floral Print Shirt",
      description:
        "Small tonal florals on a rust rayon ground: a printed shirt that feels festive without shouting. Half sleeves, straight hem.",
      category: "casual-shirts",
      type: "printed",
      look: "rust half-sleeve rayon shirt with a small floral print",
    },
    {
      slug: "khaki-stretch-cotton-chinos",
      title: "Khaki Stretch Cotton Chinos",
      description:
        "Brushed cotton twill with a touch of stretch, a mid rise and a clean tapered leg. The trouser that goes with everything else here.",
      category: "cotton-trousers",
      type: "chino",
      look: "khaki stretch cotton chinos with a tapered leg",
    },
    {
      slug: "indigo-slim-fit-jeans",
      title: "Indigo Slim-Fit Jeans",
      description:
        "Deep indigo denim with a gentle fade and a slim leg that still leaves room to move. Rinsed once, so it keeps its colour.",
      category: "denim-jeans",
      type: "slim-fit",
      look: "deep indigo slim-fit denim jeans",
    },
    {
      slug: "washed-black-straight-jeans",
      title: "Washed Black Straight Jeans",
      description:
        "A washed black straight-leg jean in sturdy cotton denim. Dresses up with a knit polo, down with sneakers and a tee.",
      category: "denim-jeans",
      type: "straight-fit",
      look: "washed black straight-leg denim jeans",
    },
    {
      slug: "sand-graphic-print-tee",
      title: "Sand Graphic Print Tee",
      description:
        "Heavy combed-cotton jersey in warm sand, with an abstract line print across the chest. Ribbed crew neck that holds its shape.",
      category: "fancy-t-shirts",
      type: "graphic",
      look: "sand-coloured cotton T-shirt with an abstract line print",
    },
    {
      slug: "sage-korean-oversized-tee",
      title: "Sage Korean Oversized Tee",
      description:
        "The Korean-style drop-shoulder cut in a calm sage green: boxy through the body, cropped just right, made from dense cotton.",
      category: "korean-t-shirts",
      type: "oversized",
      look: "sage-green oversized drop-shoulder T-shirt",
    },
    {
      slug: "white-stitchless-knit-shirt",
      title: "White Stitchless Knit Shirt",
      description:
        "Bonded seams instead of stitching give this knit shirt a smooth, flat finish that sits clean under a jacket or on its own.",
      category: "stitchless-shirts",
      type: "seamless",
      look: "white seamless knit shirt with bonded seams",
    },
    {
      slug: "olive-utility-cargos",
      title: "Olive Utility Cargos",
      description:
        "Cotton ripstop cargos with flat bellows pockets and drawcord hems: practical for travel, neat enough for a casual evening out.",
      category: "cargos",
      type: "utility",
      look: "olive cotton ripstop cargo trousers with bellows pockets",
    },
    {
      slug: "charcoal-tapered-joggers",
      title: "Charcoal Tapered Joggers",
      description:
        "Soft looped-back cotton joggers with a tapered leg, zip pockets and a flat drawstring. Made for airports and lazy Sundays.",
      category: "joggers",
      type: "tapered",
      look: "charcoal tapered cotton joggers with zip pockets",
    },
    {
      slug: "coudray-waffle-knit-polo",
      title: "Coudray Waffle-Knit Polo",
      description:
        "From the Coudray range: a cream waffle-knit polo with a soft open collar, textured enough to wear on its own with chinos.",
      category: "coudray",
      type: "knit",
      look: "cream waffle-knit polo with an open collar",
    },
    {
      slug: "coudray-textured-overshirt",
      title: "Coudray Textured Overshirt",
      description:
        "From the Coudray range: a tobacco-brown textured overshirt with two chest pockets, to layer over a tee when the evening cools.",
      category: "coudray",
      type: "overshirt",
      look: "tobacco-brown textured overshirt with two chest pockets",
    },
  ],
};

export const casualCollection = defineCollection(casualSource);

/** The casual category filter, "All Collections" first. */
export const casualFilters: FilterDefinition = {
  categories: {
    label: "Category",
    options: [
      { value: "all", label: "All Collections" },
      { value: "casual-shirts", label: "Casual Shirts" },
      { value: "cotton-trousers", label: "Cotton Trousers" },
      { value: "denim-jeans", label: "Denim Jeans" },
      { value: "fancy-t-shirts", label: "Fancy T-shirts" },
      { value: "korean-t-shirts", label: "Korean T-shirts" },
      { value: "stitchless-shirts", label: "Stitchless Shirts" },
      { value: "cargos", label: "Cargos" },
      { value: "joggers", label: "Joggers" },
      { value: "coudray", label: "Coudray" },
    ],
  },
  defaultCategory: "all",
};
