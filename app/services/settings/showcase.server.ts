import type { Transaction } from "kysely";
import { readSubmission } from "../../lib/forms/submission.ts";
import { applyOrder, type OrderChange } from "../../lib/catalogue/ordering.ts";
import {
  LIST_SPECS,
  type SlideList,
  slideName,
  slidePublishProblems,
  type SlideWord,
} from "../../lib/settings/showcase.ts";
import { checkSlideAlt, slideFormSchema } from "../../lib/settings/slide-words.ts";
import { readTranslations, writeTranslations } from "../../lib/i18n/localized.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { deleteMediaIfUnused, storeMedia, type ProcessedUpload } from "../media/index.server.ts";
import {
  type Actor,
  CONFLICT,
  deleteAtVersion,
  NOT_FOUND,
  recordSettingsChange,
  type SaveResult,
  settingsWrite,
} from "./settings-write.server.ts";

/**
 * The showcase's slides (every list of lib/settings/showcase.ts: the home hero and
 * banner, trending categories, social grid, gallery, slider, the about, visit and
 * offers pages' pictures, timeline and featured cards): words, order, shown or
 * hidden, and photographs through the media pipeline (renditions in the list's frame,
 * EXIF stripped), the first of them the cover. A slide is only shown with every
 * photo described (alt text), as products are.
 */
const WORD_COLUMNS: Record<SlideWord, "title" | "subtitle" | "note" | "short_title" | "description" | "cta" | "link"> =
  {
    title: "title",
    subtitle: "subtitle",
    note: "note",
    shortTitle: "short_title",
    description: "description",
    cta: "cta",
    link: "link",
  };

/** The history's name for a slide: its list and title, or what its cover shows when the list has no title. */
function subjectOf(row: { list: string; title: string; short_title?: string }, alt = ""): string {
  const spec = LIST_SPECS[row.list as SlideList];
  const name = slideName({
    list: row.list as SlideList,
    title: row.title,
    shortTitle: row.short_title ?? "",
    images: alt ? [{ alt }] : [],
  });
  return `${spec?.label ?? row.list}: ${name === "Untitled" ? "untitled" : name}`;
}

async function coverAlt(trx: Transaction<Tables>, id: number): Promise<string> {
  const cover = await trx
    .selectFrom("showcase_images")
    .select("alt")
    .where("slide_id", "=", id)
    .orderBy("position")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return cover?.alt ?? "";
}

/** A photo added or removed is a change of the slide: a form opened before it is stale. */
async function touch(trx: Transaction<Tables>, id: number, at: string) {
  await trx
    .updateTable("showcase_slides")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: at }))
    .where("id", "=", id)
    .execute();
}

