/** Path building and the shared painting of a fabric piece (fill, light, folds, outline). */
import type { Pattern } from "../../app/content/art.ts";
import type { Fabric } from "./fabric.ts";
import { type Rng, darken, el, lighten, luminance, n } from "./util.ts";

export type Pt = readonly [number, number];
export type Seg = readonly ["L", Pt] | readonly ["Q", Pt, Pt] | readonly ["C", Pt, Pt, Pt];

const p = ([x, y]: Pt) => `${n(x)} ${n(y)}`;
const m = ([x, y]: Pt): Pt => [-x, y];

/**
 * A left-right symmetric outline from its left half: `start` and the last point lie on
 * the centre line; the right half is the mirror image walked backwards.
 */
export function symPath(start: Pt, segs: readonly Seg[]): string {
  const ends: Pt[] = [start];
  let d = `M${p(start)}`;
  for (const s of segs) {
    if (s[0] === "L") d += `L${p(s[1])}`;
    else if (s[0] === "Q") d += `Q${p(s[1])} ${p(s[2])}`;
    else d += `C${p(s[1])} ${p(s[2])} ${p(s[3])}`;
    ends.push(s[s.length - 1] as Pt);
  }
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const to = m(ends[i]!);
    if (s[0] === "L") d += `L${p(to)}`;
    else if (s[0] === "Q") d += `Q${p(m(s[1]))} ${p(to)}`;
    else d += `C${p(m(s[2]))} ${p(m(s[1]))} ${p(to)}`;
  }
  return d + "Z";
}

export type Ctx = {
  /** Unique prefix for ids inside one SVG document. */
  id: string;
  fabric: Fabric;
  paint: string;
  /** Gold border paint for zari and embroidered trims. */
  trim: string;
  rng: Rng;
  defs: string[];
  /** 0 = sleeves hang straight, 1 = spread out (laid flat). */
  spread: number;
  /**
   * Paint of another cloth in this piece's colours (an embroidered yoke, a sherpa collar),
   * added to the document's defs on first use; `colors` replaces the piece's own.
   */
  paintOf(pattern: Pattern, colors?: readonly string[]): string;
  /** A new id, unique in the document (masks, clip paths). */
  uid(name: string): string;
};

export function outlineColor(base: string): string {
  return luminance(base) > 0.4 ? darken(base, 0.42) : darken(base, 0.55);
}

/** One fabric piece: fill, then side light and top-to-bottom falloff, then a fine outline. */
export function piece(d: string, ctx: Ctx, opts: { paint?: string; base?: string; shade?: boolean } = {}): string {
  const base = opts.base ?? ctx.fabric.base;
  return (
    el("path", { d, fill: opts.paint ?? ctx.paint }) +
    (opts.shade === false ? "" : el("path", { d, fill: "url(#shade-h)" }) + el("path", { d, fill: "url(#shade-v)" })) +
    el("path", {
      d,
      fill: "none",
      stroke: outlineColor(base),
      "stroke-width": 1.6,
      "stroke-opacity": 0.55,
      "stroke-linejoin": "round",
    })
  );
}

/** A soft fold: a wide faint shadow with a thin highlight beside it. */
export function fold(d: string, ctx: Ctx, strength = 1): string {
  const light = luminance(ctx.fabric.base) > 0.5;
  return (
    el("path", {
      d,
      fill: "none",
      stroke: "#000",
      "stroke-width": 9,
      "stroke-opacity": (light ? 0.035 : 0.07) * strength,
      "stroke-linecap": "round",
    }) +
    el("path", {
      d,
      fill: "none",
      stroke: "#000",
      "stroke-width": 3,
      "stroke-opacity": (light ? 0.06 : 0.11) * strength,
      "stroke-linecap": "round",
    }) +
    el("path", {
      d,
      fill: "none",
      stroke: "#fff",
      "stroke-width": 2,
      "stroke-opacity": 0.08 * strength,
      "stroke-linecap": "round",
      transform: "translate(3 0)",
    })
  );
}

/** Top-stitching: a fine dashed line a little lighter or darker than the cloth. */
export function stitch(d: string, ctx: Ctx, color?: string): string {
  const c = color ?? (luminance(ctx.fabric.base) > 0.5 ? darken(ctx.fabric.base, 0.3) : lighten(ctx.fabric.base, 0.35));
  return el("path", {
    d,
    fill: "none",
    stroke: c,
    "stroke-width": 1.3,
    "stroke-dasharray": "5 4",
    "stroke-opacity": 0.75,
  });
}

export type ButtonStyle = "shirt" | "brass" | "horn" | "pearl";

export function button(x: number, y: number, r: number, style: ButtonStyle, ctx: Ctx): string {
  const fills: Record<ButtonStyle, [string, string]> = {
    shirt: [lighten(ctx.fabric.base, 0.5), darken(ctx.fabric.base, 0.25)],
    brass: ["#d8b468", "#7d5a1e"],
    horn: ["#4a3628", "#1f150e"],
    pearl: ["#f6f1e6", "#b9ae98"],
  };
  const [face, edge] = fills[style];
  const holes =
    style === "shirt" || style === "horn"
      ? el("circle", { cx: x - r * 0.28, cy: y, r: r * 0.13, fill: edge }) +
        el("circle", { cx: x + r * 0.28, cy: y, r: r * 0.13, fill: edge })
      : el("circle", { cx: x - r * 0.3, cy: y - r * 0.3, r: r * 0.28, fill: "#fff", opacity: 0.55 });
  return (
    el("circle", { cx: x + 1, cy: y + 1.5, r, fill: "#000", opacity: 0.18 }) +
    el("circle", { cx: x, cy: y, r, fill: face, stroke: edge, "stroke-width": r * 0.18 }) +
    holes
  );
}

/** Shade gradients shared by every piece in a document; `light` is -1 (from the left) or 1. */
export function shadeDefs(light: -1 | 1, strength = 1): string {
  const [x1, x2] = light < 0 ? ["0", "1"] : ["1", "0"];
  return (
    el(
      "linearGradient",
      { id: "shade-h", x1, x2, y1: "0", y2: "0" },
      el("stop", { offset: 0, "stop-color": "#fff", "stop-opacity": 0.1 * strength }) +
        el("stop", { offset: 0.35, "stop-color": "#fff", "stop-opacity": 0.04 * strength }) +
        el("stop", { offset: 0.7, "stop-color": "#000", "stop-opacity": 0.04 * strength }) +
        el("stop", { offset: 1, "stop-color": "#000", "stop-opacity": 0.26 * strength }),
    ) +
    el(
      "linearGradient",
      { id: "shade-v", x1: "0", x2: "0", y1: "0", y2: "1" },
      el("stop", { offset: 0, "stop-color": "#fff", "stop-opacity": 0.06 * strength }) +
        el("stop", { offset: 0.5, "stop-color": "#000", "stop-opacity": 0 }) +
        el("stop", { offset: 1, "stop-color": "#000", "stop-opacity": 0.14 * strength }),
    )
  );
}
