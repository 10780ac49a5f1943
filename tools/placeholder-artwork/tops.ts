/**
 * Tops (shirts, tees, kurtas, jackets, sherwanis, vests...) drawn from one parametric
 * cut: neck centre at (0, 0), y down. The cut comes from the garment's defaults, then
 * the piece's own sleeves, neckline and details.
 */
import type { Detail, Garment, Neckline, Piece, Sleeves } from "../../app/content/art.ts";
import { GOLD } from "./fabric.ts";
import type { Drawing } from "./drawing.ts";
import { type ButtonStyle, type Ctx, type Seg, button, fold, outlineColor, piece, stitch, symPath } from "./shapes.ts";
import { darken, el, lighten, luminance, mirrored, mix, n } from "./util.ts";

type Closure =
  "placket" | "concealed" | "half" | "buttons" | "double" | "zip" | "snaps" | "diagonal" | "open" | "none" | "polo";
type Hem = "shirt" | "straight" | "rib" | "band" | "pointed" | "cutaway" | "flare";
type Pocket = "chest" | "chest-flaps" | "flaps" | "patch" | "kangaroo" | "welts" | "none";

export type TopSpec = {
  shoulder: number;
  chest: number;
  hemWidth: number;
  length: number;
  sleeve: Sleeves;
  sleeveLength?: number;
  neck: Neckline;
  closure: Closure;
  hem: Hem;
  pocket: Pocket;
  buttons?: ButtonStyle;
  /** Borders at collar, front edge, cuffs and hem (sherwani, kurta...). */
  trims?: boolean;
  /** Trims and embroidery in zari (the piece's gold), whatever the body cloth. */
  zari?: boolean;
  slits?: boolean;
  cuffs?: "rib" | "plain" | "french" | "none";
  dropShoulder?: boolean;
  yoke?: boolean;
  embroideredPlacket?: boolean;
  sherpa?: boolean;
  contrastLapels?: boolean;
  tie?: "tie" | "bow";
  pocketSquare?: boolean;
  /** Bonded seams: no top-stitching on the placket. */
  bonded?: boolean;
};

const NECK_HALF = 50;

/** What each top is unless its piece says otherwise. */
export const TOPS: Partial<Record<Garment, TopSpec>> = {
  shirt: {
    shoulder: 172,
    chest: 162,
    hemWidth: 158,
    length: 580,
    sleeve: "long",
    neck: "collar",
    closure: "placket",
    hem: "shirt",
    pocket: "none",
  },
  tshirt: {
    shoulder: 176,
    chest: 170,
    hemWidth: 166,
    length: 540,
    sleeve: "half",
    neck: "crew",
    closure: "none",
    hem: "straight",
    pocket: "none",
  },
  polo: {
    shoulder: 176,
    chest: 168,
    hemWidth: 164,
    length: 540,
    sleeve: "half",
    neck: "polo",
    closure: "polo",
    hem: "straight",
    pocket: "none",
  },
  kurta: {
    shoulder: 166,
    chest: 158,
    hemWidth: 182,
    length: 880,
    sleeve: "long",
    sleeveLength: 540,
    neck: "band",
    closure: "half",
    hem: "straight",
    pocket: "none",
    slits: true,
  },
  "short-kurta": {
    shoulder: 168,
    chest: 160,
    hemWidth: 172,
    length: 660,
    sleeve: "long",
    neck: "band",
    closure: "half",
    hem: "shirt",
    pocket: "none",
    slits: true,
  },
  sherwani: {
    shoulder: 176,
    chest: 166,
    hemWidth: 200,
    length: 900,
    sleeve: "long",
    sleeveLength: 560,
    neck: "band",
    closure: "buttons",
    hem: "flare",
    pocket: "none",
    buttons: "brass",
    trims: true,
  },
  jodhpuri: {
    shoulder: 182,
    chest: 168,
    hemWidth: 166,
    length: 620,
    sleeve: "long",
    neck: "band",
    closure: "buttons",
    hem: "straight",
    pocket: "flaps",
    buttons: "brass",
  },
  indowestern: {
    shoulder: 176,
    chest: 166,
    hemWidth: 196,
    length: 820,
    sleeve: "long",
    sleeveLength: 550,
    neck: "band",
    closure: "diagonal",
    hem: "flare",
    pocket: "none",
    buttons: "brass",
    trims: true,
  },
  "long-jacket": {
    shoulder: 178,
    chest: 166,
    hemWidth: 204,
    length: 900,
    sleeve: "long",
    sleeveLength: 560,
    neck: "band",
    closure: "open",
    hem: "flare",
    pocket: "none",
    trims: true,
  },
  bandi: {
    shoulder: 140,
    chest: 152,
    hemWidth: 154,
    length: 520,
    sleeve: "none",
    neck: "band",
    closure: "buttons",
    hem: "straight",
    pocket: "welts",
    buttons: "brass",
  },
  waistcoat: {
    shoulder: 132,
    chest: 152,
    hemWidth: 156,
    length: 500,
    sleeve: "none",
    neck: "vee",
    closure: "buttons",
    hem: "pointed",
    pocket: "welts",
    buttons: "horn",
  },
  blazer: {
    shoulder: 186,
    chest: 170,
    hemWidth: 168,
    length: 660,
    sleeve: "long",
    neck: "notch-lapel",
    closure: "none",
    hem: "cutaway",
    pocket: "flaps",
    buttons: "horn",
  },
  suit: {
    shoulder: 186,
    chest: 170,
    hemWidth: 168,
    length: 660,
    sleeve: "long",
    neck: "notch-lapel",
    closure: "none",
    hem: "cutaway",
    pocket: "flaps",
    buttons: "horn",
  },
  jacket: {
    shoulder: 188,
    chest: 176,
    hemWidth: 166,
    length: 570,
    sleeve: "long",
    neck: "stand",
    closure: "zip",
    hem: "rib",
    pocket: "patch",
    cuffs: "rib",
  },
  sweater: {
    shoulder: 178,
    chest: 170,
    hemWidth: 160,
    length: 560,
    sleeve: "long",
    neck: "crew",
    closure: "none",
    hem: "rib",
    pocket: "none",
    cuffs: "rib",
  },
  sweatshirt: {
    shoulder: 182,
    chest: 174,
    hemWidth: 162,
    length: 570,
    sleeve: "long",
    neck: "crew",
    closure: "none",
    hem: "rib",
    pocket: "none",
    cuffs: "rib",
  },
  raincoat: {
    shoulder: 188,
    chest: 178,
    hemWidth: 200,
    length: 880,
    sleeve: "long",
    sleeveLength: 560,
    neck: "hood",
    closure: "zip",
    hem: "straight",
    pocket: "flaps",
  },
  vest: {
    shoulder: 96,
    chest: 152,
    hemWidth: 150,
    length: 560,
    sleeve: "none",
    neck: "scoop",
    closure: "none",
    hem: "straight",
    pocket: "none",
  },
};

