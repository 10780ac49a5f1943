import type { FilterDefinition } from "../../lib/catalogue/collection-filter.ts";
import { defineCollection, type CollectionSource } from "./catalogue-item.ts";

/** Formal wear: 9 items, 2 images each, rating 4.4–4.9 (docs/behaviour.md#collection-list). */
export const formalSource: CollectionSource = {
  id: "formals",
  imageCount: 2,
  hero: {
    look: "navy wool suit jacket with a white shirt and tie, hanging among other suit jackets on a tailor's rail",
    art: { garment: "suit", colors: ["#1f2a44", "#f4f1ea", "#7d5a1e"], pattern: "solid" },
  },
  items: [
    {
      slug: "ivory-giza-cotton-shirt",
      title: "Ivory Giza Cotton Shirt",
      description:
        "Two-ply Egyptian Giza cotton with a soft sheen, a semi-spread collar and a curved hem that stays tucked through a long day at the office.",
      category: "shirts",
      type: "cotton",
      rating: 4.8,
      look: "ivory Giza cotton formal shirt with a semi-spread collar",
    },
    {
      slug: "white-french-cuff-shirt",
      title: "White French-Cuff Dress Shirt",
      description:
        "Crisp poplin with double French cuffs and a cutaway collar, made for cufflinks, board meetings and wedding receptions alike.",
      category: "shirts",
      type: "french-cuff",
      rating: 4.9,
      look: "white poplin dress shirt with a cutaway collar and double French cuffs",
    },
    {
      slug: "navy-micro-check-shirt",
      title: "Navy Micro-Check Office Shirt",
      description:
        "A quiet navy-on-white micro check in breathable cotton, with a button-down collar that keeps its shape without a tie.",
      category: "shirts",
      type: "checkered",
      rating: 4.6,
      look: "white formal shirt with a fine navy micro check and a button-down collar",
    },
    {
      slug: "charcoal-mercerised-formal-tee",
      title: "Charcoal Mercerised Formal Tee",
      description:
        "Mercerised cotton knit with a structured collar and a clean placket: the polished tee for dress-down Fridays under a blazer.",
      category: "shirts",
      type: "formal-tee",
      rating: 4.5,
      look: "charcoal mercerised cotton formal polo tee with a structured collar",
    },
    {
      slug: "charcoal-flat-front-trousers",
      title: "Charcoal Flat-Front Trousers",
      description:
        "Poly-viscose suiting with a flat front, a slim tapered leg and a hidden extension waistband for an easy, sharp fit.",
      category: "trousers",
      type: "flat-front",
      rating: 4.7,
      look: "charcoal flat-front formal trousers with a tapered leg",
    },
    {
      slug: "stone-single-pleat-trousers",
      title: "Stone Single-Pleat Trousers",
      description:
        "A single forward pleat and a relaxed seat in a stone-beige cotton-linen blend that breathes through Bengaluru afternoons.",
      category: "trousers",
      type: "pleated",
      rating: 4.4,
      look: "stone-beige single-pleat formal trousers",
    },
    {
      slug: "navy-hopsack-blazer",
      title: "Navy Hopsack Blazer",
      description:
        "Half-lined hopsack with natural shoulders and horn-tone buttons. Wear it with grey trousers to work or with denim on the weekend.",
      category: "blazers",
      type: "navy",
      rating: 4.8,
      look: "navy hopsack blazer with horn-tone buttons",
    },
    {
      slug: "charcoal-wool-two-piece-suit",
      title: "Charcoal Wool Two-Piece Suit",
      description:
        "Fine wool-blend suiting in classic charcoal, with a two-button jacket, notch lapels and trousers finished to your length in our tailoring room.",
      category: "suits",
      type: "wool",
      rating: 4.9,
      look: "charcoal wool two-piece suit jacket with notch lapels",
      alongside: "its matching trousers",
    },
    {
      slug: "midnight-slim-fit-suit",
      title: "Midnight Slim-Fit Suit",
      description:
        "A close, modern cut in midnight blue with a subtle stretch for movement. Sharp enough for the boardroom, easy enough for the reception.",
      category: "suits",
      type: "slim-fit",
      rating: 4.7,
      look: "midnight-blue slim-fit suit jacket with peak lapels",
      alongside: "its matching trousers",
    },
  ],
};

export const formalCollection = defineCollection(formalSource);

/**
 * Five tabs, shirts first. The formal tee is filed under shirts but lives in
 * the T-shirts tab only. The types have no chips on this screen: the hidden row names
 * them for the staff form.
 */
export const formalFilters: FilterDefinition = {
  categories: {
    label: "Formal collection",
    options: [
      { value: "shirts", label: "Formal Shirts", match: [{ by: "category", exceptTypes: ["formal-tee"] }] },
      { value: "trousers", label: "Formal Trousers" },
      { value: "t-shirts", label: "Formal T-shirts", match: [{ by: "type", values: ["formal-tee"] }] },
      { value: "blazers", label: "Formal Blazers" },
      { value: "suits", label: "Formal Suits" },
    ],
  },
  defaultCategory: "shirts",
  types: {
    label: "Type",
    hidden: true,
    options: [
      { value: "cotton", label: "Cotton" },
      { value: "french-cuff", label: "French Cuff" },
      { value: "checkered", label: "Checkered" },
      { value: "formal-tee", label: "Formal Tee" },
      { value: "flat-front", label: "Flat Front" },
      { value: "pleated", label: "Pleated" },
      { value: "navy", label: "Navy" },
      { value: "wool", label: "Wool" },
      { value: "slim-fit", label: "Slim Fit" },
    ],
  },
};
