/**
 * Bottoms (trousers, shorts, pyjamas, churidars, briefs) and dhotis, drawn with the
 * waistband centre at (0, 0), y down; a draped dhoti hangs from its bar at y = 0.
 */
import type { Detail, Garment, Piece } from "../../app/content/art.ts";
import { GOLD } from "./fabric.ts";
import type { Drawing } from "./drawing.ts";
import { type Ctx, button, fold, outlineColor, piece, stitch, symPath } from "./shapes.ts";
import { darken, el, lighten, luminance, mirrored, n } from "./util.ts";

export type BottomSpec = {
  waist: number;
  hip: number;
  length: number;
  /** Half width of each leg at the hem, and how far its centre sits from the middle. */
  hemHalf: number;
  legCentre: number;
  crotch: number;
  band: "belt-loops" | "elastic" | "wide-elastic";
  pockets: "slant" | "jeans" | "cargo" | "none";
  cuffs?: boolean;
  stripes?: boolean;
  crease?: boolean;
  pleats?: boolean;
  rolled?: boolean;
  /** Churidar: the long leg gathers into folds at the ankle. */
  gathers?: boolean;
  /** Trunks: a shaped front pouch seam. */
  pouch?: boolean;
};

export const BOTTOMS: Partial<Record<Garment, BottomSpec>> = {
  trousers: {
    waist: 150,
    hip: 166,
    length: 1000,
    hemHalf: 58,
    legCentre: 92,
    crotch: 300,
    band: "belt-loops",
    pockets: "slant",
    crease: true,
  },
  jeans: {
    waist: 150,
    hip: 168,
    length: 1000,
    hemHalf: 60,
    legCentre: 94,
    crotch: 290,
    band: "belt-loops",
    pockets: "jeans",
  },
  cargo: {
    waist: 154,
    hip: 176,
    length: 980,
    hemHalf: 66,
    legCentre: 100,
    crotch: 300,
    band: "belt-loops",
    pockets: "cargo",
  },
  joggers: {
    waist: 150,
    hip: 172,
    length: 960,
    hemHalf: 46,
    legCentre: 92,
    crotch: 310,
    band: "elastic",
    pockets: "slant",
    cuffs: true,
  },
  trackpants: {
    waist: 150,
    hip: 170,
    length: 980,
    hemHalf: 54,
    legCentre: 94,
    crotch: 310,
    band: "elastic",
    pockets: "slant",
  },
  pyjama: {
    waist: 156,
    hip: 176,
    length: 1000,
    hemHalf: 64,
    legCentre: 100,
    crotch: 330,
    band: "elastic",
    pockets: "none",
  },
  churidar: {
    waist: 150,
    hip: 166,
    length: 1080,
    hemHalf: 32,
    legCentre: 78,
    crotch: 320,
    band: "elastic",
    pockets: "none",
    gathers: true,
  },
  shorts: {
    waist: 152,
    hip: 172,
    length: 450,
    hemHalf: 84,
    legCentre: 98,
    crotch: 300,
    band: "belt-loops",
    pockets: "slant",
  },
  capri: {
    waist: 152,
    hip: 172,
    length: 660,
    hemHalf: 70,
    legCentre: 96,
    crotch: 300,
    band: "elastic",
    pockets: "slant",
  },
  boxers: {
    waist: 156,
    hip: 176,
    length: 330,
    hemHalf: 90,
    legCentre: 100,
    crotch: 250,
    band: "wide-elastic",
    pockets: "none",
  },
  trunks: {
    waist: 150,
    hip: 156,
    length: 250,
    hemHalf: 74,
    legCentre: 84,
    crotch: 190,
    band: "wide-elastic",
    pockets: "none",
    pouch: true,
  },
};