const LAPELS: readonly Neckline[] = ["notch-lapel", "peak-lapel", "shawl-lapel"];

export function isLapel(neck: Neckline): boolean {
  return LAPELS.includes(neck);
}

/** The cut of one piece: the garment's defaults with the piece's own sleeves, neckline and details. */
export function topSpecFor(piece: Piece, zariCloth: boolean): TopSpec {
  const base = TOPS[piece.garment];
  if (!base) throw new Error(`${piece.garment} is not a top`);
  const spec: TopSpec = { ...base };
  const has = (d: Detail) => piece.details?.includes(d) ?? false;
  if (piece.sleeves) spec.sleeve = piece.sleeves;
  if (piece.neckline) spec.neck = piece.neckline;
  const zari = zariCloth || has("zari-trims");
  if (piece.garment === "jodhpuri" || piece.garment === "bandi") spec.trims = zari;
  if (piece.garment === "kurta") spec.trims = piece.pattern === "zari-border" || has("zari-trims");
  spec.zari = zari;
  if (has("chest-pocket")) spec.pocket = "chest";
  if (has("two-chest-pockets")) spec.pocket = "chest-flaps";
  if (has("french-cuffs")) spec.cuffs = "french";
  if (has("ribbed-cuffs")) spec.cuffs = "rib";
  if (has("concealed-placket")) spec.closure = "concealed";
  if (has("angled-placket")) spec.closure = "diagonal";
  if (has("straight-hem")) spec.hem = "straight";
  if (has("drop-shoulder")) spec.dropShoulder = true;
  if (has("open-front")) spec.closure = "open";
  if (has("double-breasted")) spec.closure = "double";
  if (has("snap-front")) spec.closure = "snaps";
  if (has("button-front")) Object.assign(spec, { closure: "placket", hem: "band", buttons: "brass" });
  if (has("shaped-hem")) spec.hem = "cutaway";
  if (has("sherpa-collar")) spec.sherpa = true;
  if (has("contrast-lapels")) spec.contrastLapels = true;
  if (has("brass-buttons")) spec.buttons = "brass";
  if (has("pearl-buttons")) spec.buttons = "pearl";
  if (has("horn-buttons")) spec.buttons = "horn";
  if (has("tie")) spec.tie = "tie";
  if (has("bow-tie")) spec.tie = "bow";
  if (has("embroidered-yoke")) spec.yoke = true;
  if (has("embroidered-placket")) spec.embroideredPlacket = true;
  if (has("bonded-seams")) spec.bonded = true;
  if (has("pocket-square")) spec.pocketSquare = true;
  return spec;
}

function darkOrLight(c: string, t: number): string {
  return luminance(c) > 0.35 ? darken(c, t) : lighten(c, t);
}

function trimPaint(spec: TopSpec, ctx: Ctx): { paint: string; base: string } {
  return spec.zari
    ? { paint: ctx.trim, base: GOLD }
    : { paint: darkOrLight(ctx.fabric.base, 0.22), base: ctx.fabric.base };
}

/** How deep the neckline opens at the front. */
function neckDepthOf(neck: Neckline): number {
  switch (neck) {
    case "vee":
      return 150;
    case "scoop":
      return 110;
    case "camp":
      return 120;
    case "crew":
    case "henley":
      return 34;
    case "hood":
      return 40;
    case "polo":
      return 28;
    case "band":
    case "stand":
      return 22;
    case "notch-lapel":
    case "peak-lapel":
    case "shawl-lapel":
      return 330;
    default:
      return 26;
  }
}

