import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { Kysely, Transaction } from "kysely";
import pLimit from "p-limit";
import sharp, { type Metadata } from "sharp";
import type { ImageKind } from "../../lib/media/image-ref.ts";
import { type Crop, cropRegion, kindAspect } from "../../lib/media/crop.ts";
import type { ImageFormat } from "../../lib/media/images.ts";
import { type Database, getDb, type Tables } from "../platform/db.server.ts";
import {
  ENCODER,
  MAX_OUTPUT_BYTES,
  RenditionTooLargeError,
  renderRenditions,
  type Rendition,
} from "./image-renditions.server.ts";
import { log } from "../platform/log.server.ts";

/**
 * Staff photo uploads: recognised by their content (never by name or declared type),
 * bounded in bytes and in pixels (a small file can decode to gigabytes), turned upright,
 * stripped of EXIF/GPS, and rendered by the one image pipeline into the same AVIF and
 * WebP widths as the build's pictures. The renditions are stored through a
 * MediaStorage (the database by default, so every instance can serve them) and served
 * under /images/media/<content hash>-<width>.<format>, which never changes for a given
 * picture and so is cached for a year.
 */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Catalogue photos are portraits (4:5), like the cards and the dialog. */
export const UPLOAD_KIND: ImageKind = "portrait";

/** The frame an upload is cropped to; `phone` adds a second, tall crop for narrow screens (a home hero). */
export type UploadFrame = { kind: ImageKind; phone?: ImageKind };

const ACCEPTED = new Map([
  ["image/jpeg", "JPEG"],
  ["image/png", "PNG"],
  ["image/webp", "WebP"],
  ["image/avif", "AVIF"],
]);

export type UploadProblem = { ok: false; status: 400 | 413 | 415 | 422; message: string };

export type ProcessedUpload = {
  ok: true;
  hash: string;
  sourceType: string;
  width: number;
  height: number;
  frame: UploadFrame;
  renditions: Rendition[];
  /** The tall crop's renditions, when the frame asks for one. */
  phoneRenditions: Rendition[];
};

/** Renders one upload at a time per process: the pages keep their CPU. */
const inRenderSlot = pLimit(1);

function megapixels(pixels: number): string {
  return (pixels / 1_000_000).toFixed(pixels < 10_000_000 ? 1 : 0);
}

/**
 * Checks and renders one uploaded file. Nothing is stored here. `crop` (the photo
 * day's) cuts the chosen part of the photo to the frame's shape first; without it the
 * pipeline frames the photo itself.
 */
export async function processUpload(
  bytes: Uint8Array,
  name = "The file",
  frame: UploadFrame = { kind: UPLOAD_KIND },
  crop?: Crop,
): Promise<ProcessedUpload | UploadProblem> {
  if (bytes.byteLength === 0) return { ok: false, status: 400, message: `${name} is empty.` };
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    return {
      ok: false,
      status: 413,
      message: `${name} is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; photos can be at most 15 MB.`,
    };
  }
  const detected = await fileTypeFromBuffer(bytes);
  const label = detected ? ACCEPTED.get(detected.mime) : undefined;
  if (!detected || !label) {
    return { ok: false, status: 415, message: `${name} is not a JPEG, PNG, WebP or AVIF picture.` };
  }
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, status: 422, message: `${name} could not be read as a ${label} picture: it may be damaged.` };
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!meta.width || !meta.height) {
    return { ok: false, status: 422, message: `${name} could not be read as a ${label} picture: it may be damaged.` };
  }
  if (pixels > MAX_UPLOAD_PIXELS) {
    return {
      ok: false,
      status: 422,
      message: `${name} is ${meta.width} × ${meta.height} pixels (${megapixels(pixels)} megapixels); photos can be at most 40 megapixels. Please resize it and try again.`,
    };
  }
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;
  try {
    const options = {
      photo: true,
      limitInputPixels: MAX_UPLOAD_PIXELS,
      failOn: "truncated",
      ...(crop ? { extract: cropRegion(width, height, kindAspect(frame.kind), crop) } : {}),
    } as const;
    const renditions = await inRenderSlot(() => renderRenditions(input, frame.kind, options));
    const phoneRenditions = frame.phone ? await inRenderSlot(() => renderRenditions(input, frame.phone!, options)) : [];
    // The catalogue's hashes stay what they were (kind only), so a re-upload finds its picture.
    const framing = {
      ...(frame.phone ? { kind: frame.kind, phone: frame.phone } : { kind: frame.kind }),
      // Another crop of the same photo is another picture.
      ...(options.extract ? { extract: options.extract } : {}),
    };
    const hash = createHash("sha256")
      .update(input)
      .update(JSON.stringify({ ...framing, encoder: ENCODER }))
      .digest("hex")
      .slice(0, 32);
    return {
      ok: true,
      hash,
      sourceType: detected.mime,
      width,
      height,
      frame,
      renditions,
      phoneRenditions,
    };
  } catch (error) {
    log.warn("upload_render_failed", { error: String(error) });
    if (error instanceof RenditionTooLargeError) {
      // A sound file that holds too much fine detail (grain, noise) to fit the pages' byte budget.
      return {
        ok: false,
        status: 422,
        message: `${name} is too detailed for the site: even at lower quality it would be larger than the ${MAX_OUTPUT_BYTES / 1024} KB each picture on the pages may weigh (fine grain or noise does this). Please choose a smoother photo, or soften it slightly, and try again.`,
      };
    }
    return {
      ok: false,
      status: 422,
      message: `${name} could not be read as a ${label} picture: it is damaged or incomplete.`,
    };
  }
}

export type StoredFile = { name: string; contentType: string; data: Uint8Array };

