import { href } from "react-router";
import { CONSULTATION_FORM_ID } from "../navigation.ts";
import type { SliderSlide as SliderSlideView } from "../../lib/settings/showcase-views.ts";
import { siteImage, type SiteImage } from "./site-image.ts";

/** The slider's slides as a fresh install has them: the seed of the showcase, which staff then edit. */
export type SliderSlide = SliderSlideView & { image: SiteImage };

/** Six slides, 6 s each (docs/behaviour.md#slider). */
export const sliderSlides: readonly SliderSlide[] = [
  {
    id: "elegance",
    shortTitle: "Elegance",
    subtitle: "The Formal Edit",
    title: "Timeless Elegance",
    description: "Suits and blazers cut clean and finished by hand in our studio.",
    cta: "Explore Formals",
    link: href("/collections/formals"),
    image: siteImage(
      "slider/elegance",
      "wide",
      "A charcoal suit jacket over a white shirt and tie on a tailor's form, beside a rail of pressed shirts",
      {
        garment: "suit",
        colors: ["#33363d", "#efe8da"],
        pattern: "solid",
        composition: "form",
      },
    ),
  },
  {
    id: "modern",
    shortTitle: "Modern",
    subtitle: "Smart Casual",
    title: "Modern Ease",
    description: "Linen, cotton and knit for days that start at the desk and end at dinner.",
    cta: "Shop Casual Wear",
    link: href("/collections/semi-formals"),
    image: siteImage("slider/modern", "wide", "A sage linen shirt and beige chinos laid out together", {
      garment: "shirt",
      colors: ["#8fa58a", "#cdb892"],
      pattern: "slub",
      with: [{ garment: "trousers", colors: ["#cdb892"], pattern: "twill" }],
      composition: "flatlay",
    }),
  },
  {
    id: "artisan",
    shortTitle: "Artisan",
    subtitle: "Handwork",
    title: "Artisan Craft",
    description: "Zari, thread and mirror work on sherwanis and bandis made for the wedding week.",
    cta: "See Groom Collections",
    link: href("/groom"),
    image: siteImage("slider/artisan", "wide", "Close-up of hand embroidery on an ivory sherwani", {
      garment: "sherwani",
      colors: ["#f3ead6", "#c9a45c"],
      pattern: "embroidered",
      composition: "detail",
    }),
  },
  {
    id: "winter",
    shortTitle: "Winter",
    subtitle: "Winter Collections",
    title: "Warmth, Tailored",
    description: "Jerkins, sweaters and rain coats for Bengaluru's cool mornings.",
    cta: "Shop Winter Wear",
    link: href("/pants"),
    image: siteImage("slider/winter", "wide", "A cream cable-knit sweater beside a tan jacket on a rail of knitwear", {
      garment: "sweater",
      colors: ["#ece3d0", "#a8794a"],
      pattern: "cable",
      neckline: "crew",
      with: [{ garment: "jacket", colors: ["#a8794a"], pattern: "solid" }],
      composition: "rack",
    }),
  },
  {
    id: "signature",
    shortTitle: "Signature",
    subtitle: "House Favourites",
    title: "The Signature Shirt",
    description: "Our best-loved shirts in fine cotton, fitted to you in store.",
    cta: "View Premium Shirts",
    link: href("/gallery"),
    image: siteImage("slider/signature", "wide", "A white and a sky-blue formal shirt laid out together", {
      garment: "shirt",
      colors: ["#f7f5f0"],
      pattern: "solid",
      with: [{ garment: "shirt", colors: ["#b9cde3"], pattern: "solid" }],
      composition: "flatlay",
    }),
  },
  {
    id: "couture",
    shortTitle: "Couture",
    subtitle: "Limited Edition",
    title: "Couture Collection",
    description: "Made-to-measure occasion wear, limited to 50 pieces.",
    cta: "Book a Private Fitting",
    link: `${href("/contact")}#${CONSULTATION_FORM_ID}`,
    image: siteImage(
      "slider/couture",
      "wide",
      "A midnight-blue jodhpuri jacket with brass buttons, between two other jodhpuris on the rail",
      {
        garment: "jodhpuri",
        colors: ["#1b2440", "#c9a45c"],
        pattern: "textured",
        composition: "single",
      },
    ),
  },
];
