import type { ArtSpec } from "../art.ts";
import type { GalleryCollection as GalleryCollectionView } from "../../lib/settings/showcase-views.ts";
import { siteImageSeries, type SiteImage } from "./site-image.ts";

/** The gallery's collections as a fresh install has them: the seed of the showcase, which staff then edit. */
export type GalleryCollection = GalleryCollectionView & { images: SiteImage[] };

type Picture = { alt: string; art: ArtSpec };

function collection(
  id: string,
  title: string,
  category: string,
  description: string,
  pictures: Picture[],
): GalleryCollection {
  return { id, title, category, description, images: siteImageSeries(`gallery/${id}`, "portrait", pictures) };
}

/** Formal 6 pictures, Semi-Formal 5, Clubwear 4, Premium Shirts 4 (docs/behaviour.md#gallery). */
export const galleryCollections: readonly GalleryCollection[] = [
  collection(
    "formal",
    "Formal Collection",
    "Formals",
    "Suits, blazers and crisp shirts, cut and finished for the working week.",
    [
      {
        alt: "A charcoal two-piece suit over a white shirt, its trousers hung beside the jacket",
        art: {
          garment: "suit",
          colors: ["#33363d", "#f7f5f0"],
          pattern: "solid",
          with: [{ garment: "trousers", colors: ["#33363d"], pattern: "solid" }],
        },
      },
      {
        alt: "A navy blazer with brass buttons",
        art: { garment: "blazer", colors: ["#1f2a44", "#c9a45c"], pattern: "solid", details: ["brass-buttons"] },
      },
      {
        alt: "Close-up of a white formal shirt's French cuff and cufflink",
        art: {
          garment: "shirt",
          colors: ["#f7f5f0"],
          pattern: "solid",
          details: ["french-cuffs"],
          composition: "detail",
        },
      },
      {
        alt: "Grey pleated wool trousers laid flat",
        art: { garment: "trousers", colors: ["#6b6f76"], pattern: "textured", details: ["pleats"] },
      },
      {
        alt: "A light blue shirt with a fine check",
        art: { garment: "shirt", colors: ["#c9d8ea", "#5f7fa8"], pattern: "micro-check" },
      },
      {
        alt: "A black waistcoat over a white shirt",
        art: {
          garment: "waistcoat",
          colors: ["#1a1a1f", "#f7f5f0"],
          pattern: "solid",
          under: { garment: "shirt", colors: ["#f7f5f0"], pattern: "solid" },
        },
      },
    ],
  ),
  collection(
    "semi-formal",
    "Semi-Formal Collection",
    "Semi-Formals",
    "Relaxed shirts, chinos and polos that move from the desk to dinner.",
    [
      {
        alt: "A sage checked casual shirt",
        art: { garment: "shirt", colors: ["#8fa58a", "#f1efe6"], pattern: "check" },
      },
      { alt: "Beige cotton chinos", art: { garment: "trousers", colors: ["#cdb892"], pattern: "solid" } },
      { alt: "Close-up of a navy polo shirt", art: { garment: "polo", colors: ["#243354"], pattern: "textured" } },
      {
        alt: "Indigo slim-fit denim jeans, laid flat",
        art: { garment: "jeans", colors: ["#2c3e63"], pattern: "denim" },
      },
      { alt: "A rust linen shirt", art: { garment: "shirt", colors: ["#a4552f"], pattern: "slub" } },
    ],
  ),
  collection("clubwear", "Clubwear Collection", "Clubwear", "Prints, satins and sharp trousers for the evening out.", [
    {
      alt: "A black shirt with a metallic print",
      art: { garment: "shirt", colors: ["#16161c", "#c9a45c"], pattern: "print" },
    },
    {
      alt: "A leopard print party shirt",
      art: { garment: "shirt", colors: ["#b07a3c", "#1a1a1a"], pattern: "animal" },
    },
    {
      alt: "Close-up of a wine shirt with a Jodhpuri band collar and angled placket",
      art: { garment: "shirt", colors: ["#5c1a2c"], pattern: "solid", neckline: "band", details: ["angled-placket"] },
    },
    {
      alt: "Black Korean-fit trousers, laid flat",
      art: { garment: "trousers", colors: ["#18181c"], pattern: "solid" },
    },
  ]),
  collection(
    "premium-shirts",
    "Premium Shirts",
    "Shirts",
    "Our finest cottons, linens and silks, in the colours Bengaluru wears best.",
    [
      { alt: "A white Egyptian cotton shirt", art: { garment: "shirt", colors: ["#f8f6f1"], pattern: "solid" } },
      { alt: "A pale pink linen shirt", art: { garment: "shirt", colors: ["#ecc9c4"], pattern: "slub" } },
      {
        alt: "Close-up of a blue and white striped shirt",
        art: { garment: "shirt", colors: ["#3e5f8a", "#f7f5f0"], pattern: "stripe" },
      },
      { alt: "A champagne silk shirt, laid flat", art: { garment: "shirt", colors: ["#e6d3ad"], pattern: "solid" } },
    ],
  ),
];