/** One top as drawn; `back` is the inside of the back (seen through the neckline), drawn under any layer worn beneath. */
export function drawTop(spec: TopSpec, ctx: Ctx): Drawing {
  const { chest: C, hemWidth: W, length: L } = spec;
  const S = spec.shoulder + (spec.dropShoulder ? 34 : 0);
  const sd = 34 + (spec.dropShoulder ? 22 : 0); // shoulder drop
  const ap = 205 + (spec.dropShoulder ? 30 : 0); // armpit height
  const base = ctx.fabric.base;
  const rib = darkOrLight(base, 0.12);
  const out: string[] = [];
  const spread = ctx.spread;
  const neckDepth = neckDepthOf(spec.neck);
  const lapel = isLapel(spec.neck);
  const vNeck = spec.neck === "vee" || spec.neck === "camp" || lapel;
  const open = spec.closure === "open";

  // Inside of the back neck (and of an open front), seen through the opening.
  const back = [
    el("path", {
      d: `M${-NECK_HALF} 2Q0 -14 ${NECK_HALF} 2L${NECK_HALF - 6} ${neckDepth * 0.6}Q0 ${neckDepth + 10} ${-NECK_HALF + 6} ${neckDepth * 0.6}Z`,
      fill: darken(base, 0.45),
    }),
  ];
  const opening = open ? openingPath(spec, neckDepth, L) : "";
  // The inside of the back, in shadow, where an open front parts below whatever is worn under it.
  if (open) back.push(el("path", { d: openingPath(spec, neckDepth, L - 44), fill: darken(base, 0.25) }));

  // Sleeves sit behind the body so the armhole seam reads on top.
  if (spec.sleeve !== "none") {
    const long = spec.sleeve === "long";
    const len = spec.sleeveLength ?? (long ? L * 0.1 + 470 : spec.dropShoulder ? 150 : 170);
    const ang = (long ? 6 : 34) + spread * (long ? 30 : 16);
    const rad = (ang * Math.PI) / 180;
    out.push(
      mirrored((s) => {
        const ox = s * (S + Math.sin(rad) * len);
        const oy = sd + Math.cos(rad) * len;
        const cw = long ? 62 : spec.dropShoulder ? 112 : 100;
        const ix = ox - s * Math.cos(rad) * cw;
        // Long cuffs sit square to the floor; short sleeves end square to the sleeve.
        const iy = long ? oy + 4 : oy + Math.sin(rad) * cw * 0.8;
        const d = `M${n(s * (S - 4))} ${sd - 4}Q${n(s * (S + 14))} ${sd + 20} ${n(ox)} ${n(oy)}L${n(ix)} ${n(iy)}Q${n(s * (C - 2))} ${n(ap + 60)} ${n(s * (C - 14))} ${ap}Z`;
        let sleeve = piece(d, ctx);
        if (long) {
          const ch = spec.cuffs === "french" ? 58 : 48;
          const cy = oy - ch;
          const cd = `M${n(ox)} ${n(oy)}L${n(ix)} ${n(iy)}L${n(ix + s * Math.sin(rad) * ch)} ${n(iy - ch)}L${n(ox + s * Math.sin(rad) * 6 - s * 2)} ${n(cy)}Z`;
          if (spec.cuffs === "rib") sleeve += piece(cd, ctx, { paint: rib, shade: true });
          else if (spec.cuffs === "french") {
            // A double cuff folded back, closed with a cufflink.
            sleeve += piece(cd, ctx) + piece(cd, ctx, { paint: lighten(base, 0.06), shade: false });
            sleeve += el("path", {
              d: `M${n(ox + s * 1)} ${n(cy + ch * 0.5)}L${n(ix + s * Math.sin(rad) * ch * 0.5)} ${n(iy - ch * 0.5)}`,
              stroke: outlineColor(base),
              "stroke-opacity": 0.4,
              "stroke-width": 1.4,
            });
            sleeve += button((ox + ix) / 2, (oy + iy) / 2 - ch * 0.5, 8, "brass", ctx);
          } else if (spec.cuffs !== "none")
            sleeve += el("path", {
              d: `M${n(ox + s * 1)} ${n(cy)}L${n(ix + s * Math.sin(rad) * 48)} ${n(iy - 48)}`,
              stroke: outlineColor(base),
              "stroke-opacity": 0.45,
              "stroke-width": 1.4,
            });
          if (spec.trims) sleeve += el("path", { d: cd, fill: trimPaint(spec, ctx).paint, opacity: 0.95 });
          sleeve += fold(
            `M${n(s * (S + 10))} ${sd + 120}Q${n(s * (S + 30))} ${sd + 260} ${n(s * (S + 20 + Math.sin(rad) * 200))} ${n(sd + 380)}`,
            ctx,
            0.8,
          );
        } else if (!spec.bonded) {
          sleeve += stitch(`M${n(ox + (ix - ox) * 0.02)} ${n(oy - 14)}L${n(ix)} ${n(iy - 14)}`, ctx);
        }
        return sleeve;
      }),
    );
  }

  // Body.
  const flare = spec.hem === "flare" ? 1 : 0;
  const hemSegs: Seg[] =
    spec.hem === "shirt"
      ? [
          ["L", [-W, L - 40]],
          ["Q", [-W * 0.55, L + 14], [0, L + 12]],
        ]
      : spec.hem === "pointed"
        ? [
            ["L", [-W, L - 30]],
            ["L", [-28, L + 26]],
            ["L", [0, L - 8]],
          ]
        : spec.hem === "cutaway"
          ? [
              ["L", [-W, L]],
              ["L", [-40, L]],
              ["Q", [-8, L - 6], [0, L - 60]],
            ]
          : [
              ["L", [-W - flare * 30, L]],
              ["Q", [-W * 0.5, L + 6], [0, L + 4]],
            ];
  const armhole: Seg =
    spec.sleeve === "none"
      ? ["C", [-S + 6, ap - 60], [-C + 30, ap + 10], [-C, ap + 40]]
      : ["Q", [-C + 6, ap - 70], [-C, ap]];
  const neckSegs: Seg[] = vNeck
    ? [["L", [-NECK_HALF, 0]]]
    : spec.neck === "scoop"
      ? [["Q", [-NECK_HALF - 20, neckDepth], [-NECK_HALF - 10, 0]]]
      : [["Q", [-NECK_HALF + 4, neckDepth], [-NECK_HALF, 0]]];
  const strapTop: Seg[] = spec.neck === "scoop" ? [["L", [-S, sd - 30]]] : [["L", [-S, sd]]];
  const body = symPath(
    [0, neckDepth],
    [
      ...neckSegs,
      ...strapTop,
      armhole,
      ["C", [-C - 4, ap + 160], [-W - flare * 10, L - 220], hemSegs[0]![1] as readonly [number, number]] as Seg,
      ...hemSegs.slice(1),
    ],
  );
  // Everything on the front goes into `front`, masked where an open front parts.
  const front: string[] = [];
  front.push(piece(body, ctx));

  // Soft drape folds from the chest to the hem.
  front.push(fold(`M${-C * 0.55} ${ap + 30}Q${-C * 0.62} ${L * 0.6} ${-W * 0.5} ${L - 20}`, ctx, 0.7));
  front.push(fold(`M${C * 0.45} ${ap + 80}Q${C * 0.58} ${L * 0.7} ${W * 0.62} ${L - 10}`, ctx, 0.6));
  if (flare)
    front.push(
      fold(`M${-C * 0.2} ${L * 0.55}Q${-W * 0.4} ${L * 0.8} ${-W * 0.7} ${L - 4}`, ctx, 0.8),
      fold(`M${C * 0.25} ${L * 0.55}Q${W * 0.45} ${L * 0.82} ${W * 0.78} ${L - 4}`, ctx, 0.8),
    );

  // Embroidery on the yoke: dense work from the collar across the chest, edged with a zari line.
  if (spec.yoke) {
    const yoke = symPath(
      [0, neckDepth],
      [
        ["Q", [-NECK_HALF + 4, neckDepth], [-NECK_HALF, 0]],
        ["L", [-S + 4, sd + 2]],
        ["L", [-C + 4, ap - 6]],
        ["Q", [-C * 0.5, ap + 80], [0, ap + 96]],
      ],
    );
    front.push(piece(yoke, ctx, { paint: ctx.paintOf("embroidered"), shade: true }));
    front.push(
      el("path", {
        d: `M${-C + 4} ${ap - 6}Q${-C * 0.5} ${ap + 80} 0 ${ap + 96}Q${C * 0.5} ${ap + 80} ${C - 4} ${ap - 6}`,
        fill: "none",
        stroke: ctx.trim,
        "stroke-width": 12,
      }),
    );
  }

  // A placement print across the chest of a plain tee: loose abstract lines.
  if (ctx.fabric.pattern === "graphic") {
    const ink = ctx.fabric.second;
    const y0 = ap - 30;
    const lines = [
      `M${-C * 0.55} ${y0 + 40}C${-C * 0.3} ${y0 - 30} ${-C * 0.05} ${y0 + 110} ${C * 0.2} ${y0 + 30}S${C * 0.5} ${y0 + 10} ${C * 0.58} ${y0 + 70}`,
      `M${-C * 0.5} ${y0 + 120}C${-C * 0.2} ${y0 + 60} ${C * 0.05} ${y0 + 170} ${C * 0.35} ${y0 + 100}`,
      `M${-C * 0.15} ${y0 - 10}C${-C * 0.05} ${y0 + 60} ${C * 0.1} ${y0 + 150} ${C * 0.05} ${y0 + 190}`,
    ];
    front.push(
      el("path", {
        d: lines.join(""),
        fill: "none",
        stroke: ink,
        "stroke-width": 5,
        "stroke-linecap": "round",
        opacity: 0.85,
      }),
      el("circle", { cx: C * 0.32, cy: y0 + 150, r: 16, fill: "none", stroke: ink, "stroke-width": 4, opacity: 0.85 }),
    );
  }

  // Hems and bands.
  if (spec.hem === "rib" || spec.hem === "band") {
    front.push(
      piece(
        symPath(
          [0, L - 44],
          [
            ["L", [-W + 2, L - 44]],
            ["L", [-W + 6, L + 4]],
            ["L", [0, L + 4]],
          ],
        ),
        ctx,
        { paint: spec.hem === "rib" ? rib : ctx.paint },
      ),
    );
    if (spec.hem === "rib")
      front.push(
        el("path", {
          d: Array.from({ length: Math.floor(W / 7) }, (_, i) => `M${-W + 10 + i * 14} ${L - 40}V${L}`).join(""),
          stroke: darken(rib, 0.2),
          "stroke-width": 2,
          opacity: 0.35,
        }),
      );
    else front.push(stitch(`M${-W + 8} ${L - 36}H${W - 8}`, ctx));
  }
  if (spec.trims) {
    const t = trimPaint(spec, ctx);
    const hw = W + flare * 30;
    front.push(
      piece(`M${-hw} ${L - 50}L${hw} ${L - 50}L${hw} ${L}Q0 ${L + 6} ${-hw} ${L}Z`, ctx, { ...t, shade: true }),
    );
  }
  if (spec.slits)
    front.push(
      mirrored((s) =>
        el("path", {
          d: `M${s * (W + 1)} ${L - 150}L${s * (W - 6)} ${L}`,
          stroke: outlineColor(base),
          "stroke-width": 2,
          opacity: 0.6,
        }),
      ),
    );

  // Collars.
  const collarPaint = spec.embroideredPlacket
    ? { paint: ctx.paintOf("embroidered"), base }
    : spec.sherpa
      ? { paint: ctx.paintOf("textured", [ctx.fabric.second]), base: ctx.fabric.second }
      : spec.zari && (spec.neck === "band" || spec.neck === "stand")
        ? trimPaint(spec, ctx)
        : { paint: ctx.paint, base };
  front.push(collar(spec, ctx, neckDepth, collarPaint, rib));

  // Fastenings.
  const bStyle = spec.buttons ?? "shirt";
  const column = (x: number, from: number, to: number, count: number, r = 7) =>
    Array.from({ length: count }, (_, i) =>
      button(x, from + ((to - from) * i) / Math.max(1, count - 1), r, bStyle, ctx),
    ).join("");
  const placketTop = spec.neck === "camp" ? neckDepth : neckDepth + 14;
  if (spec.embroideredPlacket)
    front.push(
      piece(`M-16 ${placketTop}H16V${L + 2}H-16Z`, ctx, { paint: ctx.paintOf("embroidered"), base, shade: false }),
    );
  switch (spec.closure) {
    case "placket":
      front.push(
        spec.bonded
          ? el("path", {
              d: `M14 ${placketTop}V${L - 6}`,
              stroke: outlineColor(base),
              "stroke-width": 1.2,
              opacity: 0.35,
            })
          : stitch(`M-14 ${placketTop}V${L}`, ctx) + stitch(`M14 ${placketTop}V${L - 6}`, ctx),
        column(0, placketTop + 26, L - 70, spec.neck === "camp" ? 5 : 6, spec.buttons === "brass" ? 8 : 7),
      );
      break;
    case "concealed":
      // A fly front: the buttons sit under a plain strip, only its stitching shows.
      front.push(
        el("path", {
          d: `M14 ${placketTop}V${L - 6}`,
          stroke: outlineColor(base),
          "stroke-width": 1.6,
          opacity: 0.5,
        }),
        stitch(`M22 ${placketTop}V${L - 10}`, ctx),
      );
      break;
    case "polo":
      front.push(
        el("path", {
          d: `M-14 ${neckDepth}V${neckDepth + 110}H14V${neckDepth}`,
          fill: "none",
          stroke: outlineColor(base),
          "stroke-width": 1.6,
          opacity: 0.6,
        }),
        column(0, neckDepth + 30, neckDepth + 90, 2, 6),
      );
      break;
    case "half":
      front.push(
        el("path", {
          d: `M-13 ${neckDepth}V${neckDepth + 200}H13V${neckDepth}`,
          fill: spec.trims ? trimPaint(spec, ctx).paint : "none",
          stroke: outlineColor(base),
          "stroke-width": 1.6,
          opacity: 0.8,
        }),
        column(0, neckDepth + 30, neckDepth + 170, 4, 6),
      );
      break;
    case "buttons":
      if (spec.trims)
        front.push(
          el("path", {
            d: `M-12 ${neckDepth}L12 ${neckDepth}L12 ${L}L-12 ${L}Z`,
            fill: trimPaint(spec, ctx).paint,
            opacity: 0.95,
          }),
        );
      front.push(
        el("path", { d: `M0 ${neckDepth}V${L}`, stroke: outlineColor(base), "stroke-width": 1.6, opacity: 0.6 }),
        column(
          0,
          neckDepth + 24,
          Math.min(L - 60, neckDepth + (spec.length > 700 ? 520 : 380)),
          spec.length > 700 ? 8 : 6,
          7.5,
        ),
      );
      break;
    case "double":
      front.push(column(-34, neckDepth + 10, neckDepth + 120, 3, 8), column(34, neckDepth + 10, neckDepth + 120, 3, 8));
      break;
    case "zip":
      front.push(
        el("path", { d: `M0 ${neckDepth - 30}V${L + 2}`, stroke: "#b8b3a8", "stroke-width": 5 }),
        el("path", {
          d: `M0 ${neckDepth - 30}V${L + 2}`,
          stroke: "#6e6a62",
          "stroke-width": 5,
          "stroke-dasharray": "2 2",
        }),
        el("rect", { x: -6, y: neckDepth + 10, width: 12, height: 34, rx: 4, fill: "#c9c4b8", stroke: "#6e6a62" }),
      );
      break;
    case "snaps": {
      // A snap front: an overlapping edge with a column of metal press studs.
      front.push(
        el("path", {
          d: `M10 ${neckDepth - 20}V${L + 2}`,
          stroke: outlineColor(base),
          "stroke-width": 2,
          opacity: 0.7,
        }),
        stitch(`M18 ${neckDepth - 20}V${L - 2}`, ctx),
      );
      for (let i = 0; i < 6; i++) {
        const y = neckDepth + 20 + ((L - 70 - neckDepth) * i) / 5;
        front.push(
          el("circle", { cx: 0, cy: y + 1.5, r: 10, fill: "#000", opacity: 0.2 }),
          el("circle", { cx: 0, cy: y, r: 9, fill: "#d8d4ca", stroke: "#7a766c", "stroke-width": 2 }),
          el("circle", { cx: 0, cy: y, r: 3.5, fill: "#9a958a" }),
        );
      }
      break;
    }
    case "diagonal": {
      const short = spec.length < 700;
      const d = short
        ? `M${-NECK_HALF + 10} 8Q10 90 ${C * 0.42} 170L${C * 0.42} ${L}`
        : `M${-NECK_HALF + 6} 8Q20 120 ${C * 0.55} 250L${C * 0.55} ${L}`;
      if (spec.trims)
        front.push(el("path", { d, fill: "none", stroke: trimPaint(spec, ctx).paint, "stroke-width": 22 }));
      front.push(el("path", { d, fill: "none", stroke: outlineColor(base), "stroke-width": 1.8, opacity: 0.7 }));
      if (short)
        front.push(
          [0.2, 0.45, 0.7]
            .map((t) => button(-NECK_HALF + 10 + (C * 0.42 + NECK_HALF - 10) * t, 8 + 162 * t * t, 6.5, bStyle, ctx))
            .join(""),
          column(C * 0.42, 220, L - 70, 4, 6.5),
        );
      else
        front.push(
          [0.25, 0.45, 0.65]
            .map((t) =>
              button(-NECK_HALF + 6 + (C * 0.55 + NECK_HALF - 6) * t * 1.3, 8 + 242 * t * 1.25, 7, bStyle, ctx),
            )
            .join(""),
          column(C * 0.55, 300, 560, 4, 7),
        );
      break;
    }
    case "open":
    case "none":
      break;
  }
  if (lapel && spec.closure !== "double")
    front.push(button(0, neckDepth + 30, 9, bStyle, ctx), button(0, neckDepth + 120, 9, bStyle, ctx));
  if (spec.neck === "henley")
    front.push(
      el("path", {
        d: `M-13 ${neckDepth - 2}V${neckDepth + 120}H13V${neckDepth - 2}`,
        fill: "none",
        stroke: outlineColor(base),
        "stroke-width": 1.6,
        opacity: 0.7,
      }),
      stitch(`M-7 ${neckDepth + 2}V${neckDepth + 114}`, ctx),
      column(0, neckDepth + 22, neckDepth + 92, 3, 6),
    );

  // Pockets.
  switch (spec.pocket) {
    case "chest":
      front.push(
        piece(`M${-C * 0.7} ${ap - 20}H${-C * 0.25}V${ap + 60}L${-C * 0.475} ${ap + 74}L${-C * 0.7} ${ap + 60}Z`, ctx, {
          shade: false,
        }),
      );
      break;
    case "chest-flaps":
      front.push(
        mirrored(
          (s) =>
            piece(`M${s * C * 0.24} ${ap - 40}H${s * C * 0.74}V${ap + 70}H${s * C * 0.24}Z`, ctx, { shade: false }) +
            piece(
              `M${s * C * 0.21} ${ap - 44}H${s * C * 0.77}V${ap - 4}L${s * C * 0.49} ${ap + 12}L${s * C * 0.21} ${ap - 4}Z`,
              ctx,
            ) +
            button(s * C * 0.49, ap, 6.5, spec.buttons ?? "shirt", ctx),
        ),
      );
      break;
    case "flaps":
      front.push(
        mirrored((s) =>
          piece(`M${s * (C * 0.3)} ${L - 200}H${s * (C * 0.85)}V${L - 160}H${s * (C * 0.3)}Z`, ctx, { shade: false }),
        ),
        el("path", {
          d: `M${C * 0.35} ${ap - 10}H${C * 0.8}`,
          stroke: outlineColor(base),
          "stroke-width": 3,
          opacity: 0.6,
        }),
      );
      if (spec.pocketSquare)
        front.push(
          el("path", {
            d: `M${C * 0.42} ${ap - 10}l10 -18l12 10l10 -14l8 22Z`,
            fill: ctx.fabric.accent === GOLD ? "#f3efe6" : ctx.fabric.accent,
          }),
        );
      break;
    case "welts":
      front.push(
        mirrored((s) =>
          el("path", {
            d: `M${s * C * 0.3} ${L - 150}H${s * C * 0.8}`,
            stroke: outlineColor(base),
            "stroke-width": 3,
            opacity: 0.6,
          }),
        ),
      );
      break;
    case "patch":
      front.push(
        mirrored((s) =>
          piece(
            `M${s * C * 0.25} ${L - 230}L${s * C * 0.82} ${L - 250}L${s * C * 0.82} ${L - 120}L${s * C * 0.25} ${L - 110}Z`,
            ctx,
            { shade: false },
          ),
        ),
      );
      break;
    case "kangaroo":
      front.push(piece(`M${-C * 0.6} ${L - 230}H${C * 0.6}L${C * 0.8} ${L - 70}H${-C * 0.8}Z`, ctx, { shade: false }));
      break;
    case "none":
      break;
  }

  // A tie or bow tie at the collar of a shirt.
  if (spec.tie) front.push(neckwear(spec.tie, ctx, ap));

  if (open) {
    const mask = ctx.uid("open");
    ctx.defs.push(
      el(
        "mask",
        { id: mask, maskUnits: "userSpaceOnUse", x: -1200, y: -600, width: 2400, height: 2600 },
        el("rect", { x: -1200, y: -600, width: 2400, height: 2600, fill: "#fff" }) +
          el("path", { d: opening, fill: "#000" }),
      ),
    );
    out.push(el("g", { mask: `url(#${mask})` }, front.join("")));
    out.push(openEdges(spec, ctx, neckDepth, L));
  } else out.push(...front);

  const top = spec.neck === "hood" ? -140 : spec.neck === "stand" ? -44 : -36;
  const half = Math.max(S, W + flare * 30) + (spec.sleeve === "none" ? 0 : 40 + spread * 170);
  return {
    svg: out.join(""),
    back: back.join(""),
    box: { x: -half, y: top, w: half * 2, h: L + 30 - top },
    mount: "hanger",
    focus: lapel
      ? [NECK_HALF + 20, 110]
      : spec.cuffs === "french"
        ? [S + 40, sd + (spec.sleeveLength ?? L * 0.1 + 470) - 40]
        : spec.yoke
          ? [-C * 0.3, ap - 20]
          : [0, Math.min(140, neckDepth + 60)],
  };
}

