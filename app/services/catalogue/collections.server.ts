import { ALL, slugify } from "../../lib/catalogue/collection-filter.ts";
import { type CollectionRow, filterDefinition } from "./catalogue.server.ts";
import type { Database } from "../platform/db.server.ts";
import {
  type Actor,
  type WriteResult,
  catalogueWrite,
  recordChange,
  CONFLICT,
  NOT_FOUND,
  invalid,
} from "./catalogue-write.server.ts";
import { moveStep } from "../../lib/catalogue/ordering.ts";
import type { CollectionTranslations } from "../../lib/catalogue/collection-form.ts";
import { readTranslations, writeTranslations } from "../../lib/i18n/localized.ts";

export type CollectionTexts = {
  heroEyebrow: string;
  heroTitle: string;
  heroSubtitle: string | null;
  heroText: string;
  sectionTitle: string;
  sectionIntro: string;
  emptyHint: string;
};

const TEXT_COLUMNS: Record<keyof CollectionTexts, keyof CollectionRow> = {
  heroEyebrow: "hero_eyebrow",
  heroTitle: "hero_title",
  heroSubtitle: "hero_subtitle",
  heroText: "hero_text",
  sectionTitle: "section_title",
  sectionIntro: "section_intro",
  emptyHint: "empty_hint",
};

const TEXT_LABELS: Record<keyof CollectionTexts, string> = {
  heroEyebrow: "hero eyebrow",
  heroTitle: "hero title",
  heroSubtitle: "hero subtitle",
  heroText: "hero text",
  sectionTitle: "section title",
  sectionIntro: "section intro",
  emptyHint: "empty-state hint",
};

/** A collection's words and its filters' labels, against the version the form was opened at. */
export async function saveCollection(
  database: Database,
  actor: Actor,
  slug: string,
  version: number,
  texts: CollectionTexts,
  filterLabels: ReadonlyMap<number, string>,
  now = new Date(),
  /** Kannada and Hindi beside the words (issue 33); absent, they are left as stored. */
  translations?: CollectionTranslations,
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx, lock) => {
    const row = await lock.collection(slug);
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const at = now.toISOString();
    const changes = (Object.keys(TEXT_COLUMNS) as Array<keyof CollectionTexts>).filter(
      (key) => row[TEXT_COLUMNS[key]] !== texts[key],
    );
    const filters = await trx
      .selectFrom("collection_filters")
      .selectAll()
      .where("collection_id", "=", row.id)
      .execute();
    const relabelled = filters.filter((f) => filterLabels.has(f.id) && filterLabels.get(f.id) !== f.label);
    const textTranslations = translations
      ? writeTranslations(translations.texts)
      : writeTranslations(readTranslations(row.translations));
    const translated = textTranslations !== writeTranslations(readTranslations(row.translations));
    const labelTranslations = new Map(
      [...(translations?.labels ?? [])].map(([id, given]) => [id, writeTranslations(given)] as const),
    );
    const retranslated = filters.filter(
      (f) =>
        labelTranslations.has(f.id) &&
        labelTranslations.get(f.id) !== writeTranslations(readTranslations(f.translations)),
    );
    // The same words saved again: its version and the catalogue's stay, so no cached page is dropped.
    if (!changes.length && !relabelled.length && !translated && !retranslated.length) return { ok: true } as const;
    const updated = await trx
      .updateTable("collections")
      .set({
        hero_eyebrow: texts.heroEyebrow,
        hero_title: texts.heroTitle,
        hero_subtitle: texts.heroSubtitle,
        hero_text: texts.heroText,
        section_title: texts.sectionTitle,
        section_intro: texts.sectionIntro,
        empty_hint: texts.emptyHint,
        translations: textTranslations,
        version: row.version + 1,
        updated_at: at,
      })
      .where("id", "=", row.id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return CONFLICT;
    for (const filter of relabelled) {
      await trx
        .updateTable("collection_filters")
        .set({ label: filterLabels.get(filter.id)! })
        .where("id", "=", filter.id)
        .execute();
    }
    for (const filter of retranslated) {
      await trx
        .updateTable("collection_filters")
        .set({ translations: labelTranslations.get(filter.id)! })
        .where("id", "=", filter.id)
        .execute();
    }
    const fields = [
      ...changes.map((key) => TEXT_LABELS[key]),
      ...relabelled.map((f) => `label "${f.label}" → "${filterLabels.get(f.id)}"`),
      ...(translated ? ["Kannada and Hindi words"] : []),
      ...retranslated.map((f) => `label "${filterLabels.get(f.id) ?? f.label}" in Kannada and Hindi`),
    ];
    if (fields.length) {
      await recordChange(
        trx,
        actor,
        { collectionId: row.id, itemId: null, subject: row.name, action: "edited", fields },
        at,
      );
    }
    return { ok: true } as const;
  });
}

