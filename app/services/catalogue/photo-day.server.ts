import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import { parseRecordId } from "../../lib/record-id.ts";
import { typedAlts } from "./product-editor.server.ts";
import { assertSameOrigin, type SessionAdmin } from "../accounts/index.server.ts";
import { redirectWithFlash, takeFlash } from "../platform/flash.server.ts";
import { formValues, readRequestBody } from "../platform/request-body.server.ts";
import { checkAlt, PRODUCT_LIMITS } from "../../lib/catalogue/product-form.ts";
import { moveStep } from "../../lib/catalogue/ordering.ts";
import { itemPath } from "../../lib/catalogue/paths.ts";
import { charCount } from "../../lib/text/characters.ts";
import { getDatabase, type Database, type Tables } from "../platform/db.server.ts";
import {
  type Actor,
  type WriteResult,
  catalogueWrite,
  CONFLICT,
  NOT_FOUND,
  invalid,
  recordChange,
} from "./catalogue-write.server.ts";

/**
 * The photo day: every published item whose card still shows the generated artwork
 * (its cover, the first saved photo, is one of the build's files: media storage
 * "static"), one at a time, for staff photographing the stock at the counter.
 *
 * - Progress is what is still on artwork, read afresh each time: leaving and coming
 *   back resumes where the shop is, not where a session was.
 * - Two staff at once never take the same item: each holds a claim on the item they
 *   are photographing (photo_day_claims, PHOTO_DAY_CLAIM_MS long, renewed by every
 *   look at it), released by Save or Skip and expiring on its own if they walk away.
 *   A claim is taken with one upsert that succeeds only on a free or expired row (or
 *   one's own), so two staff asking at the same moment get different items on either
 *   database.
 * - Save and next takes the item's draft photos (uploaded through the images route,
 *   cropped to the card's shape) with their alt texts and the chosen cover, in one
 *   catalogue write under the item's lock and the version the page showed.
 */
export const PHOTO_DAY_CLAIM_MS = 10 * 60 * 1000;

/** Every published item in the catalogue's order (collections, then items), and whether its card is still artwork. */
async function publishedInOrder(db: Kysely<Tables>): Promise<Array<{ id: number; artwork: boolean }>> {
  const rows = await db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select((eb) => [
      "items.id",
      // The storage of its cover: its first saved photo.
      eb
        .selectFrom("item_images")
        .innerJoin("media", "media.id", "item_images.media_id")
        .select("media.storage")
        .whereRef("item_images.item_id", "=", "items.id")
        .where("item_images.draft_since", "is", null)
        .orderBy("item_images.position")
        .orderBy("item_images.id")
        .limit(1)
        .as("cover_storage"),
    ])
    .where("items.status", "=", "published")
    .orderBy("collections.position")
    .orderBy("items.position")
    .orderBy("items.id")
    .execute();
  return rows.map((r) => ({ id: r.id, artwork: r.cover_storage === "static" }));
}

export type PhotoDayProgress = { done: number; total: number };

function progressOf(items: ReadonlyArray<{ artwork: boolean }>): PhotoDayProgress {
  return { done: items.filter((i) => !i.artwork).length, total: items.length };
}

/**
 * How many published items still show the generated artwork as their card photo: the
 * photo day's count, which the go-live checklist states too (one definition of done).
 */
export async function photoDayProgress(database: Database): Promise<PhotoDayProgress> {
  return progressOf(await publishedInOrder(database.db));
}