/**
 * Where rendition bytes live. The database store works for one machine and for many
 * instances alike; an object store (S3-compatible) can implement the same three
 * operations later without touching callers.
 */
export interface MediaStorage {
  readonly name: string;
  save(trx: Transaction<Tables>, mediaId: number, files: readonly StoredFile[]): Promise<void>;
  read(db: Kysely<Tables>, mediaId: number, fileName: string): Promise<StoredFile | null>;
  remove(trx: Transaction<Tables>, mediaId: number): Promise<void>;
}

export const databaseStorage: MediaStorage = {
  name: "database",
  async save(trx, mediaId, files) {
    for (const file of files) {
      await trx
        .insertInto("media_files")
        .values({
          media_id: mediaId,
          name: file.name,
          content_type: file.contentType,
          size: file.data.byteLength,
          data: file.data,
        })
        .execute();
    }
  },
  async read(db, mediaId, fileName) {
    const row = await db
      .selectFrom("media_files")
      .select(["name", "content_type", "data"])
      .where("media_id", "=", mediaId)
      .where("name", "=", fileName)
      .executeTakeFirst();
    return row ? { name: row.name, contentType: row.content_type, data: row.data } : null;
  },
  async remove(trx, mediaId) {
    await trx.deleteFrom("media_files").where("media_id", "=", mediaId).execute();
  },
};

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp" };

export function mediaKey(hash: string): string {
  return `media/${hash}`;
}

/**
 * Stores a processed upload (or finds the identical picture already stored) and
 * returns its media id. Runs inside the caller's transaction.
 */
export async function storeMedia(
  trx: Transaction<Tables>,
  upload: ProcessedUpload,
  at: string,
  storage: MediaStorage = databaseStorage,
): Promise<number> {
  const existing = await trx.selectFrom("media").select("id").where("hash", "=", upload.hash).executeTakeFirst();
  if (existing) return existing.id;
  const { id } = await trx
    .insertInto("media")
    .values({
      hash: upload.hash,
      storage: storage.name,
      key: mediaKey(upload.hash),
      kind: upload.frame.kind,
      phone_kind: upload.frame.phone ?? null,
      width: upload.width,
      height: upload.height,
      source_type: upload.sourceType,
      bytes: [...upload.renditions, ...upload.phoneRenditions].reduce((sum, r) => sum + r.data.byteLength, 0),
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const file = (prefix: string) => (r: Rendition) => ({
    name: `${prefix}${r.width}.${r.format}`,
    contentType: CONTENT_TYPES[r.format],
    data: r.data,
  });
  await storage.save(trx, id, [...upload.renditions.map(file("")), ...upload.phoneRenditions.map(file("phone-"))]);
  return id;
}

/** Deletes a picture no product, showcase slide or collection hero shows any more (the build's own files stay on disk). */
export async function deleteMediaIfUnused(
  trx: Transaction<Tables>,
  mediaId: number,
  storage: MediaStorage = databaseStorage,
): Promise<boolean> {
  const used = await trx.selectFrom("item_images").select("id").where("media_id", "=", mediaId).limit(1).execute();
  if (used.length) return false;
  const shown = await trx.selectFrom("showcase_images").select("id").where("media_id", "=", mediaId).limit(1).execute();
  if (shown.length) return false;
  const media = await trx.selectFrom("media").select(["storage", "key"]).where("id", "=", mediaId).executeTakeFirst();
  if (!media) return false;
  // A collection's hero names its picture by key (the seeded one is the build's file, with no media row).
  const hero = await trx
    .selectFrom("collections")
    .select("id")
    .where("hero_image_key", "=", media.key)
    .limit(1)
    .execute();
  if (hero.length) return false;
  if (media.storage === storage.name) await storage.remove(trx, mediaId);
  await trx.deleteFrom("media").where("id", "=", mediaId).execute();
  return true;
}

/**
 * Removes every picture no product, slide or collection hero uses (left behind by a process that
 * stopped half-way, or by an older release). Returns how many went.
 */
export async function sweepOrphanMedia(database: Database, storage: MediaStorage = databaseStorage): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    const orphans = await trx
      .selectFrom("media")
      .leftJoin("item_images", "item_images.media_id", "media.id")
      .leftJoin("showcase_images", "showcase_images.media_id", "media.id")
      .leftJoin("collections", "collections.hero_image_key", "media.key")
      .select(["media.id"])
      .where("item_images.id", "is", null)
      .where("showcase_images.id", "is", null)
      .where("collections.id", "is", null)
      .execute();
    let removed = 0;
    for (const { id } of orphans) if (await deleteMediaIfUnused(trx, id, storage)) removed++;
    return removed;
  });
}

const FILE_NAME = /^([a-f0-9]{32})(-phone)?-(\d{2,5})\.(avif|webp)$/;

/** One rendition by its public file name (`<hash>-<width>.<format>`, `<hash>-phone-<width>.<format>`), or null. */
export async function readMediaFile(
  db: Kysely<Tables>,
  fileName: string,
  storage: MediaStorage = databaseStorage,
): Promise<StoredFile | null> {
  const match = FILE_NAME.exec(fileName);
  if (!match) return null;
  const [, hash, phone, width, format] = match;
  const media = await db
    .selectFrom("media")
    .select(["id", "storage"])
    .where("key", "=", mediaKey(hash!))
    .executeTakeFirst();
  if (!media || media.storage !== storage.name) return null;
  return storage.read(db, media.id, `${phone ? "phone-" : ""}${width}.${format}`);
}

/** For the HTTP server (server/app.ts): a rendition of the process's database. */
export function readPublicMediaFile(fileName: string): Promise<StoredFile | null> {
  return readMediaFile(getDb(), fileName);
}
