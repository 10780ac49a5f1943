import { href } from "react-router";
import type { HeroSlide as HeroSlideView, PromoBanner, TrendingCategory } from "../../lib/settings/showcase-views.ts";
import { siteImage, siteImageSeries, type SiteImage } from "./site-image.ts";

/**
 * The home hero's slides and the offer banner as a fresh install has them: the seed
 * of the showcase (app/services/settings/seed.server.ts), which staff then edit.
 */
export type HeroSlide = HeroSlideView & { image: SiteImage };

export const heroSlides: readonly HeroSlide[] = [
  {
    title: "Premium Men's Fashion",
    subtitle: "Suits, shirts and occasion wear, chosen and fitted in our Bengaluru studio since 1984.",
    cta: "Explore Formals",
    offer: "10% off any brand with code WELCOME10",
    link: href("/collections/formals"),
    image: siteImage(
      "home/hero-1",
      "wide",
      "A charcoal suit jacket and waistcoat over a white shirt and wine tie on a tailor's form, beside a rail of pressed shirts",
      {
        garment: "suit",
        colors: ["#2e3440", "#f2ede4"],
        pattern: "solid",
        details: ["waistcoat"],
        under: { garment: "shirt", colors: ["#f6f3ec", "#7a2233"], pattern: "solid", details: ["tie"] },
        composition: "form",
      },
      0,
      // A phone shows the hero in a tall box: a frame drawn for it, not a 16:9 cut down.
      "portrait",
    ),
  },
  {
    title: "Business Elegance",
    subtitle: "Crisp shirts, sharp trousers and blazers cut for the Bengaluru workday.",
    cta: "Shop Office Wear",
    offer: "Tailoring services in store",
    link: href("/collections/formals"),
    image: siteImage(
      "home/hero-2",
      "wide",
      "A navy blazer over a pale blue formal shirt with a wine silk tie, hung between two other blazers",
      {
        garment: "blazer",
        colors: ["#1f2a44", "#c9d8ea"],
        pattern: "solid",
        under: { garment: "shirt", colors: ["#c9d8ea", "#7a1f2b"], pattern: "solid", details: ["tie"] },
        composition: "single",
      },
      0,
      // A phone shows the hero in a tall box: a frame drawn for it, not a 16:9 cut down.
      "portrait",
    ),
  },
  {
    title: "Evening Sophistication",
    subtitle: "Party shirts, rich prints and slim trousers for the night out.",
    cta: "Explore Clubwear",
    offer: "Personal styling in our VIP trial rooms",
    link: href("/collections/clubwear"),
    image: siteImage(
      "home/hero-3",
      "wide",
      "A black satin party shirt with a subtle print, hung between two other party shirts on a studio rail",
      {
        garment: "shirt",
        colors: ["#15151a", "#6b4f8a", "#c9a45c"],
        pattern: "print",
        composition: "single",
      },
      0,
      // A phone shows the hero in a tall box: a frame drawn for it, not a 16:9 cut down.
      "portrait",
    ),
  },
];

export const promoBanner: PromoBanner & { image: SiteImage } = {
  eyebrow: "The Formal Edit",
  title: "10% off any brand, in store",
  text: "Show code WELCOME10 at the counter. No minimum purchase, no expiry.",
  cta: "Shop Formals",
  link: href("/collections/formals"),
  image: siteImage(
    "home/promo",
    "landscape",
    "Formal shirts in white, sky blue and ivory laid out together on a studio table",
    {
      garment: "shirt",
      colors: ["#f4f1ea"],
      pattern: "solid",
      with: [
        { garment: "shirt", colors: ["#b9cde3"], pattern: "solid" },
        { garment: "shirt", colors: ["#e9e1cf"], pattern: "solid" },
      ],
      composition: "flatlay",
    },
  ),
};

/** A trending-category card as a fresh install has it: the seed of the showcase's "Trending categories". */
export type CategoryCard = TrendingCategory & { images: SiteImage[] };

/**
 * Each card links to the collection its title names (DESIGN: a deliberate departure
 * from the original, where three cards all went to the nightwear page).
 */
