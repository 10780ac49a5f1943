import type { ImageRef } from "./art.ts";

/**
 * The site's public origin, for canonical URLs, Open Graph and the sitemap. It is a
 * constant (not read from the request) because prerendered pages are written at
 * build time, when there is no request. A placeholder in the reserved `.example`
 * zone until the deployer sets the real domain (see README).
 */
export const siteUrl = "https://www.themensstudio.example";

/** The link-preview picture of pages that do not name their own (the home hero; a test keeps them equal). */
export const defaultShareImage: ImageRef = {
  key: "site/home/hero-1",
  kind: "wide",
  alt: "A charcoal suit jacket and waistcoat over a white shirt and wine tie on a tailor's form, beside a rail of pressed shirts",
};

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).toString();
}
