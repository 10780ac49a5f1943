import type { Kysely, Selectable } from "kysely";
import type { ImageKind } from "../../lib/media/image-ref.ts";
import type { CatalogueItem, Warmth } from "../../lib/catalogue/catalogue-item.ts";
import {
  buildSearchIndex,
  itemSearchFields,
  searchCatalogue,
  type SearchIndex,
  searchVocabulary,
} from "../../lib/catalogue/catalogue-search.ts";
import { crossScriptWords } from "../../content/site/search-words.ts";
import type { FilterDefinition, FilterOption, MatchRule, TypeRow } from "../../lib/catalogue/collection-filter.ts";
import type {
  CardBadge,
  CollectionPage,
  CollectionScreenConfig,
  DetailKey,
  ItemField,
} from "../../lib/catalogue/collection-view.ts";
import { itemPath } from "../../lib/catalogue/paths.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale.ts";
import { localized, localizedFields, readTranslations, type Translations } from "../../lib/i18n/localized.ts";
import type { Tables } from "../platform/db.server.ts";

/**
 * The catalogue in the database: what the public collection screens, the sitemap and
 * the staff screens read. Public reads return published items only, in the
 * collection's order. Staff changes live beside it: products.server.ts,
 * product-photos.server.ts and collections.server.ts, each through the one write
 * path of catalogue-write.server.ts (transaction, row locks, history, version).
 */
export type CollectionRow = Selectable<Tables["collections"]>;
export type FilterRow = Selectable<Tables["collection_filters"]>;
export type ItemRow = Selectable<Tables["items"]>;

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function optionOf(row: FilterRow, locale: Locale): FilterOption {
  const match = parseJson<MatchRule[] | null>(row.match, null);
  const shown = localized(row.label, readTranslations(row.translations), "label", locale);
  const label = { value: row.value, label: shown.text, ...(shown.inEnglish ? { labelInEnglish: true as const } : {}) };
  return match ? { ...label, match } : label;
}

/** A collection's filter rows as the engine's definition, their labels in `locale`. */
export function filterDefinition(
  collection: CollectionRow,
  rows: readonly FilterRow[],
  locale: Locale = DEFAULT_LOCALE,
): FilterDefinition {
  const option = (row: FilterRow) => optionOf(row, locale);
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  const categoryRows = sorted.filter((r) => r.kind === "category");
  const typeRows = sorted.filter((r) => r.kind === "type");
  const shared = typeRows.filter((r) => r.group_value === "");
  const grouped = new Map<string, FilterRow[]>();
  for (const row of typeRows) {
    if (row.group_value === "") continue;
    grouped.set(row.group_value, [...(grouped.get(row.group_value) ?? []), row]);
  }
  const categoryMatch = parseJson<MatchRule[] | null>(collection.category_match, null);
  const definition: {
    -readonly [K in keyof FilterDefinition]: FilterDefinition[K];
  } = { defaultCategory: collection.default_category };
  if (collection.category_label !== null) {
    definition.categories = { label: collection.category_label, options: categoryRows.map(option) };
  }
  if (categoryMatch) definition.categoryMatch = categoryMatch;
  if (collection.type_label !== null) {
    const row: TypeRow = {
      label: collection.type_label,
      ...(collection.type_all_label ? { allLabel: collection.type_all_label } : {}),
      ...(collection.type_hidden ? { hidden: true } : {}),
      options: shared.map(option),
    };
    definition.types = row;
  }
  if (grouped.size > 0) {
    const byCategory: Record<string, TypeRow> = {};
    for (const category of categoryRows) {
      const options = grouped.get(category.value);
      if (options)
        byCategory[category.value] = { label: category.types_label ?? category.label, options: options.map(option) };
    }
    definition.typesByCategory = byCategory;
  }
  return definition;
}

/** The screen's words staff may give in Kannada and Hindi, by the collection form's names. */
type ScreenWord =
  "heroEyebrow" | "heroTitle" | "heroSubtitle" | "heroText" | "sectionTitle" | "sectionIntro" | "emptyHint";