/** Takes (or renews) the claim on an item: false when someone else holds it and it has not expired. */
async function claim(database: Database, adminId: number, itemId: number, now: number): Promise<boolean> {
  const expires = now + PHOTO_DAY_CLAIM_MS;
  const row = await database.db
    .insertInto("photo_day_claims")
    .values({ item_id: itemId, admin_id: adminId, expires_ms: expires })
    .onConflict((oc) =>
      oc
        .column("item_id")
        .doUpdateSet({ admin_id: adminId, expires_ms: expires })
        .where((eb) =>
          eb.or([eb("photo_day_claims.expires_ms", "<=", now), eb("photo_day_claims.admin_id", "=", adminId)]),
        ),
    )
    .returning("item_id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Lets go of a member of staff's claims (all of them, or all but `keep`). */
export async function releaseClaims(database: Database, adminId: number, keep?: number): Promise<void> {
  await database.db
    .deleteFrom("photo_day_claims")
    .where("admin_id", "=", adminId)
    .$if(keep !== undefined, (q) => q.where("item_id", "!=", keep!))
    .execute();
}

export type PhotoDayTurn = {
  /** The item this member of staff now holds, or null when none is free. */
  itemId: number | null;
  progress: PhotoDayProgress;
  /** Items still on artwork that colleagues hold right now. */
  heldByOthers: number;
};

/**
 * The item a member of staff works on next. Without `after` (opening the screen,
 * reloading it): the item they already hold, if it still shows artwork, else the first
 * free one. With `after` (just saved or skipped): the first free one after it in the
 * catalogue's order, coming round to the start at the end, so a skipped item comes
 * back only when everything else has been seen.
 */
export async function nextPhotoDayItem(
  database: Database,
  adminId: number,
  after: number | null,
  now = Date.now(),
): Promise<PhotoDayTurn> {
  const items = await publishedInOrder(database.db);
  const claims = await database.db
    .selectFrom("photo_day_claims")
    .select(["item_id", "admin_id"])
    .where("expires_ms", ">", now)
    .execute();
  const othersHold = new Set(claims.filter((c) => c.admin_id !== adminId).map((c) => c.item_id));
  const waiting = items.filter((i) => i.artwork);
  const start = after === null ? -1 : items.findIndex((i) => i.id === after);
  const rotated = [...items.slice(start + 1), ...items.slice(0, start + 1)].filter((i) => i.artwork);
  const mine =
    after === null ? claims.find((c) => c.admin_id === adminId && waiting.some((i) => i.id === c.item_id)) : undefined;
  const candidates = mine
    ? [mine.item_id, ...rotated.map((i) => i.id).filter((id) => id !== mine.item_id)]
    : rotated.map((i) => i.id);
  for (const id of candidates) {
    if (othersHold.has(id)) continue;
    // Someone may have taken it since the claims were read: then the next one.
    if (await claim(database, adminId, id, now)) {
      await releaseClaims(database, adminId, id);
      return {
        itemId: id,
        progress: progressOf(items),
        heldByOthers: waiting.filter((i) => othersHold.has(i.id)).length,
      };
    }
    othersHold.add(id);
  }
  await releaseClaims(database, adminId);
  return {
    itemId: null,
    progress: progressOf(items),
    heldByOthers: waiting.filter((i) => othersHold.has(i.id)).length,
  };
}

export type PhotoDayPhoto = {
  id: number;
  key: string;
  kind: string;
  alt: string;
  /** Uploaded on this visit (or an earlier one) and not saved yet. */
  draft: boolean;
  /** The generated artwork the site came with. */
  artwork: boolean;
};

export type PhotoDayItem = {
  id: number;
  title: string;
  version: number;
  collection: string;
  /** Its public page. */
  path: string;
  photos: PhotoDayPhoto[];
};

export async function photoDayItem(db: Kysely<Tables>, itemId: number): Promise<PhotoDayItem | null> {
  const row = await db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select(["items.id", "items.title", "items.version", "items.slug", "collections.name", "collections.path"])
    .where("items.id", "=", itemId)
    .executeTakeFirst();
  if (!row) return null;
  const photos = await db
    .selectFrom("item_images")
    .innerJoin("media", "media.id", "item_images.media_id")
    .select([
      "item_images.id",
      "media.key",
      "media.kind",
      "media.storage",
      "item_images.alt",
      "item_images.draft_since",
    ])
    .where("item_images.item_id", "=", itemId)
    .orderBy("item_images.position")
    .orderBy("item_images.id")
    .execute();
  return {
    id: row.id,
    title: row.title,
    version: row.version,
    collection: row.name,
    path: itemPath(row.path, row.slug),
    photos: photos.map((p) => ({
      id: p.id,
      key: p.key,
      kind: p.kind,
      alt: p.alt,
      draft: p.draft_since !== null,
      artwork: p.storage === "static",
    })),
  };
}

export type PhotoDaySave = {
  /** The photo to make the card's picture. */
  cover: number | null;
  /** The draft photos' alt texts as typed, by photo id: the drafts to save. */
  alts: ReadonlyMap<number, string>;
};

/**
 * Saves the item's draft photos named in `alts` (each described: never a photo on the
 * site without its words) and makes `cover` its card's picture, under the item's lock
 * and the version the page showed; lets go of the claim. Refused while a colleague
 * holds the item (the claim of someone whose own has expired is not theirs any more).
 */
export async function savePhotoDay(
  database: Database,
  actor: Actor,
  itemId: number,
  version: number,
  save: PhotoDaySave,
  now = new Date(),
): Promise<WriteResult<{ title: string; added: number }>> {
  return catalogueWrite(database, async (trx, lock) => {
    const row = await lock.item(itemId);
    if (!row) return NOT_FOUND;
    const held = await trx
      .selectFrom("photo_day_claims")
      .select("admin_id")
      .where("item_id", "=", itemId)
      .where("expires_ms", ">", now.getTime())
      .executeTakeFirst();
    if (held && held.admin_id !== actor.id) {
      return invalid(["A colleague is photographing this item now. Skip it: it stays theirs."]);
    }
    if (row.version !== version) return CONFLICT;
    const photos = await trx
      .selectFrom("item_images")
      .select(["id", "draft_since"])
      .where("item_id", "=", itemId)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const drafts = photos.filter((p) => p.draft_since !== null && save.alts.has(p.id));
    const typed = new Map<number, string>();
    for (const draft of drafts) {
      const number = photos.indexOf(draft) + 1;
      const checked = checkAlt(save.alts.get(draft.id));
      if (!checked.ok) return invalid([`Photo ${number}: ${checked.message}`]);
      if (charCount(checked.alt) < PRODUCT_LIMITS.altMin) {
        return invalid([
          `Photo ${number}: describe it in a few words (the garment, its colour, the view) before saving.`,
        ]);
      }
      typed.set(draft.id, checked.alt);
    }
    // The photos the site will show, in order: the saved ones and the drafts saved now.
    const shown = photos.filter((p) => p.draft_since === null || typed.has(p.id)).map((p) => p.id);
    const cover = save.cover !== null && shown.includes(save.cover) ? save.cover : shown[0];
    if (!drafts.length && cover === shown[0])
      return invalid(["Take a photo first (or make one of its photographs the cover), or skip this item."]);
    const at = now.toISOString();
    for (const [id, alt] of typed) {
      await trx.updateTable("item_images").set({ alt, draft_since: null }).where("id", "=", id).execute();
    }
    const order = moveStep(shown, cover!, "first");
    const drafted = photos.filter((p) => !shown.includes(p.id)).map((p) => p.id);
    for (const [position, id] of [...order, ...drafted].entries()) {
      await trx.updateTable("item_images").set({ position }).where("id", "=", id).execute();
    }
    await trx
      .updateTable("items")
      .set({ version: row.version + 1, updated_at: at })
      .where("id", "=", itemId)
      .execute();
    const who = { collectionId: row.collection_id, itemId, subject: row.title };
    if (drafts.length) {
      const count = drafts.length === 1 ? "1 photo" : `${drafts.length} photos`;
      await recordChange(trx, actor, { ...who, action: "photo-added", fields: [count, "photo day"] }, at);
    }
    if (cover !== shown[0])
      await recordChange(trx, actor, { ...who, action: "photos-reordered", fields: ["cover"] }, at);
    await trx.deleteFrom("photo_day_claims").where("item_id", "=", itemId).execute();
    return { ok: true, value: { title: row.title, added: drafts.length } } as const;
  });
}

// ------------------------------------------------------------------ the screen's server half

const HERE = "/admin/photo-day";

export type PhotoDayActionData = {
  message?: string;
  conflict?: true;
  /** What was typed, shown again after a refusal. */
  alts?: Record<string, string>;
  cover?: number | null;
};

/** The screen: the item this member of staff holds (taking one if they hold none), its photos and the progress. */
export async function photoDayLoader(request: Request, admin: SessionAdmin) {
  const database = getDatabase();
  const turn = await nextPhotoDayItem(database, admin.id, null);
  const item = turn.itemId === null ? null : await photoDayItem(database.db, turn.itemId);
  const { flash, headers } = await takeFlash(request);
  return data(
    {
      item,
      progress: turn.progress,
      heldByOthers: turn.heldByOthers,
      claimMinutes: PHOTO_DAY_CLAIM_MS / 60_000,
      flash,
    },
    { headers },
  );
}

/** Save and next, or Skip: either way the next item is taken before the page comes back. */
export async function photoDayAction(request: Request, admin: SessionAdmin) {
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 64 * 1024 });
  if (!body.ok)
    return data<PhotoDayActionData>({ message: body.message }, { status: body.status, headers: body.headers });
  const values = formValues(body);
  const intent = values.get("intent") ?? "";
  const itemId = parseRecordId(values.get("item"));
  const database = getDatabase();
  if (itemId === null || (intent !== "save" && intent !== "skip")) {
    return data<PhotoDayActionData>(
      { message: "That is not something this screen does. Reload it and try again." },
      { status: 400 },
    );
  }
  if (intent === "skip") {
    await database.db
      .deleteFrom("photo_day_claims")
      .where("item_id", "=", itemId)
      .where("admin_id", "=", admin.id)
      .execute();
    await nextPhotoDayItem(database, admin.id, itemId);
    return redirect(HERE);
  }
  const alts = typedAlts(values);
  const cover = parseRecordId(values.get("cover"));
  const version = Number(values.get("version"));
  const saved = await savePhotoDay(database, admin, itemId, version, { cover, alts });
  const typed = Object.fromEntries([...alts].map(([id, alt]) => [String(id), alt]));
  if (saved.ok) {
    await nextPhotoDayItem(database, admin.id, itemId);
    const photos =
      saved.value.added === 1 ? "its new photo" : saved.value.added > 1 ? "its new photos" : "its new cover";
    throw await redirectWithFlash(request, HERE, {
      tone: "success",
      message: `Saved “${saved.value.title}”: the site shows ${photos} now.`,
    });
  }
  if (saved.reason === "not-found") {
    await nextPhotoDayItem(database, admin.id, null);
    throw await redirectWithFlash(request, HERE, { tone: "error", message: "That item no longer exists." });
  }
  if (saved.reason === "conflict") {
    return data<PhotoDayActionData>({ conflict: true, alts: typed, cover }, { status: 409 });
  }
  return data<PhotoDayActionData>(
    { message: "problems" in saved ? saved.problems.join(" ") : "", alts: typed, cover },
    { status: 422 },
  );
}
