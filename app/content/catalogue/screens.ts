import type { CollectionScreenConfig, HeroConfig, ItemField } from "../../lib/catalogue/collection-view.ts";
import type { FilterDefinition } from "../../lib/catalogue/collection-filter.ts";
import { casualFilters, casualSource } from "./casual.ts";
import type { CollectionSource } from "./catalogue-item.ts";
import { clubwearFilters, clubwearSource } from "./clubwear.ts";
import { dhotiFilters, dhotiSource } from "./dhoti.ts";
import { formalFilters, formalSource } from "./formals.ts";
import { groomFilters, groomSource } from "./groom.ts";
import { innerwearFilters, innerwearSource } from "./innerwear.ts";
import { nightwearFilters, nightwearSource } from "./nightwear.ts";
import { winterFilters, winterSource } from "./winter.ts";

/**
 * The eight collection screens as first installed: the seed of the catalogue tables
 * (app/services/catalogue/seed.server.ts) and the reference the tests compare a fresh
 * install against. At run time the screens read the database; staff edit it there.
 */
export type ScreenSeed = {
  source: CollectionSource;
  filters: FilterDefinition;
  /** The optional item fields the staff form offers for this collection. */
  itemFields: readonly ItemField[];
  screen: Omit<CollectionScreenConfig, "filters" | "hero"> & { hero: Omit<HeroConfig, "image"> };
};

const TRY_ADJUSTING = "Try adjusting your filters to find what you're looking for.";
/**
 * The store's claims as a hero states them: the figures are the store's settings
 * (app/lib/settings/claims.ts fills them in), so a corrected figure changes everywhere.
 */
const STORE_CLAIMS = ["Loved by {customersShort} customers", "{rating} ({reviews} reviews)"];

