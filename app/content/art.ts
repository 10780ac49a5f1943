/**
 * The vocabulary shared by content (which image an item shows) and the artwork
 * generator (what to draw until the store's photographs arrive).
 */

import type { ImageKind } from "../lib/media/image-ref.ts";

export type Garment =
  | "shirt"
  | "tshirt"
  | "polo"
  | "trousers"
  | "jeans"
  | "cargo"
  | "joggers"
  | "shorts"
  | "capri"
  | "boxers"
  | "trackpants"
  | "pyjama"
  | "churidar"
  | "blazer"
  | "suit"
  | "waistcoat"
  | "kurta"
  | "short-kurta"
  | "sherwani"
  | "bandi"
  | "jodhpuri"
  | "indowestern"
  | "long-jacket"
  | "jacket"
  | "sweater"
  | "sweatshirt"
  | "raincoat"
  /** Unstitched: a length of cloth, shown draped over a bar. */
  | "dhoti"
  /** Stitched ready-to-wear (velcro) dhoti: wrapped front, pleats and a waistband. */
  | "ready-dhoti"
  | "vest"
  | "brief"
  | "trunks"
  | "mojari"
  | "safa"
  | "mala"
  | "tie"
  | "brooch"
  | "suspenders"
  | "vel";

/** The cloth of the garment's body (trims and embroidery zones are Details). */
export type Pattern =
  | "solid"
  | "check"
  | "micro-check"
  | "stripe"
  | "pinstripe"
  /** Small paisley butas. */
  | "print"
  | "floral"
  | "leaf"
  /** A line-art graphic across the chest of a plain tee. */
  | "graphic"
  | "animal"
  /** Melange or heathered knit. */
  | "textured"
  | "rib"
  | "cable"
  | "waffle"
  /** Linen, cotton slub, raw silk: uneven yarns. */
  | "slub"
  | "oxford"
  | "twill"
  | "corduroy"
  | "quilted"
  /** Tonal woven motifs: brocade, jacquard. */
  | "brocade"
  | "sequin"
  | "embroidered"
  | "denim"
  | "zari-border";

export type Sleeves = "long" | "half" | "none";

export type Neckline =
  | "collar"
  | "button-down"
  | "cutaway"
  | "camp"
  /** Mandarin, Nehru, Jodhpuri and sherwani collars. */
  | "band"
  | "stand"
  | "crew"
  | "scoop"
  | "vee"
  | "henley"
  | "polo"
  | "hood"
  | "notch-lapel"
  | "peak-lapel"
  | "shawl-lapel";

/** A feature of the cut the words name and the generator draws. */
export type Detail =
  // tops
  | "chest-pocket"
  | "two-chest-pockets"
  | "french-cuffs"
  | "concealed-placket"
  | "angled-placket"
  | "straight-hem"
  | "drop-shoulder"
  | "open-front"
  | "double-breasted"
  | "snap-front"
  | "button-front"
  | "shaped-hem"
  | "sherpa-collar"
  | "contrast-lapels"
  | "brass-buttons"
  | "pearl-buttons"
  | "horn-buttons"
  | "tie"
  | "bow-tie"
  /** A waistcoat seen in the jacket's opening (three-piece suits). */
  | "waistcoat"
  | "zari-trims"
  | "embroidered-yoke"
  | "embroidered-placket"
  /** Seams bonded instead of stitched: no top-stitching shows. */
  | "bonded-seams"
  // bottoms
  | "pleats"
  | "cropped"
  | "wide-leg"
  | "elastic-waist"
  | "ribbed-cuffs"
  | "rolled-hems"
  | "side-stripes"
  // dhotis and accessories
  | "double-length"
  | "slim-border"
  | "wide-border"
  | "pocket-square"
  | "chain";

/** One garment as drawn: its kind, cloth and, where the words say so, its cut. */
export type Piece = {
  garment: Garment;
  /** Hex colours, main first (e.g. "#f5f1e8"). */
  colors: readonly string[];
  pattern?: Pattern;
  /** Overrides the garment's usual sleeves (a sleeveless jerkin, a half-sleeve shirt). */
  sleeves?: Sleeves;
  /** Overrides the garment's usual neckline. */
  neckline?: Neckline;
  details?: readonly Detail[];
};

export type Composition = "single" | "rack" | "flatlay" | "detail" | "storefront" | "form";

export type ArtSpec = Piece & {
  composition?: Composition;
  /** Worn under the garment and seen at its neck, opening, sleeves or hem (a kurta under a bandi). */
  under?: Piece;
  /** Sold with it and shown beside it: the trousers of a suit, the dhoti of a set, the rest of a pack. */
  with?: readonly Piece[];
};

/** What the generator draws and the build encodes; `variant` (0, 1, 2, ...) varies the picture. */
export type ImageRequest = { key: string; kind: ImageKind; art: ArtSpec; variant: number; phone?: ImageKind };

/** Builds one request per image of an item: `<base>-1`, `<base>-2`, ... with variants 0, 1, ... */
export function imageSeries(base: string, count: number, kind: ImageKind, art: ArtSpec): ImageRequest[] {
  return Array.from({ length: count }, (_, i) => ({ key: `${base}-${i + 1}`, kind, art, variant: i }));
}
