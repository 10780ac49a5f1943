import type { ImageKind } from "./image-ref.ts";
import { IMAGE_KINDS } from "./images.ts";

/**
 * A crop chosen on the photo day's screen, as numbers: the frame's centre as a
 * fraction of the upright photo's width and height, and how far it is zoomed in (1:
 * the largest frame of the card's shape that fits the photo). The browser shows the
 * frame with `cropRegion`, the server cuts the same region with sharp before the one
 * image pipeline renders it, so the preview is what the card will show.
 */
export type Crop = { x: number; y: number; zoom: number };

export const CENTRED: Crop = { x: 0.5, y: 0.5, zoom: 1 };
export const MAX_CROP_ZOOM = 4;

/** Width over height of a kind's frame: the card is a portrait, 4:5. */
export function kindAspect(kind: ImageKind): number {
  const spec = IMAGE_KINDS[kind];
  return spec.width / spec.height;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A crop kept within its bounds (a centre on the photo, a zoom from 1 to MAX_CROP_ZOOM). */
export function clampCrop(crop: Crop): Crop {
  return { x: clamp(crop.x, 0, 1), y: clamp(crop.y, 0, 1), zoom: clamp(crop.zoom, 1, MAX_CROP_ZOOM) };
}

/** "0.5,0.42,1.3", or null for anything that is not three finite numbers. */
export function parseCrop(value: string | null | undefined): Crop | null {
  if (!value || value.length > 60) return null;
  const parts = value.split(",").map((part) => (/^\s*-?\d+(\.\d+)?\s*$/.test(part) ? Number(part) : NaN));
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n))) return null;
  return clampCrop({ x: parts[0]!, y: parts[1]!, zoom: parts[2]! });
}

export function formatCrop(crop: Crop): string {
  const c = clampCrop(crop);
  return [c.x, c.y, c.zoom].map((n) => String(Math.round(n * 1000) / 1000)).join(",");
}

export type Region = { left: number; top: number; width: number; height: number };

/**
 * The region of a `width` × `height` photo a crop keeps, in whole pixels and always
 * inside the photo: the largest frame of `aspect` that fits, shrunk by the zoom, its
 * centre moved as near the chosen one as the edges allow.
 */
export function cropRegion(width: number, height: number, aspect: number, crop: Crop): Region {
  const { x, y, zoom } = clampCrop(crop);
  const fits = width / height > aspect ? { w: height * aspect, h: height } : { w: width, h: width / aspect };
  const w = clamp(Math.round(fits.w / zoom), 1, width);
  const h = clamp(Math.round(fits.h / zoom), 1, height);
  const left = clamp(Math.round(x * width - w / 2), 0, width - w);
  const top = clamp(Math.round(y * height - h / 2), 0, height - h);
  return { left, top, width: w, height: h };
}

/** The crop whose region, moved by (dx, dy) pixels of the photo, keeps the same zoom (a drag on the preview). */
export function movedCrop(width: number, height: number, aspect: number, crop: Crop, dx: number, dy: number): Crop {
  const region = cropRegion(width, height, aspect, crop);
  return clampCrop({
    x: (region.left + region.width / 2 + dx) / width,
    y: (region.top + region.height / 2 + dy) / height,
    zoom: crop.zoom,
  });
}