/** The parting of an open front: narrow at the collar, opening towards the hem. */
function openingPath(spec: TopSpec, neckDepth: number, L: number): string {
  const C = spec.chest;
  const g = spec.hem === "cutaway" ? C * 0.34 : C * 0.24;
  const y0 = spec.neck === "stand" ? -60 : -50;
  return `M-5 ${y0}L5 ${y0}L${C * 0.16} ${neckDepth + 150}L${g} ${L + 40}L${-g} ${L + 40}L${-C * 0.16} ${neckDepth + 150}Z`;
}

/** The two front edges of an open garment, with their trim where it has one. */
function openEdges(spec: TopSpec, ctx: Ctx, neckDepth: number, L: number): string {
  const C = spec.chest;
  const g = spec.hem === "cutaway" ? C * 0.34 : C * 0.24;
  const y0 = spec.neck === "stand" ? -40 : -20;
  const base = ctx.fabric.base;
  return mirrored((s) => {
    const d = `M${s * 5} ${y0}L${s * C * 0.16} ${neckDepth + 150}L${s * g} ${L - 2}`;
    return (
      (spec.trims
        ? el("path", {
            d: `M${s * 14} ${y0 + 10}L${s * (C * 0.16 + 10)} ${neckDepth + 150}L${s * (g + 10)} ${L - 4}`,
            fill: "none",
            stroke: trimPaint(spec, ctx).paint,
            "stroke-width": 18,
          })
        : "") +
      el("path", { d, fill: "none", stroke: outlineColor(base), "stroke-width": 2.2, opacity: 0.7 }) +
      el("path", {
        d,
        fill: "none",
        stroke: "#000",
        "stroke-width": 10,
        opacity: 0.08,
        transform: `translate(${-s * 6} 0)`,
      })
    );
  });
}

