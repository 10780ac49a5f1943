import { transit } from "./site/transit.ts";

/**
 * Fixed words of the contact page: the four quick chat contacts (their prefilled
 * texts are ours: the original site's were never published) and the travel tips.
 */
export type QuickContact = { title: string; hint: string; text: string };

export const quickContacts: readonly QuickContact[] = [
  {
    title: "Formal Wear",
    hint: "Shirts, trousers, blazers and suits",
    text: "Hi! I'd like to know more about your formal wear: shirts, trousers, blazers and suits.",
  },
  {
    title: "Wedding & Groom Wear",
    hint: "Sherwanis, bandis, jodhpuris, accessories",
    text: "Hi! I'm looking for wedding and groom wear. Could you help me plan a fitting?",
  },
  {
    title: "Alterations & Tailoring",
    hint: "Fit adjustments and made-to-measure",
    text: "Hi! I'd like to ask about alterations and tailoring for a garment.",
  },
  {
    title: "Store Visit",
    hint: "Timings, parking and appointments",
    text: "Hi! I'd like to visit the store. When is a good time to come in?",
  },
];

export const travelTips = [
  {
    title: "By Car",
    text: "Premium parking at the store, with valet parking on weekends. Use Open in Maps for the quickest route through Yeshwanthpur.",
  },
  {
    title: "By Public Transport",
    text: `${transit.metro.name} is ${transit.metro.walk}; ${transit.bus.name} is ${transit.bus.walk}.`,
  },
] as const;

export const DIRECTIONS_ID = "directions";
