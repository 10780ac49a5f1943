import type { ImageRef } from "../media/image-ref.ts";

/** Used when SITE_URL is not set (development, tests): a name in the reserved `.example` zone. */
export const PLACEHOLDER_SITE_URL = "https://www.themensstudio.example";

/** The link-preview picture of pages that do not name their own (the home hero; a test keeps them equal). */
export const defaultShareImage: ImageRef = {
  key: "site/home/hero-1",
  kind: "wide",
  alt: "A charcoal suit jacket and waistcoat over a white shirt and wine tie on a tailor's form, beside a rail of pressed shirts",
};

/**
 * A path at the site's public origin, for canonical URLs, Open Graph, the sitemap,
 * structured data and e-mailed links. The origin is the server's SITE_URL, read at
 * start (services: platform/site-address.server.ts; pages: the shop shell's loader
 * data, components/site/site-context.tsx), never a build constant: one build serves
 * any domain.
 */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}
