import type { ImageRef } from "../content/art.ts";
import type { CatalogueItem } from "../content/catalogue/catalogue-item.ts";
import { pageFor } from "../content/routes-meta.ts";
import { absoluteUrl, defaultShareImage } from "../content/site-meta.ts";
import { store } from "../content/store.ts";
import { IMAGE_KINDS, imageFallbackSrc } from "./images.ts";
import { itemPath } from "./paths.ts";

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
  return shareMeta({ title, description: page.description, path, image: options.image ?? defaultShareImage });
}

function shareMeta({
  title,
  description,
  path,
  image,
}: {
  title: string;
  description: string;
  path: string;
  image: ImageRef;
}): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(imageFallbackSrc(image.key, image.kind));
  const size = IMAGE_KINDS[image.kind];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: store.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
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

/** Search engines show about 155 characters of a description: cut at a word, with an ellipsis. */
export function shortDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * An item's own page (`/groom/<slug>`): its title and collection in the title, its
 * description, its own canonical URL and its first picture for link previews. (The
 * item route adds the schema.org Product: structured-data.ts stays out of every
 * other page's JavaScript.)
 */
export function itemPageMeta(collectionPath: string, item: CatalogueItem): MetaDescriptor[] {
  const collection = pageFor(collectionPath);
  const path = itemPath(collectionPath, item.slug);
  const title = collection ? `${item.title} | ${collection.title} | ${store.name}` : `${item.title} | ${store.name}`;
  const description = shortDescription(item.price ? `${item.price}. ${item.description}` : item.description);
  return shareMeta({ title, description, path, image: item.images[0] ?? defaultShareImage });
}
