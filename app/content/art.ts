/**
 * The vocabulary shared by content (which image an item shows) and the artwork
 * generator (what to draw until the store's photographs arrive).
 */

/** Aspect ratios: portrait 4:5, landscape 3:2, square 1:1, wide 16:9. */
export type ImageKind = "portrait" | "landscape" | "square" | "wide";

export type Garment =
  | "shirt"
  | "tshirt"
  | "polo"
  | "trousers"
  | "jeans"
  | "cargo"
  | "joggers"
  | "shorts"
  | "boxers"
  | "trackpants"
  | "blazer"
  | "suit"
  | "waistcoat"
  | "kurta"
  | "short-kurta"
  | "sherwani"
  | "bandi"
  | "jodhpuri"
  | "indowestern"
  | "jacket"
  | "sweater"
  | "sweatshirt"
  | "raincoat"
  | "dhoti"
  | "vest"
  | "brief"
  | "mojari"
  | "safa"
  | "mala"
  | "tie"
  | "brooch"
  | "suspenders"
  | "vel"
  | "combo";

export type Pattern =
  "solid" | "check" | "stripe" | "print" | "animal" | "textured" | "embroidered" | "denim" | "zari-border";

export type Composition = "single" | "rack" | "flatlay" | "detail" | "storefront";

export type ArtSpec = {
  garment: Garment;
  /** Hex colours, main first (e.g. "#f5f1e8"). */
  colors: readonly string[];
  pattern?: Pattern;
  composition?: Composition;
};

/** What components render: the key names the files, the alt describes the garment. */
export type ImageRef = { key: string; alt: string; kind: ImageKind };

/** What the generator draws and the build encodes; `variant` (0, 1, 2, ...) varies the picture. */
export type ImageRequest = { key: string; kind: ImageKind; art: ArtSpec; variant: number };

/** Keys are file paths: lowercase segments of a-z, 0-9 and dashes, joined by "/". */
const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export function isValidImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Builds one request per image of an item: `<base>-1`, `<base>-2`, ... with variants 0, 1, ... */
export function imageSeries(base: string, count: number, kind: ImageKind, art: ArtSpec): ImageRequest[] {
  return Array.from({ length: count }, (_, i) => ({ key: `${base}-${i + 1}`, kind, art, variant: i }));
}

/** The ImageRef for a request, with the alt text the page should show. */
export function imageRef(request: Pick<ImageRequest, "key" | "kind">, alt: string): ImageRef {
  return { key: request.key, kind: request.kind, alt };
}