/** Moves a filter option a step within its own row. */
export async function moveFilter(
  database: Database,
  actor: Actor,
  slug: string,
  filterId: number,
  step: -1 | 1,
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx, lock) => {
    // Locked: the row's positions (or its values) are read, then written.
    const collection = await lock.collection(slug);
    if (!collection) return NOT_FOUND;
    const filter = await trx
      .selectFrom("collection_filters")
      .selectAll()
      .where("id", "=", filterId)
      .where("collection_id", "=", collection.id)
      .executeTakeFirst();
    if (!filter) return NOT_FOUND;
    const row = await trx
      .selectFrom("collection_filters")
      .select(["id", "position"])
      .where("collection_id", "=", collection.id)
      .where("kind", "=", filter.kind)
      .where("group_value", "=", filter.group_value)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const current = row.map((r) => r.id);
    const next = moveStep(current, filterId, step);
    if (next.every((id, i) => id === current[i])) return { ok: true } as const;
    for (const [position, id] of next.entries()) {
      await trx.updateTable("collection_filters").set({ position }).where("id", "=", id).execute();
    }
    const at = now.toISOString();
    await trx.updateTable("collections").set({ updated_at: at }).where("id", "=", collection.id).execute();
    await recordChange(
      trx,
      actor,
      {
        collectionId: collection.id,
        itemId: null,
        subject: collection.name,
        action: "filters-reordered",
        fields: [filter.label],
      },
      at,
    );
    return { ok: true } as const;
  });
}

/**
 * Adds a type (a new kind of garment) to a collection's type chips, or on the groom
 * screen to one group's sub-filter, at the end of the row. Its value is the label as a
 * slug, which must be new in that row.
 */
export async function addTypeOption(
  database: Database,
  actor: Actor,
  slug: string,
  label: string,
  group: string,
  now = new Date(),
): Promise<WriteResult<{ value: string }>> {
  return catalogueWrite(database, async (trx, lock) => {
    // Locked: the row's positions (or its values) are read, then written.
    const collection = await lock.collection(slug);
    if (!collection) return NOT_FOUND;
    const filters = await trx
      .selectFrom("collection_filters")
      .selectAll()
      .where("collection_id", "=", collection.id)
      .execute();
    const definition = filterDefinition(collection, filters);
    const grouped = definition.typesByCategory !== undefined;
    const groupValue = grouped ? group : "";
    if (grouped && !definition.categories?.options.some((o) => o.value === group && o.value !== ALL)) {
      return invalid(["Choose the group the new type belongs to."]);
    }
    if (!grouped && definition.types === undefined) {
      return invalid(["This collection has no types to add to."]);
    }
    const value = slugify(label).slice(0, 48).replace(/-+$/, "");
    if (!value) return invalid(["Enter a name with letters or digits, e.g. Nehru Jacket."]);
    const row = filters.filter((f) => f.kind === "type" && f.group_value === groupValue);
    if (row.some((f) => f.value === value || f.label.toLowerCase() === label.toLowerCase())) {
      return invalid([`"${label}" is already one of the types.`]);
    }
    const position = row.reduce((max, f) => Math.max(max, f.position), -1) + 1;
    await trx
      .insertInto("collection_filters")
      .values({
        collection_id: collection.id,
        kind: "type",
        group_value: groupValue,
        value,
        label,
        position,
        match: null,
        types_label: null,
      })
      .execute();
    const at = now.toISOString();
    await trx.updateTable("collections").set({ updated_at: at }).where("id", "=", collection.id).execute();
    await recordChange(
      trx,
      actor,
      { collectionId: collection.id, itemId: null, subject: collection.name, action: "filter-added", fields: [label] },
      at,
    );
    return { ok: true, value: { value } } as const;
  });
}

// ---------------------------------------------------------------- staff reads

/**
 * Whether the collection's pieces offer "Reserve for trial", and the types that do
 * not: staff choose (no trial for innerwear, nor for the ceremonial vel). Saved against
 * the version the page was opened at, like the words.
 */
export async function saveTrialChoice(
  database: Database,
  actor: Actor,
  slug: string,
  version: number,
  offered: boolean,
  exceptTypes: readonly string[],
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx) => {
    const row = await trx.selectFrom("collections").selectAll().where("slug", "=", slug).executeTakeFirst();
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const types = new Set(
      (
        await trx
          .selectFrom("collection_filters")
          .select("value")
          .where("collection_id", "=", row.id)
          .where("kind", "=", "type")
          .execute()
      ).map((f) => f.value),
    );
    const unknown = exceptTypes.filter((t) => !types.has(t));
    if (unknown.length) return invalid([`Unknown type: ${unknown.join(", ")}.`]);
    const list = JSON.stringify([...new Set(exceptTypes)].sort());
    if ((row.trial_offered === 1) === offered && row.no_trial_types === list) return { ok: true } as const;
    const at = now.toISOString();
    const updated = await trx
      .updateTable("collections")
      .set({ trial_offered: offered ? 1 : 0, no_trial_types: list, version: row.version + 1, updated_at: at })
      .where("id", "=", row.id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return CONFLICT;
    await recordChange(
      trx,
      actor,
      {
        collectionId: row.id,
        itemId: null,
        subject: row.name,
        action: "edited",
        fields: [
          offered
            ? `trial offered${exceptTypes.length ? `, not for ${[...exceptTypes].sort().join(", ")}` : ""}`
            : "no trial",
        ],
      },
      at,
    );
    return { ok: true } as const;
  });
}