export const trendingCategories: readonly CategoryCard[] = [
  {
    title: "Office Ready Formals",
    description: "Oxford shirts, flat-front trousers and blazers for the boardroom.",
    link: href("/collections/formals"),
    images: siteImageSeries("home/category-formals", "portrait", [
      {
        alt: "A white Oxford formal shirt with a navy tie",
        art: { garment: "shirt", colors: ["#f7f5f0", "#1f2a44"], pattern: "oxford", details: ["tie"] },
      },
      {
        alt: "Grey flat-front formal trousers with a sharp crease",
        art: { garment: "trousers", colors: ["#6b6f76"], pattern: "solid" },
      },
      {
        alt: "Close-up of a navy single-breasted blazer over a white shirt",
        art: { garment: "blazer", colors: ["#1f2a44", "#c9d8ea"], pattern: "solid" },
      },
    ]),
  },
  {
    title: "Night Out Clubwear",
    description: "Party shirts, bold prints and linen for the evening.",
    link: href("/collections/clubwear"),
    images: siteImageSeries("home/category-clubwear", "portrait", [
      {
        alt: "A black party shirt with a metallic floral print",
        art: { garment: "shirt", colors: ["#16161c", "#c9a45c"], pattern: "floral" },
      },
      {
        alt: "A leopard print shirt in caramel and black",
        art: { garment: "shirt", colors: ["#b07a3c", "#1a1a1a"], pattern: "animal" },
      },
      {
        alt: "Close-up of a maroon short kurta with a mandarin collar",
        art: { garment: "short-kurta", colors: ["#6d1f2c"], pattern: "textured" },
      },
    ]),
  },
  {
    title: "Smart Semi-Formals",
    description: "Casual shirts, cotton trousers and polos for easy Fridays.",
    link: href("/collections/semi-formals"),
    images: siteImageSeries("home/category-semi-formals", "portrait", [
      {
        alt: "A sage green checked casual shirt",
        art: { garment: "shirt", colors: ["#8fa58a", "#f1efe6"], pattern: "check" },
      },
      { alt: "Beige cotton chinos", art: { garment: "trousers", colors: ["#cdb892"], pattern: "solid" } },
      {
        alt: "Close-up of a navy knitted polo shirt",
        art: { garment: "polo", colors: ["#243354"], pattern: "textured" },
      },
    ]),
  },
  {
    title: "Groom's Atelier",
    description: "Sherwanis, bandis and safas for the wedding week.",
    link: href("/groom"),
    images: siteImageSeries("home/category-groom", "portrait", [
      {
        alt: "An ivory sherwani with gold embroidery",
        art: { garment: "sherwani", colors: ["#f3ead6", "#c9a45c"], pattern: "embroidered" },
      },
      {
        alt: "A deep maroon bandi jacket over a cream kurta",
        art: {
          garment: "bandi",
          colors: ["#5c1a24", "#efe6d2"],
          pattern: "slub",
          under: { garment: "kurta", colors: ["#efe6d2"], pattern: "solid" },
        },
      },
      {
        alt: "Close-up of a saffron wedding safa with its jewelled brooch",
        art: { garment: "safa", colors: ["#d9822b", "#c9a45c"], pattern: "textured" },
      },
    ]),
  },
  {
    title: "Tailored Trousers",
    description: "Pleated, flat-front and stretch trousers, hemmed to your length.",
    link: href("/pants"),
    images: siteImageSeries("home/category-trousers", "portrait", [
      {
        alt: "Charcoal pleated wool trousers",
        art: { garment: "trousers", colors: ["#3a3d44"], pattern: "solid", details: ["pleats"] },
      },
      {
        alt: "Olive stretch trousers with a slim leg",
        art: { garment: "trousers", colors: ["#5b6142"], pattern: "solid" },
      },
      {
        alt: "Close-up of navy trousers with a fine pinstripe",
        art: { garment: "trousers", colors: ["#1f2a44", "#c7ccd6"], pattern: "pinstripe" },
      },
    ]),
  },
  {
    title: "Luxury Outerwear",
    description: "Jackets, sweaters and rain coats for Bengaluru's cool months.",
    link: href("/pants"),
    images: siteImageSeries("home/category-outerwear", "portrait", [
      { alt: "A tan suede-finish jacket", art: { garment: "jacket", colors: ["#a8794a"], pattern: "textured" } },
      {
        alt: "A cream cable-knit crew-neck sweater",
        art: { garment: "sweater", colors: ["#ece3d0"], pattern: "cable", neckline: "crew" },
      },
      {
        alt: "Close-up of a navy hooded rain coat",
        art: { garment: "raincoat", colors: ["#22304d"], pattern: "solid" },
      },
    ]),
  },
];

/**
 * A tile of the social grid as a fresh install has it (docs/behaviour.md#home): its
 * picture only. No like counts: a tile shows one only when staff type the post's own.
 */
export type SocialPost = { id: string; image: SiteImage };

export const socialPosts: readonly SocialPost[] = [
  {
    id: "post-1",
    image: siteImage("home/social-1", "square", "A sky-blue linen shirt laid flat on a studio table", {
      garment: "shirt",
      colors: ["#a9c6e0", "#7a5232"],
      pattern: "slub",
      composition: "flatlay",
    }),
  },
  {
    id: "post-2",
    image: siteImage("home/social-2", "square", "Close-up of gold zari embroidery on an ivory sherwani collar", {
      garment: "sherwani",
      colors: ["#f3ead6", "#c9a45c"],
      pattern: "embroidered",
      composition: "detail",
    }),
  },
  {
    id: "post-3",
    image: siteImage(
      "home/social-3",
      "square",
      "A white formal shirt on a rail of shirts in other colours in the store",
      {
        garment: "shirt",
        colors: ["#f7f5f0", "#b9cde3", "#e8c4c4"],
        pattern: "solid",
        composition: "rack",
      },
    ),
  },
  {
    id: "post-4",
    image: siteImage(
      "home/social-4",
      "square",
      "Close-up of a charcoal suit jacket with a burgundy tie and pocket square",
      {
        garment: "suit",
        colors: ["#33363d", "#7a1f2b", "#7a1f2b"],
        pattern: "textured",
        details: ["pocket-square"],
        composition: "detail",
      },
    ),
  },
];