// Each hero's sentence fits two lines on a 375 px phone, where it is shown whole, never cut
// with "…" (issue 38; tests/e2e/shopper-first-screen.spec.ts checks every collection).
export const screenSeeds: readonly ScreenSeed[] = [
  {
    source: formalSource,
    filters: formalFilters,
    itemFields: ["rating", "price"],
    screen: {
      path: "/collections/formals",
      name: "Formal Collection",
      categoryStyle: "tabs",
      hero: {
        eyebrow: "The Formal Edit",
        title: "Formal Collection",
        text: "Shirts, trousers, blazers and suits for the workday, altered in our own tailoring room.",
        cta: { label: "Explore Suits", state: { category: "suits", type: null } },
      },
      section: {
        title: "Dressed for the Boardroom",
        intro:
          "Start with a crisp shirt and build from there. Every piece can be tried in our VIP trial rooms and tailored to fit.",
      },
      details: [],
      resetInFilterBar: false,
      empty: { hint: "We don't have items in this category yet. Check back soon!", reset: false },
      trial: { offered: true, exceptTypes: [] },
    },
  },
  {
    source: casualSource,
    filters: casualFilters,
    itemFields: ["price"],
    screen: {
      path: "/collections/semi-formals",
      name: "Casual Wear collection",
      categoryStyle: "chips",
      hero: {
        eyebrow: "Casual Wear",
        title: "Easy Clothes, Made Properly",
        text: "Linen shirts, chinos, denim and joggers for weekends and travel, in fabric that lasts.",
        cta: { label: "Shop Casual Shirts", state: { category: "casual-shirts", type: null } },
      },
      section: {
        title: "The Casual Wardrobe",
        intro:
          "Mix the pieces freely: everything here is chosen to work together, from a Sunday tee to a smart overshirt.",
      },
      details: [],
      resetInFilterBar: true,
      empty: { hint: TRY_ADJUSTING, reset: true },
      trial: { offered: true, exceptTypes: [] },
    },
  },
  {
    source: clubwearSource,
    filters: clubwearFilters,
    itemFields: ["price"],
    screen: {
      path: "/collections/clubwear",
      name: "Clubwear Collection",
      categoryStyle: "chips",
      hero: {
        eyebrow: "After Dark",
        title: "Clubwear Collection",
        text: "Satin shirts, short kurtas and sharp trousers for parties, sangeets and late dinners.",
        cta: { label: "See the Collection" },
      },
      section: {
        title: "Made for the Evening",
        intro: "Pick a style below, or browse everything. Shirts and trousers are cut to be worn together.",
      },
      details: [],
      resetInFilterBar: false,
      empty: { hint: TRY_ADJUSTING, reset: true },
      trial: { offered: true, exceptTypes: [] },
    },
  },
  {
    source: nightwearSource,
    filters: nightwearFilters,
    itemFields: ["fabric", "fit", "price"],
    screen: {
      path: "/collections/shirts",
      name: "Night Wear collection",
      categoryStyle: "chips",
      hero: {
        eyebrow: "Night Wear",
        title: "Comfort for Easy Evenings",
        text: "Track pants, shorts and boxers in soft, breathable cotton, for the hours that are yours.",
        claims: STORE_CLAIMS,
        cta: { label: "Browse Night Wear" },
      },
      section: {
        title: "The Night Wear Range",
        intro: "Relaxed fits and soft fabrics, chosen to wash well and stay comfortable season after season.",
      },
      details: ["fabric", "fit", "price"],
      resetInFilterBar: false,
      empty: { hint: "Try another filter above, or choose All Nightwear to see the full range.", reset: false },
      trial: { offered: true, exceptTypes: [] },
    },
  },
  {
    source: groomSource,
    filters: groomFilters,
    itemFields: ["price"],
    screen: {
      path: "/groom",
      name: "Groom Collections",
      categoryStyle: "chips",
      hero: {
        eyebrow: "The Wedding Season",
        title: "The Groom's Atelier",
        text: "Sherwanis, bandis, safas and mojdis, fitted in our tailoring room before your big day.",
        cta: { label: "Groom Collections", state: { category: "traditional", type: null } },
      },
      section: {
        title: "Everything for the Groom",
        intro:
          "Choose traditional wear, shirts or accessories, then narrow it down. Book a personal styling visit and we will pull the pieces for you.",
      },
      badge: "category",
      details: ["category", "price"],
      resetInFilterBar: false,
      empty: { hint: TRY_ADJUSTING, reset: true },
      // The ceremonial vel is not tried on in a trial room.
      trial: { offered: true, exceptTypes: ["vel"] },
    },
  },
  {
    source: winterSource,
    filters: winterFilters,
    itemFields: ["fabric", "warmth", "price"],
    screen: {
      path: "/pants",
      name: "Winter Collections",
      categoryStyle: "tabs",
      hero: {
        eyebrow: "Winter Collections",
        title: "Stay Warm in Style With Premium Winter Wear",
        text: "Jerkins, knits, rain coats and padded jackets for December mornings and monsoon commutes.",
        claims: STORE_CLAIMS,
        cta: { label: "Explore Winter Wear" },
      },
      section: {
        title: "Layers for Every Chill",
        intro:
          "Each piece carries a warmth rating, from a light layer for cool evenings to a padded jacket for the hills.",
      },
      badge: "warmth",
      details: ["fabric", "warmth", "price"],
      resetInFilterBar: false,
      empty: { hint: "Try another tab above, or choose All Winter Wear to see the full range.", reset: false },
      trial: { offered: true, exceptTypes: [] },
    },
  },
  {
    source: innerwearSource,
    filters: innerwearFilters,
    itemFields: ["brand", "fabric", "fit", "price"],
    screen: {
      path: "/innerwears",
      name: "Inner Wear Brands",
      categoryStyle: "chips",
      hero: {
        eyebrow: "Inner Wear Brands",
        badge: "New Summer Collection",
        title: "Redefine Your Comfort Standard",
        text: "Vests, trunks and lounge wear from US POLO ASSN, Jockey, Ramraj and Minister White.",
        stats: [
          { value: "{customersShort}", label: "Happy Customers" },
          { value: "100%", label: "Premium Materials" },
          { value: "24/7", label: "Customer Support" },
        ],
        tag: "Limited Edition",
        cta: { label: "Shop Inner Wear" },
      },
      section: {
        title: "Comfort, Brand by Brand",
        intro: "Filter by brand, or by what you need: everyday innerwear, tees, shorts or a ready combo pack.",
      },
      badge: "brand",
      details: ["brand", "fabric", "fit", "price"],
      resetInFilterBar: false,
      empty: { hint: "Try another brand or type, or choose All to see the full range.", reset: false },
      // Innerwear is not tried on.
      trial: { offered: false, exceptTypes: [] },
    },
  },
  {
    source: dhotiSource,
    filters: dhotiFilters,
    itemFields: ["fabric", "fit", "features", "price"],
    screen: {
      path: "/ramraj",
      name: "Ramraj Collections",
      categoryStyle: "tabs",
      hero: {
        eyebrow: "Dhotis and Shirt Sets",
        title: "Ramraj Collections",
        subtitle: "Heritage Woven in Golden Threads",
        text: "Dhotis, velcro dhotis and silk shirt sets for poojas, weddings and festival mornings.",
        cta: { label: "Explore the Range" },
      },
      section: {
        title: "The Dhoti Range",
        intro: "From a daily cotton dhoti to a pure silk wedding set. Ask us and we will show you how to drape it.",
      },
      details: ["fabric", "fit"],
      resetInFilterBar: false,
      empty: { hint: "Try another filter above, or choose All to see the full range.", reset: false },
      trial: { offered: true, exceptTypes: [] },
    },
  },
];
