import { siteImage } from "./site-image.ts";
import { transit } from "./transit.ts";

export const visitHeroImage = siteImage(
  "visit/store-interior",
  "landscape",
  "Inside the store: garments in lit arched niches above a display table of folded shirts",
  {
    garment: "suit",
    colors: ["#1f2a44", "#efe8da", "#8a6a3b"],
    composition: "storefront",
  },
);

/** In place of the map when it cannot load (components/site/store-map.tsx): the store seen from the street. */
export const storeFrontImage = siteImage(
  "visit/store-front",
  "landscape",
  "The store from the street: an ivory front under a navy band, lit arched windows with garments on hangers, and a wooden door between two potted plants",
  {
    garment: "suit",
    colors: ["#1f2a44", "#efe8da", "#8a6a3b"],
    composition: "storefront",
  },
  1,
);

export type Service = { title: string; text: string; icon: "crown" | "sparkles" | "scissors" | "car" };

/** The store's features, in its own order (the titles come from store.features; docs/behaviour.md#store). */
export const services: readonly Service[] = [
  {
    title: "VIP Trial Rooms",
    text: "Private, spacious rooms with three-way mirrors for a proper look.",
    icon: "crown",
  },
  {
    title: "Personal Styling",
    text: "A stylist to put together a look for work, a wedding or a weekend.",
    icon: "sparkles",
  },
  { title: "Tailoring Services", text: "Alterations and finishing by our in-house tailors.", icon: "scissors" },
  { title: "Premium Parking", text: "Parking for customers, with valet on weekends.", icon: "car" },
];

export type Direction = { title: string; text: string; icon: "train" | "bus" | "car" };

export const directions: readonly Direction[] = [
  { title: "By Metro", text: `${transit.metro.name}: ${transit.metro.walk} from the store.`, icon: "train" },
  { title: "By Bus", text: `${transit.bus.name}: ${transit.bus.walk} from the store.`, icon: "bus" },
  {
    title: "By Car",
    text: "Use Get Directions for the route; customer parking is at the store, with valet on weekends.",
    icon: "car",
  },
];

export const visitTips: readonly string[] = [
  "Take the metro on busy evenings: Yeshwanthpur station is about a 2-minute walk.",
  "Weekend visit? Valet parking is available at the entrance.",
  "Coming for a suit or sherwani fitting? Call ahead to book a stylist.",
  "We close on the last Tuesday of every month — check the date above before you set out.",
];
