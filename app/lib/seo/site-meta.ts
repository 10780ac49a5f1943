import type { ImageRef } from "../media/image-ref.ts";

/** Used when SITE_URL is not set (development, tests): a name in the reserved `.example` zone. */
export const PLACEHOLDER_SITE_URL = "https://www.themensstudio.example";

// Set by the build from SITE_URL (vite.config.ts), validated there.
declare const __SITE_URL__: string | undefined;

/**
 * The site's public origin, for canonical URLs, Open Graph, the sitemap and
 * structured data. Not read from the request: prerendered pages are written at
 * build time, when there is none. The deployer sets SITE_URL for `npm run build`
 * (see README); without it the placeholder stands.
 */
export const siteUrl: string = typeof __SITE_URL__ === "string" ? __SITE_URL__ : PLACEHOLDER_SITE_URL;

/** The link-preview picture of pages that do not name their own (the home hero; a test keeps them equal). */
export const defaultShareImage: ImageRef = {
  key: "site/home/hero-1",
  kind: "wide",
  alt: "A charcoal suit jacket and waistcoat over a white shirt and wine tie on a tailor's form, beside a rail of pressed shirts",
};

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).toString();
}
