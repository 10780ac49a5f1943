/**
 * Garment drawings in their own units: tops have the neck centre at (0, 0), bottoms the
 * waistband centre; y grows downward. Each returns its bounding box and how it is shown.
 */
import type { Garment } from "../../app/content/art.ts";
import { GOLD } from "./fabric.ts";
import { type ButtonStyle, type Ctx, type Seg, button, fold, outlineColor, piece, stitch, symPath } from "./shapes.ts";
import { darken, el, lighten, luminance, mix, mirrored, n } from "./util.ts";

export type Mount = "hanger" | "clip" | "stand" | "plinth";

export type Drawing = {
  svg: string;
  box: { x: number; y: number; w: number; h: number };
  mount: Mount;
  /** A point worth a close-up (collar, buttons, border, toe). */
  focus: readonly [number, number];
};

type Neck = "collar" | "band" | "crew" | "vee" | "lapel" | "hood" | "polo" | "scoop" | "stand";
type Closure = "placket" | "half" | "buttons" | "double" | "zip" | "diagonal" | "none" | "polo";
type Hem = "shirt" | "straight" | "rib" | "pointed" | "cutaway" | "flare";
type Pocket = "chest" | "flaps" | "patch" | "kangaroo" | "welts" | "none";

type TopSpec = {
  shoulder: number;
  chest: number;
  hemWidth: number;
  length: number;
  sleeve: "long" | "short" | "none";
  sleeveLength?: number;
  neck: Neck;
  closure: Closure;
  hem: Hem;
  pocket: Pocket;
  buttons?: ButtonStyle;
  /** Gold or tonal borders at collar, front edge, cuffs and hem (sherwani, kurta...). */
  trims?: boolean;
  slits?: boolean;
  /** What shows inside a V or lapel opening. */
  inner?: "shirt" | "shirt-tie" | "lining";
  cuffs?: "rib" | "plain" | "none";
};

const NECK_HALF = 50;

function trimPaint(ctx: Ctx): { paint: string; base: string } {
  const zari = ctx.fabric.pattern === "zari-border" || ctx.fabric.pattern === "embroidered";
  return zari ? { paint: ctx.trim, base: GOLD } : { paint: darkOrLight(ctx.fabric.base, 0.22), base: ctx.fabric.base };
}

function darkOrLight(c: string, t: number): string {
  return luminance(c) > 0.35 ? darken(c, t) : lighten(c, t);
}