function collar(
  spec: TopSpec,
  ctx: Ctx,
  neckDepth: number,
  collarPaint: { paint: string; base: string },
  rib: string,
): string {
  const out: string[] = [];
  const base = ctx.fabric.base;
  const paint = { paint: collarPaint.paint, base: collarPaint.base };
  switch (spec.neck) {
    case "collar":
    case "button-down":
    case "cutaway":
    case "polo": {
      const big = spec.sherpa ? 1.35 : 1;
      const band = `M${-NECK_HALF - 4} 0Q0 -34 ${NECK_HALF + 4} 0L${NECK_HALF} 10Q0 -14 ${-NECK_HALF} 10Z`;
      out.push(piece(band, ctx, paint));
      const wing =
        spec.neck === "cutaway"
          ? (s: number) =>
              `M${s * (NECK_HALF + 6)} -4L${s * (NECK_HALF + 18)} 18Q${s * 66} 40 ${s * 64} 54L${s * 8} 30L${s * 2} 12Q${s * 20} -6 ${s * (NECK_HALF + 6)} -4Z`
          : (s: number) => {
              const point = (spec.neck === "polo" ? 62 : 82) * big;
              return `M${s * (NECK_HALF + 6)} -4L${s * (NECK_HALF + 16 * big)} ${22 * big}Q${s * 40 * big} ${point - 14} ${s * 30 * big} ${point}L${s * 4} 36L${s * 2} 14Q${s * 20} -6 ${s * (NECK_HALF + 6)} -4Z`;
            };
      out.push(mirrored((s) => piece(wing(s), ctx, paint)));
      if (spec.neck === "button-down") out.push(mirrored((s) => button(s * 32, 68, 4.5, spec.buttons ?? "shirt", ctx)));
      break;
    }
    case "camp":
      // A flat open collar that lies on the shoulders and forms a small notch at the V.
      out.push(
        piece(`M${-NECK_HALF - 4} 0Q0 -30 ${NECK_HALF + 4} 0L${NECK_HALF} 8Q0 -12 ${-NECK_HALF} 8Z`, ctx, paint),
      );
      out.push(
        mirrored((s) =>
          piece(
            `M${s * (NECK_HALF + 2)} -4L${s * (NECK_HALF + 44)} 34L${s * (NECK_HALF + 22)} 58L${s * (NECK_HALF + 30)} 74L${s * 6} ${neckDepth}L${s * (NECK_HALF - 6)} 6Z`,
            ctx,
            paint,
          ),
        ),
      );
      break;
    case "band":
    case "stand": {
      const h = spec.neck === "stand" ? 44 : 30;
      out.push(
        piece(
          `M${-NECK_HALF - 6} 4Q${-NECK_HALF - 2} ${-h} ${-NECK_HALF + 20} ${-h + 4}Q0 ${-h - 6} ${NECK_HALF - 20} ${-h + 4}Q${NECK_HALF + 2} ${-h} ${NECK_HALF + 6} 4Q${NECK_HALF - 10} 20 6 ${neckDepth}L-6 ${neckDepth}Q${-NECK_HALF + 10} 20 ${-NECK_HALF - 6} 4Z`,
          ctx,
          paint,
        ),
      );
      break;
    }
    case "crew":
    case "henley":
      out.push(
        piece(
          `M${-NECK_HALF - 8} 0Q${-NECK_HALF + 4} ${neckDepth + 16} 0 ${neckDepth + 16}Q${NECK_HALF - 4} ${neckDepth + 16} ${NECK_HALF + 8} 0L${NECK_HALF} -2Q${NECK_HALF - 4} ${neckDepth} 0 ${neckDepth}Q${-NECK_HALF + 4} ${neckDepth} ${-NECK_HALF} -2Z`,
          ctx,
          { paint: rib },
        ),
      );
      break;
    case "vee":
      out.push(
        piece(
          `M${-NECK_HALF - 10} 0L0 ${neckDepth + 14}L${NECK_HALF + 10} 0L${NECK_HALF} -2L0 ${neckDepth}L${-NECK_HALF} -2Z`,
          ctx,
          { paint: spec.trims ? trimPaint(spec, ctx).paint : rib },
        ),
      );
      break;
    case "scoop":
      out.push(
        el("path", {
          d: `M${-NECK_HALF - 10} 0Q${-NECK_HALF - 18} ${neckDepth + 4} 0 ${neckDepth + 6}Q${NECK_HALF + 18} ${neckDepth + 4} ${NECK_HALF + 10} 0`,
          fill: "none",
          stroke: rib,
          "stroke-width": 8,
        }),
      );
      break;
    case "hood":
      out.push(
        piece(
          `M${-NECK_HALF - 40} 30Q${-NECK_HALF - 60} -130 0 -140Q${NECK_HALF + 60} -130 ${NECK_HALF + 40} 30Q0 ${neckDepth + 20} ${-NECK_HALF - 40} 30Z`,
          ctx,
        ),
        el("path", {
          d: `M${-NECK_HALF + 4} 20Q${-NECK_HALF} -90 0 -98Q${NECK_HALF} -90 ${NECK_HALF - 4} 20Q0 ${neckDepth} ${-NECK_HALF + 4} 20Z`,
          fill: darken(base, 0.35),
        }),
        mirrored((s) =>
          el("path", {
            d: `M${s * 18} ${neckDepth + 4}Q${s * 24} ${neckDepth + 80} ${s * 14} ${neckDepth + 150}`,
            fill: "none",
            stroke: lighten(base, 0.6),
            "stroke-width": 4,
            "stroke-linecap": "round",
          }),
        ),
      );
      break;
    case "notch-lapel":
    case "peak-lapel":
    case "shawl-lapel": {
      const lapelPaint = spec.contrastLapels
        ? { paint: ctx.paintOf("solid", [ctx.fabric.second]), base: ctx.fabric.second }
        : paint;
      const NH = NECK_HALF;
      const shape = (s: number) =>
        spec.neck === "shawl-lapel"
          ? `M${s * (NH - 6)} -10C${s * (NH + 34)} 40 ${s * (NH + 76)} 130 ${s * (NH + 64)} 210Q${s * (NH + 30)} ${neckDepth * 0.75} ${s * 6} ${neckDepth}L${s * 2} ${neckDepth - 12}L${s * (NH - 10)} 4Z`
          : spec.neck === "peak-lapel"
            ? `M${s * (NH - 6)} -10L${s * (NH + 8)} 70L${s * (NH + 30)} 92L${s * (NH + 100)} 64L${s * (NH + 86)} 118Q${s * (NH + 40)} ${neckDepth * 0.6} ${s * 6} ${neckDepth}L${s * 2} ${neckDepth - 12}L${s * (NH - 10)} 4Z`
            : `M${s * (NH - 6)} -10L${s * (NH + 8)} 70L${s * (NH + 36)} 84L${s * (NH + 38)} 100L${s * (NH + 84)} 112Q${s * (NH + 40)} ${neckDepth * 0.6} ${s * 6} ${neckDepth}L${s * 2} ${neckDepth - 12}L${s * (NH - 10)} 4Z`;
      out.push(mirrored((s) => piece(shape(s), ctx, lapelPaint)));
      out.push(
        mirrored((s) =>
          fold(`M${s * (NH + 60)} 130Q${s * (NH + 30)} ${neckDepth * 0.65} ${s * 10} ${neckDepth - 8}`, ctx, 0.6),
        ),
      );
      break;
    }
  }
  return out.join("");
}