export function screenConfig(
  collection: CollectionRow,
  rows: readonly FilterRow[],
  locale: Locale = DEFAULT_LOCALE,
): CollectionScreenConfig {
  const english = screenConfigWithEnglishWords(collection, rows, locale);
  if (locale === DEFAULT_LOCALE) return english;
  const translations = readTranslations(collection.translations) as Translations<ScreenWord>;
  // Each word in the page's language, and which of a part's words stayed English.
  const part = <K extends string>(words: Partial<Record<K, [ScreenWord, string | undefined]>>) => {
    const shown: Partial<Record<K, string>> = {};
    const inEnglish: Partial<Record<K, true>> = {};
    for (const [key, [field, text]] of Object.entries(words) as Array<[K, [ScreenWord, string | undefined]]>) {
      if (text === undefined) continue;
      const word = localized(text, translations, field, locale);
      shown[key] = word.text;
      if (word.inEnglish) inEnglish[key] = true;
    }
    // A word the English leaves out (no subtitle) stays out.
    return { ...(shown as Record<K, string>), ...(Object.keys(inEnglish).length ? { inEnglish } : {}) };
  };
  const { hero, section, empty } = english;
  return {
    ...english,
    hero: {
      ...hero,
      ...part({
        eyebrow: ["heroEyebrow", hero.eyebrow],
        title: ["heroTitle", hero.title],
        subtitle: ["heroSubtitle", hero.subtitle],
        text: ["heroText", hero.text],
      }),
    },
    section: {
      ...section,
      ...part({ title: ["sectionTitle", section.title], intro: ["sectionIntro", section.intro] }),
    },
    empty: { ...empty, ...part({ hint: ["emptyHint", empty.hint] }) },
  };
}

function screenConfigWithEnglishWords(
  collection: CollectionRow,
  rows: readonly FilterRow[],
  locale: Locale,
): CollectionScreenConfig {
  const ctaCategory = collection.hero_cta_category;
  const claims = parseJson<string[] | null>(collection.hero_claims, null);
  const stats = parseJson<Array<{ value: string; label: string }> | null>(collection.hero_stats, null);
  return {
    path: collection.path,
    name: collection.name,
    filters: filterDefinition(collection, rows, locale),
    categoryStyle: collection.category_style === "tabs" ? "tabs" : "chips",
    hero: {
      eyebrow: collection.hero_eyebrow,
      title: collection.hero_title,
      ...(collection.hero_subtitle ? { subtitle: collection.hero_subtitle } : {}),
      text: collection.hero_text,
      ...(collection.hero_badge ? { badge: collection.hero_badge } : {}),
      ...(collection.hero_tag ? { tag: collection.hero_tag } : {}),
      ...(claims?.length ? { claims } : {}),
      ...(stats?.length ? { stats } : {}),
      cta: {
        label: collection.hero_cta_label,
        ...(ctaCategory ? { state: { category: ctaCategory, type: collection.hero_cta_type } } : {}),
      },
      image: { key: collection.hero_image_key, alt: collection.hero_image_alt, kind: "portrait" },
    },
    section: { title: collection.section_title, intro: collection.section_intro },
    ...(collection.card_badge ? { badge: collection.card_badge as CardBadge } : {}),
    details: parseJson<DetailKey[]>(collection.details, []),
    resetInFilterBar: collection.reset_in_filter_bar === 1,
    empty: { hint: collection.empty_hint, reset: collection.empty_reset === 1 },
    trial: { offered: collection.trial_offered === 1, exceptTypes: parseJson<string[]>(collection.no_trial_types, []) },
  };
}

export function itemFields(collection: Pick<CollectionRow, "item_fields">): ItemField[] {
  return parseJson<ItemField[]>(collection.item_fields, []);
}

export type ImageRow = { item_id: number; key: string; kind: string; alt: string; position: number };

/** The words of an item staff may give in Kannada and Hindi. */
const ITEM_TRANSLATED = ["title", "description"] as const;

/**
 * An item row and its images as a screen renders it; empty fields are left out. In
 * Kannada or Hindi, its words are the staff's translation, or the English, marked.
 */
export function catalogueItem(
  row: ItemRow,
  images: readonly ImageRow[],
  locale: Locale = DEFAULT_LOCALE,
): CatalogueItem {
  const item = englishItem(row, images);
  return localizedFields(item, ITEM_TRANSLATED, readTranslations(row.translations), locale);
}