function drawTop(spec: TopSpec, ctx: Ctx): Drawing {
  const { shoulder: S, chest: C, hemWidth: W, length: L } = spec;
  const sd = 34; // shoulder drop
  const ap = 205; // armpit height
  const base = ctx.fabric.base;
  const rib = darkOrLight(base, 0.12);
  const out: string[] = [];
  const spread = ctx.spread;

  // Inside of the back neck, seen through the neckline.
  const neckDepth = { collar: 26, band: 22, crew: 34, vee: 150, lapel: 330, hood: 40, polo: 28, scoop: 110, stand: 22 }[
    spec.neck
  ];
  out.push(
    el("path", {
      d: `M${-NECK_HALF} 2Q0 -14 ${NECK_HALF} 2L${NECK_HALF - 6} ${neckDepth * 0.6}Q0 ${neckDepth + 10} ${-NECK_HALF + 6} ${neckDepth * 0.6}Z`,
      fill: darken(base, 0.45),
    }),
  );

  // Sleeves sit behind the body so the armhole seam reads on top.
  if (spec.sleeve !== "none") {
    const long = spec.sleeve === "long";
    const len = spec.sleeveLength ?? (long ? L * 0.1 + 470 : 170);
    const ang = (long ? 6 : 34) + spread * (long ? 30 : 16);
    const rad = (ang * Math.PI) / 180;
    out.push(
      mirrored((s) => {
        const ox = s * (S + Math.sin(rad) * len);
        const oy = sd + Math.cos(rad) * len;
        const cw = long ? 62 : 100;
        const ix = ox - s * Math.cos(rad) * cw;
        // Long cuffs sit square to the floor; short sleeves end square to the sleeve.
        const iy = long ? oy + 4 : oy + Math.sin(rad) * cw * 0.8;
        const d = `M${n(s * (S - 4))} ${sd - 4}Q${n(s * (S + 14))} ${sd + 20} ${n(ox)} ${n(oy)}L${n(ix)} ${n(iy)}Q${n(s * (C - 2))} ${n(ap + 60)} ${n(s * (C - 14))} ${ap}Z`;
        let sleeve = piece(d, ctx);
        if (long) {
          const cy = oy - 48;
          const cd = `M${n(ox - s * Math.sin(rad) * 48 * 0)} ${n(oy)}L${n(ix)} ${n(iy)}L${n(ix + s * Math.sin(rad) * 48)} ${n(iy - 48)}L${n(ox + s * Math.sin(rad) * 6 - s * 2)} ${n(cy)}Z`;
          if (spec.cuffs === "rib") sleeve += piece(cd, ctx, { paint: rib, shade: true });
          else if (spec.cuffs !== "none")
            sleeve += el("path", {
              d: `M${n(ox + s * 1)} ${n(cy)}L${n(ix + s * Math.sin(rad) * 48)} ${n(iy - 48)}`,
              stroke: outlineColor(base),
              "stroke-opacity": 0.45,
              "stroke-width": 1.4,
            });
          if (spec.trims) sleeve += el("path", { d: cd, fill: trimPaint(ctx).paint, opacity: 0.95 });
          sleeve += fold(
            `M${n(s * (S + 10))} ${sd + 120}Q${n(s * (S + 30))} ${sd + 260} ${n(s * (S + 20 + Math.sin(rad) * 200))} ${n(sd + 380)}`,
            ctx,
            0.8,
          );
        } else {
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
  const neckSegs: Seg[] =
    spec.neck === "vee" || spec.neck === "lapel"
      ? [["L", [-NECK_HALF, 0]]]
      : spec.neck === "scoop"
        ? [["Q", [-NECK_HALF - 20, neckDepth], [-NECK_HALF - 10, 0]]]
        : [["Q", [-NECK_HALF + 4, neckDepth], [-NECK_HALF, 0]]];
  const strapTop: Seg[] = spec.neck === "scoop" ? [["L", [-S, sd - 30]]] : [["L", [-S, sd]]];
  const body = symPath(
    [0, spec.neck === "vee" || spec.neck === "lapel" ? neckDepth : neckDepth],
    [
      ...neckSegs,
      ...strapTop,
      armhole,
      ["C", [-C - 4, ap + 160], [-W - flare * 10, L - 220], hemSegs[0]![1] as readonly [number, number]] as Seg,
      ...hemSegs.slice(1),
    ],
  );
  out.push(piece(body, ctx));

  // Soft drape folds from the chest to the hem.
  out.push(fold(`M${-C * 0.55} ${ap + 30}Q${-C * 0.62} ${L * 0.6} ${-W * 0.5} ${L - 20}`, ctx, 0.7));
  out.push(fold(`M${C * 0.45} ${ap + 80}Q${C * 0.58} ${L * 0.7} ${W * 0.62} ${L - 10}`, ctx, 0.6));
  if (flare)
    out.push(
      fold(`M${-C * 0.2} ${L * 0.55}Q${-W * 0.4} ${L * 0.8} ${-W * 0.7} ${L - 4}`, ctx, 0.8),
      fold(`M${C * 0.25} ${L * 0.55}Q${W * 0.45} ${L * 0.82} ${W * 0.78} ${L - 4}`, ctx, 0.8),
    );

  // What shows inside an open neckline.
  if (spec.inner) {
    const shirt = "#f6f3ec";
    const innerD = `M${-NECK_HALF + 4} 2L0 ${neckDepth - 6}L${NECK_HALF - 4} 2Q0 24 ${-NECK_HALF + 4} 2Z`;
    if (spec.inner === "lining") out.push(el("path", { d: innerD, fill: mix(darken(base, 0.35), GOLD, 0.15) }));
    else {
      out.push(
        el("path", { d: innerD, fill: shirt }),
        el("path", {
          d: `M-34 -4L-6 40L-40 30Z M34 -4L6 40L40 30Z`,
          fill: "#fbf9f4",
          stroke: "#cfc8ba",
          "stroke-width": 1.2,
        }),
      );
      if (spec.inner === "shirt-tie") {
        const tie = ctx.fabric.second === base ? "#7a2233" : mix(ctx.fabric.second, "#5b1a26", 0.4);
        out.push(
          el("path", { d: `M-9 14L9 14L6 34L-6 34Z`, fill: darken(tie, 0.15) }),
          el("path", { d: `M-6 34L6 34L16 ${neckDepth - 30}L0 ${neckDepth - 8}L-16 ${neckDepth - 30}Z`, fill: tie }),
        );
        out.push(
          el("path", {
            d: `M-12 ${neckDepth * 0.4}L12 ${neckDepth * 0.4 - 14}M-14 ${neckDepth * 0.6}L14 ${neckDepth * 0.6 - 14}`,
            stroke: lighten(tie, 0.3),
            "stroke-width": 3,
            opacity: 0.5,
          }),
        );
      }
    }
  }

  // Hems and bands.
  if (spec.hem === "rib")
    out.push(
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
        { paint: rib },
      ),
      el("path", {
        d: Array.from({ length: Math.floor(W / 7) }, (_, i) => `M${-W + 10 + i * 14} ${L - 40}V${L}`).join(""),
        stroke: darken(rib, 0.2),
        "stroke-width": 2,
        opacity: 0.35,
      }),
    );
  if (spec.trims) {
    const t = trimPaint(ctx);
    const hw = W + flare * 30;
    out.push(piece(`M${-hw} ${L - 50}L${hw} ${L - 50}L${hw} ${L}Q0 ${L + 6} ${-hw} ${L}Z`, ctx, { ...t, shade: true }));
  }
  if (spec.slits)
    out.push(
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
  const collarPaint =
    ctx.fabric.pattern === "embroidered" || ctx.fabric.pattern === "zari-border"
      ? trimPaint(ctx)
      : { paint: ctx.paint, base };
  switch (spec.neck) {
    case "collar":
    case "polo": {
      const point = spec.neck === "collar" ? 82 : 62;
      out.push(piece(`M${-NECK_HALF - 4} 0Q0 -34 ${NECK_HALF + 4} 0L${NECK_HALF} 10Q0 -14 ${-NECK_HALF} 10Z`, ctx));
      out.push(
        mirrored((s) =>
          piece(
            `M${s * (NECK_HALF + 6)} -4L${s * (NECK_HALF + 16)} 22Q${s * 40} ${point - 14} ${s * 30} ${point}L${s * 4} 36L${s * 2} 14Q${s * 20} -6 ${s * (NECK_HALF + 6)} -4Z`,
            ctx,
          ),
        ),
      );
      break;
    }
    case "band":
    case "stand": {
      const h = spec.neck === "stand" ? 44 : 30;
      out.push(
        piece(
          `M${-NECK_HALF - 6} 4Q${-NECK_HALF - 2} ${-h} ${-NECK_HALF + 20} ${-h + 4}Q0 ${-h - 6} ${NECK_HALF - 20} ${-h + 4}Q${NECK_HALF + 2} ${-h} ${NECK_HALF + 6} 4Q${NECK_HALF - 10} 20 6 ${neckDepth}L-6 ${neckDepth}Q${-NECK_HALF + 10} 20 ${-NECK_HALF - 6} 4Z`,
          ctx,
          collarPaint,
        ),
      );
      break;
    }
    case "crew":
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
          { paint: rib },
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
    case "hood": {
      out.push(
        piece(
          `M${-NECK_HALF - 40} 30Q${-NECK_HALF - 60} -130 0 -140Q${NECK_HALF + 60} -130 ${NECK_HALF + 40} 30Q0 ${neckDepth + 20} ${-NECK_HALF - 40} 30Z`,
          ctx,
        ),
      );
      out.push(
        el("path", {
          d: `M${-NECK_HALF + 4} 20Q${-NECK_HALF} -90 0 -98Q${NECK_HALF} -90 ${NECK_HALF - 4} 20Q0 ${neckDepth} ${-NECK_HALF + 4} 20Z`,
          fill: darken(base, 0.35),
        }),
      );
      out.push(
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
    }
    case "lapel": {
      out.push(
        mirrored((s) =>
          piece(
            `M${s * (NECK_HALF - 6)} -10L${s * (NECK_HALF + 8)} 70L${s * (NECK_HALF + 36)} 84L${s * (NECK_HALF + 38)} 100L${s * (NECK_HALF + 84)} 112Q${s * (NECK_HALF + 40)} ${neckDepth * 0.6} ${s * 6} ${neckDepth}L${s * 2} ${neckDepth - 12}L${s * (NECK_HALF - 10)} 4Z`,
            ctx,
            collarPaint,
          ),
        ),
      );
      out.push(
        mirrored((s) =>
          fold(
            `M${s * (NECK_HALF + 60)} 130Q${s * (NECK_HALF + 30)} ${neckDepth * 0.65} ${s * 10} ${neckDepth - 8}`,
            ctx,
            0.6,
          ),
        ),
      );
      break;
    }
  }

  // Fastenings.
  const bStyle = spec.buttons ?? "shirt";
  const column = (x: number, from: number, to: number, count: number, r = 7) =>
    Array.from({ length: count }, (_, i) =>
      button(x, from + ((to - from) * i) / Math.max(1, count - 1), r, bStyle, ctx),
    ).join("");
  switch (spec.closure) {
    case "placket":
      out.push(
        stitch(`M-14 ${neckDepth + 14}V${L}`, ctx),
        stitch(`M14 ${neckDepth + 14}V${L - 6}`, ctx),
        column(0, neckDepth + 40, L - 70, 6),
      );
      break;
    case "polo":
      out.push(
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
      out.push(
        el("path", {
          d: `M-13 ${neckDepth}V${neckDepth + 200}H13V${neckDepth}`,
          fill: spec.trims ? trimPaint(ctx).paint : "none",
          stroke: outlineColor(base),
          "stroke-width": 1.6,
          opacity: 0.8,
        }),
        column(0, neckDepth + 30, neckDepth + 170, 4, 6),
      );
      break;
    case "buttons":
      if (spec.trims)
        out.push(
          el("path", {
            d: `M-12 ${neckDepth}L12 ${neckDepth}L12 ${L}L-12 ${L}Z`,
            fill: trimPaint(ctx).paint,
            opacity: 0.95,
          }),
        );
      out.push(
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
      out.push(column(-34, neckDepth + 10, neckDepth + 120, 3, 8), column(34, neckDepth + 10, neckDepth + 120, 3, 8));
      break;
    case "zip":
      out.push(
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
    case "diagonal": {
      const d = `M${-NECK_HALF + 6} 8Q20 120 ${C * 0.55} 250L${C * 0.55} ${L}`;
      if (spec.trims) out.push(el("path", { d, fill: "none", stroke: trimPaint(ctx).paint, "stroke-width": 22 }));
      out.push(el("path", { d, fill: "none", stroke: outlineColor(base), "stroke-width": 1.8, opacity: 0.7 }));
      out.push(
        [0.25, 0.45, 0.65]
          .map((t) => button(-NECK_HALF + 6 + (C * 0.55 + NECK_HALF - 6) * t * 1.3, 8 + 242 * t * 1.25, 7, bStyle, ctx))
          .join(""),
        column(C * 0.55, 300, 560, 4, 7),
      );
      break;
    }
    case "none":
      break;
  }
  if (spec.neck === "lapel")
    out.push(button(0, neckDepth + 30, 9, bStyle, ctx), button(0, neckDepth + 120, 9, bStyle, ctx));

  // Pockets.
  switch (spec.pocket) {
    case "chest":
      out.push(
        piece(`M${-C * 0.7} ${ap - 20}H${-C * 0.25}V${ap + 60}L${-C * 0.475} ${ap + 74}L${-C * 0.7} ${ap + 60}Z`, ctx, {
          shade: false,
        }),
      );
      break;
    case "flaps":
      out.push(
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
      if (spec.inner === "shirt-tie" || spec.inner === "shirt")
        out.push(
          el("path", {
            d: `M${C * 0.42} ${ap - 10}l10 -18l12 10l10 -14l8 22Z`,
            fill: ctx.fabric.accent === GOLD ? "#f3efe6" : ctx.fabric.accent,
          }),
        );
      break;
    case "welts":
      out.push(
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
      out.push(
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
      out.push(piece(`M${-C * 0.6} ${L - 230}H${C * 0.6}L${C * 0.8} ${L - 70}H${-C * 0.8}Z`, ctx, { shade: false }));
      break;
    case "none":
      break;
  }

  const top = spec.neck === "hood" ? -140 : spec.neck === "stand" ? -44 : -36;
  const half = Math.max(S, W + flare * 30) + (spec.sleeve === "none" ? 0 : 40 + spread * 170);
  return {
    svg: out.join(""),
    box: { x: -half, y: top, w: half * 2, h: L + 30 - top },
    mount: "hanger",
    focus: spec.neck === "lapel" ? [NECK_HALF + 20, 110] : [0, Math.min(140, neckDepth + 60)],
  };
}

type BottomSpec = {
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
};

function drawBottom(spec: BottomSpec, ctx: Ctx): Drawing {
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
  if (spec.band !== "elastic")
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
      mirrored((s) =>
        piece(`M${s * (xo + 2)} ${L - 46}H${s * (xi - 2)}L${s * xi} ${L}H${s * xo}Z`, ctx, {
          paint: darkOrLight(base, 0.1),
        }),
      ),
    );
  return {
    svg: out.join(""),
    box: { x: -Math.max(xo, H) - 6, y: -6, w: Math.max(xo, H) * 2 + 12, h: L + 12 },
    mount: "clip",
    focus: spec.pockets === "cargo" ? [H - 60, crotch + 90] : [Wt * 0.5, bandH + 30],
  };
}

function drawDhoti(ctx: Ctx, long = true): Drawing {
  // A veshti as worn: a wrapped panel, a pleated front edge and a woven border at the hem.
  const L = long ? 900 : 760;
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
  // The pleated front panel with its border running down the edge.
  const t = trimPaint(ctx);
  const trim = ctx.fabric.pattern === "solid" ? { paint: ctx.trim, base: GOLD } : t;
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

function drawBrief(ctx: Ctx): Drawing {
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
  return { svg, box: { x: -215, y: -6, w: 430, h: 345 }, mount: "plinth", focus: [0, 40] };
}

function drawMojari(ctx: Ctx): Drawing {
  const base = ctx.fabric.base;
  const sole = "#5a3b22";
  const shoe = (dx: number, dy: number, sc: number) => {
    const upper = `M-200 40Q-230 -10 -180 -40Q-120 -60 -40 -70Q60 -110 150 -60Q200 -30 240 -70Q260 -96 244 -110Q280 -90 262 -40Q240 20 190 40Z`;
    const opening = `M-40 -70Q60 -110 150 -60Q90 -40 -30 -52Z`;
    return el(
      "g",
      { transform: `translate(${dx} ${dy}) scale(${sc})` },
      el("path", { d: `M-210 36Q0 62 196 40L190 54Q0 76 -206 50Z`, fill: sole }) +
        piece(upper, ctx) +
        el("path", { d: opening, fill: darken(base, 0.5) }) +
        el("path", {
          d: `M-120 -50Q20 -30 180 20`,
          fill: "none",
          stroke: ctx.trim,
          "stroke-width": 18,
          opacity: 0.95,
        }) +
        el("path", { d: `M-200 40Q0 54 190 40`, fill: "none", stroke: ctx.trim, "stroke-width": 8 }) +
        el("path", {
          d: `M-180 -36Q-190 0 -200 38`,
          fill: "none",
          stroke: outlineColor(base),
          "stroke-width": 1.4,
          opacity: 0.5,
        }),
    );
  };
  return {
    svg: shoe(-60, -30, 0.92) + shoe(40, 40, 1),
    box: { x: -260, y: -150, w: 560, h: 260 },
    mount: "plinth",
    focus: [200, -20],
  };
}

function drawSafa(ctx: Ctx): Drawing {
  const base = ctx.fabric.base;
  const out: string[] = [];
  // The tail (turra) falls behind to one side, then the wide crown of wrapped folds.
  out.push(piece(`M150 -30Q230 80 220 330Q200 350 168 336Q176 150 110 10Z`, ctx));
  out.push(fold(`M170 40Q200 180 196 320`, ctx));
  const crown = `M-250 70Q-270 -40 -200 -120Q-120 -200 10 -196Q150 -200 220 -120Q272 -50 250 70Q0 120 -250 70Z`;
  out.push(piece(crown, ctx));
  // Diagonal wraps: each a band of shadow and light, crossing to a peak at the front.
  for (let i = 0; i < 7; i++) {
    const y = -170 + i * 34;
    const side = i % 2 ? 1 : -1;
    const d = `M${-250 + i * 4} ${y + 120 - i * 4}Q${side * 40} ${y - 10} ${250 - i * 4} ${y + 90 - i * 10}`;
    out.push(
      el("path", {
        d,
        fill: "none",
        stroke: darken(base, 0.3),
        "stroke-width": 5,
        opacity: 0.35,
        "stroke-linecap": "round",
      }),
    );
    out.push(
      el("path", {
        d,
        fill: "none",
        stroke: lighten(base, 0.4),
        "stroke-width": 3,
        opacity: 0.28,
        transform: "translate(0 8)",
        "stroke-linecap": "round",
      }),
    );
  }
  out.push(el("path", { d: `M-250 60Q0 110 250 60`, fill: "none", stroke: ctx.trim, "stroke-width": 18 }));
  out.push(
    el("path", {
      d: `M-250 60Q0 110 250 60`,
      fill: "none",
      stroke: darken(GOLD, 0.4),
      "stroke-width": 20,
      "stroke-opacity": 0.2,
    }),
  );
  // The kalgi: a jewelled brooch with a plume, pinned at the front.
  out.push(
    el("path", {
      d: `M-30 -120Q-80 -240 -20 -320Q-40 -220 -6 -128Z`,
      fill: "#f3ecdc",
      stroke: "#c8bda5",
      "stroke-width": 1.5,
    }),
  );
  out.push(
    el("circle", { cx: -16, cy: -100, r: 30, fill: GOLD, stroke: darken(GOLD, 0.35), "stroke-width": 3 }),
    el("circle", { cx: -16, cy: -100, r: 14, fill: ctx.fabric.accent === GOLD ? "#8c1c2c" : ctx.fabric.accent }),
  );
  for (let k = 0; k < 10; k++)
    out.push(
      el("circle", {
        cx: -16 + Math.cos((k * Math.PI) / 5) * 23,
        cy: -100 + Math.sin((k * Math.PI) / 5) * 23,
        r: 3.6,
        fill: "#f6f1e6",
      }),
    );
  out.push(
    el("path", {
      d: `M-16 -70Q-30 -20 -10 30`,
      fill: "none",
      stroke: "#f6f1e6",
      "stroke-width": 7,
      "stroke-dasharray": "1 9",
      "stroke-linecap": "round",
    }),
  );
  return { svg: out.join(""), box: { x: -272, y: -330, w: 544, h: 680 }, mount: "plinth", focus: [-16, -90] };
}

function drawMala(ctx: Ctx): Drawing {
  const base = ctx.fabric.base;
  const out: string[] = [];
  for (let strand = 0; strand < 3; strand++) {
    const depth = 300 + strand * 70;
    const w = 150 + strand * 26;
    const beads = 30 + strand * 6;
    for (let i = 0; i <= beads; i++) {
      const t = i / beads;
      const a = Math.PI * t;
      const x = -Math.cos(a) * w;
      const y = Math.sin(a) ** 1.4 * depth;
      const r = strand === 1 ? 9 : 11;
      const c = strand === 1 ? ctx.fabric.second : base;
      out.push(
        el("circle", { cx: x + 1, cy: y + 2, r, fill: "#000", opacity: 0.16 }),
        el("circle", { cx: x, cy: y, r, fill: c, stroke: darken(c, 0.3), "stroke-width": 1 }),
        el("circle", { cx: x - r * 0.3, cy: y - r * 0.35, r: r * 0.3, fill: "#fff", opacity: 0.5 }),
      );
    }
  }
  // Pendant.
  const py = 440 + 20;
  out.push(
    el("path", {
      d: `M0 ${py}L34 ${py + 44}L0 ${py + 100}L-34 ${py + 44}Z`,
      fill: GOLD,
      stroke: darken(GOLD, 0.4),
      "stroke-width": 3,
    }),
    el("circle", { cx: 0, cy: py + 48, r: 14, fill: ctx.fabric.accent === GOLD ? "#1f5e4a" : ctx.fabric.accent }),
  );
  return { svg: out.join(""), box: { x: -210, y: -20, w: 420, h: py + 130 }, mount: "stand", focus: [0, py + 40] };
}

function drawTie(ctx: Ctx): Drawing {
  const out: string[] = [];
  out.push(piece(`M-16 40L16 40L30 560L0 600L-24 560Z`, ctx, { paint: ctx.paint }));
  out.push(piece(`M-30 -20L30 -20L20 46L-20 46Z`, ctx));
  out.push(piece(`M-30 60L30 60L62 700L0 760L-62 700Z`, ctx));
  out.push(fold(`M-10 90Q-20 400 -30 700`, ctx, 0.7));
  out.push(el("path", { d: `M-42 -20H42`, stroke: "#8a7a5c", "stroke-width": 6, "stroke-linecap": "round" }));
  return { svg: out.join(""), box: { x: -70, y: -40, w: 140, h: 810 }, mount: "stand", focus: [0, 120] };
}

function drawBrooch(ctx: Ctx): Drawing {
  const out: string[] = [];
  const gem = ctx.fabric.base;
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8;
    out.push(
      el("path", {
        d: `M0 0L${Math.cos(a - 0.12) * 150} ${Math.sin(a - 0.12) * 150}Q${Math.cos(a) * 190} ${Math.sin(a) * 190} ${Math.cos(a + 0.12) * 150} ${Math.sin(a + 0.12) * 150}Z`,
        fill: k % 2 ? GOLD : lighten(GOLD, 0.25),
        stroke: darken(GOLD, 0.4),
        "stroke-width": 1.5,
      }),
    );
  }
  out.push(el("circle", { r: 110, fill: darken(GOLD, 0.15), stroke: darken(GOLD, 0.45), "stroke-width": 3 }));
  for (let k = 0; k < 20; k++) {
    const a = (k * Math.PI) / 10;
    out.push(
      el("circle", {
        cx: Math.cos(a) * 92,
        cy: Math.sin(a) * 92,
        r: 9,
        fill: "#f7f2e7",
        stroke: "#bcae92",
        "stroke-width": 1,
      }),
    );
  }
  out.push(el("circle", { r: 62, fill: gem, stroke: darken(GOLD, 0.3), "stroke-width": 5 }));
  out.push(
    el("path", { d: `M-62 0L0 -62L62 0L0 62Z`, fill: lighten(gem, 0.25), opacity: 0.5 }),
    el("circle", { cx: -20, cy: -22, r: 14, fill: "#fff", opacity: 0.55 }),
  );
  return { svg: out.join(""), box: { x: -195, y: -195, w: 390, h: 390 }, mount: "plinth", focus: [0, 0] };
}

function drawSuspenders(ctx: Ctx): Drawing {
  const out: string[] = [];
  const strap = (d: string) =>
    el("path", {
      d,
      fill: "none",
      stroke: outlineColor(ctx.fabric.base),
      "stroke-width": 40,
      "stroke-opacity": 0.5,
      "stroke-linecap": "butt",
    }) + el("path", { d, fill: "none", stroke: ctx.paint, "stroke-width": 36 });
  out.push(strap(`M-140 0C-120 300 -110 500 -120 780`), strap(`M140 0C120 300 110 500 120 780`));
  out.push(stitch(`M-150 0C-130 300 -120 500 -130 780`, ctx), stitch(`M130 0C110 300 100 500 110 780`, ctx));
  const clip = (x: number, y: number) =>
    el("rect", {
      x: x - 24,
      y: y - 10,
      width: 48,
      height: 56,
      rx: 6,
      fill: "#cfc9bb",
      stroke: "#6d685e",
      "stroke-width": 3,
    }) + el("path", { d: `M${x - 16} ${y + 30}H${x + 16}`, stroke: "#6d685e", "stroke-width": 4 });
  out.push(clip(-120, 770), clip(120, 770), clip(-140, -10), clip(140, -10));
  return { svg: out.join(""), box: { x: -200, y: -40, w: 400, h: 870 }, mount: "stand", focus: [120, 760] };
}

function drawVel(ctx: Ctx): Drawing {
  const metal = ctx.fabric.base;
  const hi = lighten(metal, 0.35);
  const lo = darken(metal, 0.4);
  const out: string[] = [];
  out.push(
    el("rect", { x: -10, y: 160, width: 20, height: 700, fill: metal, stroke: lo, "stroke-width": 2 }),
    el("rect", { x: -4, y: 160, width: 5, height: 700, fill: hi, opacity: 0.6 }),
  );
  out.push(
    el("path", { d: `M0 -200C90 -60 80 80 0 170C-80 80 -90 -60 0 -200Z`, fill: metal, stroke: lo, "stroke-width": 3 }),
  );
  out.push(el("path", { d: `M0 -160C50 -50 46 60 0 130C-46 60 -50 -50 0 -160Z`, fill: hi, opacity: 0.45 }));
  out.push(el("path", { d: `M0 -180V150`, stroke: lo, "stroke-width": 2, opacity: 0.6 }));
  for (const y of [190, 230, 820])
    out.push(el("ellipse", { cx: 0, cy: y, rx: 22, ry: 12, fill: GOLD, stroke: darken(GOLD, 0.4), "stroke-width": 2 }));
  out.push(
    el("circle", {
      cx: 0,
      cy: 40,
      r: 16,
      fill: ctx.fabric.accent === GOLD ? "#a21d2f" : ctx.fabric.accent,
      stroke: lo,
      "stroke-width": 2,
    }),
  );
  return { svg: out.join(""), box: { x: -90, y: -210, w: 180, h: 1080 }, mount: "plinth", focus: [0, 0] };
}

const TOPS: Partial<Record<Garment, TopSpec>> = {
  shirt: {
    shoulder: 172,
    chest: 162,
    hemWidth: 158,
    length: 580,
    sleeve: "long",
    neck: "collar",
    closure: "placket",
    hem: "shirt",
    pocket: "chest",
  },
  tshirt: {
    shoulder: 176,
    chest: 170,
    hemWidth: 166,
    length: 540,
    sleeve: "short",
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
    sleeve: "short",
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
    trims: false,
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
    inner: "lining",
  },
  blazer: {
    shoulder: 186,
    chest: 170,
    hemWidth: 168,
    length: 660,
    sleeve: "long",
    neck: "lapel",
    closure: "none",
    hem: "cutaway",
    pocket: "flaps",
    buttons: "horn",
    inner: "shirt",
  },
  suit: {
    shoulder: 186,
    chest: 170,
    hemWidth: 168,
    length: 660,
    sleeve: "long",
    neck: "lapel",
    closure: "none",
    hem: "cutaway",
    pocket: "flaps",
    buttons: "horn",
    inner: "shirt-tie",
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
    neck: "hood",
    closure: "none",
    hem: "rib",
    pocket: "kangaroo",
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

const BOTTOMS: Partial<Record<Garment, BottomSpec>> = {
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
    pockets: "none",
    stripes: true,
  },
  shorts: {
    waist: 152,
    hip: 172,
    length: 430,
    hemHalf: 84,
    legCentre: 98,
    crotch: 300,
    band: "belt-loops",
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
};

/** The garment drawing for one item; variations (cut details) come from the seeded rng. */
export function drawGarment(garment: Garment, ctx: Ctx): Drawing {
  const top = TOPS[garment];
  if (top) {
    const spec = { ...top };
    if (garment === "shirt") spec.pocket = ctx.rng.chance(0.6) ? "chest" : "none";
    if (garment === "sweater" && ctx.rng.chance(0.45)) spec.neck = "vee";
    if (garment === "sweatshirt" && ctx.rng.chance(0.5)) Object.assign(spec, { neck: "crew", pocket: "none" });
    if (garment === "jodhpuri" || garment === "bandi")
      spec.trims = ctx.fabric.pattern === "embroidered" || ctx.fabric.pattern === "zari-border";
    if (garment === "kurta") spec.trims = ctx.fabric.pattern === "zari-border";
    if (garment === "blazer" && ctx.rng.chance(0.3)) spec.closure = "double";
    return drawTop(spec, ctx);
  }
  const bottom = BOTTOMS[garment];
  if (bottom) return drawBottom(bottom, ctx);
  switch (garment) {
    case "dhoti":
      return drawDhoti(ctx);
    case "brief":
      return drawBrief(ctx);
    case "mojari":
      return drawMojari(ctx);
    case "safa":
      return drawSafa(ctx);
    case "mala":
      return drawMala(ctx);
    case "tie":
      return drawTie(ctx);
    case "brooch":
      return drawBrooch(ctx);
    case "suspenders":
      return drawSuspenders(ctx);
    case "vel":
      return drawVel(ctx);
    default:
      throw new Error(`No drawing for garment "${garment}"`);
  }
}

/** Garments with a separate drawing for a matching bottom (suits hang with their trousers). */
export function companionOf(garment: Garment): Garment | undefined {
  if (garment === "suit") return "trousers";
  if (garment === "combo") return "dhoti";
  return undefined;
}

export function isTop(garment: Garment): boolean {
  return garment in TOPS;
}
