import type { CatalogueItem } from "../catalogue/catalogue-item.ts";
import { absoluteUrl } from "./site-meta.ts";
import { itemPath } from "../catalogue/paths.ts";
import { pageMeta, type PageShell, type PublicPage } from "./seo.ts";

// Apart from seo.ts, which every public page carries: only item pages need these.

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
export function itemPageMeta(
  collection: PublicPage,
  item: CatalogueItem,
  shell: PageShell,
): Array<Record<string, string>> {
  const url = absoluteUrl(shell.siteUrl, itemPath(collection.path, item.slug));
  const title = `${item.title} | ${collection.title} | ${shell.storeName}`;
  const description = shortDescription(item.price ? `${item.price}. ${item.description}` : item.description);
  // The collection's tags with the item's words, address and picture (pageMeta stays
  // as small as it was in every page's JavaScript).
  return pageMeta(collection, shell, { image: item.images[0] }).map((tag) => {
    if ("title" in tag) return { title };
    if (tag.name === "description" || tag.property === "og:description") return { ...tag, content: description };
    if (tag.property === "og:title") return { ...tag, content: title };
    if (tag.rel === "canonical") return { ...tag, href: url };
    if (tag.property === "og:url") return { ...tag, content: url };
    return tag;
  });
}
