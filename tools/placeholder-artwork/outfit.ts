/**
 * An item as it is shown: its garment, anything worn under it (a kurta under a bandi, the
 * shirt inside a jacket), and the pieces sold with it hung or laid beside it (a suit's
 * trousers, a set's dhoti, the rest of a pack), each on its own hanger when hung.
 */
import type { ArtSpec, Piece } from "../../app/content/art.ts";
import { GOLD, fabricDefs, fabricFrom, zariDefs } from "./fabric.ts";
import type { Drawing, Mount } from "./drawing.ts";
import { type Shown, drawPiece, isTop, shownPiece } from "./garments.ts";
import type { Ctx } from "./shapes.ts";
import { defaultInner, isLapel, topSpecFor } from "./tops.ts";
import { type Rng, createRng, darken, el } from "./util.ts";

export type Canvas = { w: number; h: number; defs: string[]; body: string[]; rng: Rng; light: -1 | 1; uid: number };

/** A drawing context for one piece: its cloth, its zari, its own ids. */
export function makeCtx(canvas: Canvas, piece: Piece, spread: number, seed: number): Ctx {
  const id = `g${canvas.uid++}`;
  const fabric = fabricFrom(piece.colors, piece.pattern);
  const rng = createRng(seed);
  const fab = fabricDefs(`${id}-f`, fabric, rng);
  // Zari in the item's own border colour where it names one; otherwise the house gold.
  const ownZari =
    piece.pattern === "zari-border" ||
    piece.pattern === "embroidered" ||
    (piece.details ?? []).some((d) => d === "zari-trims" || d === "embroidered-yoke" || d === "embroidered-placket");
  const zari = zariDefs(
    `${id}-z`,
    fabric,
    ownZari ? fabric.second : GOLD,
    ownZari && piece.colors.length >= 3 ? fabric.accent : undefined,
  );
  canvas.defs.push(fab.defs, zari.defs);
  const paints = new Map<string, string>();
  let n = 0;
  return {
    id,
    fabric,
    paint: fab.paint,
    trim: zari.paint,
    rng,
    defs: canvas.defs,
    spread,
    paintOf(pattern, colors) {
      const key = `${pattern}:${(colors ?? piece.colors).join(",")}`;
      let paint = paints.get(key);
      if (!paint) {
        const extra = fabricDefs(
          `${id}-p${paints.size}`,
          fabricFrom(colors ?? piece.colors, pattern),
          createRng(seed + 1),
        );
        canvas.defs.push(extra.defs);
        paint = extra.paint;
        paints.set(key, paint);
      }
      return paint;
    },
    uid: (name) => `${id}-${name}${n++}`,
  };
}

/** Hangers in the garment's units: a shaped top hanger, a clip hanger for bottoms, a bar for draped cloth. */
export function hanger(kind: "top" | "clip" | "bar", wood: string): string {
  const hook = el("path", {
    d: "M0 -20V-92Q0 -118 -22 -118Q-40 -118 -40 -100",
    fill: "none",
    stroke: "#a98a4f",
    "stroke-width": 6,
    "stroke-linecap": "round",
  });
  if (kind === "top")
    return (
      hook +
      el("path", {
        d: "M-36 -6Q0 -34 36 -6L30 6Q0 -16 -30 6Z",
        fill: wood,
        stroke: darken(wood, 0.35),
        "stroke-width": 1.5,
      })
    );
  if (kind === "bar")
    return (
      hook.replace('d="M0 -20V-92Q0 -118 -22 -118Q-40 -118 -40 -100"', 'd="M0 -60V-72Q0 -98 -22 -98Q-40 -98 -40 -80"') +
      el("path", {
        d: "M-150 -24L0 -62L150 -24",
        fill: "none",
        stroke: wood,
        "stroke-width": 10,
        "stroke-linejoin": "round",
      }) +
      el("rect", {
        x: -214,
        y: -30,
        width: 428,
        height: 16,
        rx: 8,
        fill: wood,
        stroke: darken(wood, 0.35),
        "stroke-width": 1.5,
      })
    );
  return (
    hook.replace("V-92", "V-80").replace('d="M0 -20', 'd="M0 -46') +
    el("rect", {
      x: -200,
      y: -58,
      width: 400,
      height: 22,
      rx: 11,
      fill: wood,
      stroke: darken(wood, 0.35),
      "stroke-width": 1.5,
    }) +
    [-120, 120]
      .map((x) =>
        el("rect", {
          x: x - 14,
          y: -40,
          width: 28,
          height: 46,
          rx: 3,
          fill: "#c8c2b4",
          stroke: "#6e6a60",
          "stroke-width": 2,
        }),
      )
      .join("")
  );
}

/** How far above a drawing's origin its hanger meets the rail. */
export const RAIL: Record<Mount, number> = { hanger: 118, clip: 140, bar: 98, stand: 0, plinth: 0 };

function hangerFor(mount: Mount): "top" | "clip" | "bar" | undefined {
  return mount === "hanger" ? "top" : mount === "clip" ? "clip" : mount === "bar" ? "bar" : undefined;
}

export type Role = "main" | "under" | "waistcoat" | "styling" | "with";

