import { data, redirect } from "react-router";
import { changeLines } from "../../lib/catalogue/change-words.ts";
import {
  type CollectionActionData,
  type CollectionTextField,
  type CollectionTextValues,
  parseCollectionForm,
  parseTrialForm,
  parseTypeForm,
} from "../../lib/catalogue/collection-form.ts";
import { formatStoreTime } from "../../lib/time/admin-dates.ts";
import { readTranslations, type Translations } from "../../lib/i18n/localized.ts";
import { badgesIntent, parseHeroBadges } from "../../lib/catalogue/collection-hero.ts";
import { fillClaims } from "../../lib/settings/claims.ts";
import { currentSettings, storeTimeZone } from "../settings/index.server.ts";
import { assertSameOrigin, type SessionAdmin } from "../accounts/index.server.ts";
import { moveIntent } from "../../lib/ui/move-intent.ts";
import { getDatabase, getDb } from "../platform/db.server.ts";
import { redirectWithFlash, takeFlash } from "../platform/flash.server.ts";
import { formValues, readRequestBody } from "../platform/request-body.server.ts";
import { addTypeOption, moveFilter, saveCollection, saveTrialChoice } from "./collections.server.ts";
import { reorderItems } from "./products.server.ts";
import { collectionForEdit } from "./staff-catalogue.server.ts";
import { heroBadgesOf, saveHeroBadges } from "./collection-hero.server.ts";

/**
 * A collection's page for staff (/admin/collections/:slug; the screen is
 * components/admin/catalogue/collection-editor.tsx): its words and filter labels
 * (one form), the order of its filters and items (buttons, or a drag), new types.
 */
function notFound(): never {
  throw data(null, { status: 404 });
}

export async function collectionEditorLoader(request: Request, slug: string) {
  const found = (await collectionForEdit(getDb(), slug)) ?? notFound();
  const timeZone = await storeTimeZone();
  const { collection, config, filters, items, history } = found;
  // Rows as staff see them: the category row, then the shared type row or one row per group.
  const categoryRow = filters.filter((f) => f.kind === "category");
  const typeRows = [
    ...(config.filters.types
      ? [{ key: "", label: config.filters.types.label, hidden: Boolean(config.filters.types.hidden) }]
      : []),
    ...Object.entries(config.filters.typesByCategory ?? {}).map(([group, row]) => ({
      key: group,
      label: row.label,
      hidden: false,
    })),
  ].map((row) => ({ ...row, options: filters.filter((f) => f.kind === "type" && f.group_value === row.key) }));
  const rows = [
    ...(config.filters.categories && categoryRow.length
      ? [{ key: "category", label: config.filters.categories.label, hidden: false, options: categoryRow }]
      : []),
    ...typeRows.map((r) => ({ ...r, key: `type:${r.key}` })),
  ].map((row) => ({
    ...row,
    options: row.options.map((o) => ({
      id: o.id,
      value: o.value,
      label: o.label,
      translations: readTranslations(o.translations) as Translations<"label">,
    })),
  }));
  const { flash, headers } = await takeFlash(request);
  const claims = (await currentSettings()).claims.value;
  const badges = heroBadgesOf(collection);
  return data(
    {
      slug: collection.slug,
      name: collection.name,
      path: collection.path,
      version: collection.version,
      texts: {
        heroEyebrow: collection.hero_eyebrow,
        heroTitle: collection.hero_title,
        heroSubtitle: collection.hero_subtitle ?? "",
        heroText: collection.hero_text,
        sectionTitle: collection.section_title,
        sectionIntro: collection.section_intro,
        emptyHint: collection.empty_hint,
      } satisfies CollectionTextValues,
      translations: readTranslations(collection.translations) as Translations<CollectionTextField>,
      rows,
      groups: config.filters.typesByCategory
        ? (config.filters.categories?.options ?? []).filter((o) => config.filters.typesByCategory?.[o.value])
        : null,
      canAddType: Boolean(config.filters.types || config.filters.typesByCategory),
      trial: {
        offered: config.trial.offered,
        exceptTypes: config.trial.exceptTypes,
        types: filters.filter((f) => f.kind === "type").map((f) => ({ value: f.value, label: f.label })),
      },
      // The hero's picture as the screen shows it (the seeded artwork until one is uploaded).
      hero: {
        image: { key: collection.hero_image_key, alt: collection.hero_image_alt, kind: "portrait" as const },
        uploaded: collection.hero_image_key.startsWith("media/"),
      },
      // A figure naming the store's claims ("{customersShort}") with what the screen shows for it today.
      badges: {
        ...badges,
        figures: badges.figures.map((f) => ({ ...f, shown: fillClaims(f.value, claims) })),
      },
      items: items.map((i) => ({ id: i.id, title: i.title, status: i.status, thumbnail: i.thumbnail })),
      history: changeLines(history, (iso) => formatStoreTime(iso, timeZone)),
      flash,
    },
    { headers },
  );
}

