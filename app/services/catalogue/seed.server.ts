import type { Transaction } from "kysely";
import { defineCollection } from "../../content/catalogue/catalogue-item.ts";
import { screenSeeds, type ScreenSeed } from "../../content/catalogue/screens.ts";
import type { FilterOption } from "../../lib/catalogue/collection-filter.ts";
import { IMAGE_KINDS } from "../../lib/media/images.ts";
import { writeTranslations } from "../../lib/i18n/localized.ts";
import { type Database, type Tables, withKeyLock } from "../platform/db.server.ts";

/**
 * A fresh install's catalogue: the eight screens, their filters, items and artwork
 * from app/content/catalogue, written once, on the first start with an empty
 * catalogue. Two instances starting together on one database take turns (the
 * per-key lock of db.server.ts), and the second finds the catalogue already there. The seeded
 * pictures are the build's own files (storage "static"): the same URLs, sizes and
 * caching as before the catalogue moved into the database.
 */
export const SEED_AUTHOR = "Initial catalogue";

export async function seedCatalogue(database: Database, now = new Date()): Promise<"seeded" | "present"> {
  return withKeyLock(database, "catalogue-seed", async (trx) => {
    const existing = await trx.selectFrom("collections").select("id").limit(1).executeTakeFirst();
    if (existing) return "present" as const;
    const at = now.toISOString();
    for (const [position, seed] of screenSeeds.entries()) await seedScreen(trx, seed, position, at);
    await trx
      .updateTable("catalogue_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("id", "=", 1)
      .execute();
    return "seeded" as const;
  });
}

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

async function seedScreen(trx: Transaction<Tables>, seed: ScreenSeed, position: number, at: string) {
  const { screen, filters, source } = seed;
  const collection = defineCollection(source);
  const { id: collectionId } = await trx
    .insertInto("collections")
    .values({
      slug: source.id,
      path: screen.path,
      name: screen.name,
      position,
      category_style: screen.categoryStyle,
      hero_eyebrow: screen.hero.eyebrow,
      hero_title: screen.hero.title,
      hero_subtitle: screen.hero.subtitle ?? null,
      hero_text: screen.hero.text,
      hero_badge: screen.hero.badge ?? null,
      hero_tag: screen.hero.tag ?? null,
      hero_claims: json(screen.hero.claims),
      hero_stats: json(screen.hero.stats),
      hero_cta_label: screen.hero.cta.label,
      hero_cta_category: screen.hero.cta.state?.category ?? null,
      hero_cta_type: screen.hero.cta.state?.type ?? null,
      hero_image_key: collection.hero.key,
      hero_image_alt: collection.hero.alt,
      section_title: screen.section.title,
      section_intro: screen.section.intro,
      category_label: filters.categories?.label ?? null,
      default_category: filters.defaultCategory,
      category_match: json(filters.categoryMatch),
      type_label: filters.types?.label ?? null,
      type_all_label: filters.types?.allLabel ?? null,
      type_hidden: filters.types?.hidden ? 1 : 0,
      card_badge: screen.badge ?? null,
      details: JSON.stringify(screen.details),
      item_fields: JSON.stringify(seed.itemFields),
      reset_in_filter_bar: screen.resetInFilterBar ? 1 : 0,
      empty_hint: screen.empty.hint,
      empty_reset: screen.empty.reset ? 1 : 0,
      trial_offered: screen.trial.offered ? 1 : 0,
      no_trial_types: JSON.stringify(screen.trial.exceptTypes),
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  const filterRows = [
    ...(filters.categories?.options ?? []).map((option, i) => ({
      ...filterRow(collectionId, "category", "", option, i),
      types_label: filters.typesByCategory?.[option.value]?.label ?? null,
    })),
    ...(filters.types?.options ?? []).map((option, i) => filterRow(collectionId, "type", "", option, i)),
    ...Object.entries(filters.typesByCategory ?? {}).flatMap(([group, row]) =>
      row.options.map((option, i) => filterRow(collectionId, "type", group, option, i)),
    ),
  ];
  if (filterRows.length) await trx.insertInto("collection_filters").values(filterRows).execute();

  const kind = IMAGE_KINDS.portrait;
  for (const [itemPosition, item] of collection.items.entries()) {
    const { id: itemId } = await trx
      .insertInto("items")
      .values({
        collection_id: collectionId,
        slug: item.slug,
        title: item.title,
        description: item.description,
        category: item.category ?? null,
        type: item.type,
        price: item.price ?? null,
        rating: item.rating ?? null,
        fabric: item.fabric ?? null,
        fit: item.fit ?? null,
        warmth: item.warmth ?? null,
        brand: item.brand ?? null,
        features: JSON.stringify(item.features ?? []),
        extra_types: JSON.stringify(item.extraTypes ?? []),
        translations: writeTranslations(item.translations ?? {}),
        status: "published",
        position: itemPosition,
        published_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const media = await trx
      .insertInto("media")
      .values(
        item.images.map((image) => ({
          hash: `static:${image.key}`,
          storage: "static",
          key: image.key,
          kind: image.kind,
          width: kind.width,
          height: kind.height,
          created_at: at,
        })),
      )
      .returning(["id", "key"])
      .execute();
    const mediaId = new Map(media.map((m) => [m.key, m.id]));
    await trx
      .insertInto("item_images")
      .values(
        item.images.map((image, i) => ({
          item_id: itemId,
          media_id: mediaId.get(image.key)!,
          position: i,
          alt: image.alt,
        })),
      )
      .execute();
  }

  await trx
    .insertInto("catalogue_changes")
    .values({
      at,
      admin_id: null,
      admin_name: SEED_AUTHOR,
      collection_id: collectionId,
      item_id: null,
      subject: screen.name,
      action: "seeded",
      fields: JSON.stringify([`${collection.items.length} items`]),
    })
    .execute();
}

function filterRow(collectionId: number, kind: "category" | "type", group: string, option: FilterOption, i: number) {
  return {
    collection_id: collectionId,
    kind,
    group_value: group,
    value: option.value,
    label: option.label,
    position: i,
    match: json(option.match),
    types_label: null as string | null,
  };
}