/** The cut of one bottom: the garment's defaults with the piece's details. */
export function bottomSpecFor(p: Piece): BottomSpec {
  const base = BOTTOMS[p.garment];
  if (!base) throw new Error(`${p.garment} is not a bottom`);
  const spec: BottomSpec = { ...base };
  const has = (d: Detail) => p.details?.includes(d) ?? false;
  if (p.pattern === "denim" && spec.pockets !== "none") spec.pockets = "jeans";
  if (has("pleats")) spec.pleats = true;
  if (has("cropped")) Object.assign(spec, { length: spec.length * 0.88, hemHalf: spec.hemHalf - 6 });
  if (has("wide-leg")) Object.assign(spec, { hemHalf: spec.hemHalf + 24, hip: spec.hip + 8 });
  if (has("elastic-waist")) spec.band = "elastic";
  if (has("ribbed-cuffs")) spec.cuffs = true;
  if (has("rolled-hems")) spec.rolled = true;
  if (has("side-stripes")) spec.stripes = true;
  return spec;
}

function darkOrLight(c: string, t: number): string {
  return luminance(c) > 0.35 ? darken(c, t) : lighten(c, t);
}

export function drawBottom(spec: BottomSpec, ctx: Ctx): Drawing {
  const { waist: Wt, hip: H, length: L, hemHalf, legCentre, crotch } = spec;
  const base = ctx.fabric.base;
  const out: string[] = [];
  const xo = legCentre + hemHalf;
  const xi = Math.max(4, legCentre - hemHalf);
  const d = symPath(
    [0, crotch],
    [
      ["Q", [-3, crotch + 10], [-xi, L]],
      ["L", [-xo, L]],
      ["C", [-xo - 4, L * 0.6], [-H - 4, crotch], [-H, crotch * 0.5]],
      ["Q", [-Wt - 6, 40], [-Wt, 0]],
      ["L", [0, 0]],
    ],
  );
  out.push(piece(d, ctx));
  // Leg folds and creases.
  out.push(
    mirrored((s) =>
      fold(
        `M${s * (legCentre - 20)} ${crotch + 40}Q${s * (legCentre + 16)} ${(crotch + L) / 2} ${s * (legCentre - 6)} ${L - 10}`,
        ctx,
        0.7,
      ),
    ),
  );
  if (spec.crease)
    out.push(
      mirrored((s) =>
        el("path", {
          d: `M${s * legCentre * 0.9} 50L${s * legCentre} ${L}`,
          stroke: "#fff",
          "stroke-opacity": 0.12,
          "stroke-width": 2,
        }),
      ),
    );
  // Waistband.
  const bandH = spec.band === "wide-elastic" ? 54 : 42;
  const bandPaint =
    spec.band === "wide-elastic" ? (ctx.fabric.second === base ? darken(base, 0.3) : ctx.fabric.second) : ctx.paint;
  out.push(piece(`M${-Wt} 0H${Wt}L${Wt + 2} ${bandH}H${-Wt - 2}Z`, ctx, { paint: bandPaint }));
  if (spec.band === "belt-loops")
    out.push(
      [-0.85, -0.45, 0.45, 0.85]
        .map((t) =>
          el("rect", {
            x: Wt * t - 6,
            y: -4,
            width: 12,
            height: bandH + 8,
            rx: 2,
            fill: darkOrLight(base, 0.1),
            stroke: outlineColor(base),
            "stroke-opacity": 0.4,
          }),
        )
        .join(""),
      button(0, bandH / 2, 8, "horn", ctx),
    );
  else
    out.push(
      el("path", {
        d: Array.from({ length: Math.floor(Wt / 6) }, (_, i) => `M${-Wt + 6 + i * 12} 4V${bandH - 4}`).join(""),
        stroke: darken(bandPaint.startsWith("url") ? base : bandPaint, 0.25),
        "stroke-width": 2,
        opacity: 0.35,
      }),
    );
  if (spec.band === "elastic")
    out.push(
      mirrored((s) =>
        el("path", {
          d: `M${s * 8} ${bandH - 8}Q${s * 20} ${bandH + 60} ${s * 12} ${bandH + 110}`,
          fill: "none",
          stroke: lighten(base, 0.55),
          "stroke-width": 4,
          "stroke-linecap": "round",
        }),
      ),
    );
  // Fly.
  if (spec.band !== "elastic" && !spec.pouch)
    out.push(
      stitch(
        `M6 ${bandH}V${crotch - 60}Q6 ${crotch - 30} -10 ${crotch - 20}`,
        ctx,
        spec.pockets === "jeans" ? "#d9a441" : undefined,
      ),
    );
  // Pockets.
  if (spec.pockets === "slant")
    out.push(
      mirrored((s) =>
        el("path", {
          d: `M${s * (Wt - 60)} ${bandH}L${s * (H - 6)} ${bandH + 120}`,
          stroke: outlineColor(base),
          "stroke-width": 2,
          opacity: 0.6,
        }),
      ),
    );
  if (spec.pockets === "jeans") {
    out.push(
      mirrored((s) =>
        stitch(
          `M${s * (Wt - 90)} ${bandH}Q${s * (Wt - 70)} ${bandH + 90} ${s * (H - 2)} ${bandH + 100}`,
          ctx,
          "#d9a441",
        ),
      ),
    );
    out.push(
      mirrored(
        (s) => button(s * (Wt - 88), bandH + 4, 4, "brass", ctx) + button(s * (H - 6), bandH + 96, 4, "brass", ctx),
      ),
    );
    out.push(mirrored((s) => stitch(`M${s * (xo - 2)} ${L - 30}H${s * (xi + 2)}`, ctx, "#d9a441")));
  }
  if (spec.pockets === "cargo")
    out.push(
      mirrored(
        (s) =>
          piece(`M${s * (H - 4)} ${crotch + 40}H${s * (H - 110)}V${crotch + 200}H${s * (H - 2)}Z`, ctx, {
            shade: false,
          }) +
          piece(`M${s * (H - 2)} ${crotch + 30}H${s * (H - 114)}V${crotch + 80}H${s * H}Z`, ctx) +
          button(s * (H - 57), crotch + 64, 6, "horn", ctx),
      ),
    );
  if (spec.stripes)
    out.push(
      mirrored(
        (s) =>
          el("path", {
            d: `M${s * (Wt + 2)} ${bandH}C${s * (H + 2)} ${crotch * 0.5} ${s * (H + 2)} ${crotch} ${s * (xo - 6)} ${L - 8}`,
            fill: "none",
            stroke: ctx.fabric.second === base ? "#f5f1e8" : ctx.fabric.second,
            "stroke-width": 9,
          }) +
          el("path", {
            d: `M${s * (Wt - 12)} ${bandH}C${s * (H - 12)} ${crotch * 0.5} ${s * (H - 12)} ${crotch} ${s * (xo - 20)} ${L - 8}`,
            fill: "none",
            stroke: ctx.fabric.accent,
            "stroke-width": 4,
          }),
      ),
    );
  if (spec.cuffs)
    out.push(
      mirrored(
        (s) =>
          piece(`M${s * (xo + 2)} ${L - 46}H${s * (xi - 2)}L${s * xi} ${L}H${s * xo}Z`, ctx, {
            paint: darkOrLight(base, 0.1),
          }) +
          el("path", {
            d: Array.from(
              { length: 6 },
              (_, i) => `M${n(s * (xi + ((xo - xi) * (i + 0.5)) / 6))} ${L - 42}V${L - 4}`,
            ).join(""),
            stroke: darken(base, 0.3),
            "stroke-width": 2,
            opacity: 0.35,
          }),
      ),
    );
  if (spec.rolled)
    // A turned-up hem: a band a little wider than the leg, its inside shade showing at the top edge.
    out.push(
      mirrored(
        (s) =>
          piece(`M${s * (xo + 6)} ${L - 50}H${s * (xi - 4)}L${s * (xi - 2)} ${L + 2}H${s * (xo + 8)}Z`, ctx) +
          el("path", {
            d: `M${s * (xo + 6)} ${L - 50}H${s * (xi - 4)}`,
            stroke: lighten(base, 0.3),
            "stroke-width": 4,
            opacity: 0.7,
          }),
      ),
    );
  if (spec.gathers)
    // The churidar's extra length bunched into rings above the ankle.
    out.push(
      mirrored((s) =>
        Array.from({ length: 7 }, (_, i) => {
          const y = L - 24 - i * 26;
          return fold(`M${n(s * (xo + 1))} ${y}Q${n(s * legCentre)} ${y + 12} ${n(s * (xi - 1))} ${y - 2}`, ctx, 0.9);
        }).join(""),
      ),
    );
  if (spec.pleats)
    out.push(
      mirrored(
        (s) =>
          el("path", {
            d: `M${s * (legCentre - 18)} ${bandH}Q${s * (legCentre - 16)} ${bandH + 90} ${s * (legCentre - 22)} ${bandH + 170}`,
            fill: "none",
            stroke: outlineColor(base),
            "stroke-width": 2.4,
            opacity: 0.6,
          }) + fold(`M${s * (legCentre - 10)} ${bandH + 4}L${s * (legCentre - 14)} ${bandH + 160}`, ctx, 0.8),
      ),
    );
  if (spec.pouch)
    out.push(stitch(`M-40 ${bandH + 4}Q-46 ${crotch - 40} 0 ${crotch - 6}Q46 ${crotch - 40} 40 ${bandH + 4}`, ctx));
  return {
    svg: out.join(""),
    box: { x: -Math.max(xo, H) - 6, y: -6, w: Math.max(xo, H) * 2 + 12, h: L + 12 },
    mount: "clip",
    focus: spec.pockets === "cargo" ? [H - 60, crotch + 90] : [Wt * 0.5, bandH + 30],
  };
}

