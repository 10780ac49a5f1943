import type { ImageKind, ImageRef } from "../media/image-ref.ts";
import { charCount } from "../text/characters.ts";

/**
 * The showcase: every list of words and pictures on a public page that staff keep.
 * The home hero's slides, the home offer banner, the trending categories and the
 * social grid; the gallery's collections; the slider's slides; the about page's
 * picture and timeline; the visit page's picture; the offers page's picture and its
 * featured cards. One slide shape and one editor serve them all; each list says
 * which of the words it shows, under what labels, and what pictures it takes (the
 * hero's also get a tall crop for phones).
 */
export const SLIDE_LISTS = [
  "hero",
  "promo",
  "trending",
  "social",
  "gallery",
  "slider",
  "about",
  "timeline",
  "groups",
  "visit",
  "offers",
  "featured",
] as const;
export type SlideList = (typeof SLIDE_LISTS)[number];

export type SlideWord = "title" | "subtitle" | "note" | "shortTitle" | "description" | "cta" | "link";

export type SlideWords = Record<SlideWord, string>;

/** The words of a list's slides staff may give in Kannada and Hindi (issue 33): not a link, nor a count. */
export function translatedSlideWords(list: SlideList) {
  return LIST_SPECS[list].words.filter((spec) => spec.word !== "link" && !spec.count);
}

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
  words: ReadonlyArray<{
    word: SlideWord;
    label: string;
    max: number;
    required?: boolean;
    hint?: string;
    /** A whole number (a post's likes), or empty; typed with thousands commas or without. */
    count?: boolean;
  }>;
  /** The picture's frame; `phone` adds a tall crop for narrow screens. */
  kind: ImageKind;
  phone?: ImageKind;
  maxImages: number;
  maxSlides: number;
  /**
   * A fixed set of places (a page's picture, each of the about page's collection
   * groups): staff replace, describe, hide or show what is there, but add, delete
   * and reorder nothing, since each slide belongs to its place on the page.
   */
  fixed?: true;
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
  trending: {
    label: "Trending categories",
    page: "/",
    words: [
      { word: "title", label: "Title", max: 40, required: true },
      { word: "description", label: "Words", max: 160 },
      { ...link, label: "Link", required: true, hint: "Where the card goes, e.g. /collections/formals." },
    ],
    kind: "portrait",
    maxImages: 3,
    maxSlides: 6,
  },
  social: {
    label: "Social grid",
    page: "/",
    words: [
      {
        word: "link",
        label: "Link to the post",
        max: 200,
        hint: "The post itself, e.g. https://www.instagram.com/p/…; empty: the tile opens the store's Instagram.",
      },
      {
        word: "note",
        label: "Likes",
        max: 11,
        count: true,
        hint: "Only the post's real count, if you want it on the tile; empty shows none.",
      },
    ],
    kind: "square",
    maxImages: 1,
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
  about: pagePicture("About: picture", "/about", "wide"),
  timeline: {
    label: "About: timeline",
    page: "/about",
    words: [
      { word: "shortTitle", label: "Year", max: 10, required: true, hint: "e.g. 1984." },
      { word: "title", label: "Title", max: 60, required: true },
      { word: "description", label: "Words", max: 300 },
    ],
    kind: "landscape",
    maxImages: 1,
    maxSlides: 6,
  },
  groups: {
    label: "About: collection groups",
    page: "/about",
    words: [],
    kind: "portrait",
    maxImages: 1,
    maxSlides: 3,
    fixed: true,
  },
  visit: pagePicture("Visit: picture", "/visit", "landscape"),
  offers: pagePicture("Offers: picture", "/offers", "wide"),
  featured: {
    label: "Offers: featured",
    page: "/offers",
    words: [
      { word: "title", label: "Name", max: 60, required: true },
      { word: "shortTitle", label: "Brand", max: 40 },
      { word: "note", label: "Category", max: 30, hint: "The badge on the card, e.g. Formals." },
      { ...link, label: "Link", hint: "Where the card goes, e.g. /collections/formals; empty: no link." },
    ],
    kind: "portrait",
    maxImages: 3,
    maxSlides: 8,
  },
};

/**
 * The lists by the public page they feed, in the Showcase screen's order, each with
 * its short name there (the page is said once, above its lists): twelve lists in one
 * row of chips wrapped into six rows on a phone.
 */
export const SHOWCASE_PAGES: ReadonlyArray<{
  name: string;
  lists: ReadonlyArray<{ list: SlideList; name: string }>;
}> = [
  {
    name: "Home",
    lists: [
      { list: "hero", name: "Hero" },
      { list: "promo", name: "Offer banner" },
      { list: "trending", name: "Trending" },
      { list: "social", name: "Social grid" },
    ],
  },
  { name: "Gallery", lists: [{ list: "gallery", name: "Collections" }] },
  { name: "Slider", lists: [{ list: "slider", name: "Slides" }] },
  {
    name: "About",
    lists: [
      { list: "about", name: "Picture" },
      { list: "timeline", name: "Timeline" },
      { list: "groups", name: "Collection groups" },
    ],
  },
  { name: "Visit", lists: [{ list: "visit", name: "Picture" }] },
  {
    name: "Offers",
    lists: [
      { list: "offers", name: "Picture" },
      { list: "featured", name: "Featured" },
    ],
  },
];

/** The page a list feeds, as the Showcase screen groups them. */
export function showcasePageOf(list: SlideList): (typeof SHOWCASE_PAGES)[number] {
  return SHOWCASE_PAGES.find((p) => p.lists.some((l) => l.list === list))!;
}

/** A page's one opening picture (the band under its title): no words, one photo. */
function pagePicture(label: string, page: string, kind: ImageKind): ListSpec {
  return { label, page, words: [], kind, maxImages: 1, maxSlides: 1, fixed: true };
}

/**
 * How a slide is named in the staff lists and the history: its title (a timeline
 * entry's with its year), else what its first photo shows (a social tile, a page's
 * picture: lists without a title).
 */
export function slideName(slide: {
  list: SlideList;
  title: string;
  shortTitle: string;
  images: ReadonlyArray<{ alt: string }>;
}): string {
  const title = slide.list === "timeline" ? [slide.shortTitle, slide.title].filter(Boolean).join(": ") : slide.title;
  return title || slide.shortTitle || slide.images[0]?.alt || "Untitled";
}

/** "2,847" or "2847" as typed for a count; null when it is not a whole number. */
export function readCount(value: string): string | null {
  const digits = value.replace(/[,\s]/g, "");
  if (digits === "") return "";
  return /^\d{1,9}$/.test(digits) ? String(Number(digits)) : null;
}

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

/** A slide saved, or its photos ordered, from a page opened before someone else's change. */
export const SLIDE_CONFLICT = "This slide was changed by someone else since you opened it";
