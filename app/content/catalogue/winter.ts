import type { FilterDefinition } from "../../lib/catalogue/collection-filter.ts";
import { defineCollection, type CollectionSource } from "./catalogue-item.ts";

/** Winter wear (route /pants): 7 items, one per type, 3 images each (docs/behaviour.md#collection-list). */
export const winterSource: CollectionSource = {
  id: "winter",
  imageCount: 3,
  hero: {
    look: "camel quilted jacket worn open over a cream knit sweater",
    art: {
      garment: "jacket",
      colors: ["#a57d4e", "#efe6d2"],
      pattern: "quilted",
      details: ["open-front"],
      under: { garment: "sweater", colors: ["#efe6d2"], pattern: "rib", neckline: "crew" },
    },
    composition: "single",
  },
  items: [
    {
      slug: "tan-suede-finish-jerkin",
      title: "Tan Suede-Finish Jerkin",
      description:
        "A sleeveless jerkin in tan suede-finish fabric with a quilted lining and snap front. Layer it over a shirt for cool mornings.",
      type: "jerkin",
      fabric: "Suede-finish polyester, quilted lining",
      warmth: "Medium",
      look: "tan suede-finish sleeveless jerkin with a snap front",
    },
    {
      slug: "oatmeal-cable-knit-sweater",
      title: "Oatmeal Cable-Knit Sweater",
      description:
        "A chunky cable knit in warm oatmeal with a crew neck and ribbed hems: the sweater for Ooty weekends and December evenings.",
      type: "sweater",
      fabric: "Acrylic-wool blend",
      warmth: "High",
      look: "oatmeal cable-knit crew-neck sweater",
    },
    {
      slug: "navy-merino-v-neck-pullover",
      title: "Navy Merino V-Neck Pullover",
      description:
        "A fine-gauge navy pullover in soft merino blend, thin enough to wear under a blazer at the office and warm enough on its own.",
      type: "pullover",
      fabric: "Merino wool blend",
      warmth: "Medium-High",
      look: "navy fine-gauge merino V-neck pullover",
    },
    {
      slug: "olive-hooded-rain-coat",
      title: "Olive Hooded Rain Coat",
      description:
        "A fully taped, water-resistant rain coat in olive with a stowaway hood, for the monsoon commute and the ride home.",
      type: "rain-coat",
      fabric: "Water-resistant nylon, taped seams",
      warmth: "Medium",
      look: "olive hooded water-resistant rain coat",
    },
    {
      slug: "charcoal-quilted-upper-jacket",
      title: "Charcoal Quilted Upper Jacket",
      description:
        "A padded charcoal jacket with box quilting, a stand collar and zip pockets. Light to carry, and properly warm on a hill trip.",
      type: "upper-jacket",
      fabric: "Nylon shell, polyfill padding",
      warmth: "Very High",
      look: "charcoal box-quilted padded jacket with a stand collar",
    },
    {
      slug: "burgundy-corduroy-trucker-jacket",
      title: "Burgundy Corduroy Trucker Jacket",
      description:
        "A burgundy corduroy trucker with a sherpa-lined collar and chest flap pockets: a fancy jacket with real warmth behind it.",
      type: "fancy-jacket",
      fabric: "Cotton corduroy, sherpa lining",
      warmth: "High",
      look: "burgundy corduroy trucker jacket with a sherpa collar",
    },
    {
      slug: "grey-melange-sweat-t-shirt",
      title: "Grey Melange Sweat T-shirt",
      description:
        "A brushed-fleece sweat tee in grey melange with ribbed cuffs and hem, for layering on chilly mornings and long drives.",
      type: "sweat-t-shirt",
      fabric: "Brushed cotton fleece",
      warmth: "Medium-High",
      look: "grey melange brushed-fleece sweat T-shirt",
    },
  ],
};

export const winterCollection = defineCollection(winterSource);

/** Winter tabs by type, "All Winter Wear" first. */
export const winterFilters: FilterDefinition = {
  defaultCategory: "all",
  types: {
    label: "Winter wear",
    allLabel: "All Winter Wear",
    options: [
      { value: "jerkin", label: "Jerkin" },
      { value: "sweater", label: "Sweater" },
      { value: "pullover", label: "Pullover" },
      { value: "rain-coat", label: "Rain Coat" },
      { value: "upper-jacket", label: "Upper Jacket" },
      { value: "fancy-jacket", label: "Fancy Jacket" },
      { value: "sweat-t-shirt", label: "Sweat T-shirt" },
    ],
  },
};