function englishItem(row: ItemRow, images: readonly ImageRow[]): CatalogueItem {
  const features = parseJson<string[]>(row.features, []);
  const extraTypes = parseJson<string[]>(row.extra_types, []);
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    ...(row.category ? { category: row.category } : {}),
    type: row.type,
    ...(extraTypes.length ? { extraTypes } : {}),
    ...(row.brand ? { brand: row.brand } : {}),
    ...(row.price ? { price: row.price } : {}),
    // The hand-typed rating is not read out: a card's stars are the reviews' (issue 34).
    ...(row.fabric ? { fabric: row.fabric } : {}),
    ...(row.fit ? { fit: row.fit } : {}),
    ...(row.warmth ? { warmth: row.warmth as Warmth } : {}),
    ...(features.length ? { features } : {}),
    ...(row.is_new ? { isNew: true } : {}),
    images: images.map((image) => ({ key: image.key, alt: image.alt, kind: image.kind as ImageKind })),
  };
}

/**
 * The saved images of some items, in each item's order: what every public page, the
 * sitemap and the structured data read. A draft (uploaded, its product not saved
 * since) is never among them.
 */
export async function imagesOf(db: Kysely<Tables>, itemIds: readonly number[]): Promise<Map<number, ImageRow[]>> {
  const byItem = new Map<number, ImageRow[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .selectFrom("item_images")
    .innerJoin("media", "media.id", "item_images.media_id")
    .select(["item_images.item_id", "media.key", "media.kind", "item_images.alt", "item_images.position"])
    .where("item_images.item_id", "in", [...itemIds])
    .where("item_images.draft_since", "is", null)
    .orderBy("item_images.item_id")
    .orderBy("item_images.position")
    .orderBy("item_images.id")
    .execute();
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), row]);
  return byItem;
}

/** Published items with their pictures, of one collection or of all, in the screens' order. */
async function publishedItems(
  db: Kysely<Tables>,
  collectionId?: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Array<{ collectionId: number; item: CatalogueItem; translations: Translations }>> {
  const rows = await db
    .selectFrom("items")
    .selectAll()
    .$if(collectionId !== undefined, (query) => query.where("collection_id", "=", collectionId!))
    .where("status", "=", "published")
    .orderBy("position")
    .orderBy("id")
    .execute();
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  );
  // A published item always has an image (publishing requires one); a seeded or
  // edited row without any is left off rather than rendered broken.
  return rows.flatMap((row) => {
    const list = images.get(row.id) ?? [];
    return list.length
      ? [
          {
            collectionId: row.collection_id,
            item: catalogueItem(row, list, locale),
            translations: readTranslations(row.translations),
          },
        ]
      : [];
  });
}

/**
 * The public screen at `path` (e.g. "/groom"), or null when no collection lives there,
 * its items' words in `locale` (the English, marked, where staff gave none).
 */
