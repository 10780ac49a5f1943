import type { ImageKind, ImageRef } from "../media/image-ref.ts";
import { charCount } from "../text/characters.ts";

/**
 * The showcase: the home hero's slides, the home offer banner, the gallery's
 * collections and the slider's slides. One slide shape and one editor serve the
 * four lists; each list says which of the words it shows, under what labels, and
 * what pictures it takes (the hero's also get a tall crop for phones).
 */
export const SLIDE_LISTS = ["hero", "promo", "gallery", "slider"] as const;
export type SlideList = (typeof SLIDE_LISTS)[number];

export type SlideWord = "title" | "subtitle" | "note" | "shortTitle" | "description" | "cta" | "link";

export type SlideWords = Record<SlideWord, string>;

export type Slide = SlideWords & {
  id: number;
  list: SlideList;
  published: boolean;
  images: ImageRef[];
};

type ListSpec = {
  label: string;
  /** Where it shows, for the editor's "See it on the site". */
  page: string;
  /** The words the list shows, in the editor's order, with their labels and limits. */
  words: ReadonlyArray<{ word: SlideWord; label: string; max: number; required?: boolean; hint?: string }>;
  /** The picture's frame; `phone` adds a tall crop for narrow screens. */
  kind: ImageKind;
  phone?: ImageKind;
  maxImages: number;
  maxSlides: number;
};

const cta = { word: "cta", label: "Button", max: 30, hint: "The button's words, e.g. Explore Formals." } as const;
const link = {
  word: "link",
  label: "Button link",
  max: 200,
  hint: "A page of this site, e.g. /collections/formals.",
} as const;

export const LIST_SPECS: Record<SlideList, ListSpec> = {
  hero: {
    label: "Home hero",
    page: "/",
    words: [
      { word: "title", label: "Title", max: 60, required: true },
      { word: "subtitle", label: "Subtitle", max: 160 },
      { word: "note", label: "Offer line", max: 80, hint: "A short line under the button, e.g. a code." },
      { ...cta, required: true },
      { ...link, required: true },
    ],
    kind: "wide",
    phone: "portrait",
    maxImages: 1,
    maxSlides: 6,
  },
  promo: {
    label: "Home offer banner",
    page: "/",
    words: [
      { word: "note", label: "Small line above", max: 40 },
      { word: "title", label: "Title", max: 60, required: true },
      { word: "subtitle", label: "Text", max: 200 },
      { ...cta, required: true },
      { ...link, label: "Link", required: true },
    ],
    kind: "landscape",
    maxImages: 1,
    maxSlides: 1,
  },
  gallery: {
    label: "Gallery",
    page: "/gallery",
    words: [
      { word: "title", label: "Title", max: 60, required: true },
      { word: "note", label: "Category", max: 30, required: true, hint: "The badge on the card, e.g. Formals." },
      { word: "description", label: "Description", max: 300 },
    ],
    kind: "portrait",
    maxImages: 12,
    maxSlides: 8,
  },
  slider: {
    label: "Slider",
    page: "/slider",
    words: [
      { word: "shortTitle", label: "Short title", max: 20, required: true, hint: "In the side index, e.g. Elegance." },
      { word: "subtitle", label: "Subtitle", max: 40 },
      { word: "title", label: "Title", max: 60, required: true },
      { word: "description", label: "Description", max: 300 },
      { ...cta, required: true },
      { ...link, required: true },
    ],
    kind: "wide",
    maxImages: 1,
    maxSlides: 8,
  },
};

export function isSlideList(value: unknown): value is SlideList {
  return typeof value === "string" && (SLIDE_LISTS as readonly string[]).includes(value);
}

export const ALT_MIN = 5;
export const ALT_MAX = 200;

export type SlideField = SlideWord | "images";

/** What must hold before a slide is on the site: its pictures, each described. */
export function slidePublishProblems(images: ReadonlyArray<{ alt: string }>): string[] {
  const problems: string[] = [];
  if (images.length === 0) problems.push("Add a photo before showing it on the site.");
  const missing = images.filter((image) => charCount(image.alt.trim()) < ALT_MIN).length;
  if (missing > 0)
    problems.push(
      missing === 1
        ? "Describe every photo before showing it: one photo has no alt text."
        : `Describe every photo before showing it: ${missing} photos have no alt text.`,
    );
  return problems;
}
