import type { ArtSpec, Composition, ImageRequest } from "../art.ts";
import type { ImageRef } from "../../lib/media/image-ref.ts";
import type { CatalogueItem } from "../../lib/catalogue/catalogue-item.ts";
import type { Translations } from "../../lib/i18n/localized.ts";

/** What a content file writes per item: the item without images, plus what the images show. */
export type ItemSource = Omit<CatalogueItem, "images" | "inEnglish"> & {
  /** Its title and description in Kannada and Hindi, as a reader of each writes them (issue 33). */
  translations?: Translations<"title" | "description">;
  /** The garment in words, for alt texts: "sky-blue cotton formal shirt with a spread collar". */
  look: string;
  /**
   * What is shown beside it when the item is a set ("its ivory churidar"): named in the
   * alt of every picture of the whole set, left out of the close-up of the garment itself.
   */
  alongside?: string;
};

/** Garment kind, colours and pattern of an item's generated artwork (composition varies per image). */
export type ItemArt = Omit<ArtSpec, "composition">;

type Words = Pick<ItemSource, "look" | "alongside">;

/**
 * Each image of an item shows it differently, so a gallery of four is four
 * pictures: the garment whole, a close detail, laid flat, on the rail.
 */
const VIEWS: ReadonlyArray<{ composition: Composition; alt: (w: Words) => string }> = [
  { composition: "single", alt: (w) => capitalise(whole(w)) },
  { composition: "detail", alt: (w) => `Close-up of the ${w.look}, showing the fabric and finish` },
  { composition: "flatlay", alt: (w) => `${capitalise(whole(w))}, laid flat on a studio table` },
  { composition: "rack", alt: (w) => `${capitalise(whole(w))}, hanging on the rail in our studio` },
];

function whole(w: Words): string {
  return w.alongside ? `${w.look}, beside ${w.alongside}` : w.look;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function imageBase(collection: string, item: Pick<ItemSource, "slug">): string {
  return `catalogue/${collection}/${item.slug}`;
}

/** The artwork requests for an item's images: `<collection>/<slug>-1 … -n`, variant = index. */
export function itemImageRequests(collection: string, item: ItemSource, count: number, art: ItemArt): ImageRequest[] {
  return Array.from({ length: count }, (_, i) => {
    const view = VIEWS[i % VIEWS.length]!;
    const composition: Composition = isAccessory(item) && view.composition === "rack" ? "single" : view.composition;
    return {
      key: itemImageKey(collection, item, i),
      kind: "portrait" as const,
      art: { ...art, composition },
      variant: i,
    };
  });
}

function itemImageKey(collection: string, item: Pick<ItemSource, "slug">, index: number): string {
  return `${imageBase(collection, item)}-${index + 1}`;
}

/** Accessories are not hung on a rail: their extra views are angles of the piece. */
function isAccessory(item: ItemSource): boolean {
  return item.category === "accessories";
}

function altFor(item: ItemSource, index: number): string {
  const view = VIEWS[index % VIEWS.length]!;
  if (isAccessory(item) && view.composition === "rack") {
    return `${capitalise(whole(item))}, seen from another angle`;
  }
  return view.alt(item);
}

/** Turns a content file's sources into the items the screens render. */
/** An item as seeded: what a screen renders, and its translations for the database. */
export type SeedItem = CatalogueItem & Pick<ItemSource, "translations">;

export function buildItems(collection: string, sources: readonly ItemSource[], imageCount: number): SeedItem[] {
  return sources.map((source) => {
    const { look: _look, alongside: _alongside, ...item } = source;
    const images = Array.from({ length: imageCount }, (_, i) => ({
      key: itemImageKey(collection, source, i),
      kind: "portrait" as const,
      alt: altFor(source, i),
    }));
    return { ...item, images };
  });
}

/** A hero picture for a collection screen (one image, its own artwork). */
export type HeroSource = { look: string; art: Omit<ArtSpec, "composition">; composition?: Composition };

/**
 * The hero is a 4:5 picture at every width (CollectionHero: large beside the words on
 * wide screens, a small portrait beside the title on a phone), so the garment is always
 * shown whole and needs no phone rendition.
 */
export function heroImageRequest(collection: string, hero: HeroSource): ImageRequest {
  return {
    key: `catalogue/${collection}/hero-1`,
    kind: "portrait",
    art: { ...hero.art, composition: hero.composition ?? "rack" },
    variant: 0,
  };
}

export function heroImage(collection: string, hero: HeroSource): ImageRef {
  return { key: `catalogue/${collection}/hero-1`, kind: "portrait", alt: capitalise(hero.look) };
}

/** What a collection's content file defines: folder id, images per item, hero and items. */
export type CollectionSource = {
  /** Folder of its images: "formals", "groom", ... */
  id: string;
  imageCount: number;
  hero: HeroSource;
  items: readonly ItemSource[];
};

/** A collection as the route renders it (no artwork specs: those stay out of the page's JS). */
export type Collection = { id: string; items: SeedItem[]; hero: ImageRef };

export function defineCollection(source: CollectionSource): Collection {
  return {
    id: source.id,
    items: buildItems(source.id, source.items, source.imageCount),
    hero: heroImage(source.id, source.hero),
  };
}

/** Every image request of a collection: its hero, then each item's series with its artwork. */
export function collectionImageRequests(
  source: CollectionSource,
  artBySlug: Readonly<Record<string, ItemArt>>,
): ImageRequest[] {
  const items = source.items.flatMap((item) => {
    const art = artBySlug[item.slug];
    if (!art) throw new Error(`No artwork for ${source.id}/${item.slug}: add it to ${source.id}'s -art.ts file`);
    return itemImageRequests(source.id, item, source.imageCount, art);
  });
  const extra = Object.keys(artBySlug).filter((slug) => !source.items.some((item) => item.slug === slug));
  if (extra.length) throw new Error(`Artwork for items that do not exist in ${source.id}: ${extra.join(", ")}`);
  return [heroImageRequest(source.id, source.hero), ...items];
}