export async function readCollectionPage(
  db: Kysely<Tables>,
  path: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CollectionPage | null> {
  const collection = await db.selectFrom("collections").selectAll().where("path", "=", path).executeTakeFirst();
  if (!collection) return null;
  const filters = await db
    .selectFrom("collection_filters")
    .selectAll()
    .where("collection_id", "=", collection.id)
    .execute();
  return {
    config: screenConfig(collection, filters, locale),
    items: (await publishedItems(db, collection.id, locale)).map(({ item }) => item),
  };
}

/** The catalogue's version: any committed change raises it (the page cache's version source). */
export async function readCatalogueVersion(db: Kysely<Tables>): Promise<number> {
  const row = await db.selectFrom("catalogue_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export type SitemapCollection = {
  path: string;
  /** The latest change to the screen or any of its published items. */
  lastModified: string;
  /** Each published item's first picture, for the sitemap's image entries. */
  images: Array<{ key: string; kind: string; title: string }>;
  /** Each published item's own page (itemPath), with its last change and its pictures. */
  items: Array<{ slug: string; lastModified: string; images: Array<{ key: string; kind: string }> }>;
};

export async function sitemapCollections(db: Kysely<Tables>): Promise<SitemapCollection[]> {
  const collections = await db
    .selectFrom("collections")
    .select(["id", "path", "updated_at"])
    .orderBy("position")
    .execute();
  const items = await db
    .selectFrom("items")
    .select(["id", "collection_id", "slug", "title", "updated_at"])
    .where("status", "=", "published")
    .orderBy("position")
    .orderBy("id")
    .execute();
  const images = await imagesOf(
    db,
    items.map((i) => i.id),
  );
  return collections.map((collection) => {
    const own = items.filter((i) => i.collection_id === collection.id && (images.get(i.id)?.length ?? 0) > 0);
    const lastModified = own.reduce(
      (latest, i) => (i.updated_at > latest ? i.updated_at : latest),
      collection.updated_at,
    );
    return {
      path: collection.path,
      lastModified,
      images: own.map((i) => {
        const first = images.get(i.id)![0]!;
        return { key: first.key, kind: first.kind, title: i.title };
      }),
      items: own.map((i) => ({
        slug: i.slug,
        lastModified: i.updated_at,
        images: images.get(i.id)!.map((image) => ({ key: image.key, kind: image.kind })),
      })),
    };
  });
}

/** One search result: the item as a card shows it (its cover only), its collection and its own address. */
export type SearchHit = { item: CatalogueItem; collection: string; href: string };

/**
 * Every published item with a picture, as search reads it, in the catalogue's order
 * (collections, then items, as the screens list them): five queries whatever the
 * catalogue's size.
 */
async function buildCatalogueSearchIndex(db: Kysely<Tables>): Promise<SearchIndex<IndexedHit>> {
  const collections = await db.selectFrom("collections").selectAll().orderBy("position").orderBy("id").execute();
  const filters = await db.selectFrom("collection_filters").selectAll().execute();
  const items = await publishedItems(db);
  return buildSearchIndex(
    collections.flatMap((collection) => {
      const screen = {
        name: collection.name,
        filters: filterDefinition(
          collection,
          filters.filter((f) => f.collection_id === collection.id),
        ),
      };
      return items.flatMap(({ collectionId, item: whole, translations }) => {
        if (collectionId !== collection.id) return [];
        // A card shows the cover only.
        const item = { ...whole, images: whole.images.slice(0, 1) };
        return [
          {
            // Every language's words at once: a Kannada title is found from any page.
            fields: itemSearchFields(screen, item, translations),
            value: {
              hit: { item, collection: collection.name, href: itemPath(collection.path, item.slug) },
              translations,
            },
          },
        ];
      });
    }),
    vocabulary,
  );
}

/** The cross-script words (app/content/site/search-words.ts) as search reads them, made once. */
const vocabulary = searchVocabulary(crossScriptWords);

/** A result as the index keeps it: in English, with the translations to show it in another language. */
type IndexedHit = { hit: SearchHit; translations: Translations };

/**
 * The search index, per database, until the catalogue's version moves: a search costs
 * one version read (the page cache's own check) and a walk over a few hundred items in
 * memory. The version is read before the rows, so an index is never older than the
 * version it is filed under; a change while it is built just builds it again next time.
 */
const searchIndexes = new WeakMap<Kysely<Tables>, { version: number; index: Promise<SearchIndex<IndexedHit>> }>();

/**
 * Published items whose words hold the query's, in any of the three languages and
 * either script, best first; each shown in `locale` (the English, marked, where staff
 * gave no translation).
 */
export async function searchPublishedItems(
  db: Kysely<Tables>,
  query: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SearchHit[]> {
  const version = await readCatalogueVersion(db);
  let cached = searchIndexes.get(db);
  if (!cached || cached.version !== version) {
    cached = { version, index: buildCatalogueSearchIndex(db) };
    searchIndexes.set(db, cached);
    // A failed build is not kept: the next search tries again.
    cached.index.catch(() => {
      if (searchIndexes.get(db) === cached) searchIndexes.delete(db);
    });
  }
  return searchCatalogue(await cached.index, query).map(({ hit, translations }) =>
    locale === DEFAULT_LOCALE
      ? hit
      : { ...hit, item: localizedFields(hit.item, ITEM_TRANSLATED, translations, locale) },
  );
}
