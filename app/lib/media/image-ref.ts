/** Aspect ratios: portrait 4:5, landscape 3:2, square 1:1, wide 16:9. */
export type ImageKind = "portrait" | "landscape" | "square" | "wide";

/**
 * What components render: the key names the files, the alt describes the garment.
 * `phone` is the frame of an art-directed phone rendition (a hero whose wide or tall box
 * on a phone would otherwise crop away the subject): the build encodes it as
 * `<key>-phone-<w>`, and Picture offers it to narrow screens.
 */
export type ImageRef = { key: string; alt: string; kind: ImageKind; phone?: ImageKind };

/** Keys are file paths: lowercase segments of a-z, 0-9 and dashes, joined by "/". */
const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export function isValidImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
