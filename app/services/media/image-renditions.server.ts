import sharp, { type OutputInfo } from "sharp";
import type { ImageKind } from "../../lib/media/image-ref.ts";
import { IMAGE_FORMATS, IMAGE_KINDS, type ImageFormat, imageHeight } from "../../lib/media/images.ts";

/**
 * The one image pipeline's encoder: a source picture (store photo, generated artwork,
 * a staff upload) becomes the responsive AVIF and WebP files the Picture component
 * asks for, cropped to the kind's ratio. The build (scripts/image-pipeline.ts) writes
 * them to files; uploads (media.server.ts) keep them in the database.
 */

/** Every output must stay under this: the pages' byte budget assumes it. */
export const MAX_OUTPUT_BYTES = 200 * 1024;

/**
 * Encoder settings. Rasterising the SVG costs ~0.3 s of CPU per image, so the encoders
 * must stay cheap: AVIF effort 1 is ~2.5x faster than effort 2 for ~5% more bytes, and
 * WebP is only the fallback for browsers without AVIF. Artwork comes out at 10-60 KB.
 * Any change here changes every cache key, so the next build re-encodes everything.
 */
export const ENCODER = {
  version: 1,
  avif: { quality: 52, effort: 1, chromaSubsampling: "4:2:0" },
  webp: { quality: 80, effort: 2 },
} as const;

export type Rendition = { width: number; height: number; format: ImageFormat; data: Buffer };

export type RenderOptions = {
  /** Photos are cropped around what draws the eye; artwork is centred. */
  photo: boolean;
  /** Refuse sources above this many pixels before decoding them (decompression bombs). */
  limitInputPixels?: number;
  /** "truncated" refuses a cut-off file instead of rendering its grey remainder. */
  failOn?: "error" | "truncated" | "warning";
  /** The part of the upright source to keep (a crop chosen on the photo day), cut before the kind's frame. */
  extract?: { left: number; top: number; width: number; height: number };
};

async function encode(
  raw: { data: Buffer; info: OutputInfo },
  width: number,
  height: number,
  format: ImageFormat,
  qualityDrop: number,
): Promise<Buffer> {
  const img = sharp(raw.data, {
    raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels },
  }).resize(width, height, { kernel: "lanczos3" });
  return format === "avif"
    ? img.avif({ ...ENCODER.avif, quality: ENCODER.avif.quality - qualityDrop }).toBuffer()
    : img.webp({ ...ENCODER.webp, quality: ENCODER.webp.quality - qualityDrop }).toBuffer();
}

/**
 * Renders one source into every width and format of its kind. The source is decoded
 * once at the largest size, turned upright by its EXIF orientation, cropped to the
 * kind's ratio and converted to sRGB; smaller widths are plain downscales of that
 * frame, so every width shows the same crop. Nothing of the source's metadata (EXIF,
 * GPS, camera) is written to the outputs.
 */
export async function renderRenditions(input: Buffer, kind: ImageKind, options: RenderOptions): Promise<Rendition[]> {
  const spec = IMAGE_KINDS[kind];
  const source = sharp(input, {
    failOn: options.failOn ?? "error",
    limitInputPixels: options.limitInputPixels ?? 100_000_000,
  }).rotate();
  // After rotate(): the region is measured on the photo as it stands upright, as the browser showed it.
  if (options.extract) source.extract(options.extract);
  const raw = await source
    .resize(spec.width, spec.height, { fit: "cover", position: options.photo ? sharp.strategy.attention : "centre" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const renditions: Rendition[] = [];
  for (const width of spec.widths) {
    const height = imageHeight(kind, width);
    for (const format of IMAGE_FORMATS) {
      let out: Buffer | null = null;
      // A noisy photo can exceed the budget at full quality: step down twice before failing.
      for (const drop of [0, 12, 24]) {
        out = await encode(raw, width, height, format, drop);
        if (out.length <= MAX_OUTPUT_BYTES) break;
      }
      if (!out || out.length > MAX_OUTPUT_BYTES) {
        throw new RenditionTooLargeError(
          `${width}w ${format} is ${Math.round(out!.length / 1024)} KB, over the ${MAX_OUTPUT_BYTES / 1024} KB limit even at lower quality`,
        );
      }
      renditions.push({ width, height, format, data: out });
    }
  }
  return renditions;
}

export class RenditionTooLargeError extends Error {
  override name = "RenditionTooLargeError";
}
