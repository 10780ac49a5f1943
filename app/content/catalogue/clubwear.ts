import type { FilterDefinition } from "../../lib/catalogue/collection-filter.ts";
import { defineCollection, type CollectionSource } from "./catalogue-item.ts";

/** Clubwear: 9 items, category always men, 3 images each (docs/behaviour.md#collection-list). */
export const clubwearSource: CollectionSource = {
  id: "clubwear",
  imageCount: 3,
  hero: {
    look: "black satin party shirt hanging among other party shirts on a rail",
    art: { garment: "shirt", colors: ["#17181c", "#c39b57", "#3a2a44"], pattern: "solid" },
  },
  items: [
    {
      slug: "black-satin-club-shirt",
      title: "Black Satin Club Shirt",
      description:
        "Liquid-smooth satin in deep black with a concealed placket and a slim cut. Catches the light on the dance floor, tucked or untucked.",
      category: "men",
      type: "clubwear-shirts",
      look: "black satin club shirt with a concealed placket",
    },
    {
      slug: "wine-jacquard-party-shirt",
      title: "Wine Jacquard Party Shirt",
      description:
        "A wine-red jacquard with a tonal paisley woven into the cloth, a cutaway collar and full sleeves for sangeet nights and parties.",
      category: "men",
      type: "party-wear-shirts",
      look: "wine-red jacquard party shirt with a woven tonal paisley",
    },
    {
      slug: "leopard-print-resort-shirt",
      title: "Leopard Print Resort Shirt",
      description:
        "A bold leopard print on soft viscose, with a camp collar and a relaxed fit. Wear it open over a black tee for a late night out.",
      category: "men",
      type: "animal-print-shirts",
      look: "tan and black leopard print viscose shirt with a camp collar",
    },
    {
      slug: "ivory-jodhpuri-collar-shirt",
      title: "Ivory Jodhpuri Collar Shirt",
      description:
        "A band-collar shirt with a Jodhpuri-style angled placket and covered buttons, in ivory cotton silk. Festive without a jacket.",
      category: "men",
      type: "jodhpuri-shirts",
      look: "ivory cotton-silk shirt with a Jodhpuri band collar and angled placket",
    },
    {
      slug: "sea-blue-linen-evening-shirt",
      title: "Sea-Blue Linen Evening Shirt",
      description:
        "Garment-washed linen in a deep sea blue, cut slim with a short collar. Cool enough for a rooftop, smart enough for dinner.",
      category: "men",
      type: "linen-shirts",
      look: "sea-blue washed-linen evening shirt",
    },
    {
      slug: "mustard-short-kurta",
      title: "Mustard Short Kurta",
      description:
        "A hip-length kurta in mustard cotton slub with a mandarin collar and side slits. Pairs with jeans or our slim trousers.",
      category: "men",
      type: "short-kurtas",
      look: "mustard cotton-slub short kurta with a mandarin collar",
    },
    {
      slug: "black-4-way-lycra-trousers",
      title: "Black 4-Way Lycra Trousers",
      description:
        "Four-way stretch trousers in a clean black with a slim, cropped leg. They move with you all night and never lose their crease.",
      category: "men",
      type: "4-way-lycra-trousers",
      look: "black four-way stretch slim cropped trousers",
    },
    {
      slug: "taupe-korean-wide-trousers",
      title: "Taupe Korean Wide Trousers",
      description:
        "The Korean-style high-rise trouser with a straight wide leg and a front pleat, in a soft taupe that pairs with any party shirt.",
      category: "men",
      type: "korean-trousers",
      look: "taupe high-rise Korean-style wide-leg trousers",
    },
    {
      slug: "midnight-sheen-party-trousers",
      title: "Midnight Sheen Party Trousers",
      description:
        "Slim party trousers in midnight blue with a fine sheen, sharp front creases and a side-adjuster waist for a clean line.",
      category: "men",
      type: "party-wear-trousers",
      look: "midnight-blue party trousers with a fine sheen",
    },
  ],
};

export const clubwearCollection = defineCollection(clubwearSource);

/** Category All / Men, and one chip per type. */
export const clubwearFilters: FilterDefinition = {
  categories: {
    label: "Category",
    options: [
      { value: "all", label: "All" },
      { value: "men", label: "Men" },
    ],
  },
  defaultCategory: "all",
  types: {
    label: "Style",
    options: [
      { value: "clubwear-shirts", label: "Clubwear Shirts" },
      { value: "party-wear-shirts", label: "Party Wear Shirts" },
      { value: "animal-print-shirts", label: "Animal Print Shirts" },
      { value: "jodhpuri-shirts", label: "Jodhpuri Shirts" },
      { value: "linen-shirts", label: "Linen Shirts" },
      { value: "short-kurtas", label: "Short Kurtas" },
      { value: "4-way-lycra-trousers", label: "4-Way Lycra Trousers" },
      { value: "korean-trousers", label: "Korean Trousers" },
      { value: "party-wear-trousers", label: "Party Wear Trousers" },
    ],
  },
};
