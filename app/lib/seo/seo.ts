import type { ImageRef } from "../media/image-ref.ts";
import { absoluteUrl, defaultShareImage } from "./site-meta.ts";
import { IMAGE_KINDS, imageFallbackSrc } from "../media/images.ts";

/**
 * A public page: what search engines and link previews see and what the sitemap
 * lists. One entry per public route (docs/behaviour.md#routes). Every page is rendered
 * on request (each shows the store's settings and most the catalogue, both in the
 * database) and then answered from the page cache until either changes.
 */
export type PublicPage = {
  path: string;
  title: string;
  description: string;
  /**
   * False for pages search engines should follow but not list (the search results, a
   * page per query): marked `noindex, follow`, without a canonical URL, and left out of
   * the sitemap. Absent means indexed.
   */
  indexed?: false;
};

type MetaDescriptor = Record<string, string>;

/**
 * What a public page's meta reads from the shop shell's loader data
 * (components/site/site-context.tsx `shellOf`): the store's name for the title, and
 * the site's public origin as the server was started with it (SITE_URL), for the
 * canonical and Open Graph URLs. A page's meta runs only under the shell, so both are
 * there (the name is "" only on an error page, which has no page meta).
 */
export type PageShell = { storeName: string; siteUrl: string };

/**
 * Title, description, canonical URL and Open Graph / Twitter tags of a public page,
 * from the one list of public pages. The canonical path never carries a query: the
 * filtered views of a collection are the same page to a search engine. A page that is
 * not indexed (search results) says `noindex, follow` instead, and names no canonical
 * URL: its links are worth following, its text is not worth listing. `title` replaces
 * the page's own title (a search's "Search: sherwani").
 */
export function pageMeta(
  page: PublicPage | undefined,
  { storeName, siteUrl }: PageShell,
  options: { image?: ImageRef; title?: string } = {},
): MetaDescriptor[] {
  if (!page) throw new Error("No page metadata for this path");
  const path = page.path;
  const pageTitle = options.title ?? page.title;
  const title = !storeName ? pageTitle : path === "/" ? `${storeName} | ${pageTitle}` : `${pageTitle} | ${storeName}`;
  if (page.indexed === false) {
    return [
      { title },
      { name: "description", content: page.description },
      { name: "robots", content: "noindex, follow" },
    ];
  }
  const url = absoluteUrl(siteUrl, path);
  const image = options.image ?? defaultShareImage;
  const imageUrl = absoluteUrl(siteUrl, imageFallbackSrc(image.key, image.kind));
  const size = IMAGE_KINDS[image.kind];
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: storeName },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(size.width) },
    { property: "og:image:height", content: String(size.height) },
    { property: "og:image:alt", content: image.alt },
    // X reads title, description and image from the og: tags above when its own are absent.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: image.alt },
  ];
}
