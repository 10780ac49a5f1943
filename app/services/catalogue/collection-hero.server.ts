import type { Transaction } from "kysely";
import { data } from "react-router";
import { heroPictureSchema, type HeroBadges, type HeroFigure } from "../../lib/catalogue/collection-hero.ts";
import { readFields } from "../../lib/forms/submission.ts";
import { type Database, getDatabase, type Tables } from "../platform/db.server.ts";
import { redirectWithFlash } from "../platform/flash.server.ts";
import { type RateLimit, takeToken } from "../platform/rate-limit.server.ts";
import { readRequestBody } from "../platform/request-body.server.ts";
import { deleteMediaIfUnused, processUpload, storeMedia, type ProcessedUpload } from "../media/index.server.ts";
import {
  type Actor,
  type WriteResult,
  catalogueWrite,
  recordChange,
  CONFLICT,
  NOT_FOUND,
} from "./catalogue-write.server.ts";

/**
 * A collection hero's picture and its hand-written badges and figures (issue 32),
 * saved from the collection's staff page against the version the page was opened at,
 * like its words: two staff never silently overwrite each other. Each is one catalogue
 * change (history, version, the cached pages dropped), so the public screen shows it
 * at its next load.
 */

function figuresOf(json: string | null): HeroFigure[] {
  if (!json) return [];
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? (parsed as HeroFigure[]) : [];
  } catch {
    return [];
  }
}

/** The badges and figures as the collection row keeps them (none: null), for the staff page. */
export function heroBadgesOf(row: { hero_badge: string | null; hero_tag: string | null; hero_stats: string | null }) {
  return { badge: row.hero_badge ?? "", tag: row.hero_tag ?? "", figures: figuresOf(row.hero_stats) };
}

/** Saves the badge, the tag and the figures (in the posted order). The same again changes nothing. */
export async function saveHeroBadges(
  database: Database,
  actor: Actor,
  slug: string,
  version: number,
  badges: HeroBadges,
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx, lock) => {
    const row = await lock.collection(slug);
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const before = heroBadgesOf(row);
    const fields = [
      ...(before.badge !== badges.badge ? ["badge above the title"] : []),
      ...(before.tag !== badges.tag ? ["tag on the picture"] : []),
      ...(JSON.stringify(before.figures) !== JSON.stringify(badges.figures) ? ["figures"] : []),
    ];
    if (!fields.length) return { ok: true } as const;
    const at = now.toISOString();
    await trx
      .updateTable("collections")
      .set({
        hero_badge: badges.badge || null,
        hero_tag: badges.tag || null,
        hero_stats: badges.figures.length ? JSON.stringify(badges.figures) : null,
        version: row.version + 1,
        updated_at: at,
      })
      .where("id", "=", row.id)
      .execute();
    await recordChange(
      trx,
      actor,
      { collectionId: row.id, itemId: null, subject: row.name, action: "edited", fields },
      at,
    );
    return { ok: true } as const;
  });
}

/** The stored picture a hero shows, if it is an upload (the seeded artwork is the build's own files). */
async function uploadedMediaId(trx: Transaction<Tables>, key: string): Promise<number | null> {
  const media = await trx.selectFrom("media").select("id").where("key", "=", key).executeTakeFirst();
  return media?.id ?? null;
}

/**
 * Replaces a collection's hero picture with an uploaded one and its description, in
 * one change: the old upload is deleted when nothing else shows it. A refusal (stale
 * page, collection gone) keeps nothing of the new picture.
 */
export async function replaceHeroPicture(
  database: Database,
  actor: Actor,
  slug: string,
  version: number,
  upload: ProcessedUpload,
  alt: string,
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx, lock) => {
    const row = await lock.collection(slug);
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const at = now.toISOString();
    const mediaId = await storeMedia(trx, upload, at);
    const media = await trx.selectFrom("media").select("key").where("id", "=", mediaId).executeTakeFirstOrThrow();
    const previous = row.hero_image_key === media.key ? null : await uploadedMediaId(trx, row.hero_image_key);
    if (row.hero_image_key === media.key && row.hero_image_alt === alt) return { ok: true } as const;
    await trx
      .updateTable("collections")
      .set({ hero_image_key: media.key, hero_image_alt: alt, version: row.version + 1, updated_at: at })
      .where("id", "=", row.id)
      .execute();
    if (previous !== null) await deleteMediaIfUnused(trx, previous);
    await recordChange(
      trx,
      actor,
      { collectionId: row.id, itemId: null, subject: row.name, action: "edited", fields: ["hero picture"] },
      at,
    );
    return { ok: true } as const;
  });
}

const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

/**
 * The collection page's picture form (multipart, posted to the page itself, so no route
 * of its own adds to every public page's route list): a new hero picture with its
 * description, through the one image pipeline (recognised by content, bounded, EXIF
 * stripped, rendered in the hero's portrait frame), against the version the page
 * showed. Always back to the page with what happened; it works without JavaScript.
 */
export async function heroPictureUpload(
  request: Request,
  admin: Actor,
  slug: string,
  uploads: RateLimit,
  conflictMessage: string,
) {
  // Into a Location header only as a slug we could have made: a raw one may hold CR/LF.
  if (!/^[a-z0-9-]{1,60}$/.test(slug)) throw data(null, { status: 404 });
  const here = `/admin/collections/${slug}#hero-picture`;
  const fail = (message: string) => redirectWithFlash(request, here, { tone: "error", message, place: "photos" });
  const body = await readRequestBody(request, { maxBytes: MAX_REQUEST_BYTES });
  if (!body.ok) {
    return fail(body.status === 413 ? "The photo is larger than 15 MB. Please send a smaller one." : body.message);
  }
  const file = body.fileLists.photo?.[0];
  if (!file || file.size === 0) return fail("Choose a photo to upload.");
  const submission = readFields(body.fields, heroPictureSchema);
  if (submission.status !== "success") {
    return fail(Object.values(submission.error ?? {}).flat()[0] ?? "Say what the photo shows.");
  }
  const database = getDatabase();
  const allowed = await takeToken(database, uploads, `admin:${admin.id}`);
  if (!allowed.allowed) {
    const minutes = Math.ceil(allowed.retryAfterMs / 60_000);
    return fail(`Too many uploads for now. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
  }
  // The hero's frame on every screen: a portrait, the whole garment (components/catalogue/collection-hero.tsx).
  const processed = await processUpload(new Uint8Array(await file.arrayBuffer()), "The photo", { kind: "portrait" });
  if (!processed.ok) return fail(processed.message);
  const version = Number(typeof body.fields.version === "string" ? body.fields.version : NaN);
  const saved = await replaceHeroPicture(database, admin, slug, version, processed, submission.value.alt);
  if (saved.ok) {
    return redirectWithFlash(request, here, {
      tone: "success",
      message: "Picture replaced: the screen shows it now.",
      place: "photos",
    });
  }
  if (saved.reason === "conflict") {
    return fail(
      `${conflictMessage}. The photo was not saved: the page now shows the collection as it is; send it again.`,
    );
  }
  throw data(null, { status: 404 });
}
