/**
 * One garment's drawing in its own units (tops: neck centre at (0, 0); bottoms: waistband
 * centre; y down), and a record of what it shows, so tests can hold the picture to the
 * item's words.
 */
import type { Detail, Garment, Neckline, Pattern, Piece, Sleeves } from "../../app/content/art.ts";
import { drawBrooch, drawMala, drawMojari, drawSafa, drawSuspenders, drawTie, drawVel } from "./accessories.ts";
import { BOTTOMS, bottomSpecFor, drawBottom, drawBrief, drawDrapedDhoti, drawReadyDhoti } from "./bottoms.ts";
import type { Drawing } from "./drawing.ts";
import type { Ctx } from "./shapes.ts";
import { TOPS, drawTop, isLapel, topSpecFor } from "./tops.ts";

/** What a drawn piece shows, in the vocabulary of the art specs. */
export type Shown = {
  garment: Garment;
  /** Tops only. */
  sleeves?: Sleeves;
  neckline?: Neckline;
  /** The body cloth, then any other cloth it shows (embroidered yoke, zari trims). */
  patterns: Pattern[];
  details: Detail[];
  /** An unstitched cloth draped over a bar, rather than a stitched garment. */
  draped: boolean;
};

export function isTop(garment: Garment): boolean {
  return garment in TOPS;
}

export function isBottom(garment: Garment): boolean {
  return garment in BOTTOMS || garment === "brief" || garment === "ready-dhoti" || garment === "dhoti";
}

function zariCloth(piece: Piece): boolean {
  return piece.pattern === "embroidered" || piece.pattern === "zari-border";
}

/** The drawing of one piece, its cut taken from the garment's defaults and the piece's own words. */
export function drawPiece(piece: Piece, ctx: Ctx): Drawing {
  if (TOPS[piece.garment]) return drawTop(topSpecFor(piece, zariCloth(piece)), ctx);
  if (BOTTOMS[piece.garment]) return drawBottom(bottomSpecFor(piece), ctx);
  switch (piece.garment) {
    case "dhoti":
      return drawDrapedDhoti(piece, ctx);
    case "ready-dhoti":
      return drawReadyDhoti(ctx);
    case "brief":
      return drawBrief(ctx);
    case "mojari":
      return drawMojari(ctx);
    case "safa":
      return drawSafa(ctx);
    case "mala":
      return drawMala(ctx);
    case "tie":
      return drawTie(piece, ctx);
    case "brooch":
      return drawBrooch(piece, ctx);
    case "suspenders":
      return drawSuspenders(ctx);
    case "vel":
      return drawVel(ctx);
    default:
      throw new Error(`No drawing for garment "${piece.garment}"`);
  }
}

/** What `drawPiece` draws for a piece: the same cut resolution, read back as attributes. */
export function shownPiece(piece: Piece): Shown {
  const pattern = piece.pattern ?? "solid";
  const top = TOPS[piece.garment];
  if (top) {
    const spec = topSpecFor(piece, zariCloth(piece));
    const patterns: Pattern[] = [pattern];
    if (spec.yoke || spec.embroideredPlacket || (spec.trims && spec.zari)) patterns.push("embroidered");
    const details: Detail[] = [];
    const add = (on: unknown, d: Detail) => {
      if (on) details.push(d);
    };
    add(spec.cuffs === "french", "french-cuffs");
    add(spec.cuffs === "rib", "ribbed-cuffs");
    add(spec.closure === "concealed", "concealed-placket");
    add(spec.closure === "diagonal", "angled-placket");
    add(spec.closure === "open", "open-front");
    add(spec.closure === "double", "double-breasted");
    add(spec.closure === "snaps", "snap-front");
    add(spec.hem === "band", "button-front");
    add(spec.pocket === "chest", "chest-pocket");
    add(spec.pocket === "chest-flaps", "two-chest-pockets");
    add(spec.dropShoulder, "drop-shoulder");
    add(spec.hem === "cutaway" && !isLapel(spec.neck), "shaped-hem");
    add(spec.sherpa, "sherpa-collar");
    add(spec.contrastLapels, "contrast-lapels");
    add(spec.tie === "tie", "tie");
    add(spec.tie === "bow", "bow-tie");
    add(spec.yoke, "embroidered-yoke");
    add(spec.embroideredPlacket, "embroidered-placket");
    add(spec.trims && spec.zari, "zari-trims");
    add(spec.bonded, "bonded-seams");
    add(spec.pocketSquare, "pocket-square");
    add(spec.buttons === "brass", "brass-buttons");
    add(spec.buttons === "pearl", "pearl-buttons");
    add(spec.buttons === "horn", "horn-buttons");
    add(piece.details?.includes("waistcoat"), "waistcoat");
    return { garment: piece.garment, sleeves: spec.sleeve, neckline: spec.neck, patterns, details, draped: false };
  }
  if (BOTTOMS[piece.garment]) {
    const spec = bottomSpecFor(piece);
    const details: Detail[] = (piece.details ?? []).filter((d) => d === "cropped" || d === "wide-leg");
    if (spec.pleats) details.push("pleats");
    if (spec.band === "elastic") details.push("elastic-waist");
    if (spec.cuffs) details.push("ribbed-cuffs");
    if (spec.rolled) details.push("rolled-hems");
    if (spec.stripes) details.push("side-stripes");
    return { garment: piece.garment, patterns: [pattern], details, draped: false };
  }
  return {
    garment: piece.garment,
    patterns: [pattern],
    details: [...(piece.details ?? [])],
    draped: piece.garment === "dhoti",
  };
}