/** Every piece an art spec puts in the picture, in drawing order within the main unit, then beside it. */
export function outfitPieces(art: Piece & Pick<ArtSpec, "under" | "with">): { role: Role; piece: Piece }[] {
  const main: Piece = {
    garment: art.garment,
    colors: art.colors,
    pattern: art.pattern,
    sleeves: art.sleeves,
    neckline: art.neckline,
    details: art.details,
  };
  const out: { role: Role; piece: Piece }[] = [];
  if (isTop(art.garment)) {
    const lapel = isLapel(topSpecFor(main, false).neck);
    if (art.under) out.push({ role: "under", piece: art.under });
    else if (lapel || (art.garment === "waistcoat" && !art.under))
      out.push({ role: "styling", piece: defaultInner(main) });
    if (art.details?.includes("waistcoat"))
      out.push({ role: "waistcoat", piece: { garment: "waistcoat", colors: art.colors, pattern: art.pattern } });
  }
  out.push({ role: "main", piece: main });
  for (const piece of art.with ?? []) out.push({ role: "with", piece });
  return out;
}

/** What the picture of an art spec shows, piece by piece (for tests that hold pictures to words). */
export function shownOutfit(art: Piece & Pick<ArtSpec, "under" | "with">): { role: Role; shown: Shown }[] {
  return outfitPieces(art).map(({ role, piece }) => ({ role, shown: shownPiece(piece) }));
}

export type Outfit = Drawing & {
  /** Where the hangers meet the rail, in drawing units (when drawn with hangers). */
  rail?: number;
  /** The main piece's own box, for scaling neighbours to the same size. */
  mainBox: Drawing["box"];
};

function union(a: Drawing["box"], b: Drawing["box"], dx = 0, dy = 0, s = 1): Drawing["box"] {
  const x = Math.min(a.x, dx + b.x * s);
  const y = Math.min(a.y, dy + b.y * s);
  const r = Math.max(a.x + a.w, dx + (b.x + b.w) * s);
  const bottom = Math.max(a.y + a.h, dy + (b.y + b.h) * s);
  return { x, y, w: r - x, h: bottom - y };
}

/**
 * Draws an art spec as one drawing: layers worn together first (under, waistcoat, main),
 * then each piece sold with it, side by side. `hangers` adds each hung piece's hanger, all
 * meeting one rail; `mainOnly` leaves out the pieces beside it (neighbours on a rail).
 */
export function outfit(
  c: Canvas,
  art: Piece & Pick<ArtSpec, "under" | "with">,
  seed: number,
  spread: number,
  opts: { hangers: boolean; mainOnly?: boolean; wood?: string },
): Outfit {
  const wood = opts.wood ?? "#a07c54";
  const pieces = outfitPieces(art).filter((p) => !opts.mainOnly || p.role !== "with");
  const worn = pieces.filter((p) => p.role !== "with");
  const beside = pieces.filter((p) => p.role === "with");
  // A layer worn under sleeves keeps its own sleeves inside them.
  const sleeved = isTop(art.garment) && topSpecFor(art, false).sleeve !== "none";
  const drawings = worn.map(({ role, piece }, i) => {
    const inner = role !== "main" && sleeved && isTop(piece.garment) ? { ...piece, sleeves: "none" as const } : piece;
    return drawPiece(inner, makeCtx(c, piece, spread, seed + i * 31));
  });
  const main = drawings[drawings.length - 1]!;
  let box = main.box;
  for (const d of drawings) box = union(box, d.box);
  // The insides of the backs first, then each layer from the innermost out.
  let svg = drawings.map((d) => d.back ?? "").join("") + drawings.map((d) => d.svg).join("");
  const kind = hangerFor(main.mount);
  const hung = opts.hangers && kind !== undefined;
  if (hung) {
    svg = hanger(kind!, wood) + svg;
    box = union(box, { x: -60, y: -RAIL[main.mount] - 4, w: 120, h: 10 });
  }
  const mainBox = box;
  let right = box.x + box.w;
  let prevGarment = art.garment;
  let prevW = box.w;
  for (const [i, { piece }] of beside.entries()) {
    const d = drawPiece(piece, makeCtx(c, piece, spread, seed + 1000 + i * 53));
    // Pieces of one pack fan out over each other; different pieces of a set hang side by side.
    const same = piece.garment === prevGarment;
    const overlap = same ? 0.62 : 0.12;
    const dx = right - Math.min(prevW, d.box.w) * overlap - d.box.x;
    const dy = hung || main.mount === d.mount ? RAIL[d.mount] - RAIL[main.mount] : 0;
    const back = d.back ?? "";
    const own = hung && hangerFor(d.mount) ? hanger(hangerFor(d.mount)!, wood) : "";
    svg += el("g", { transform: `translate(${dx} ${dy + (same ? 18 : 0)})` }, own + back + d.svg);
    box = union(box, d.box, dx, dy + (same ? 18 : 0));
    right = dx + d.box.x + d.box.w;
    prevGarment = piece.garment;
    prevW = d.box.w;
  }
  return {
    svg,
    box,
    mount: main.mount,
    focus: main.focus,
    rail: hung ? -RAIL[main.mount] : undefined,
    mainBox,
  };
}
