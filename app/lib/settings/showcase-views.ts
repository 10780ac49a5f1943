import { slugify } from "../catalogue/collection-filter.ts";
import type { ImageRef } from "../media/image-ref.ts";
import { type Claims, yearsInBusiness } from "./claims.ts";
import { EMPTY_SUMMARY } from "../reviews/review-aggregate.ts";
import { ratingClaim, type RatingClaim } from "../reviews/shown-figures.ts";
import type { Slide } from "./showcase.ts";

/**
 * What the showcase's pages render, built from the slides staff keep
 * (showcase.ts): the fields each page's components read, nothing more.
 */

/** A home hero slide (docs/behaviour.md#home): image, title, subtitle, cta, offer, link. */
export type HeroSlide = { title: string; subtitle: string; cta: string; offer: string; link: string; image: ImageRef };

/** The home page's offer banner: shown while its offer is valid. */
export type PromoBanner = { eyebrow: string; title: string; text: string; cta: string; link: string; image: ImageRef };

/** A gallery collection (docs/behaviour.md#gallery): title, images, category, image count, description. */
export type GalleryCollection = {
  id: string;
  title: string;
  category: string;
  description: string;
  images: ImageRef[];
};

/** A slide of the full-screen slider (docs/behaviour.md#slider): id, image (with its alt text), subtitle, title, description, cta, shortTitle. */
export type SliderSlide = {
  id: string;
  shortTitle: string;
  subtitle: string;
  title: string;
  description: string;
  cta: string;
  link: string;
  image: ImageRef;
};

type Shown = Slide & { images: [ImageRef, ...ImageRef[]] };

/** Only what Picture reads: the page's hydration data carries nothing more. */
export function imageRef({ key, kind, alt, phone }: ImageRef): ImageRef {
  return phone ? { key, kind, alt, phone } : { key, kind, alt };
}

/** Slides the site may show: published, with a picture; their pictures as bare references. */
function shown(slides: readonly Slide[]): Shown[] {
  return slides
    .filter((s): s is Shown => s.published && s.images.length > 0)
    .map((s) => ({ ...s, images: s.images.map(imageRef) as Shown["images"] }));
}

export function heroSlides(slides: readonly Slide[]): HeroSlide[] {
  return shown(slides).map((s) => ({
    title: s.title,
    subtitle: s.subtitle,
    cta: s.cta,
    offer: s.note,
    link: s.link,
    image: s.images[0],
  }));
}

export function promoBanner(slides: readonly Slide[]): PromoBanner | null {
  const s = shown(slides)[0];
  return s ? { eyebrow: s.note, title: s.title, text: s.subtitle, cta: s.cta, link: s.link, image: s.images[0] } : null;
}

/**
 * A collection's key in the gallery's view URLs (`/gallery?collection=semi-formal`):
 * its title without the word "Collection", so a shared link reads like what it shows;
 * the slide's number is added when two titles would give the same key.
 */
function galleryKeys(slides: readonly Shown[]): string[] {
  const keys = slides.map((s) => slugify(s.title.replace(/\bcollection\b/gi, "")) || String(s.id));
  return keys.map((key, i) => (keys.indexOf(key) === i ? key : `${key}-${slides[i]!.id}`));
}

export function galleryCollections(slides: readonly Slide[]): GalleryCollection[] {
  const list = shown(slides);
  const keys = galleryKeys(list);
  return list.map((s, i) => ({
    id: keys[i]!,
    title: s.title,
    category: s.note,
    description: s.description,
    images: s.images,
  }));
}

export function sliderSlides(slides: readonly Slide[]): SliderSlide[] {
  return shown(slides).map((s) => ({
    id: String(s.id),
    shortTitle: s.shortTitle,
    subtitle: s.subtitle,
    title: s.title,
    description: s.description,
    cta: s.cta,
    link: s.link,
    image: s.images[0],
  }));
}

/** A trending-category card (docs/behaviour.md#home): title, words, link, its pictures (up to three). */
export type TrendingCategory = { title: string; description: string; link: string; images: ImageRef[] };

export function trendingCategories(slides: readonly Slide[]): TrendingCategory[] {
  return shown(slides).map((s) => ({ title: s.title, description: s.description, link: s.link, images: s.images }));
}

/**
 * A tile of the social grid: its picture, the post it opens (null: the store's
 * Instagram) and the likes staff typed (null: none shown; no count is ever made up).
 */
export type SocialTile = { id: string; image: ImageRef; link: string | null; likes: number | null };

export function socialTiles(slides: readonly Slide[]): SocialTile[] {
  return shown(slides).map((s) => ({
    id: String(s.id),
    image: s.images[0],
    link: s.link || null,
    likes: /^\d+$/.test(s.note) ? Number(s.note) : null,
  }));
}

/** A milestone of the about page's timeline (docs/behaviour.md#about). */
export type TimelineEntry = { year: string; title: string; text: string; image: ImageRef };

export function timelineEntries(slides: readonly Slide[]): TimelineEntry[] {
  return shown(slides).map((s) => ({ year: s.shortTitle, title: s.title, text: s.description, image: s.images[0] }));
}

/**
 * A featured card of the offers page (docs/behaviour.md#offers). No rating: the cards'
 * typed stars were claims nobody measured, and reviews rate visits, not collections.
 */
export type FeaturedCard = {
  id: string;
  name: string;
  brand: string;
  category: string;
  link: string | null;
  images: ImageRef[];
};

export function featuredCards(slides: readonly Slide[]): FeaturedCard[] {
  return shown(slides).map((s) => ({
    id: String(s.id),
    name: s.title,
    brand: s.shortTitle,
    category: s.note,
    link: s.link || null,
    images: s.images,
  }));
}

/**
 * A page's opening picture as staff keep it, or `seed` (the picture of a fresh
 * install) while staff have it hidden or deleted: the band is never left empty.
 */
export function pagePicture(slides: readonly Slide[], seed: ImageRef): ImageRef {
  return shown(slides)[0]?.images[0] ?? imageRef(seed);
}

/**
 * The about page's collection groups' pictures, in the page's order: each group's
 * as staff keep it (the slide with the group's title), else the fresh install's.
 */
export function groupPictures(slides: readonly Slide[], groups: ReadonlyArray<{ title: string; image: ImageRef }>) {
  const kept = shown(slides);
  return groups.map((group) => kept.find((s) => s.title === group.title)?.images[0] ?? imageRef(group.image));
}

/** `external`: the owner's own link to another site, opened in a new tab. */
export type Stat = { value: string; label: string; href?: string; external?: boolean };

/**
 * The home stats strip (docs/behaviour.md#shop): customers, the rating and years. The
 * rating is the one claim every page states (lib/reviews/shown-figures.ts): the reviews'
 * average and count linked to /reviews once there are enough, else the owner's figure
 * with the owner's link.
 */
export function homeStats(
  claims: Claims,
  foundedYear: number,
  currentYear: number,
  rating: RatingClaim = ratingClaim(claims, EMPTY_SUMMARY),
): Stat[] {
  return [
    { value: claims.customers, label: "Happy Customers" },
    {
      value: rating.rating,
      label: rating.source === "reviews" ? rating.basis : "Customer Rating",
      ...(rating.href ? { href: rating.href, external: rating.external } : {}),
    },
    { value: String(yearsInBusiness(foundedYear, currentYear)), label: "Years of Tailoring" },
  ];
}
