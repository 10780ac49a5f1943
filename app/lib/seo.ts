import type { ImageRef } from "../content/art.ts";
import { pageFor } from "../content/routes-meta.ts";
import { absoluteUrl, defaultShareImage } from "../content/site-meta.ts";
import { store } from "../content/store.ts";
import { IMAGE_KINDS, imageFallbackSrc } from "./images.ts";

type MetaDescriptor = Record<string, string>;

/**
 * Title, description, canonical URL and Open Graph / Twitter tags of a public page,
 * from the one list of public pages. The canonical path never carries a query: the
 * filtered views of a collection are the same page to a search engine.
 */
export function pageMeta(path: string, options: { image?: ImageRef } = {}): MetaDescriptor[] {
  const page = pageFor(path);
  if (!page) throw new Error(`No page metadata for ${path}`);
  const title = path === "/" ? `${store.name} | ${page.title}` : `${page.title} | ${store.name}`;
  const url = absoluteUrl(path);
  const image = options.image ?? defaultShareImage;
  const imageUrl = absoluteUrl(imageFallbackSrc(image.key, image.kind));
  const size = IMAGE_KINDS[image.kind];
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: store.name },
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