export function drawReadyDhoti(ctx: Ctx): Drawing {
  // Ready to wear: a wrapped panel, a pleated front edge, a woven border at the hem and a velcro waist.
  const L = 900;
  const W = 170;
  const base = ctx.fabric.base;
  const out: string[] = [];
  const d = symPath(
    [0, 0],
    [
      ["L", [-W, 0]],
      ["Q", [-W - 20, L * 0.45], [-W - 34, L]],
      ["Q", [-W * 0.5, L + 10], [0, L + 6]],
    ],
  );
  out.push(piece(d, ctx));
  for (const x of [-110, -60, 30, 90, 130])
    out.push(fold(`M${x * 0.7} 60Q${x * 0.9} ${L * 0.5} ${x * 1.08} ${L - 10}`, ctx, 0.8));
  // Fold-over at the waist.
  out.push(piece(`M${-W - 4} 0H${W + 4}L${W + 8} 56Q0 68 ${-W - 8} 56Z`, ctx));
  // The velcro tab at the waist and the side pocket.
  out.push(
    el("rect", {
      x: W - 70,
      y: 12,
      width: 56,
      height: 30,
      rx: 4,
      fill: darkOrLight(base, 0.08),
      stroke: outlineColor(base),
      "stroke-opacity": 0.4,
    }),
    stitch(`M${W - 64} 18h44v18h-44Z`, ctx),
    el("path", {
      d: `M${-W + 6} 120Q${-W + 24} 190 ${-W + 10} 260`,
      fill: "none",
      stroke: outlineColor(base),
      "stroke-width": 2,
      opacity: 0.5,
    }),
  );
  // The pleated front panel with its border running down the edge.
  const trim = { paint: ctx.trim, base: GOLD };
  const edge = `M40 60C44 300 56 600 70 ${L + 4}`;
  out.push(piece(`M40 60L10 60C18 300 26 600 30 ${L + 4}L70 ${L + 4}C56 600 44 300 40 60Z`, ctx));
  out.push(
    el("path", { d: edge, fill: "none", stroke: trim.paint, "stroke-width": 26 }),
    el("path", { d: edge, fill: "none", stroke: darken(GOLD, 0.35), "stroke-width": 28, "stroke-opacity": 0.25 }),
  );
  for (const x of [16, 24, 32])
    out.push(
      el("path", {
        d: `M${x + 12} 70C${x + 14} 300 ${x + 18} 600 ${x + 18} ${L}`,
        fill: "none",
        stroke: outlineColor(base),
        "stroke-width": 1.4,
        opacity: 0.35,
      }),
    );
  // Hem border.
  out.push(
    piece(
      `M${-W - 32} ${L - 50}Q0 ${L - 40} ${W + 32} ${L - 50}L${W + 34} ${L}Q0 ${L + 10} ${-W - 34} ${L}Z`,
      ctx,
      trim,
    ),
  );
  return {
    svg: out.join(""),
    box: { x: -W - 40, y: -6, w: W * 2 + 80, h: L + 20 },
    mount: "clip",
    focus: [60, L - 40],
  };
}