/** A tie hanging from the collar, or a bow tie at the neck, in the piece's second colour. */
function neckwear(kind: "tie" | "bow", ctx: Ctx, ap: number): string {
  const c = ctx.fabric.second === ctx.fabric.base ? "#7a2233" : ctx.fabric.second;
  if (kind === "bow")
    return (
      el("path", {
        d: `M-4 16L-40 0L-44 34L-4 22Z M4 16L40 0L44 34L4 22Z`,
        fill: c,
        stroke: darken(c, 0.3),
        "stroke-width": 1.5,
      }) + el("rect", { x: -8, y: 10, width: 16, height: 16, rx: 3, fill: darken(c, 0.15) })
    );
  const end = ap + 240;
  return (
    el("path", { d: `M-10 12L10 12L7 34L-7 34Z`, fill: darken(c, 0.15) }) +
    el("path", {
      d: `M-7 34L7 34L22 ${end - 30}L0 ${end}L-22 ${end - 30}Z`,
      fill: c,
      stroke: darken(c, 0.3),
      "stroke-width": 1.2,
    }) +
    el("path", {
      d: `M-10 ${ap * 0.5}L10 ${ap * 0.5 - 14}M-14 ${ap * 0.9}L14 ${ap * 0.9 - 14}`,
      stroke: lighten(c, 0.3),
      "stroke-width": 3,
      opacity: 0.4,
    })
  );
}

/** The colour a default shirt under a jacket gets, and its tie. */
export function defaultInner(piece: Piece): Piece {
  const tie =
    piece.colors[2] ?? (luminance(piece.colors[0] ?? "#000") < 0.08 ? "#7a2233" : mix("#1f2a44", "#7a2233", 0.3));
  return {
    garment: "shirt",
    colors: ["#f6f3ec", tie],
    pattern: "solid",
    details: piece.garment === "suit" ? ["tie"] : [],
  };
}