export async function createSlide(
  database: Database,
  actor: Actor,
  list: SlideList,
  form: FormData | URLSearchParams,
  now = new Date(),
): Promise<SaveResult<{ id: number }>> {
  const submission = readSubmission(form, slideFormSchema(list));
  if (submission.status !== "success") return { ok: false, reason: "invalid", reply: submission.reply() };
  return settingsWrite(database, async (trx) => {
    const at = now.toISOString();
    const rows = await trx.selectFrom("showcase_slides").select(["position"]).where("list", "=", list).execute();
    const spec = LIST_SPECS[list];
    if (spec.fixed) {
      return {
        ok: false,
        reason: "invalid",
        reply: submission.reply(),
        problems: [`${spec.label} keeps its places: replace a photo there instead.`],
      } as const;
    }
    if (rows.length >= spec.maxSlides) {
      return {
        ok: false,
        reason: "invalid",
        reply: submission.reply(),
        problems: [`${spec.label} has room for ${spec.maxSlides}. Delete one to add another.`],
      } as const;
    }
    const words = submission.value;
    const { id } = await trx
      .insertInto("showcase_slides")
      .values({
        list,
        position: rows.reduce((max, r) => Math.max(max, r.position + 1), 0),
        // Hidden until it has a described photo.
        status: "hidden",
        title: words.title,
        subtitle: words.subtitle,
        note: words.note,
        short_title: words.shortTitle,
        description: words.description,
        cta: words.cta,
        link: words.link,
        translations: writeTranslations(words.translations),
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordSettingsChange(
      trx,
      actor,
      { section: "showcase", subject: subjectOf({ list, title: words.title }), action: "created" },
      at,
    );
    return { ok: true, value: { id } } as const;
  });
}

export type SlideIntent = "save" | "publish" | "hide";

/** Saves a slide's words and its photos' alt texts; "publish" shows it, "hide" takes it off the site. */
export async function saveSlide(
  database: Database,
  actor: Actor,
  id: number,
  version: number,
  form: FormData | URLSearchParams,
  intent: SlideIntent,
  now = new Date(),
): Promise<SaveResult<{ status: string }>> {
  return settingsWrite(database, async (trx, lock) => {
    const at = now.toISOString();
    // Locked: publishing decides on the photos as they are, not as a removal racing it leaves them.
    const row = await lock.slide(id);
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const submission = readSubmission(form, slideFormSchema(row.list as SlideList));
    if (submission.status !== "success") return { ok: false, reason: "invalid", reply: submission.reply() } as const;
    const images = await trx
      .selectFrom("showcase_images")
      .select(["id", "alt"])
      .where("slide_id", "=", id)
      .orderBy("position")
      .execute();
    const alts = images.map((image) => {
      const posted = form.get(`alt-${image.id}`);
      const alt = posted === null ? { ok: true as const, alt: image.alt } : checkSlideAlt(posted);
      return { id: image.id, ...alt };
    });
    const badAlt = alts.find((a) => !a.ok);
    if (badAlt && !badAlt.ok) {
      const reply = submission.reply({ fieldErrors: { images: [badAlt.message] } });
      return { ok: false, reason: "invalid", reply } as const;
    }
    const status = intent === "publish" ? "published" : intent === "hide" ? "hidden" : row.status;
    if (status === "published") {
      const problems = slidePublishProblems(alts.map((a) => ({ alt: a.ok ? a.alt : "" })));
      if (problems.length) return { ok: false, reason: "invalid", reply: submission.reply(), problems } as const;
    }
    const words = submission.value;
    const translations = writeTranslations(words.translations);
    const changed = LIST_SPECS[row.list as SlideList].words
      .filter((spec) => row[WORD_COLUMNS[spec.word]] !== words[spec.word])
      .map((spec) => spec.label);
    if (translations !== writeTranslations(readTranslations(row.translations))) changed.push("Kannada and Hindi");
    const described = alts.filter((a) => a.ok && a.alt !== images.find((i) => i.id === a.id)!.alt);
    // The same slide saved again: no version moves, so no cached page is dropped.
    if (!changed.length && !described.length && status === row.status) {
      return { ok: true, value: { status } } as const;
    }
    const updated = await trx
      .updateTable("showcase_slides")
      .set({
        status,
        version: row.version + 1,
        updated_at: at,
        translations,
        // Only the words the list shows: a collection group's title, which the page
        // finds its picture by, is kept however its picture is saved.
        ...Object.fromEntries(
          LIST_SPECS[row.list as SlideList].words.map((spec) => [WORD_COLUMNS[spec.word], words[spec.word]]),
        ),
      })
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return CONFLICT;
    for (const alt of described) {
      if (alt.ok) await trx.updateTable("showcase_images").set({ alt: alt.alt }).where("id", "=", alt.id).execute();
    }
    if (described.length) changed.push("Alt text");
    const action = status !== row.status ? (status === "published" ? "published" : "hidden") : "edited";
    await recordSettingsChange(
      trx,
      actor,
      {
        section: "showcase",
        subject: subjectOf(
          { list: row.list, title: words.title, short_title: words.shortTitle },
          await coverAlt(trx, id),
        ),
        action,
        fields: changed,
      },
      at,
    );
    return { ok: true, value: { status } } as const;
  });
}

export async function deleteSlide(
  database: Database,
  actor: Actor,
  id: number,
  version: number,
  now = new Date(),
): Promise<SaveResult> {
  return settingsWrite(database, async (trx, lock) => {
    // Locked before its photos are read: one being added meanwhile is deleted with the rest, or waits.
    const slide = await lock.slide(id);
    if (slide && LIST_SPECS[slide.list as SlideList]?.fixed) {
      return {
        ok: false,
        reason: "invalid",
        problems: ["This picture keeps its place: hide it, or replace its photo."],
      } as const;
    }
    const images = await trx.selectFrom("showcase_images").select("media_id").where("slide_id", "=", id).execute();
    const alt = await coverAlt(trx, id);
    const deleted = await deleteAtVersion(trx, "showcase_slides", slide, version, async () => {
      await trx.deleteFrom("showcase_images").where("slide_id", "=", id).execute();
    });
    if (!deleted.ok) return deleted;
    const row = deleted.row;
    for (const image of images) await deleteMediaIfUnused(trx, image.media_id);
    await recordSettingsChange(
      trx,
      actor,
      { section: "showcase", subject: subjectOf(row, alt), action: "deleted" },
      now.toISOString(),
    );
    return { ok: true } as const;
  });
}

/** One place up or down its list. */
export async function moveSlide(
  database: Database,
  actor: Actor,
  id: number,
  step: -1 | 1,
  now = new Date(),
): Promise<SaveResult> {
  return settingsWrite(database, async (trx) => {
    const row = await trx.selectFrom("showcase_slides").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return NOT_FOUND;
    // Each of a fixed list's slides belongs to its place on the page.
    if (LIST_SPECS[row.list as SlideList]?.fixed) return { ok: true } as const;
    const rows = await trx
      .selectFrom("showcase_slides")
      .select("id")
      .where("list", "=", row.list)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const order = rows.map((r) => r.id);
    const index = order.indexOf(id);
    const target = index + step;
    if (target < 0 || target >= order.length) return { ok: true } as const;
    [order[index], order[target]] = [order[target]!, order[index]!];
    for (const [position, slideId] of order.entries()) {
      await trx.updateTable("showcase_slides").set({ position }).where("id", "=", slideId).execute();
    }
    await recordSettingsChange(
      trx,
      actor,
      { section: "showcase", subject: subjectOf(row, await coverAlt(trx, id)), action: "moved" },
      now.toISOString(),
    );
    return { ok: true } as const;
  });
}

/**
 * Stores an uploaded photo with its alt text (asked for with the file, so a slide is
 * never shown with an undescribed picture) and adds it as the slide's last; a
 * one-picture list's slide swaps its picture. Nothing is kept if it cannot be added.
 */
export async function addSlidePhoto(
  database: Database,
  actor: Actor,
  id: number,
  upload: ProcessedUpload,
  alt: string,
  now = new Date(),
): Promise<SaveResult<{ imageId: number; tookArtworksPlace: boolean }>> {
  return settingsWrite(database, async (trx, lock) => {
    const at = now.toISOString();
    // Locked before counting its photos: two uploads at once never pass the list's cap.
    const row = await lock.slide(id);
    if (!row) return NOT_FOUND;
    const spec = LIST_SPECS[row.list as SlideList];
    const images = await trx
      .selectFrom("showcase_images")
      .innerJoin("media", "media.id", "showcase_images.media_id")
      .select(["showcase_images.id", "showcase_images.media_id", "showcase_images.position", "media.storage"])
      .where("showcase_images.slide_id", "=", id)
      .orderBy("showcase_images.position")
      .execute();
    const mediaId = await storeMedia(trx, upload, at);
    if (images.some((i) => i.media_id === mediaId)) {
      return { ok: false, reason: "invalid", problems: ["This photo is already on it."] } as const;
    }
    // A one-picture list (hero, banner, slider) swaps its picture; the gallery adds one.
    // A full list whose pictures include the generated artwork (a trending card's three)
    // swaps the last of those, in its place: replacing the artwork is what the owner is
    // doing, and refusing meant removing it first and choosing the photo again.
    let replaced: number[] = [];
    let position = images.length ? Math.max(...images.map((i) => i.position)) + 1 : 0;
    const artwork = images.filter((i) => i.storage === "static").at(-1);
    if (spec.maxImages === 1 && images.length > 0) {
      replaced = images.map((i) => i.media_id);
      position = 0;
      await trx.deleteFrom("showcase_images").where("slide_id", "=", id).execute();
    } else if (images.length >= spec.maxImages && artwork) {
      replaced = [artwork.media_id];
      position = artwork.position;
      await trx.deleteFrom("showcase_images").where("id", "=", artwork.id).execute();
    } else if (images.length >= spec.maxImages) {
      return {
        ok: false,
        reason: "invalid",
        problems: [`A ${spec.label.toLowerCase()} slide can have at most ${spec.maxImages} photos. Delete one first.`],
      } as const;
    }
    const { id: imageId } = await trx
      .insertInto("showcase_images")
      .values({
        slide_id: id,
        media_id: mediaId,
        position,
        alt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const old of replaced) await deleteMediaIfUnused(trx, old);
    await touch(trx, id, at);
    await recordSettingsChange(
      trx,
      actor,
      {
        section: "showcase",
        subject: subjectOf(row, await coverAlt(trx, id)),
        action: replaced.length ? "photo-replaced" : "photo-added",
      },
      at,
    );
    return { ok: true, value: { imageId, tookArtworksPlace: spec.maxImages > 1 && replaced.length > 0 } } as const;
  });
}

export async function removeSlidePhoto(
  database: Database,
  actor: Actor,
  id: number,
  imageId: number,
  now = new Date(),
): Promise<SaveResult> {
  return settingsWrite(database, async (trx, lock) => {
    // Locked before counting its photos: two owners removing the last two at once leave one.
    const row = await lock.slide(id);
    if (!row) return NOT_FOUND;
    const images = await trx
      .selectFrom("showcase_images")
      .select(["id", "media_id"])
      .where("slide_id", "=", id)
      .execute();
    const image = images.find((i) => i.id === imageId);
    if (!image) return NOT_FOUND;
    if (row.status === "published" && images.length === 1) {
      return {
        ok: false,
        reason: "invalid",
        problems: [
          "A slide on the site needs a photo. Upload another first (it replaces this one), or hide the slide.",
        ],
      } as const;
    }
    await trx.deleteFrom("showcase_images").where("id", "=", imageId).execute();
    await deleteMediaIfUnused(trx, image.media_id);
    await touch(trx, id, now.toISOString());
    await recordSettingsChange(
      trx,
      actor,
      { section: "showcase", subject: subjectOf(row, await coverAlt(trx, id)), action: "photo-removed" },
      now.toISOString(),
    );
    return { ok: true } as const;
  });
}

/**
 * A slide's photos in a new order (drag, "Make cover", or a step up or down), made on
 * the slide's version the page showed: a slide changed meanwhile (words, photos, an
 * order) is refused, never reshuffled. The first photo is the cover: the card's
 * picture (a gallery collection's too), and the one a one-picture page shows.
 */
export async function orderSlidePhotos(
  database: Database,
  actor: Actor,
  id: number,
  version: number,
  change: OrderChange,
  now = new Date(),
): Promise<SaveResult<{ version: number }>> {
  return settingsWrite(database, async (trx, lock) => {
    const row = await lock.slide(id);
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const images = await trx
      .selectFrom("showcase_images")
      .select("id")
      .where("slide_id", "=", id)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const current = images.map((i) => i.id);
    if ("id" in change && !current.includes(change.id)) return NOT_FOUND;
    const order = applyOrder(current, change);
    // The same order again: nothing to record, no cached page dropped.
    if (order.every((imageId, i) => imageId === current[i])) return { ok: true, value: { version } } as const;
    for (const [position, imageId] of order.entries()) {
      await trx.updateTable("showcase_images").set({ position }).where("id", "=", imageId).execute();
    }
    const at = now.toISOString();
    await touch(trx, id, at);
    const cover = order[0] !== current[0];
    await recordSettingsChange(
      trx,
      actor,
      {
        section: "showcase",
        subject: subjectOf(row, await coverAlt(trx, id)),
        action: cover ? "photo-cover" : "photos-moved",
      },
      at,
    );
    return { ok: true, value: { version: version + 1 } } as const;
  });
}