/**
 * An unstitched dhoti: a length of cloth folded and draped over a bar, its layers
 * hanging at different lengths, each with the woven border along its edge and down
 * the selvedge. A double (eight-metre) dhoti shows one more layer.
 */
export function drawDrapedDhoti(p: Piece, ctx: Ctx): Drawing {
  const W = 190;
  const layers = p.details?.includes("double-length") ? [860, 730, 600] : [820, 640];
  const bw = p.details?.includes("wide-border") ? 64 : p.details?.includes("slim-border") ? 20 : 36;
  const trim = { paint: ctx.trim, base: GOLD };
  const out: string[] = [];
  layers.forEach((len, i) => {
    const inset = i * 5;
    const sway = (i % 2 ? -1 : 1) * 6;
    const x0 = -W + inset;
    const x1 = W - inset;
    const cloth = `M${x0} -12Q0 -20 ${x1} -12L${x1 + 8 + sway} ${len}Q0 ${len + 12} ${x0 - 8 + sway} ${len}Z`;
    out.push(piece(cloth, ctx));
    for (const x of [-0.62, -0.22, 0.18, 0.55])
      out.push(
        fold(
          `M${n(x * W)} 30Q${n(x * W + sway * 2)} ${n(len * 0.55)} ${n(x * W * 1.04 + sway)} ${len - 10}`,
          ctx,
          0.75,
        ),
      );
    // The selvedge border down the right edge, then the border across the bottom.
    out.push(
      piece(
        `M${x1 - bw * 0.55} -12L${x1} -12L${x1 + 8 + sway} ${len}L${x1 + 8 + sway - bw * 0.55} ${len + 3}Z`,
        ctx,
        trim,
      ),
      piece(
        `M${x0 - 7 + sway} ${len - bw}Q0 ${len - bw + 12} ${x1 + 7 + sway} ${len - bw}L${x1 + 8 + sway} ${len}Q0 ${len + 12} ${x0 - 8 + sway} ${len}Z`,
        ctx,
        trim,
      ),
    );
  });
  // Where the cloth rolls over the bar.
  out.push(
    piece(`M${-W - 6} -4Q${-W - 10} -40 ${-W + 20} -38H${W - 20}Q${W + 10} -40 ${W + 6} -4Q0 10 ${-W - 6} -4Z`, ctx),
  );
  const longest = layers[0]!;
  return {
    svg: out.join(""),
    box: { x: -W - 30, y: -44, w: W * 2 + 60, h: longest + 60 },
    mount: "bar",
    focus: [W * 0.55, layers[layers.length - 1]! - bw],
  };
}

export function drawBrief(ctx: Ctx): Drawing {
  const base = ctx.fabric.base;
  const band = ctx.fabric.second === base ? darken(base, 0.35) : ctx.fabric.second;
  const d = symPath(
    [0, 330],
    [
      ["Q", [-40, 320], [-60, 250]],
      ["Q", [-110, 150], [-210, 100]],
      ["L", [-205, 0]],
      ["L", [0, 0]],
    ],
  );
  const svg =
    piece(d, ctx) +
    fold(`M-40 120Q-30 200 -20 280`, ctx) +
    piece(`M-208 0H208L206 46H-206Z`, ctx, { paint: band, base: band }) +
    el("path", {
      d: Array.from({ length: 34 }, (_, i) => `M${-200 + i * 12} 6V40`).join(""),
      stroke: darken(band, 0.3),
      "stroke-width": 2,
      opacity: 0.25,
    }) +
    stitch(`M-60 60Q0 140 60 60`, ctx);
  return { svg, box: { x: -215, y: -6, w: 430, h: 345 }, mount: "clip", focus: [0, 40] };
}
