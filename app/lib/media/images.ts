import type { ImageKind } from "./image-ref.ts";

export type ImageFormat = "avif" | "webp";

export type KindSpec = {
  /** Intrinsic size of the largest rendition: the <img> width/height (reserves space, no layout shift). */
  width: number;
  height: number;
  /** Rendered widths, smallest first. Few widths keep the build fast and the browser cache warm. */
  widths: readonly number[];
};

export const IMAGE_KINDS: Record<ImageKind, KindSpec> = {
  portrait: { width: 800, height: 1000, widths: [400, 800] },
  // 800: the promo and other landscape art on a phone at DPR 1.75–2 (600 is too small, 1200 twice the bytes).
  landscape: { width: 1200, height: 800, widths: [600, 800, 1200] },
  square: { width: 800, height: 800, widths: [400, 800] },
  wide: { width: 1600, height: 900, widths: [800, 1600] },
};

export const IMAGE_FORMATS: readonly ImageFormat[] = ["avif", "webp"];

/** Height of a rendition of `kind` at `width`, rounded like the encoder rounds it. */
export function imageHeight(kind: ImageKind, width: number): number {
  const spec = IMAGE_KINDS[kind];
  return Math.round((width * spec.height) / spec.width);
}

/** Public URL of one rendition: /images/<key>-<w>.<format>. */
export function imageUrl(key: string, width: number, format: ImageFormat): string {
  return `/images/${key}-${width}.${format}`;
}

/** File name (relative to the images folder) of one rendition. */
export function imageFileName(key: string, width: number, format: ImageFormat): string {
  return `${key}-${width}.${format}`;
}

/** Key of the art-directed phone rendition of `key` (see ImageRef.phone). */
export function phoneKey(key: string): string {
  return `${key}-phone`;
}

/** `srcset` value listing every width of the kind. */
export function imageSrcSet(key: string, kind: ImageKind, format: ImageFormat): string {
  return IMAGE_KINDS[kind].widths.map((w) => `${imageUrl(key, w, format)} ${w}w`).join(", ");
}

/** The fallback `src`: the largest WebP (every browser we support decodes WebP). */
export function imageFallbackSrc(key: string, kind: ImageKind): string {
  const widths = IMAGE_KINDS[kind].widths;
  return imageUrl(key, widths[widths.length - 1]!, "webp");
}