export async function collectionEditorAction(request: Request, admin: SessionAdmin, slug: string) {
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 32 * 1024 });
  if (!body.ok) {
    return data<CollectionActionData>({ message: body.message }, { status: body.status, headers: body.headers });
  }
  const values = formValues(body);
  const intent = values.get("intent") ?? "";
  const database = getDatabase();
  const here = `/admin/collections/${slug}`;

  const move = moveIntent(intent, ["filter", "item"]);
  if (move) {
    const result =
      move.kind === "filter"
        ? await moveFilter(database, admin, slug, move.id, move.step)
        : await reorderItems(database, admin, slug, { id: move.id, step: move.step });
    if (!result.ok) notFound();
    throw redirect(`${here}#${move.kind === "filter" ? "filters" : "items"}`);
  }

  if (intent === "reorder-items") {
    const ids = (values.get("order") ?? "")
      .split(",")
      .filter((s) => /^\d{1,9}$/.test(s))
      .map(Number);
    const result = await reorderItems(database, admin, slug, { ids });
    if (!result.ok) notFound();
    return { ok: true as const };
  }

  if (intent === "add-type") {
    const submission = parseTypeForm(values);
    if (submission.status !== "success") {
      return data<CollectionActionData>({ form: "type", result: submission.reply() }, { status: 422 });
    }
    const added = await addTypeOption(database, admin, slug, submission.value.label, submission.value.group);
    if (added.ok) {
      throw await redirectWithFlash(request, `${here}#filters`, {
        tone: "success",
        message: "Type added. It is a filter on the screen once an item has it.",
      });
    }
    if (added.reason === "invalid") {
      const result = submission.reply({ fieldErrors: { label: [added.problems.join(" ")] } });
      return data<CollectionActionData>({ form: "type", result }, { status: 422 });
    }
    return notFound();
  }

  if (intent === "trial") {
    // Only boxes: nothing in it can be wrong but a type that is gone, which the save says.
    const submission = parseTrialForm(values);
    if (submission.status !== "success") {
      return data<CollectionActionData>({ form: "trial", result: submission.reply() }, { status: 422 });
    }
    const { offered, exceptTypes } = submission.value;
    const result = await saveTrialChoice(database, admin, slug, Number(values.get("version")), offered, exceptTypes);
    if (result.ok) {
      throw await redirectWithFlash(request, `${here}#trial`, {
        tone: "success",
        message: "Saved: the item windows offer a trial as you chose.",
      });
    }
    if (result.reason === "conflict") {
      return data<CollectionActionData>({ form: "trial", conflict: true }, { status: 409 });
    }
    if (result.reason === "invalid") {
      return data<CollectionActionData>({ form: "trial", message: result.problems.join(" ") }, { status: 422 });
    }
    return notFound();
  }

  const badges = badgesIntent(intent);
  if (badges) {
    // Every button of the badges form saves it as posted, with its move or removal applied.
    const submission = parseHeroBadges(values, badges);
    if (submission.status !== "success") {
      return data<CollectionActionData>({ form: "badges", result: submission.reply() }, { status: 422 });
    }
    const result = await saveHeroBadges(database, admin, slug, Number(values.get("version")), submission.value);
    if (result.ok) {
      throw await redirectWithFlash(request, `${here}#badges`, {
        tone: "success",
        message: "Saved: the hero shows its badges and figures now.",
        place: "figures",
      });
    }
    if (result.reason === "conflict") {
      return data<CollectionActionData>(
        { form: "badges", result: submission.reply(), conflict: true },
        { status: 409 },
      );
    }
    return notFound();
  }

  if (intent !== "save") return data<CollectionActionData>({ message: "Unknown action." }, { status: 400 });
  const found = (await collectionForEdit(database.db, slug)) ?? notFound();
  const submission = parseCollectionForm(
    values,
    found.filters.map((f) => f.id),
  );
  if (submission.status !== "success") {
    return data<CollectionActionData>({ form: "words", result: submission.reply() }, { status: 422 });
  }
  const { texts, labels, translations } = submission.value;
  const result = await saveCollection(
    database,
    admin,
    slug,
    Number(values.get("version")),
    { ...texts, heroSubtitle: texts.heroSubtitle || null },
    labels,
    new Date(),
    translations,
  );
  if (result.ok) {
    throw await redirectWithFlash(request, here, {
      tone: "success",
      message: "Saved: the screen shows the new words now.",
    });
  }
  if (result.reason === "conflict") {
    return data<CollectionActionData>({ form: "words", result: submission.reply(), conflict: true }, { status: 409 });
  }
  return notFound();
}
